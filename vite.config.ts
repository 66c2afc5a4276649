import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { demoMetaPlugin } from './scripts/demoMeta.ts';
import { buildPages, examplePages } from './scripts/examplePages.ts';

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

/** The /app shell. Storybook reuses this config (its main.ts resets `base` and drops the test stand-ins). */
export default defineConfig({
  base: '/app/',
  plugins: [react(), lazyStorybookTest(), demoMetaPlugin(), examplePages()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // The shell and the example apps' pages (/portfolio, ...), each its own entry.
    rolldownOptions: { input: buildPages() },
    chunkSizeWarningLimit: 2000,
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
