// `npm run screenshots`: takes the Mobile tab's screenshots of the mobile app. Builds the app (vite build),
// starts the server on a free loopback port with a throwaway DATA_DIR, signs in on /mobile in headless Chromium
// at phone size (390×844, touch) and saves one PNG per page under stories/mobile/screenshots/, which are
// committed and shown in the tab's strip. Run it again when the mobile app changes how it looks.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'stories/mobile/screenshots');

/** The pages shot, in the strip's order: file name, path below /mobile, and what to wait for. */
const SHOTS = [
  { name: 'home', path: '/', ready: 'nav[aria-label="Pages"]' },
  { name: 'grid', path: '/grid', ready: '.ag-row' },
  { name: 'detail', path: '/grid', ready: '.ag-row', open: '.ag-row[row-index="0"] [col-id="company"]' },
  { name: 'treeGrid', path: '/treeGrid', ready: '.ag-row' },
  { name: 'form', path: '/form', ready: '[role="form"]' },
  { name: 'tabs', path: '/tabs', ready: '[role="tab"]' },
];

/** A port nobody uses right now, on loopback. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves with its base URL once its ready line is printed. */
function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Toolbox is ready at')) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => reject(new Error(`The server stopped (exit ${code}) before it was ready.`)));
  });
  return { child, ready };
}

const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-shots-'));
const { child, ready } = startServer(await freePort(), dataDir);
let browser;
try {
  const base = await ready;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'light',
  });
  const page = await context.newPage();
  await page.goto(`${base}/mobile/`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.locator('nav[aria-label="Pages"]').waitFor();
  for (const shot of SHOTS) {
    await page.goto(`${base}/mobile${shot.path}`);
    await page.locator(shot.ready).first().waitFor();
    if (shot.open) {
      await page.locator(shot.open).tap();
      await page.locator('.tb-mobile-detail').waitFor();
    }
    // Let AG Grid finish sizing its columns and the fonts settle.
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${shot.name}.png`);
    await page.screenshot({ path: file });
    console.log(`saved ${path.relative(root, file)}`);
  }
} finally {
  await browser?.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  await rm(dataDir, { recursive: true, force: true });
}
