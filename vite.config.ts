import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { clientLibrariesPlugin } from './scripts/clientLibraries.ts';
import { demoMetaPlugin } from './scripts/demoMeta.ts';
import { buildPages, examplePages } from './scripts/examplePages.ts';
import { precompress } from './scripts/precompress.mjs';

const serverUrl = process.env.TOOLBOX_SERVER ?? 'http://127.0.0.1:8080';

const TEST_SHIM = fileURLToPath(new URL('src/shell/demo/storybookTestShim.ts', import.meta.url));
const TEST_LOADER = fileURLToPath(new URL('src/shell/demo/loadTestLibrary.ts', import.meta.url));

/**
 * In the app, `storybook/test` (imported by every story for its play) resolves to stand-ins that forward to
 * the real library once the demo wrapper's Run test has loaded it: the test libraries stay out of the page's
 * first load. Only loadTestLibrary.ts imports the real module. Storybook drops this plugin (.storybook/main.ts).
 */
export function lazyStorybookTest(): Plugin {
  return {
    name: 'toolbox:lazy-storybook-test',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'storybook/test' || importer === TEST_LOADER || importer === TEST_SHIM) return null;
      return TEST_SHIM;
    },
  };
}

/**
 * The kit's barrels (src/kit/<area>/index.ts) only re-export, so what a page does not use of an area is left out
 * with its CSS: every kit module imports its stylesheet, which made each one count as having side effects, and
 * one import of `Label` from kit/input brought CodeMirror, react-select and the date picker into the first load.
 * The theme's barrel is the exception: it loads the design tokens (theme.css). Undefined keeps the default.
 */
function kitBarrelsArePure(id: string): boolean | undefined {
  const file = id.replaceAll('\\', '/');
  return /\/src\/kit\/[^/]+\/index\.ts$/.test(file) && !file.endsWith('/src/kit/theme/index.ts')
    ? false
    : undefined;
}

/** The /app shell. Storybook reuses this config (its main.ts resets `base` and drops the test stand-ins). */
export default defineConfig({
  base: '/app/',
  // precompress: brotli and gzip copies of the output, sent as they are by the server (server/static.ts).
  plugins: [
    react(),
    lazyStorybookTest(),
    demoMetaPlugin(),
    clientLibrariesPlugin(),
    examplePages(),
    precompress(),
  ],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The shell and the example apps' pages (/portfolio, ...), each its own entry.
      input: buildPages(),
      treeshake: { moduleSideEffects: kitBarrelsArePure },
      output: {
        codeSplitting: {
          groups: [
            // AG Grid, the largest library (a quarter of a megabyte compressed), in a chunk of its own that
            // every grid demo and example app shares and a browser keeps across builds that do not upgrade it.
            { name: 'ag-grid', test: /node_modules[\\/]ag-grid-/, priority: 2 },
            // What every page runs before its demo (React, the router, the shell, the kit parts it uses): a few
            // files, not twenty small ones queued on the browser's six connections. entriesAware: each page
            // (the shell, each example app) loads only what it imports, shared code in chunks of its own.
            {
              name: 'shell',
              tags: ['$initial'],
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/ws': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
      '/api': serverUrl,
      '/storybook': serverUrl,
    },
  },
});
