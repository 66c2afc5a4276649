import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_DEMOS, EXAMPLES, storyIdOf } from '../../src/shell/catalog/catalog';
import { storyTitles } from './storyTitles';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, { id: string; title: string; type: string }>;
};

describe('links from the shell into the built Storybook', () => {
  const titles = storyTitles();
  const built = ALL_DEMOS.filter((d) => titles.includes(d.storyTitle));

  it('has at least the demos of the walking skeleton', () => {
    expect(built.map((d) => d.storyTitle)).toEqual(
      expect.arrayContaining(['Other/PIN Pad', 'Other/Clock', 'Other/ErrorMessage']),
    );
  });

  it.each(built.map((d) => [d.path, storyIdOf(d.storyTitle)]))(
    '%s links to a story that exists: %s',
    (_p, id) => {
      expect(index.entries[id]?.type).toBe('story');
    },
  );

  it('every story file belongs to a demo or an example app of the catalog', () => {
    const known = [...ALL_DEMOS, ...EXAMPLES].map((d) => d.storyTitle);
    // A story under a demo's title is part of that demo (Mobile/App is the app the Mobile tab shows live).
    const belongs = (t: string) => known.some((k) => t === k || t.startsWith(`${k}/`));
    expect(titles.filter((t) => !belongs(t) && !t.startsWith('Kit/'))).toEqual([]);
  });
});
