import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { ToolbarItemKind } from './toolbarOverflow';
import { Filler, ToolbarSeparator } from './ToolbarParts';

/**
 * A component whose children are toolbar items in their own right (a Form of fields) lists them, ready to render
 * one by one: an overflowing toolbar lays them out, and moves them into its menu, each on its own.
 */
export interface ToolbarItemSource<P> {
  toolbarItems: (props: P) => ReactNode;
}

/** A component that labels the toolbar item after it (a Label): the two show, or move into the menu, together. */
export interface ToolbarItemLabel {
  toolbarItemKind: 'label';
}

/** One item of an overflowing toolbar: what it renders, its key (reported to onOverflowChange), its kind. */
export interface ToolbarEntry {
  node: ReactNode;
  key: string;
  kind: ToolbarItemKind;
  index: number;
}

function kindOf(node: ReactNode): ToolbarItemKind {
  if (!isValidElement(node)) return 'item';
  if (node.type === Filler) return 'filler';
  if (node.type === ToolbarSeparator) return 'separator';
  if (node.type === 'label' || (node.type as Partial<ToolbarItemLabel>).toolbarItemKind === 'label') {
    return 'label';
  }
  return 'item';
}

/** The items a node stands for when it is a fragment or an item source, else undefined. */
function innerItems(node: ReactNode): ReactNode | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  if (node.type === Fragment) return node.props.children;
  const source = node.type as Partial<ToolbarItemSource<unknown>>;
  return typeof source.toolbarItems === 'function' ? source.toolbarItems(node.props) : undefined;
}

/**
 * The items of a toolbar, in order: fragments and item sources are opened, so each of their children is an item.
 * An item's key is its element's key (else its place), prefixed by those of the fragments and sources it came from.
 */
export function toolbarEntries(children: ReactNode): ToolbarEntry[] {
  const entries: ToolbarEntry[] = [];
  const add = (nodes: ReactNode, prefix: string) => {
    // Not Children.toArray: it rewrites keys, and the keys are what onOverflowChange reports.
    Children.forEach(nodes, (node) => {
      if (node == null || typeof node === 'boolean') return;
      const own = isValidElement(node) && node.key != null ? String(node.key) : String(entries.length);
      const key = prefix + own;
      const inner = innerItems(node);
      if (inner !== undefined) {
        add(inner, `${key}/`);
        return;
      }
      entries.push({ node, key, kind: kindOf(node), index: entries.length });
    });
  };
  add(children, '');
  return entries;
}
