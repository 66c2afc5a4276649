import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingNameFunction } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { AG_GRID, AG_GRID_CHUNK, compileHints } from './scripts/agGridChunk.ts';
import { clientLibrariesPlugin } from './scripts/clientLibraries.ts';
import { demoMetaPlugin } from './scripts/demoMeta.ts';
import { dropDockviewThemes } from './scripts/dockviewThemes.ts';
import { buildPages, examplePages } from './scripts/examplePages.ts';
import { initialModules } from './scripts/shellChunk.ts';
import { KIT_SOURCE_CONDITIONS } from './scripts/kitSource.ts';
import { precompress } from './scripts/precompress.mjs';
import { routePages } from './scripts/routePages.ts';

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

const MSW_SHIM = fileURLToPath(new URL('src/shell/demo/mswShim.ts', import.meta.url));
const MOCK_HANDLERS = fileURLToPath(new URL('mocks/handlers', import.meta.url));
const MOCK_HANDLERS_SHIM = fileURLToPath(new URL('src/shell/demo/mockHandlersShim.ts', import.meta.url));

/**
 * In the app, `msw` (imported by the stories for their mocks) resolves to an inert stand-in, and the list of
 * every handler (mocks/handlers) to an empty one: /app talks to the real server and never installs the
 * handlers, so MSW and the mock handlers stay out of its pages. Storybook drops this plugin.
 */
export function inertMsw(): Plugin {
  return {
    name: 'toolbox:inert-msw',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'msw') return MSW_SHIM;
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer), source).replace(/[\\/]index(\.ts)?$/, '');
      return target === MOCK_HANDLERS ? MOCK_HANDLERS_SHIM : null;
    },
  };
}

/**
 * The kit's barrels (its root and packages/kit/src/<area>/index.ts) and the contract's (src/api/index.ts): modules
 * that only re-export.
 */
function isBarrel(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return (
    file.endsWith('/packages/kit/src/index.ts') ||
    (/\/packages\/kit\/src\/[^/]+\/index\.ts$/.test(file) &&
      !file.endsWith('/packages/kit/src/theme/index.ts')) ||
    file.endsWith('/src/api/index.ts')
  );
}

/**
 * What a page does not use of a barrel is left out with its CSS: every kit module imports its stylesheet,
 * which made each one count as having side effects, and one import of `Label` from kit/input brought CodeMirror,
 * react-select and the date picker into the first load. The theme's barrel is no barrel: it loads the design
 * tokens (theme.css). The contract's modules only declare (paths, schemas, calls), but zodInBrowser, which
 * configures zod. Undefined keeps the default.
 */
function sideEffectFree(id: string): boolean | undefined {
  const file = id.replaceAll('\\', '/');
  if (isBarrel(id)) return false;
  return /\/src\/api\/[^/]+\.ts$/.test(file) && !file.endsWith('/zodInBrowser.ts') ? false : undefined;
}

const SHELL_ENTRY = fileURLToPath(new URL('src/shell/main.tsx', import.meta.url));
/** The shell's own modules (src/shell/): code no example app's page imports. */
const SHELL_OWN = /[\\/]src[\\/]shell[\\/]/;

/** What an entry loads at start (scripts/shellChunk.ts), read from the bundler's module graph. */
function initialModulesOf(entry: string, ctx: Parameters<CodeSplittingNameFunction>[1]): Set<string> {
  const graph = {
    code: (m: string) => ctx.getModuleInfo(m)?.code,
    importedIds: (m: string) => ctx.getModuleInfo(m)?.importedIds ?? [],
  };
  return initialModules(entry, graph, isBarrel);
}

/**
 * Names 'shell' every module the shell's entry loads at start (scripts/shellChunk.ts): the shell's first load. A
 * group tagged '$initial' would also take what only an example app's page (another entry) loads at start, what
 * the kit's barrels re-export but the shell does not use, and every icon of the icons' barrel that any demo
 * uses. The shell's own modules (src/shell/, its entry among them) stay out of the group, in the shell entry's
 * chunk: the example apps' pages load the group's chunk, and every module in a chunk runs when it loads, so
 * with them /portfolio and the others also ran the shell's main (its router rendered into their #root, its
 * first demo preloaded) before their own.
 */
function shellInitialChunk(): CodeSplittingNameFunction {
  let initial: Set<string> | undefined;
  return (id, ctx) => {
    initial ??= initialModulesOf(SHELL_ENTRY, ctx);
    return initial.has(id) && !SHELL_OWN.test(id) ? 'shell' : null;
  };
}

