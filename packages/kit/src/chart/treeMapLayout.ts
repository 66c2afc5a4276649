import { hierarchy } from '@visx/hierarchy';
import { treemap, type HierarchyRectangularNode } from 'd3-hierarchy';
import type { SizingMode } from '../theme';
import { tileOf, type TreeMapAlgorithm } from './treeMapTiles';

/** A node of a tree map's data: a leaf with a size and heat, or a group of nodes. */
export interface TreeMapDatum<R = unknown> {
  id: string | number;
  name: string;
  /** Size of a leaf (ignored on groups: they are the sum of their leaves). */
  value: number;
  heat: number | null;
  /** What the node stands for (e.g. a store record). */
  source: R | null;
  children?: TreeMapDatum<R>[];
}

/** A laid-out node: its box, depth (1 for the top level) and whether it is a leaf. */
export interface TreeMapCell<R = unknown> {
  datum: TreeMapDatum<R>;
  depth: number;
  isLeaf: boolean;
  /** Sum of the leaves below (a leaf's own value). */
  value: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The header bar of a group, holding its name: its height, and the size and baseline of the name. */
export interface GroupHeader {
  height: number;
  fontSize: number;
  baseline: number;
}

/** The groups' header bars in each sizing mode. */
export const GROUP_HEADERS: Readonly<Record<SizingMode, Readonly<GroupHeader>>> = {
  large: { height: 22, fontSize: 12, baseline: 15 },
  standard: { height: 18, fontSize: 11, baseline: 13 },
  compact: { height: 16, fontSize: 10, baseline: 12 },
  tiny: { height: 14, fontSize: 10, baseline: 11 },
};

/**
 * Lays a tree of nodes out in a width × height box with an algorithm: leaves sized by value, biggest first,
 * groups drawn as boxes with a header bar above their children. Groups without leaves (or only zero-sized
 * ones) are left out. Returns groups before their children, in order.
 */
export function layoutTreeMap<R>(
  roots: readonly TreeMapDatum<R>[],
  width: number,
  height: number,
  algorithm: TreeMapAlgorithm,
  headerHeight: number = GROUP_HEADERS.standard.height,
): TreeMapCell<R>[] {
  if (width <= 0 || height <= 0 || roots.length === 0) return [];
  const top: TreeMapDatum<R> = {
    id: '\u0000root',
    name: '',
    value: 0,
    heat: null,
    source: null,
    children: [...roots],
  };
  const root = hierarchy(top, (d) => d.children)
    .sum((d) => (d.children?.length ? 0 : Math.max(0, d.value)))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const laidOut: HierarchyRectangularNode<TreeMapDatum<R>> = treemap<TreeMapDatum<R>>()
    .tile(tileOf(algorithm))
    .size([width, height])
    .round(true)
    .paddingInner(1)
    .paddingOuter((n) => (n.depth === 0 ? 0 : 1))
    .paddingTop((n) => (n.depth === 0 ? 0 : headerHeight))(root);
  const cells: TreeMapCell<R>[] = [];
  // Pre-order: a group, then its cells, so reading (and the keyboard) goes through a group at a time.
  laidOut.eachBefore((n) => {
    if (n.depth === 0 || !(n.value && n.value > 0)) return;
    cells.push({
      datum: n.data,
      depth: n.depth,
      isLeaf: !n.children?.length,
      value: n.value,
      x0: n.x0,
      y0: n.y0,
      x1: n.x1,
      y1: n.y1,
    });
  });
  return cells;
}
