// `npm run test:package`: the kit as a developer gets it. Packs @toolbox/kit (its prepack builds it) into a
// temporary directory outside the repository, installs the tarball into a scratch app there with only react and
// react-dom (and their types) beside it, type-checks the app with the repository's TypeScript and builds it
// with the repository's Vite, checking that neither reached into the repository for a module, then serves the
// build and checks in Chromium what a user sees: a button, a panel, a form's text input and a grid's rows.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const typescriptLib = dirname(require.resolve('typescript/lib/lib.d.ts'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** How long the page may take to show something, on a busy machine. */
const SHOW_TIMEOUT_MS = 30_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step, printing how long it took. */
async function step(label, task) {
  const started = performance.now();
  const result = await task();
  console.log(`test:package: ${label} in ${seconds(performance.now() - started)}`);
  return result;
}

/** Runs a command; resolves with its output, or rejects with it. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (code === 0) resolve(text);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${text}`));
    });
  });
}

/**
 * The environment of npm in the scratch app: ours without what `npm run` adds about the repository (its
 * prefix, package and workspace), which would make that npm install into the repository. The cache stays.
 */
function scratchEnv() {
  const kept = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_') || kept.has(key)),
  );
}

/** Nothing above `dir` may hold a node_modules (Node's and TypeScript's lookups walk up from the app). */
function assertNothingAbove(dir) {
  if (dir.startsWith(repo)) throw new Error(`${dir} is inside the repository.`);
  for (let parent = dirname(dir); ; parent = dirname(parent)) {
    if (existsSync(join(parent, 'node_modules'))) throw new Error(`${parent} has a node_modules.`);
    if (dirname(parent) === parent) return;
  }
}

async function pack(into) {
  const output = await run(npm, ['pack', '-w', '@toolbox/kit', '--pack-destination', into], { cwd: repo });
  for (const line of output.split('\n').filter((l) => l.startsWith('kit build:'))) console.log(`  ${line}`);
  const tarball = (await readdir(into)).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack made no tarball:\n${output}`);
  const { size } = await stat(join(into, tarball));
  console.log(`  ${tarball}: ${(size / 1024).toFixed(0)} kB`);
  return tarball;
}

/** The scratch app: what a developer writes to use the kit, with its tarball as the dependency. */
async function writeApp(app, tarball) {
  // The repository's versions, which `npm ci` put in npm's cache.
  const version = async (name) =>
    JSON.parse(await readFile(join(repo, 'node_modules', name, 'package.json'), 'utf8')).version;
  await mkdir(app);
  const manifest = {
    name: 'kit-package-scratch-app',
    private: true,
    type: 'module',
    dependencies: {
      '@toolbox/kit': `file:../${tarball}`,
      react: await version('react'),
      'react-dom': await version('react-dom'),
    },
    devDependencies: {
      '@types/react': await version('@types/react'),
      '@types/react-dom': await version('@types/react-dom'),
    },
  };
  // `nodenext`, the strictest resolution: the kit's declarations must name their files as Node would find them.
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'nodenext',
      moduleResolution: 'nodenext',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['main.tsx'],
  };
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(app, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  for (const file of ['index.html', 'main.tsx'])
    await copyFile(join(repo, 'tests/package', file), join(app, file));
}

/** The installed manifest names only shipped files: no `source` condition, every export's files present. */
async function checkInstalledManifest(app) {
  const dir = join(app, 'node_modules/@toolbox/kit');
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const targets = Object.values(manifest.exports).flatMap((t) =>
    typeof t === 'string' ? [t] : Object.values(t),
  );
  const missing = targets.filter((target) => !existsSync(join(dir, target)));
  if (JSON.stringify(manifest.exports).includes('"source"'))
    throw new Error('The packed exports name the sources.');
  if (missing.length > 0) throw new Error(`The packed exports name missing files: ${missing.join(', ')}`);
  if (JSON.stringify(manifest.sideEffects) !== '["*.css"]')
    throw new Error(`sideEffects: ${manifest.sideEffects}`);
}

/** Type-checks the app; every file TypeScript read is the app's or one of TypeScript's own libs. */
async function typecheck(app) {
  const files = (await run(process.execPath, [tsc, '-p', app, '--listFiles'], { cwd: app }))
    .trim()
    .split('\n');
  const outside = files.filter((f) => !f.startsWith(`${app}/`) && !f.startsWith(`${typescriptLib}/`));
  if (outside.length > 0)
    throw new Error(`TypeScript read files outside the app: ${outside.slice(0, 5).join(', ')}`);
}

/** Fails the build when a module came from outside the app (Vite's own virtual modules aside). */
function confinedTo(app) {
  return {
    name: 'test-package:confined-to-app',
    buildEnd() {
      const outside = [...this.getModuleIds()]
        .map((id) => id.split('?')[0])
        .filter((file) => !file.startsWith('\0') && !file.startsWith(`${app}${sep}`));
      if (outside.length > 0) this.error(`Modules from outside the app: ${outside.slice(0, 5).join(', ')}`);
    },
  };
}

async function bundle(app) {
  const result = await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), confinedTo(app)],
    build: { outDir: join(app, 'dist'), chunkSizeWarningLimit: 5000 },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const js = outputs.filter((o) => o.type === 'chunk').reduce((sum, o) => sum + o.code.length, 0);
  const css = outputs.filter((o) => o.fileName.endsWith('.css')).reduce((sum, o) => sum + o.source.length, 0);
  console.log(`  the app's build: ${(js / 1024).toFixed(0)} kB of JS, ${(css / 1024).toFixed(0)} kB of CSS`);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves `dir` on a free loopback port. */
function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(`${dir}${sep}`) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Opens the app in Chromium and checks what a user sees; no error may reach the page or its console. */
async function checkInBrowser(dist) {
  const server = await serve(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.setDefaultTimeout(SHOW_TIMEOUT_MS);
    await page.goto(`http://127.0.0.1:${server.address().port}/`);

    const fontSize = await page
      .locator('html')
      .evaluate((html) =>
        html.ownerDocument.defaultView?.getComputedStyle(html).getPropertyValue('--tb-font-size').trim(),
      );
    if (fontSize !== '13px')
      throw new Error(`The kit's stylesheet is not applied (--tb-font-size: '${fontSize}').`);
    await page.getByText('Kit package', { exact: true }).waitFor();
    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.pressSequentially('Ada');
    if ((await name.inputValue()) !== 'Ada') throw new Error('The text input does not show what was typed.');
    await page.getByRole('button', { name: 'Greet' }).click();
    await page.getByRole('status').filter({ hasText: 'Hello, Ada!' }).waitFor();
    for (const cell of [
      'Ada Lovelace',
      'London',
      'Grace Hopper',
      'New York',
      'Edsger Dijkstra',
      'Rotterdam',
    ]) {
      await page.getByRole('gridcell', { name: cell, exact: true }).waitFor();
    }
    if (errors.length > 0) throw new Error(`Errors in the page:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

const started = performance.now();
const work = await realpath(await mkdtemp(join(tmpdir(), 'toolbox-kit-package-')));
const app = join(work, 'app');
try {
  assertNothingAbove(work);
  const tarball = await step('npm pack (build included)', () => pack(work));
  await writeApp(app, tarball);
  await step('npm install', () =>
    run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app, env: scratchEnv() }),
  );
  await checkInstalledManifest(app);
  await step('type-check and build the app', () => Promise.all([typecheck(app), bundle(app)]));
  await step('check the app in Chromium', () => checkInBrowser(join(app, 'dist')));
  console.log(`test:package: passed in ${seconds(performance.now() - started)}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
