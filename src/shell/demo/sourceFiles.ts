/**
 * Raw text of every story and demo file, each its own small chunk, fetched only when Source is opened (the Kit
 * stories are no demo's).
 */
const RAW = import.meta.glob<string>(['/stories/**/*.{ts,tsx,css}', '!/stories/kit/**'], {
  query: '?raw',
  import: 'default',
});

const RELATIVE_IMPORT = /(?:from\s+|import\s*\(?\s*)['"](\.\.?\/[^'"]+)['"]/g;

/** A relative import resolved against the folder of the file importing it: '/stories/grids/' + '../common/X'. */
function resolvePath(dir: string, relative: string): string {
  const parts = dir.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `/${parts.join('/')}`;
}

/**
 * The demo files a source imports: from its own folder (./X) and from stories/common (../common/X), resolved
 * against the known files (the kit and the API are not the demo's own code, and are not listed). A file
 * imported as text (`./X.ts?raw`) is listed too: the demo shows it.
 */
export function localImportsOf(file: string, text: string, known: string[]): string[] {
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  const out: string[] = [];
  for (const m of text.matchAll(RELATIVE_IMPORT)) {
    const base = resolvePath(dir, (m[1] ?? '').replace(/\?.*$/, ''));
    const hit = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((f) => known.includes(f));
    if (hit && !out.includes(hit)) out.push(hit);
  }
  return out;
}

/** A file's name without its folder. */
const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/**
 * The files of a demo in the order a reader wants them: the demo's panel (`<Name>Panel.tsx` beside
 * `<Name>.stories.tsx`, else the first component of its folder the story imports), then the panel's model, then
 * the story (its play and test helpers are the harness, not the demo), then the rest in the order found.
 */
export function readingOrder(story: string, files: readonly string[]): string[] {
  const dir = story.slice(0, story.lastIndexOf('/') + 1);
  const base = nameOf(story).replace(/\.stories\.tsx?$/, '');
  const inFolder = files.filter(
    (f) => f !== story && f.startsWith(dir) && !f.slice(dir.length).includes('/'),
  );
  const panel =
    inFolder.find((f) => nameOf(f) === `${base}Panel.tsx`) ?? inFolder.find((f) => f.endsWith('.tsx'));
  const stem = panel?.replace(/\.tsx$/, '');
  const model =
    stem === undefined ? undefined : files.find((f) => f === `${stem}Model.ts` || f === `${stem}Model.tsx`);
  const first = [panel, model, story].filter((f): f is string => f !== undefined);
  return [...first, ...files.filter((f) => !first.includes(f))];
}

/**
 * The file the viewer opens on before the demo's imports are read: the story's `<Name>Panel.tsx` when there is
 * one (nearly always the first of readingOrder), else the story.
 */
export function firstFileOf(storyFile: string, known: readonly string[] = Object.keys(RAW)): string {
  const story = storyFile.startsWith('/') ? storyFile : `/${storyFile}`;
  const panel = story.replace(/\.stories\.tsx?$/, 'Panel.tsx');
  return known.includes(panel) ? panel : story;
}

/**
 * Every file of the demo a story reaches through its local imports (the panel, its model, its CSS, helpers, and
 * the shared parts of stories/common), in reading order (see readingOrder).
 */
export async function demoFilesOf(
  storyFile: string,
  load: (file: string) => Promise<string> = loadSource,
  known: string[] = Object.keys(RAW),
): Promise<string[]> {
  const story = storyFile.startsWith('/') ? storyFile : `/${storyFile}`;
  const files = [story];
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as string;
    if (file.endsWith('.css')) continue;
    for (const f of localImportsOf(file, await load(file), known)) if (!files.includes(f)) files.push(f);
  }
  return readingOrder(story, files);
}

export async function loadSource(file: string): Promise<string> {
  const load = RAW[file];
  if (!load) throw new Error(`No source for ${file}.`);
  return load();
}
