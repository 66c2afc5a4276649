// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './testing';

let app: FastifyInstance;
let close: () => Promise<void>;
let builds: string;

beforeAll(async () => {
  builds = await mkdtemp(path.join(tmpdir(), 'toolbox-static-'));
  const staticDir = path.join(builds, 'app');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1);');
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

    const asset = await app.inject({ url: '/app/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');

    expect((await app.inject({ url: '/app/favicon.svg' })).statusCode).toBe(200);
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