const storyFile = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The kit's dashboards and the docking library under them: Home's and the dashboard demos'. */
const DASH = /[\\/](?:packages[\\/]kit[\\/]src[\\/]dash[\\/]|node_modules[\\/]dockview)/;

/** A chunk of what one demo loads at start, but its own modules (which stay in its story's chunk). */
interface FirstLoadPart {
  name: string;
  story: string;
  own: RegExp;
  /** Which of the demo's modules the chunk takes. */
  takes: (id: string) => boolean;
}

/**
 * Home (the page a visit lands on) and the Standard grid (the Grids tab's first demo) load at start, beyond the
 * shell and their own modules, the panels, inputs, icons, formats and demo helpers they share with other demos.
 * By themselves those made some thirty files of one or two kilobytes each, which a cold load fetched on the
 * browser's six connections after the shell (half a second on loopback on a two-core machine). Each now makes
 * one chunk ('home', 'grids'; Home's dashboards with dockview their own, 'dash', which only the dashboard demos
 * share), and a demo that uses a few of its modules loads that one file (20 to 35 kB compressed) instead. Only in
 * the app's build: Storybook (which reuses this config) has no shell entry.
 */
function firstLoadChunk(part: FirstLoadPart): CodeSplittingNameFunction {
  let modules: Set<string> | undefined;
  return (id, ctx) => {
    if (!ctx.getModuleInfo(SHELL_ENTRY)) return null;
    modules ??= initialModulesOf(part.story, ctx);
    return modules.has(id) && !part.own.test(id) && part.takes(id) ? part.name : null;
  };
}

const HOME = {
  story: storyFile('stories/home/Home.stories.tsx'),
  own: /[\\/]stories[\\/]home[\\/]/,
};
const STANDARD_GRID = {
  story: storyFile('stories/grids/StandardGrid.stories.tsx'),
  own: /[\\/]stories[\\/]grids[\\/]StandardGrid/,
};

/** The /app shell. Storybook reuses this config (its main.ts resets `base` and drops the test stand-ins). */
export default defineConfig({
  base: '/app/',
  resolve: { conditions: KIT_SOURCE_CONDITIONS },
  // precompress: brotli and gzip copies of the output, sent as they are by the server (server/static.ts).
  plugins: [
    react(),
    lazyStorybookTest(),
    inertMsw(),
    demoMetaPlugin(),
    clientLibrariesPlugin(),
    examplePages(),
    routePages(),
    precompress(),
  ],
  css: { postcss: { plugins: [dropDockviewThemes()] } },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The shell and the example apps' pages (/portfolio, ...), each its own entry.
      input: buildPages(),
      treeshake: { moduleSideEffects: sideEffectFree },
      output: {
        // V8 compiles AG Grid's chunk as it loads, not function by function as a user first edits.
        postBanner: compileHints,
        codeSplitting: {
          groups: [
            // What the shell runs before its demo (React, the router, the shell, the kit parts it uses): one
            // file, not twenty small ones queued on the browser's six connections. The example apps' pages
            // load it too for what they share with the shell; what only they use stays out of it. First, so
            // React and the like are the shell's and not pulled into the AG Grid chunk as its dependencies.
            { name: shellInitialChunk(), debugName: 'shell', priority: 5 },
            // A group takes the modules its own modules import: 'home' before 'dash', or the dashboards' group
            // would take the panels and icons with it, and every demo that uses a panel would load the
            // dashboards; AG Grid before 'grids', which would take it.
            {
              name: firstLoadChunk({ ...HOME, name: 'home', takes: (id) => !DASH.test(id) }),
              debugName: 'home',
              priority: 4,
            },
            {
              name: firstLoadChunk({ ...HOME, name: 'dash', takes: (id) => DASH.test(id) }),
              debugName: 'dash',
              priority: 3,
            },
            // AG Grid, the largest library (a quarter of a megabyte compressed), in a chunk of its own that
            // every grid demo and example app shares and a browser keeps across builds that do not upgrade it.
            { name: AG_GRID_CHUNK, test: AG_GRID, priority: 2 },
            {
              name: firstLoadChunk({ ...STANDARD_GRID, name: 'grids', takes: (id) => !AG_GRID.test(id) }),
              debugName: 'grids',
              priority: 1,
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
