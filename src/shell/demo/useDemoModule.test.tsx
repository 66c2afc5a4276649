import { describe, expect, it, vi } from 'vitest';
import type { StoryModule } from '../catalog/composeDemo';

const mocks = vi.hoisted(() => ({ loads: 0, prefetched: [] as string[] }));

vi.mock('../catalog/storyFiles', () => ({
  storyFileOf: (storyTitle: string) =>
    storyTitle === 'Grids/Trades'
      ? {
          file: '/stories/grids/Trades.stories.tsx',
          load: () => {
            mocks.loads++;
            const story: StoryModule = {
              default: {
                title: 'Grids/Trades',
                parameters: { app: { prefetch: (search: string) => [`/api/trades${search}`] } },
              },
              Default: { render: () => <p>Trades</p> },
            };
            return Promise.resolve(story);
          },
        }
      : null,
}));
vi.mock('../../api/fetchJson', () => ({
  prefetchJson: (url: string) => mocks.prefetched.push(url),
}));

const { loadDemo, prefetchOnLoad } = await import('./useDemoModule');

describe("the page's own demo", () => {
  it('asks for its first data once its view has loaded its code, and does not load the code itself', async () => {
    prefetchOnLoad('Grids/Trades', '?region=EU');
    await Promise.resolve();
    expect(mocks.loads).toBe(0);
    expect(mocks.prefetched).toEqual([]);
    await loadDemo('Grids/Trades');
    expect(mocks.loads).toBe(1);
    expect(mocks.prefetched).toEqual(['/api/trades?region=EU']);
    // Once loaded, a later ask prefetches at once, and the first is not repeated.
    prefetchOnLoad('Grids/Trades');
    expect(mocks.prefetched).toEqual(['/api/trades?region=EU', '/api/trades']);
    await loadDemo('Grids/Trades');
    expect(mocks.prefetched).toHaveLength(2);
  });
});
