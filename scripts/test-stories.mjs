#!/usr/bin/env node
// Runs every story's play function (the story tests) against the static Storybook build:
// serves storybook-static on a free loopback port, runs test-storybook (Debian chromium, see
// .storybook/test-runner-jest.config.js) against it, and exits with its code.
//   node scripts/test-stories.mjs [test-storybook options...]   e.g. --maxWorkers=1, or a story file filter
//   node scripts/test-stories.mjs --serve                        only serve the build, until Ctrl-C
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

// STORYBOOK_DIR lets several builds be tested side by side (e.g. one per branch of work).
const root = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
if (!existsSync(join(root, 'index.json'))) {
  console.error('test-stories: no storybook-static/index.json - run `npm run build-storybook` first.');
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file under root that a URL path names (index.html for folders), or null. */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = resolve(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (!existsSync(file)) return null;
  const stat = statSync(file);
  if (stat.isDirectory()) return existsSync(join(file, 'index.html')) ? join(file, 'index.html') : null;
  return stat.isFile() ? file : null;
}

const server = createServer((req, res) => {
  const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(req.url ?? '/') : null;
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

await new Promise((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}`;
const args = process.argv.slice(2);

if (args.includes('--serve')) {
  console.log(`Serving ${root} at ${url}/ (Ctrl-C to stop)`);
  process.on('SIGINT', () => server.close(() => process.exit(0)));
} else {
  console.log(`test-stories: serving storybook-static at ${url}`);
  const bin = resolve('node_modules/.bin/test-storybook');
  const child = spawn(bin, ['--url', url, '--maxWorkers=2', ...args], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_CONFIG_DIR: '.storybook' },
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => {
    server.close();
    server.closeAllConnections();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
