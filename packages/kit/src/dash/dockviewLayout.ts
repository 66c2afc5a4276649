import { Orientation, type SerializedDockview, type SerializedGridObject } from 'dockview-react';
import {
  resolvePercentages,
  roundPercent,
  type DashContainerNode,
  type DashContainerStack,
} from './containerLayout';

type GridRoot = SerializedDockview['grid']['root'];
/** What dockview saves for a tab group. */
type GroupState = GridRoot extends SerializedGridObject<infer T> ? T : never;
type GridNode = SerializedGridObject<GroupState>;

/** The one content component DashContainer registers with dockview: it renders any view by its id. */
export const VIEW_COMPONENT = 'dashView';

/** A row or a column. */
type Branch = Exclude<DashContainerNode<string>, DashContainerStack<string>>;

/**
 * The dockview state of a layout in a box of `width` × `height` pixels: rows become horizontal branches,
 * columns vertical ones (a row in a row is flattened into it), stacks become tab groups. `title` names each
 * view's tab. Null for an empty layout.
 */
export function toDockviewJson(
  layout: DashContainerNode<string> | null,
  title: (id: string) => string,
  width: number,
  height: number,
): SerializedDockview | null {
  if (!layout) return null;
  const root: Branch = layout.type === 'stack' ? { type: 'row', children: [layout] } : layout;
  let groupId = 0;
  const panels: SerializedDockview['panels'] = {};

  const convert = (node: DashContainerNode<string>, size: number): GridNode => {
    if (node.type === 'stack') {
      const views = node.views;
      for (const id of views) panels[id] = { id, contentComponent: VIEW_COMPONENT, title: title(id) };
      const data: GroupState = {
        id: String(++groupId),
        views: [...views],
        activeView: views[Math.min(node.active ?? 0, views.length - 1)],
      };
      return { type: 'leaf', data, size };
    }
    const extent = node.type === 'row' ? width : height;
    return {
      type: 'branch',
      data: flatten(node, extent).map((k) => convert(k.node, (k.percent / 100) * extent)),
      size,
    };
  };

  return {
    grid: {
      root: convert(root, root.type === 'row' ? height : width),
      width,
      height,
      orientation: root.type === 'row' ? Orientation.HORIZONTAL : Orientation.VERTICAL,
    },
    panels,
  };
}

/**
 * A branch's children in a box `extent` pixels long, with any child branch of the same direction replaced by
 * its own children (sized as their share of it), since dockview alternates directions level by level.
 */
function flatten(node: Branch, extent: number): { node: DashContainerNode<string>; percent: number }[] {
  const pcts = resolvePercentages(
    node.children.map((c) => c.size),
    extent,
  );
  return node.children.flatMap((child, i) => {
    const share = pcts[i] ?? 0;
    if (child.type !== node.type) return [{ node: child, percent: share }];
    return flatten(child, (extent * share) / 100).map((k) => ({
      node: k.node,
      percent: (share * k.percent) / 100,
    }));
  });
}

/** The layout of a dockview state: branches become rows or columns, tab groups stacks, sizes percentages. */
export function fromDockviewJson(json: SerializedDockview): DashContainerNode<string> | null {
  const convert = (
    node: GridNode,
    orientation: Orientation,
    size?: number,
  ): DashContainerNode<string> | null => {
    if (node.type === 'leaf') {
      const group = node.data as GroupState;
      if (!group.views.length) return null;
      const active = group.activeView ? group.views.indexOf(group.activeView) : 0;
      return { type: 'stack', size, views: [...group.views], active: Math.max(0, active) };
    }
    const kids = node.data as GridNode[];
    const total = kids.reduce((sum, k) => sum + (k.size ?? 0), 0);
    const across = orientation === Orientation.HORIZONTAL ? Orientation.VERTICAL : Orientation.HORIZONTAL;
    const children = kids
      .map((k) => convert(k, across, total > 0 ? roundPercent(((k.size ?? 0) / total) * 100) : undefined))
      .filter((c): c is DashContainerNode<string> => c != null);
    if (!children.length) return null;
    // A branch of one child is just that child (dockview keeps such a branch at the root).
    if (children.length === 1) {
      const only = children[0] as DashContainerNode<string>;
      return { ...only, size };
    }
    return { type: orientation === Orientation.HORIZONTAL ? 'row' : 'column', size, children };
  };
  const root = convert(json.grid.root as GridNode, json.grid.orientation);
  if (root) delete root.size;
  return root;
}
