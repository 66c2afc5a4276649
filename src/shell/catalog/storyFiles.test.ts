import { describe, expect, it } from 'vitest';
import { ALL_DEMOS } from './catalog';
import { loadStoryMeta, storyFileOf } from './storyFiles';

describe('storyFileOf', () => {
  it('finds the story file of a demo by its title, without loading it', () => {
    expect(storyFileOf('Grids/Standard')?.file).toBe('/stories/grids/StandardGrid.stories.tsx');
    expect(storyFileOf('Other/PIN Pad')?.file).toMatch(/^\/stories\/other\/.+\.stories\.tsx$/);
  });

  it('has nothing for a title no story carries', () => {
    expect(storyFileOf('Grids/No Such Demo')).toBeNull();
  });

  it('maps each title to one file', () => {
    const files = ALL_DEMOS.map((d) => storyFileOf(d.storyTitle)?.file).filter(Boolean);
    expect(new Set(files).size).toBe(files.length);
  });
});

describe('loadStoryMeta', () => {
  // storyMeta.test.ts checks each description against its story's own.
  it("gives a demo's title and description from its build-time meta, without its code", async () => {
    const meta = await loadStoryMeta('Grids/Standard');
    expect(meta?.title).toBe('Grids/Standard');
    expect(meta?.description).toMatch(/^The everyday data grid/);
  });

  it('has nothing for a title no story carries', async () => {
    expect(await loadStoryMeta('Grids/No Such Demo')).toBeNull();
  });
});
