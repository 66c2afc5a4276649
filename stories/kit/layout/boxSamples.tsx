import type { CSSProperties } from 'react';

const TILE: CSSProperties = {
  padding: '6px 10px',
  border: '1px solid var(--tb-border)',
  borderRadius: 'var(--tb-radius)',
  background: 'var(--tb-bg-alt)',
};

/** The children of the box stories: three tiles of different sizes, named so a play can find them. */
export const TILES = [
  <div key="a" style={TILE}>
    Orders
  </div>,
  <div key="b" style={{ ...TILE, padding: '18px 10px' }}>
    Positions
  </div>,
  <div key="c" style={TILE}>
    Trades
  </div>,
];

/** Where each of the three tiles is: a, b, c in the order of TILES. */
export function tileRects(canvas: HTMLElement): { a: DOMRect; b: DOMRect; c: DOMRect } {
  const rect = (text: string) => {
    const tile = [...canvas.querySelectorAll('div')].find((d) => d.textContent === text);
    if (!tile) throw new Error(`No tile ${text}`);
    return tile.getBoundingClientRect();
  };
  return { a: rect('Orders'), b: rect('Positions'), c: rect('Trades') };
}
