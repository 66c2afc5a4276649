import type { StoryMeta } from '../catalog/storyFiles';
import { buildPaletteEntries } from './paletteEntries';

// Each story file's title and description only (a few hundred bytes each), not its code: see scripts/demoMeta.ts.
// The demos only: the Kit stories (stories/kit) are Storybook's pages of the kit.
const STORY_META = import.meta.glob<StoryMeta>(['/stories/**/*.stories.tsx', '!/stories/kit/**'], {
  query: '?demo-meta',
  import: 'default',
  eager: true,
});

/** What the demo palette searches: every demo and example app of the showcase. */
export const PALETTE_ENTRIES = buildPaletteEntries(Object.values(STORY_META));
