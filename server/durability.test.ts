// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FILES_API } from '../src/api/files';
import { ClientErrorReceiptSchema } from '../src/api/schemas';
import { buildApp } from './app';
import { loadConfig, ROOT_DIR } from './config';
import { clientErrors, storedFiles, uploadReservations } from './db/schema';
import { multipartBody } from './multipartBody';

/** Writes acknowledged before the kill: enough to catch a lost tail, few enough for a busy machine. */
const ACKED_BEFORE_KILL = 150;
const WRITERS = 4;

let dataDir: string;
let child: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-durability-'));
});
afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts `node --import tsx server/main.ts` on the test's DATA_DIR and a free port; resolves with its URL. */
function startServer(): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-app'),
      STORYBOOK_DIR: path.join(dataDir, 'no-storybook'),
      LOG_LEVEL: 'info',
      CLIENT_ERROR_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: proc.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const match = /Toolbox is ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
}

/** Logs in to a running server; resolves with the `Cookie` header value of the session. */
async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The server started again on the test's DATA_DIR, in this process, so a test can read its tables. */
function restartInProcess() {
  return buildApp({
    ...loadConfig({ DATA_DIR: dataDir }, false),
    staticDir: path.join(dataDir, 'no-app'),
    storybookDir: path.join(dataDir, 'no-storybook'),
    logLevel: 'silent',
  });
}

it('keeps every acknowledged write when the server is killed -9 mid-way and restarted', async () => {
  const base = await startServer();
  const cookie = await login(base, 'demo');

  const acked = new Map<number, string>();
  let sent = 0;
  let killed = false;
  const server = child;
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    server?.once('exit', (_code, signal) => resolve(signal)),
  );
  const writer = async () => {
    while (!killed) {
      const message = `durable write ${sent++}`;
      try {
        const res = await fetch(`${base}/api/clientError`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ message }),
        });
        if (res.status !== 201) throw new Error(`answered ${res.status}: ${await res.text()}`);
        acked.set(ClientErrorReceiptSchema.parse(await res.json()).id, message);
      } catch (e) {
        if (killed) return;
        throw e;
      }
      if (acked.size >= ACKED_BEFORE_KILL && !killed) {
        // Mid-way: the other writers still have requests in flight.
        killed = true;
        server?.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  expect(await exited).toBe('SIGKILL');
  child = undefined;
  expect(acked.size).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);

  // Restart on the same DATA_DIR (in this process, to read the table) and look for every acknowledged row.
  const restarted = await restartInProcess();
  try {
    const rows = await restarted.db
      .select({ id: clientErrors.id, message: clientErrors.message })
      .from(clientErrors)
      .where(inArray(clientErrors.id, [...acked.keys()]));
    const stored = new Map(rows.map((r) => [r.id, r.message]));
    const lost = [...acked].filter(([id, message]) => stored.get(id) !== message);
    expect({ acknowledged: acked.size, lost }).toEqual({ acknowledged: acked.size, lost: [] });
    // The restarted server takes new writes after the crash.
    const cookieAfter = await restarted.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo' },
    });
    expect(cookieAfter.statusCode).toBe(200);
  } finally {
    await restarted.close();
  }
}, 180_000);

/** Every file under `dir`, in its subfolders too, with its path relative to `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

it('keeps nothing of an upload whose server is killed -9 mid-way: no temporary file, no row, no reservation', async () => {
  const base = await startServer();
  const cookie = await login(base, 'admin');
  const marker = 'SECOND PART ';
  const { body, contentType } = multipartBody([
    { filename: 'first.txt', content: 'The first part arrives whole.\n' },
    { filename: 'second.txt', content: marker.repeat(100_000) },
  ]);
  // Everything up to a good way into the second part; the rest never comes.
  const sentPart = body.subarray(0, body.indexOf(marker) + 200_000);
  const upload = httpRequest(`${base}${FILES_API.files}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': contentType, 'content-length': String(body.length) },
  });
  upload.on('error', () => undefined); // the server dies under it
  upload.write(sentPart);

  // Mid-upload: the server has written some of the second part to disk.
  const files = path.join(dataDir, 'files');
  await vi.waitFor(
    async () => {
      const written = await Promise.all(
        (await filesUnder(files)).map((f) => readFile(path.join(files, f), 'utf8').catch(() => '')),
      );
      expect(written.some((content) => content.startsWith(marker))).toBe(true);
    },
    { timeout: 30_000, interval: 50 },
  );
  const server = child;
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    server?.once('exit', (_code, signal) => resolve(signal)),
  );
  server?.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  child = undefined;
  upload.destroy();
  expect(await filesUnder(files)).not.toEqual([]);

  const restarted = await restartInProcess();
  try {
    expect(await filesUnder(files)).toEqual([]);
    expect(await readdir(files)).toEqual([]);
    expect(await restarted.db.select().from(storedFiles)).toEqual([]);
    expect(await restarted.db.select().from(uploadReservations)).toEqual([]);
  } finally {
    await restarted.close();
  }
}, 180_000);
