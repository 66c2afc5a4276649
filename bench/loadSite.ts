/**
 * What the first-load benches measure against: the app built from the current sources (the project's own Vite
 * config, so precompression and chunking are the ones that ship) and served by the real server on loopback,
 * with a fresh database and a signed-in demo session. The build is made once per bench process and shared.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { serveBuild, type Site } from './serveBuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Modules of the test libraries: storybook/test (which bundles vitest's expect, chai and tinyspy) and Testing
 * Library. Storybook's instrumenter is not one: its CSF runtime, which composeStory needs, imports it.
 */
const TEST_LIBRARY = /node_modules\/(storybook\/dist\/test\/|@vitest\/|@testing-library\/|chai\/|tinyspy\/)/;

export interface AppBuild {
  dir: string;
  /** Output chunk file name (e.g. 'assets/index-abc.js') → bytes of test-library code it holds. */
  testLibraryBytes: Map<string, number>;
}

/** Records which output chunks hold test-library code, from the bundle the build writes. */
function testLibraryReport(into: Map<string, number>): Plugin {
  return {
    name: 'bench:test-library-report',
    generateBundle(_options, bundle) {
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        let bytes = 0;
        for (const [id, info] of Object.entries(out.modules)) {
          if (TEST_LIBRARY.test(id.replaceAll('\\', '/'))) bytes += info.renderedLength;
        }
        if (bytes > 0) into.set(file, bytes);
      }
    },
  };
}

let built: Promise<AppBuild> | null = null;

/** The app as `npm run build` makes it, into a temporary folder removed when the process exits. */
export function buildOnce(): Promise<AppBuild> {
  built ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'toolbox-load-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const testLibraryBytes = new Map<string, number>();
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      // BENCH_NO_MINIFY=1 keeps names readable in CPU profiles (its figures are not the product's).
      build: {
        outDir: path.join(dir, 'app'),
        emptyOutDir: true,
        minify: process.env.BENCH_NO_MINIFY !== '1',
      },
      plugins: [testLibraryReport(testLibraryBytes)],
    });
    return { dir: path.join(dir, 'app'), testLibraryBytes };
  })();
  return built;
}

export interface LoadSite extends Site {
  build: AppBuild;
}

/** The real server on a free loopback port, serving the build, with a fresh database and a demo session. */
export async function startLoadSite(): Promise<LoadSite> {
  const appBuild = await buildOnce();
  return { ...(await serveBuild(appBuild.dir)), build: appBuild };
}
