/** Raw text of every example app file, each its own small chunk, fetched only when its source is shown. */
const RAW = import.meta.glob<string>(['/src/examples/**/*.{ts,tsx,css}', '!/src/examples/**/*.test.*'], {
  query: '?raw',
  import: 'default',
});

/**
 * The files of an example app, its own folder first, then the frame every example app shares (common/), each
 * in path order; empty for an id that is not an example.
 */
export function exampleFiles(exampleId: string, known: readonly string[] = Object.keys(RAW)): string[] {
  if (!/^\w+$/.test(exampleId) || exampleId === 'common') return [];
  const inFolder = (folder: string) => known.filter((f) => f.startsWith(`/src/examples/${folder}/`)).sort();
  const own = inFolder(exampleId);
  return own.length ? [...own, ...inFolder('common')] : [];
}

export async function loadExampleSource(file: string): Promise<string> {
  const load = RAW[file];
  if (!load) throw new Error(`No source for ${file}.`);
  return load();
}
