import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TileFrame } from './TileFrame';

describe('TileFrame', () => {
  beforeEach(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    // jsdom lays nothing out: give the frame a size.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('places each child as an equal tile', () => {
    render(
      <TileFrame spacing={10} aria-label="Tiles">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n}>Tile {n}</span>
        ))}
      </TileFrame>,
    );
    const tiles = [1, 2, 3, 4, 5].map((n) => screen.getByText(`Tile ${n}`).parentElement as HTMLElement);
    expect(tiles.map((t) => [t.style.left, t.style.top])).toEqual([
      ['10px', '10px'],
      ['273px', '10px'],
      ['536px', '10px'],
      ['10px', '305px'],
      ['273px', '305px'],
    ]);
    expect(tiles.every((t) => t.style.width === '253px' && t.style.height === '285px')).toBe(true);
  });
});
