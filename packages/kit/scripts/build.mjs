// Builds what `npm pack` ships into dist/: Vite (library mode, vite.config.ts) writes the ES modules, source maps
// and the one stylesheet while tsc (tsconfig.build.json) writes the type declarations into dist/types; the two
// run side by side, tsc being the longer.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs `task` and says how long it took. */
async function timed(label, task) {
  const started = performance.now();
  await task();
  console.log(`kit build: ${label} in ${seconds(started)}`);
}

function declarations() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tsc exited with ${code}`))));
  });
}

/** `./Button` as `./Button.js`, `../data` as `../data/index.js`: the declarations found from `dir`. */
function withExtension(dir, spec) {
  if (existsSync(join(dir, `${spec}.d.ts`))) return `${spec}.js`;
  if (existsSync(join(dir, spec, 'index.d.ts'))) return `${spec}/index.js`;
  throw new Error(`No declarations for '${spec}', imported in ${dir}.`);
}

/** A relative module name in an import, export or import type: `from './x'`, `import("../y")`. */
const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;

/**
 * tsc writes a declaration's imports as the sources spell them, which fits what the package ships only in part:
 * - a module's stylesheet import (`import './Button.css'`) names a file that is not shipped (the CSS is in
 *   dist/toolbox-kit.css): dropped;
 * - a relative import without an extension (`from './Button'`, `from '../data'`) resolves under TypeScript's
 *   `bundler` resolution but not under `node16`/`nodenext`, which the types of an ES module package must suit
 *   too: given the file's extension (`./Button.js`, `../data/index.js`).
 */
async function fixDeclarations(dir) {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.d.ts'));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const text = await readFile(path, 'utf8');
      const fixed = text
        .replace(/^import '[^']+\.css';\n/gm, '')
        .replace(
          RELATIVE_IMPORT,
          (_match, before, quote, spec) => `${before}${quote}${withExtension(dirname(path), spec)}${quote}`,
        );
      if (fixed !== text) await writeFile(path, fixed);
    }),
  );
}

const started = performance.now();
await rm(dist, { recursive: true, force: true });
await Promise.all([
  timed('modules and stylesheet (vite)', () =>
    build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' }),
  ),
  timed('type declarations (tsc)', async () => {
    await declarations();
    await fixDeclarations(join(dist, 'types'));
  }),
]);
console.log(`kit build: dist/ in ${seconds(started)}`);
