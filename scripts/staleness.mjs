// Whether a build is older than what it is built from, so `npm start` after a code change serves the change
// instead of the last build. Built-ins only (it runs before node_modules may exist).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What each build is made from, relative to the project root: folders are walked, files read as they are. */
export const BUILD_INPUTS = {
  app: [
    'packages',
    'src',
    'stories',
    'mocks',
    'public',
    'index.html',
    'vite.config.ts',
    'scripts/demoMeta.ts',
    // The example apps' pages are made from a template there, from the list of apps.
    'scripts/examplePages.ts',
    'server/examplePageList.ts',
    'package-lock.json',
  ],
  storybook: [
    'packages',
    'src',
    'stories',
    'mocks',
    'public',
    '.storybook',
    'vite.config.ts',
    'package-lock.json',
  ],
};

/** Files that never reach a bundle: editing a test does not call for a rebuild. */
const IGNORED = /\.test\.tsx?$|(^|\/)__snapshots__\//;

/** The newest modification time among `inputs` under `root`, in ms (0 when none exist). */
export function newestInput(root, inputs) {
  let newest = 0;
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (IGNORED.test(file.split(path.sep).join('/'))) continue;
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

/**
 * Why `output` (a file the build writes last or once) must be rebuilt: 'missing', 'stale' when an input is
 * newer, or undefined when it is current.
 */
export function buildReason(root, output, inputs) {
  const built = path.join(root, output);
  if (!existsSync(built)) return 'missing';
  return newestInput(root, inputs) > statSync(built).mtimeMs ? 'stale' : undefined;
}
