import { describe, expect, it } from 'vitest';
import {
  defaultStoryId,
  EXAMPLE_TILES,
  exampleFrameUrl,
  exampleSourceUrl,
  visibleTiles,
} from './exampleCatalog';

const at = (href: string) => new URL(href) as unknown as Location;

describe('the example catalog', () => {
  it('lists Portfolio first (the default example), each at its own path', () => {
    expect(EXAMPLE_TILES[0]?.id).toBe('portfolio');
    for (const t of EXAMPLE_TILES) expect(t.path).toBe(`/${t.id}`);
  });

  it('shows admin-only tiles (the File Manager) to admins only', () => {
    const tiles = EXAMPLE_TILES;
    expect(tiles.find((t) => t.id === 'fileManager')?.adminOnly).toBe(true);
    expect(visibleTiles(tiles, { roles: [] }).map((t) => t.id)).not.toContain('fileManager');
    expect(visibleTiles(tiles, null).map((t) => t.id)).not.toContain('fileManager');
    expect(visibleTiles(tiles, { roles: ['admin'] }).map((t) => t.id)).toContain('fileManager');
  });

  it('frames an app at the site origin plus its path, or its story inside Storybook', () => {
    const portfolio = EXAMPLE_TILES[0];
    if (!portfolio) throw new Error('no tiles');
    expect(exampleFrameUrl(portfolio, at('http://127.0.0.1:8080/app/examples'))).toBe(
      'http://127.0.0.1:8080/portfolio',
    );
    expect(
      exampleFrameUrl(portfolio, at('http://127.0.0.1:8080/storybook/iframe.html?id=examples--default')),
    ).toBe('http://127.0.0.1:8080/storybook/iframe.html?id=examples-portfolio--default&viewMode=story');
    expect(exampleSourceUrl(portfolio, at('http://127.0.0.1:8080/app/examples'))).toBe(
      'http://127.0.0.1:8080/app/source/portfolio',
    );
  });

  it('names stories as Storybook does', () => {
    expect(defaultStoryId('Examples/TODO')).toBe('examples-todo--default');
    expect(defaultStoryId('Examples/FDA Recalls')).toBe('examples-fda-recalls--default');
  });
});
