import { readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, TABS } from '../../src/shell/catalog/catalog';

/** The sidebar order of the shell's catalog: the introduction, then each tab with its demos, as the app has them. */
function catalogOrder(): (string | string[])[] {
  const order: (string | string[])[] = ['Introduction'];
  for (const tab of TABS) {
    order.push(tab.title);
    const demos = tab.id === 'examples' ? EXAMPLES : (tab.children ?? []);
    if (demos.length) order.push(demos.map((d) => d.storyTitle.split('/').slice(1).join('/')));
  }
  return order;
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, { id: string; title: string; type: 'story' | 'docs' }>;
};

describe('the order of the sidebar', () => {
  it("is the app's order of tabs and demos (storySort in .storybook/preview.tsx)", () => {
    // Storybook reads storySort from the preview's source, as this does.
    const storySort = getStorySortParameter(readFileSync('.storybook/preview.tsx', 'utf8')) as {
      order: (string | string[])[];
    };
    // The catalog's tabs use the tab title as the story title's first part (demos.json's storyTitleRule).
    expect(TABS.every((t) => (t.children ?? [t.demo]).every((d) => d?.storyTitle.startsWith(t.title)))).toBe(
      true,
    );
    // The kit's catalog comes right after the introduction: its Tokens page, then each area's components.
    const [introduction, ...tabs] = catalogOrder();
    expect(storySort.order).toEqual([introduction, 'Kit', ['Tokens', '*'], ...tabs]);
  });

  it('opens on the introduction, then lists the built demos in the order of the app', () => {
    const entries = Object.values(index.entries);
    expect(entries[0]).toMatchObject({ id: 'introduction--docs', type: 'docs' });
    const titles = [...new Set(entries.map((e) => e.title))];
    const appOrder = [
      ...TABS.flatMap((t) => (t.children ?? [t.demo]).map((d) => d?.storyTitle)),
      ...EXAMPLES.map((e) => e.storyTitle),
    ];
    const built = appOrder.filter((t) => t && titles.includes(t));
    expect(titles.filter((t) => appOrder.includes(t))).toEqual(built);
    expect(built.length).toBeGreaterThan(40);
  });

  it('gives every story file a docs page', () => {
    const entries = Object.values(index.entries);
    const withStories = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
    const withDocs = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
    expect([...withStories].filter((t) => !withDocs.has(t))).toEqual([]);
  });
});
