// The client-side libraries the Home tab's About widget lists, with their versions read from package-lock.json
// when the app or Storybook is built: served as the module `virtual:client-libraries`, never typed by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface LockedLibrary {
  name: string;
  version: string;
}

/** What the About widget lists, in its order: the libraries a developer adopting the kit would ask about. */
export const CLIENT_LIBRARIES: readonly string[] = [
  'react',
  'react-router-dom',
  'valtio',
  'ag-grid-community',
  'dockview-react',
  'react-grid-layout',
  '@visx/shape',
  'react-hook-form',
  'zod',
  '@radix-ui/react-dialog',
  'react-select',
  'sonner',
  'date-fns',
];

export const CLIENT_LIBRARIES_MODULE = 'virtual:client-libraries';
const RESOLVED_ID = `\0${CLIENT_LIBRARIES_MODULE}`;

/**
 * The versions of `names` in a package-lock.json (lockfile version 2 or 3: `packages['node_modules/<name>']`),
 * in the order given; a name the lock file does not hold gets 'Not available'.
 */
export function lockedVersions(lockJson: string, names: readonly string[]): LockedLibrary[] {
  const lock: unknown = JSON.parse(lockJson);
  const packages =
    lock &&
    typeof lock === 'object' &&
    'packages' in lock &&
    lock.packages &&
    typeof lock.packages === 'object'
      ? (lock.packages as Record<string, unknown>)
      : {};
  return names.map((name) => {
    const entry = packages[`node_modules/${name}`];
    const version =
      entry && typeof entry === 'object' && 'version' in entry && typeof entry.version === 'string'
        ? entry.version
        : 'Not available';
    return { name, version };
  });
}

/** Serves `virtual:client-libraries`: the CLIENT_LIBRARIES with their locked versions, as a default export. */
export function clientLibrariesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'toolbox-client-libraries',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      return source === CLIENT_LIBRARIES_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const file = path.join(root, 'package-lock.json');
      this.addWatchFile(file);
      const libraries = lockedVersions(readFileSync(file, 'utf8'), CLIENT_LIBRARIES);
      return `export default ${JSON.stringify(libraries)};`;
    },
  };
}
