import { hierarchy } from '@visx/hierarchy';
import { treemap } from 'd3-hierarchy';
import { describe, expect, it } from 'vitest';
import { stripesTile, stripTile, tileOf, type TileFn } from './treeMapTiles';

interface Node {
  value?: number;
  children?: Node[];
}

/** Lays values out with a tile function in a box; returns the leaves' boxes, in order. */
function boxes(values: number[], tile: TileFn, width = 100, height = 60) {
  const root = hierarchy<Node>({ children: values.map((value) => ({ value })) }).sum((d) => d.value ?? 0);
  const laid = treemap<Node>().tile(tile).size([width, height])(root);
  return (laid.children ?? []).map((c) => ({ x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1 }));
}

const area = (b: { x0: number; y0: number; x1: number; y1: number }) => (b.x1 - b.x0) * (b.y1 - b.y0);

describe('tree map tiles', () => {
  it('stripes: every child a full-height column, widths by value, left to right', () => {
    const b = boxes([6, 3, 1], stripesTile);
    expect(b.map((x) => [x.y0, x.y1])).toEqual([
      [0, 60],
      [0, 60],
      [0, 60],
    ]);
    expect(b.map((x) => x.x1 - x.x0)).toEqual([60, 30, 10]);
    expect(b[2]?.x1).toBe(100);
  });

  it('strip: fills columns top to bottom, closing one when the next child would worsen its last', () => {
    // 100×60 box, areas 1500, 1500, 1500, 1500: the first column of two is 50 wide (aspect 1.2 each);
    // a third would make the second 75×20 (3.75 > 1.2): a new column starts.
    const b = boxes([1, 1, 1, 1], stripTile);
    expect(b).toEqual([
      { x0: 0, y0: 0, x1: 50, y1: 30 },
      { x0: 0, y0: 30, x1: 50, y1: 60 },
      { x0: 50, y0: 0, x1: 100, y1: 30 },
      { x0: 50, y0: 30, x1: 100, y1: 60 },
    ]);
  });

  it('strip and stripes cover the box exactly, in proportion to the values', () => {
    const values = [40, 25, 13, 9, 7, 4, 2];
    for (const tile of [stripTile, stripesTile]) {
      const b = boxes(values, tile, 300, 200);
      const total = values.reduce((s, v) => s + v, 0);
      b.forEach((x, i) => expect(area(x)).toBeCloseTo((300 * 200 * (values[i] ?? 0)) / total, 6));
      expect(b.reduce((s, x) => s + area(x), 0)).toBeCloseTo(300 * 200, 6);
      expect(Math.max(...b.map((x) => x.x1))).toBeCloseTo(300, 6);
    }
  });

  it('squarified and sliceAndDice are d3’s own', () => {
    const b = boxes([1, 1], tileOf('sliceAndDice'));
    // At the top level slice-dice divides across the width.
    expect(b.map((x) => x.x1 - x.x0)).toEqual([50, 50]);
    const s = boxes([1, 1, 1, 1], tileOf('squarified'), 100, 100);
    for (const x of s) expect(area(x)).toBeCloseTo(2500, 6);
  });
});
