import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { AG_GRID, AG_GRID_CHUNK, compileHints } from '../scripts/agGridChunk';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { KIT_SOURCE_CONDITIONS } from '../scripts/kitSource';
import type { Figure } from './run';

const dir = path.dirname(fileURLToPath(import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves a folder on a free loopback port. */
async function serve(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const rel = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = path.join(root, rel === '/' ? 'index.html' : rel);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
}

/**
 * Builds one of the bench's own pages (bench/<page>/, a production build of just what it measures), serves it
 * on loopback and gives its URL and a headless Chromium to `measure`; everything is stopped and removed after.
 */
export async function withBenchPage<T>(
  page: string,
  measure: (browser: Browser, url: string) => Promise<T>,
): Promise<T> {
  const outDir = mkdtempSync(path.join(tmpdir(), `toolbox-${page}-bench-`));
  let server: Server | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await build({
      configFile: false,
      root: path.join(dir, page),
      base: './',
      logLevel: 'error',
      plugins: [react()],
      resolve: { conditions: KIT_SOURCE_CONDITIONS },
      // BENCH_NO_MINIFY=1 keeps names readable in CPU profiles (its figures are not the product's).
      build: {
        outDir,
        emptyOutDir: true,
        chunkSizeWarningLimit: 5000,
        minify: process.env.BENCH_NO_MINIFY !== '1',
        // AG Grid in its own chunk, compiled as it loads, as in the app's build: the benches time what users get.
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: AG_GRID_CHUNK, test: AG_GRID }] },
            postBanner: compileHints,
          },
        },
      },
    });
    const served = await serve(outDir);
    server = served.server;
    return await measure(browser, served.url);
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The machine's load when the figures were taken: what to read them against. */
export function loadFigure(): Figure {
  return {
    label: 'load average (1 min) when run / CPU cores',
    value: loadavg()[0] ?? 0,
    unit: `/ ${cpus().length}`,
  };
}
