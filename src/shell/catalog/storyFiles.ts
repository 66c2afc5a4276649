import type { StoryModule } from './composeDemo';

// The demos' story files: the Kit stories (stories/kit) document the kit in Storybook and are no demo of /app.
// (Vite reads each glob's patterns as literals, so they are written out at each.)

/** Each story file as a chunk of its own, loaded when its demo is first shown. */
const STORY_LOADERS = import.meta.glob<StoryModule>(['/stories/**/*.stories.tsx', '!/stories/kit/**']);

// Each story file's title only (read from its source at build time, see scripts/demoMeta.ts), not its code:
// which file holds a demo is known before any demo is loaded. The palette reads the same modules.
const STORY_TITLES = import.meta.glob<string | null>(['/stories/**/*.stories.tsx', '!/stories/kit/**'], {
  query: '?demo-title',
  import: 'default',
  eager: true,
});

const FILE_OF_TITLE = new Map<string, string>();
for (const [file, title] of Object.entries(STORY_TITLES)) {
  if (title) FILE_OF_TITLE.set(title, file);
}

// Each story file's title and description (a few hundred bytes, a chunk of its own per file): a demo's page shows
// them while the demo's code, often a grid library's, is still on its way.
const STORY_META = import.meta.glob<DemoHeaderMeta>(['/stories/**/*.stories.tsx', '!/stories/kit/**'], {
  query: '?demo-header',
  import: 'default',
});

/** A story file's title and docs description, as read from its source at build time (scripts/demoMeta.ts). */
export interface StoryMeta {
  title: string | null;
  description: string | null;
}

/** A kit component a demo uses, and the title of its Kit page in Storybook: ['Button', 'Kit/Button/Button']. */
export type KitLink = [name: string, kitTitle: string];

/** What a demo's header shows before its code comes: its title and description, and the kit components it uses. */
export interface DemoHeaderMeta extends StoryMeta {
  kit: KitLink[];
}

/**
 * The title, description and kit components of the story with this title, without its code; null when no story
 * has it.
 */
export function loadStoryMeta(storyTitle: string): Promise<DemoHeaderMeta | null> {
  const file = FILE_OF_TITLE.get(storyTitle);
  const load = file ? STORY_META[file] : undefined;
  return load ? load() : Promise.resolve(null);
}

/** A story file, e.g. '/stories/grids/StandardGrid.stories.tsx', and its loader. */
export interface StoryFile {
  file: string;
  load: () => Promise<StoryModule>;
}

/** The file whose story has this title, or null when no story has it yet (the demo is not built). */
export function storyFileOf(storyTitle: string): StoryFile | null {
  const file = FILE_OF_TITLE.get(storyTitle);
  const load = file ? STORY_LOADERS[file] : undefined;
  return file && load ? { file, load } : null;
}
