#!/usr/bin/env node
// Runs every story's play function (the story tests) in Storybook as the product serves it: starts the real
// server (buildApp, on a free loopback port, with its own temporary DATA_DIR) serving storybook-static under
// /storybook/ with its own headers (Content-Security-Policy included), runs test-storybook (Debian chromium,
// see .storybook/test-runner-jest.config.js and .storybook/test-runner.ts) against that URL, and exits with its
// code. No one is logged in: the stories answer their API calls with MSW, so a request that escapes the mocks
// meets the real server's 401 and fails the story.
//   node scripts/test-stories.mjs [test-storybook options...]   e.g. --maxWorkers=1, or a story file filter
//   node scripts/test-stories.mjs --serve                        only serve it, until Ctrl-C
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

// STORYBOOK_DIR lets several builds be tested side by side (e.g. one per branch of work).
const root = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
if (!existsSync(join(root, 'index.json'))) {
  console.error('test-stories: no storybook-static/index.json - run `npm run build-storybook` first.');
  process.exit(1);
}

/** @type {import('../server/testing')} */
const { startTestApp, portOf } = await tsImport('../server/testing.ts', import.meta.url);
// The app build is not needed: only /storybook/ (and /api, for whatever escapes MSW) is visited.
const server = await startTestApp({ storybookDir: root });
await server.app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${portOf(server.app)}/storybook/`;
const args = process.argv.slice(2);

let stopping = false;
/** Stops the server (removing its DATA_DIR) and exits. */
async function exit(code) {
  if (stopping) return;
  stopping = true;
  await server.close().catch((err) => console.error('test-stories: closing the server failed:', err));
  process.exit(code);
}

if (args.includes('--serve')) {
  console.log(`Serving ${root} at ${url} (Ctrl-C to stop)`);
  process.on('SIGINT', () => void exit(0));
  process.on('SIGTERM', () => void exit(0));
} else {
  console.log(`test-stories: the server serves ${root} at ${url}`);
  const bin = resolve('node_modules/.bin/test-storybook');
  const child = spawn(bin, ['--url', url, '--maxWorkers=2', ...args], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_CONFIG_DIR: '.storybook' },
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => void exit(code ?? (signal ? 1 : 0)));
}
