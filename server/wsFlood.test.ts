// @vitest-environment node
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { portfolioPositionsTopic } from '../src/api/portfolioApp';
import { WsServerMessageSchema } from '../src/api/schemas';
import { POSITION_DIMENSIONS } from '../mocks/data/positions';
import { ROOT_DIR } from './config';
import { allGroupings } from './services/portfolioApp';
import type { FloodServerReply, FloodServerRequest, FloodServerStats } from './wsFlood.server';

/**
 * One user floods the websocket with subscriptions to every Portfolio grouping, as fast as the message limit
 * allows, from more sockets than it may open: the server must refuse what is over its limits, keep answering
 * other requests, and give its memory back once the sockets close. The server runs in a process of its own.
 */

/** Sockets the flooding user tries to open: two more than the default cap of 10. */
const SOCKETS = 12;
/** Messages a second each socket sends: half the default limit of 20, so the rate limit does not cut it. */
const MESSAGES_PER_SECOND = 10;
/** Long enough for two re-pricing ticks (every 3 s). */
const FLOOD_MS = 7000;
const HEALTH_EVERY_MS = 50;
/** A health check that takes longer counts as this long. */
const HEALTH_TIMEOUT_MS = 10_000;
const MB = 1024 * 1024;

let server: ChildProcess | undefined;
let origin = '';
let wsUrl = '';
let cookie = '';
/** Another user, who watches one grouping while the flood goes on. */
let bystanderCookie = '';
const pending: ((stats: FloodServerStats) => void)[] = [];

beforeAll(async () => {
  const child = fork(path.join(ROOT_DIR, 'server/wsFlood.server.ts'), {
    cwd: ROOT_DIR,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  server = child;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: FloodServerReply) => {
      if (message.type === 'ready') resolve(message.port);
      else pending.shift()?.(message.stats);
    });
    child.once('exit', (code) => reject(new Error(`The flood server exited (${code}): ${stderr}`)));
  });
  origin = `http://127.0.0.1:${port}`;
  wsUrl = `ws://127.0.0.1:${port}/api/ws`;
  cookie = await login('demo');
  bystanderCookie = await login('admin');
}, 120_000);

async function login(username: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

afterAll(async () => {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'close' } satisfies FloodServerRequest);
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
});

/** The server's memory and counts; `collect` first collects its garbage (as settled as it gets). */
function stats(collect = false): Promise<FloodServerStats> {
  return new Promise((resolve) => {
    pending.push(resolve);
    server?.send({ type: 'stats', collect } satisfies FloodServerRequest);
  });
}

/** A socket of the flooding user, with what the server told it. */
interface FloodSocket {
  socket: WebSocket;
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** Settles on the first 'subscribed' answer. */
  confirmed: Promise<void>;
  errors: string[];
  pushes: number;
}

function openSocket(as = cookie): FloodSocket {
  const socket = new WebSocket(wsUrl, { headers: { cookie: as } });
  let confirm: () => void = () => undefined;
  const flood: FloodSocket = {
    socket,
    opened: new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    }),
    closed: new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    ),
    confirmed: new Promise((resolve) => (confirm = resolve)),
    errors: [],
    pushes: 0,
  };
  socket.on('message', (raw: Buffer) => {
    const msg = WsServerMessageSchema.parse(JSON.parse(raw.toString()));
    if (msg.topic === 'subscribed') confirm();
    else if (msg.topic === 'error') flood.errors.push((msg.data as { message: string }).message);
    else if (msg.topic.startsWith('portfolioPositions:')) flood.pushes++;
  });
  return flood;
}

/** GET /api/health until `until` settles: each answer's time in ms (a failure or timeout counts as the timeout). */
async function probeHealth(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
      await res.arrayBuffer();
      times.push(res.ok ? performance.now() - start : HEALTH_TIMEOUT_MS);
    } catch {
      times.push(HEALTH_TIMEOUT_MS);
    }
    await sleep(HEALTH_EVERY_MS);
  }
  return times;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/**
 * Each socket subscribes to its share of the topics, 20 a message at MESSAGES_PER_SECOND, three times over (what
 * was taken stays, what was refused is asked again), then unsubscribes from them all and starts over, until
 * FLOOD_MS have passed: the server sees subscriptions held through ticks and subscriptions coming and going.
 * Meanwhile the server's RSS is sampled; resolves with the highest seen.
 */
