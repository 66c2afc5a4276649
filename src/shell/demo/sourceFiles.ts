/** Raw text of every story and demo file, each its own small chunk, fetched only when Source is opened. */
const RAW = import.meta.glob<string>('/stories/**/*.{ts,tsx,css}', { query: '?raw', import: 'default' });

/**
 * The story file first, then the files beside it that belong to the demo (same base name: PinPad.tsx,
 * PinPadModel.ts, PinPad.css for PinPad.stories.tsx).
 */
export function demoFilesOf(storyFile: string, all: string[] = Object.keys(RAW)): string[] {
  const story = storyFile.startsWith('/') ? storyFile : `/${storyFile}`;
  const dir = story.slice(0, story.lastIndexOf('/') + 1);
  const base = story.slice(dir.length).replace(/\.stories\.tsx$/, '');
  const beside = all
    .filter((f) => f !== story && f.startsWith(dir) && !f.slice(dir.length).includes('/'))
    .filter((f) => f.slice(dir.length).startsWith(base))
    .sort();
  return [story, ...beside];
}

export async function loadSource(file: string): Promise<string> {
  const load = RAW[file];
  if (!load) throw new Error(`No source for ${file}.`);
  return load();
}
