// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHashedAsset } from './static';
import { startTestApp } from './testing';

const ASSET_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const YEAR = 'public, max-age=31536000, immutable';

/** A file and the brotli and gzip copies the build writes beside it (scripts/precompress.mjs). */
async function writeCompressed(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

let app: FastifyInstance;
let close: () => Promise<void>;
let builds: string;

beforeAll(async () => {
  builds = await mkdtemp(path.join(tmpdir(), 'toolbox-static-'));
  const staticDir = path.join(builds, 'app');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  await mkdir(path.join(staticDir, 'grids', 'tree'), { recursive: true });
  await writeFile(
    path.join(staticDir, 'grids', 'tree', 'index.html'),
    '<!doctype html><title>tree page</title>',
  );
  await writeCompressed(path.join(staticDir, 'assets', 'main-Ab3_x-9Z.js'), ASSET_JS);
  await writeFile(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ({ app, close } = await startTestApp({ staticDir, storybookDir: path.join(builds, 'storybook') }));
});
afterAll(async () => {
  await close();
  await rm(builds, { recursive: true, force: true });
});

describe('static app and Storybook', () => {
  it('redirects / and /app to /app/', async () => {
    for (const url of ['/', '/app']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/app/');
    }
  });

  it('serves the shell, its assets, and index.html for client-side routes', async () => {
    const index = await app.inject({ url: '/app/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>shell</title>');
    expect(index.headers['cache-control']).toBe('no-cache');

    const route = await app.inject({ url: '/app/grids/standard?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>shell</title>');

    const asset = await app.inject({ url: '/app/assets/main-Ab3_x-9Z.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe(ASSET_JS);

    expect((await app.inject({ url: '/app/favicon.svg' })).statusCode).toBe(200);
  });

  it("serves an address's own page when the build has one (scripts/routePages.ts), the shell page below it", async () => {
    for (const url of ['/app/grids/tree', '/app/grids/tree/', '/app/grids/tree?x=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>tree page</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/app/grids/tree/deeper' })).body).toContain('<title>shell</title>');
  });

  it('sends the brotli or gzip copy of a file to a browser that takes it, as the same type', async () => {
    const br = await app.inject({
      url: '/app/assets/main-Ab3_x-9Z.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);

    const gz = await app.inject({
      url: '/app/assets/main-Ab3_x-9Z.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_JS);

    // A file without copies (too small to gain) goes as it is.
    const svg = await app.inject({ url: '/app/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBeUndefined();
  });

  it('lets browsers keep hashed files for a year and revalidate the rest; API answers are never kept', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await app.inject({
        url: '/app/assets/main-Ab3_x-9Z.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['cache-control']).toBe(YEAR);
    }
    for (const url of ['/app/', '/app/index.html', '/app/grids/standard', '/app/favicon.svg']) {
      expect((await app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers['cache-control']).toBe(
        'no-cache',
      );
    }
    expect((await app.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for missing files, never index.html', async () => {
    expect((await app.inject({ url: '/app/assets/gone.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/app/logo.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/app/%2e%2e/%2e%2e/etc/passwd' })).statusCode).toBe(404);
  });

  it('explains a missing Storybook build with 503', async () => {
    const res = await app.inject({ url: '/storybook/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Storybook is not built. Run npm run build-storybook.');
    expect((await app.inject({ url: '/storybook' })).headers.location).toBe('/storybook/');
  });

  it('loosens script-src for Storybook only', async () => {
    const shell = await app.inject({ url: '/app/' });
    expect(shell.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    const sb = await app.inject({ url: '/storybook/' });
    expect(sb.headers['content-security-policy']).toContain(
      "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval';",
    );
    expect(sb.headers['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  it('lets a play in Storybook read the blob: URL of a download, and the app not', async () => {
    const connectSrc = (csp: unknown) => /(?:^|;)\s*connect-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ');
    const host = { host: '127.0.0.1:8080' };
    const shell = await app.inject({ url: '/app/grids/standard', headers: host });
    expect(connectSrc(shell.headers['content-security-policy'])).toEqual([
      "'self'",
      'ws://127.0.0.1:8080',
      'wss://127.0.0.1:8080',
    ]);
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html?id=grids-standard--default']) {
      const sb = await app.inject({ url, headers: host });
      expect(connectSrc(sb.headers['content-security-policy'])).toEqual([
        "'self'",
        'ws://127.0.0.1:8080',
        'wss://127.0.0.1:8080',
        'blob:',
      ]);
    }
    // The policy follows the matched route: a path that only starts like Storybook's is the app's.
    const lookalike = await app.inject({ url: '/storybook-static/', headers: host });
    expect(connectSrc(lookalike.headers['content-security-policy'])).not.toContain('blob:');
    expect(lookalike.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });
});

describe('isHashedAsset', () => {
  it('is true for the files Vite names after their content, in the app and in Storybook', () => {
    for (const rel of [
      'assets/index-BsmZ8lgp.js',
      'assets/ColumnFilteringFiltersDialog--wjYJJpG.js',
      'assets/theme-BcCULeJD.css',
      'assets/nunito-sans-bold-Bz0_a1x-.woff2',
    ]) {
      expect(isHashedAsset(rel), rel).toBe(true);
    }
  });

  it('is false for files that keep their name from one build to the next', () => {
    for (const rel of [
      'index.html',
      'iframe.html',
      'mockServiceWorker.js',
      'favicon.svg',
      'sb-manager/globals-runtime.js',
      'sb-addons/a11y-0/manager-bundle.js',
      'sb-common-assets/nunito-sans-regular.woff2',
      'index.json',
      'assets/logo.svg',
    ]) {
      expect(isHashedAsset(rel), rel).toBe(false);
    }
  });
});

describe('Storybook caching', () => {
  it('keeps the preview hashed assets and revalidates the manager files, which keep their names', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'toolbox-static-sb-'));
    try {
      await mkdir(path.join(root, 'assets'), { recursive: true });
      await mkdir(path.join(root, 'sb-manager'), { recursive: true });
      await writeFile(path.join(root, 'index.html'), '<!doctype html><title>storybook</title>');
      await writeCompressed(path.join(root, 'assets', 'iframe-Dx7_aB1c.js'), ASSET_JS);
      await writeCompressed(path.join(root, 'sb-manager', 'globals-runtime.js'), ASSET_JS);
      const sb = await startTestApp({ storybookDir: root });
      try {
        const hashed = await sb.app.inject({
          url: '/storybook/assets/iframe-Dx7_aB1c.js',
          headers: { 'accept-encoding': 'br' },
        });
        expect(hashed.headers['cache-control']).toBe(YEAR);
        expect(hashed.headers['content-encoding']).toBe('br');
        const manager = await sb.app.inject({
          url: '/storybook/sb-manager/globals-runtime.js',
          headers: { 'accept-encoding': 'br' },
        });
        expect(manager.headers['cache-control']).toBe('no-cache');
        expect(manager.headers['content-encoding']).toBe('br');
        expect(manager.headers.etag).toBeTruthy();
      } finally {
        await sb.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('without a build', () => {
  it('explains a missing app build with 503', async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.app.inject({ url: '/app/home' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('The app is not built. Run npm run build.');
    } finally {
      await bare.close();
    }
  });
});