async function flood(sockets: readonly FloodSocket[], topics: readonly string[]): Promise<number> {
  const end = Date.now() + FLOOD_MS;
  let peakRss = 0;
  const sample = async () => {
    while (Date.now() < end) {
      peakRss = Math.max(peakRss, (await stats()).rssBytes);
      await sleep(250);
    }
  };
  const send = async (s: FloodSocket, i: number) => {
    const mine = topics.filter((_, n) => n % sockets.length === i);
    const batch = (type: 'subscribe' | 'unsubscribe') =>
      Array.from({ length: Math.ceil(mine.length / 20) }, (_, n) => ({
        type,
        topics: mine.slice(n * 20, n * 20 + 20),
      }));
    const subscribe = batch('subscribe');
    const messages = [...subscribe, ...subscribe, ...subscribe, ...batch('unsubscribe')];
    for (let n = 0; Date.now() < end; n++) {
      s.socket.send(JSON.stringify(messages[n % messages.length]));
      await sleep(1000 / MESSAGES_PER_SECOND);
    }
  };
  await Promise.all([sample(), ...sockets.map(send)]);
  return peakRss;
}

it('one user flooding the websocket is refused beyond its limits, the server answers, and frees it all', async () => {
  // A first watcher warms the code paths up, so the baseline is the server as it runs.
  const warm = openSocket();
  await warm.opened;
  warm.socket.send(JSON.stringify({ type: 'subscribe', topics: ['portfolioPositions:region'] }));
  await vi.waitFor(() => expect(warm.pushes).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
  warm.socket.close();
  await warm.closed;
  await vi.waitFor(async () => expect((await stats()).connections).toBe(0), { interval: 50 });
  const baseline = await stats(true);

  // A socket the server took confirms a subscription; one over the cap is closed as it opens.
  const sockets = Array.from({ length: SOCKETS }, () => openSocket());
  const outcomes = await Promise.all(
    sockets.map(async (s) => {
      await s.opened;
      s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['heartbeat'] }));
      return Promise.race([s.closed, s.confirmed.then(() => 'open' as const)]);
    }),
  );
  const open = sockets.filter((_, i) => outcomes[i] === 'open');
  expect(outcomes.filter((o) => o !== 'open')).toEqual([
    { code: 1008, reason: 'Too many connections: at most 10 per user.' },
    { code: 1008, reason: 'Too many connections: at most 10 per user.' },
  ]);

  const bystander = openSocket(bystanderCookie);
  await bystander.opened;
  bystander.socket.send(
    JSON.stringify({ type: 'subscribe', topics: ['portfolioPositions:region,sector,symbol'] }),
  );
  await bystander.confirmed;

  // The deepest groupings first: those the server takes are the costliest to re-price.
  const topics = allGroupings(POSITION_DIMENSIONS)
    .sort((a, b) => b.length - a.length)
    .map(portfolioPositionsTopic);
  const flooding = flood(open, topics);
  const [health, peakRss] = await Promise.all([probeHealth(flooding), flooding]);
  const during = await stats();

  // What the server refused, and what it still did: the other user's grouping was still pushed.
  const errors = open.flatMap((s) => s.errors);
  expect(errors.length).toBeGreaterThan(0);
  expect(
    errors.filter((e) => !e.startsWith('Too many live groupings: a user may watch at most 8 at once.')),
  ).toEqual([]);
  // The flooding user's eight at most, and the other user's.
  expect(during.watchedGroupings).toBeLessThanOrEqual(9);
  expect(bystander.pushes).toBeGreaterThan(0);
  expect(open.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);

  // Other requests were answered meanwhile.
  const p95 = percentile(health, 95);
  expect({ probes: health.length > 20, p95Under500ms: p95 < 500, p95 }).toEqual({
    probes: true,
    p95Under500ms: true,
    p95,
  });
  const peakGrowthMb = Math.round((peakRss - baseline.rssBytes) / MB);
  expect({ peakGrowthMb, under300Mb: peakGrowthMb < 300 }).toEqual({ peakGrowthMb, under300Mb: true });

  // The sockets close: nothing is left of them.
  for (const s of [...open, bystander]) s.socket.close();
  await Promise.all([...open, bystander].map((s) => s.closed));
  await vi.waitFor(
    async () =>
      expect(await stats()).toMatchObject({
        connections: 0,
        subscriptions: 0,
        watchedGroupings: 0,
        heldGroupings: 0,
      }),
    { timeout: 10_000, interval: 100 },
  );
  const after = await stats(true);
  const heapGrowthMb = Math.round((after.heapUsedBytes - baseline.heapUsedBytes) / MB);
  const rssGrowthMb = Math.round((after.rssBytes - baseline.rssBytes) / MB);
  expect({
    heapGrowthMb,
    rssGrowthMb,
    heapUnder20Mb: heapGrowthMb < 20,
    rssUnder100Mb: rssGrowthMb < 100,
  }).toEqual({
    heapGrowthMb,
    rssGrowthMb,
    heapUnder20Mb: true,
    rssUnder100Mb: true,
  });
}, 180_000);
