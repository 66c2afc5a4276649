import { describe, expect, it } from 'vitest';
import { ALL_DEMOS } from './catalog';
import { loadStoryMeta, storyFileOf } from './storyFiles';

// A demo's page shows the description read at build time until the demo's code arrives, then the story's own:
// the two must be the same text, or the header would change under the reader's eyes.
describe("each demo's build-time description", () => {
  it('is its story’s docs description, word for word', async () => {
    const differ: string[] = [];
    for (const demo of ALL_DEMOS) {
      const story = storyFileOf(demo.storyTitle);
      if (!story) continue;
      const [meta, mod] = await Promise.all([loadStoryMeta(demo.storyTitle), story.load()]);
      const own = mod.default.parameters?.docs?.description?.component ?? null;
      if ((meta?.description ?? null) !== own) differ.push(demo.storyTitle);
    }
    expect(differ).toEqual([]);
  });
});
