import { treemapSliceDice, treemapSquarify } from '@visx/hierarchy';
import type { HierarchyRectangularNode } from 'd3-hierarchy';

/** How a tree map divides each node's box among its children (SPEC §9). */
export type TreeMapAlgorithm = 'squarified' | 'sliceAndDice' | 'stripes' | 'strip';

export const TREE_MAP_ALGORITHMS: readonly TreeMapAlgorithm[] = [
  'squarified',
  'sliceAndDice',
  'stripes',
  'strip',
];

/** A d3 tile function: lays out the children of `node` within the box (x0, y0)-(x1, y1). */
export type TileFn = <T>(
  node: HierarchyRectangularNode<T>,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
) => void;

/**
 * Highcharts' 'stripes': every child a full-height column, left to right, its width in proportion to its
 * value (Highcharts' algorithmFill without a change of direction, starting vertical).
 */
export const stripesTile: TileFn = (node, x0, y0, x1, y1) => {
  const children = node.children ?? [];
  const total = node.value ?? 0;
  const width = x1 - x0;
  let x = x0;
  for (const child of children) {
    const w = total > 0 ? (width * (child.value ?? 0)) / total : 0;
    child.x0 = x;
    child.x1 = x + w;
    child.y0 = y0;
    child.y1 = y1;
    x += w;
  }
  const last = children.at(-1);
  if (last) last.x1 = x1;
};

/**
 * Highcharts' 'strip': children fill full-height columns, top to bottom, left to right; a column is closed
 * when adding the next child would worsen the aspect ratio of the column's last child (Highcharts'
 * algorithmLowAspectRatio without a change of direction, starting vertical).
 */
export const stripTile: TileFn = (node, x0, y0, x1, y1) => {
  const children = node.children ?? [];
  const total = node.value ?? 0;
  const height = y1 - y0;
  if (total <= 0 || height <= 0 || x1 <= x0) {
    for (const c of children) Object.assign(c, { x0, x1: x0, y0, y1: y0 });
    return;
  }
  const areaPerValue = ((x1 - x0) * height) / total;
  const ratio = (w: number, h: number) => Math.max(w / h, h / w);
  let x = x0;
  let column: HierarchyRectangularNode<unknown>[] = [];
  let columnArea = 0;

  const flush = (width: number) => {
    let y = y0;
    for (const c of column) {
      const h = ((c.value ?? 0) * areaPerValue) / width;
      c.x0 = x;
      c.x1 = x + width;
      c.y0 = y;
      c.y1 = y + h;
      y += h;
    }
    const last = column.at(-1);
    if (last) last.y1 = y1;
    x += width;
  };

  for (const child of children) {
    const area = (child.value ?? 0) * areaPerValue;
    const last = column.at(-1);
    if (last) {
      const lastArea = (last.value ?? 0) * areaPerValue;
      const oldWidth = columnArea / height;
      const newWidth = (columnArea + area) / height;
      if (ratio(newWidth, lastArea / newWidth) > ratio(oldWidth, lastArea / oldWidth)) {
        flush(oldWidth);
        column = [];
        columnArea = 0;
      }
    }
    column.push(child as HierarchyRectangularNode<unknown>);
    columnArea += area;
  }
  if (column.length) flush(x1 - x);
};

/** The tile function of an algorithm: d3's squarify and slice-dice, or Highcharts' stripes and strip. */
export function tileOf(algorithm: TreeMapAlgorithm): TileFn {
  switch (algorithm) {
    case 'squarified':
      return treemapSquarify as TileFn;
    case 'sliceAndDice':
      return treemapSliceDice as TileFn;
    case 'stripes':
      return stripesTile;
    case 'strip':
      return stripTile;
  }
}
