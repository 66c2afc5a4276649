import { describe, expect, it } from 'vitest';
import { tileLayout } from './tileLayout';

describe('tileLayout', () => {
  it('picks the arrangement whose tiles come nearest the desired ratio', () => {
    const square = tileLayout({ width: 800, height: 600, count: 5, spacing: 10 });
    expect([square.columns, square.rows]).toEqual([3, 2]);
    expect([square.tileWidth, square.tileHeight]).toEqual([253, 285]);
    const wide = tileLayout({ width: 800, height: 600, count: 5, spacing: 10, desiredRatio: 3 });
    expect([wide.columns, wide.rows]).toEqual([2, 3]);
    const strip = tileLayout({ width: 1600, height: 300, count: 5, spacing: 0 });
    expect([strip.columns, strip.rows]).toEqual([5, 1]);
  });

  it('places tiles row by row with the spacing between and around them', () => {
    const l = tileLayout({ width: 420, height: 420, count: 4, spacing: 20 });
    expect(l.positions).toEqual([
      { left: 20, top: 20 },
      { left: 220, top: 20 },
      { left: 20, top: 220 },
      { left: 220, top: 220 },
    ]);
    expect([l.contentWidth, l.contentHeight]).toEqual([420, 420]);
  });

  it('centres tiles kept small by a maximum size', () => {
    const l = tileLayout({
      width: 1000,
      height: 600,
      count: 1,
      spacing: 10,
      maxTileWidth: 200,
      maxTileHeight: 200,
    });
    expect([l.tileWidth, l.tileHeight]).toEqual([200, 200]);
    expect(l.positions[0]).toEqual({ left: 400, top: 200 });
  });

  it('lets tiles kept large by a minimum size overflow, to scroll', () => {
    const l = tileLayout({
      width: 300,
      height: 300,
      count: 4,
      spacing: 10,
      minTileWidth: 200,
      minTileHeight: 200,
    });
    expect(l.tileWidth).toBe(200);
    expect(l.contentWidth + l.contentHeight).toBeGreaterThan(600);
    expect(l.positions[0]).toEqual({ left: 10, top: 10 });
  });

  it('lays out nothing for no tiles or no room', () => {
    expect(tileLayout({ width: 500, height: 500, count: 0 }).positions).toEqual([]);
    expect(tileLayout({ width: 0, height: 500, count: 3 }).positions).toEqual([]);
  });
});
