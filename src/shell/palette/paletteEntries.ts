import { EXAMPLES, TABS } from '../catalog/catalog';
import type { StoryMeta } from '../catalog/storyFiles';

/** One thing the palette can go to: a demo of the catalog, or an example app. */
export interface PaletteEntry {
  /** Unique: the demo's route id, or 'example.<id>'. */
  id: string;
  title: string;
  /** The top-level tab it belongs to, e.g. 'Grids'. */
  tab: string;
  tabId: string;
  /** The story's docs description, when it has one. */
  description: string | null;
  /** A route of the shell (without /app), or for an example app built at its own path, that page. */
  to: { route: string } | { href: string };
  /** Whether its story exists; a demo that is not built leads to the shell's honest "not built yet" page. */
  built: boolean;
}

/** A description's markdown as the words a reader sees: the palette shows and searches text, not markup. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every demo of the catalog in switcher order, then the example apps, with the descriptions of their stories.
 * An example app whose story exists opens at its own path; one not built yet leads to the Examples tab.
 */
export function buildPaletteEntries(stories: readonly StoryMeta[]): PaletteEntry[] {
  const descriptions = new Map<string, string | null>();
  for (const s of stories) if (s.title) descriptions.set(s.title, s.description && plainText(s.description));
  const entries: PaletteEntry[] = [];
  for (const tab of TABS) {
    for (const demo of tab.children ?? (tab.demo ? [tab.demo] : [])) {
      entries.push({
        id: demo.routeId,
        title: demo.title,
        tab: tab.title,
        tabId: tab.id,
        description: descriptions.get(demo.storyTitle) ?? null,
        to: { route: demo.path.replace(/^\/app/, '') },
        built: descriptions.has(demo.storyTitle),
      });
    }
  }
  const examplesTab = TABS.find((t) => t.id === 'examples');
  for (const example of EXAMPLES) {
    const built = descriptions.has(example.storyTitle);
    entries.push({
      id: `example.${example.id}`,
      title: example.title,
      tab: examplesTab?.title ?? 'Examples',
      tabId: 'examples',
      description: descriptions.get(example.storyTitle) ?? null,
      to: built ? { href: example.path } : { route: '/examples' },
      built,
    });
  }
  return entries;
}
