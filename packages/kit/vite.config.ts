import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dropDockviewThemes } from '../../scripts/dockviewThemes.ts';

interface Manifest {
  exports: Record<string, string | { default?: string }>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const root = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as Manifest;

/**
 * The build's entries, read from the exports map so that an area added there is built: `./dist/grid/index.js`
 * is the entry `grid/index`, built from `src/grid/index.ts`.
 */
function entries(): Record<string, string> {
  const result: Record<string, string> = {};
  for (const target of Object.values(manifest.exports)) {
    const file = typeof target === 'object' ? target.default : undefined;
    const name = file?.match(/^\.\/dist\/(.+)\.js$/)?.[1];
    if (name) result[name] = `${root}src/${name}.ts`;
  }
  return result;
}

const libraries = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });

/**
 * Every dependency and peer dependency stays an import, for the app's bundler to resolve once for the app and
 * the kit alike; but their stylesheets (dockview's, the date picker's, the grid layout's), which the kit imports
 * for its components, go into the kit's one stylesheet, so an app imports that alone.
 */
function isExternal(id: string): boolean {
  return !id.endsWith('.css') && libraries.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * What `npm pack` ships (packages/kit/scripts/build.mjs runs this beside tsc, which writes dist/types): one ES
 * module per source module, as in src/ (the entries dist/<area>/index.js and dist/index.js re-export them),
 * with source maps, and the theme's tokens with every component's CSS in dist/toolbox-kit.css. Unminified: the
 * app's bundler minifies what it keeps.
 *
 * Module per module, not chunks of several: a bundler leaves out a module the app does not use together with
 * its imports (`sideEffects` lists only CSS), where a chunk's imports of libraries stay with any part of it
 * that is used. With chunks, a scratch app showing a TextInput bundled CodeMirror (JsonInput's, in the same
 * chunk): 2.1 MB of JS against 1.7 MB.
 */
export default defineConfig({
  root,
  // The repository's own public folder (the MSW worker) has no place in the package.
  publicDir: false,
  css: { postcss: { plugins: [dropDockviewThemes()] } },
  build: {
    outDir: 'dist',
    // scripts/build.mjs empties dist before it starts this and tsc, which writes dist/types meanwhile.
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: entries(),
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'toolbox-kit',
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
