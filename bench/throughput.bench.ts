import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../server/config';
import type { Figure } from './run';
import { TARGETS, type Target } from './throughputTargets';

export const name =
  'Server throughput: authenticated GET /api/trade and the customer search vs a bare node:http server sending ' +
  'the same bodies (autocannon, 50 connections, loopback, servers in child processes)';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
/** Seconds each server is loaded with each target, split over ROUNDS alternating rounds. */
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);
/** More rounds show more of the spread on a busy machine (THROUGHPUT_ROUNDS=6 THROUGHPUT_SECONDS=30). */
const ROUNDS = Math.max(1, Number(process.env.THROUGHPUT_ROUNDS ?? 2));

/** Starts a child process and resolves with the first stdout line `pick` accepts. */
function start(args: string[], env: NodeJS.ProcessEnv, pick: (line: string) => string | undefined) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const found = pick(line);
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return { child, ready };
}

/** Resident set size of a process, in MB (Linux /proc). */
function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command name: state is field 3, utime 14 and stime 15 of stat(5).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Loads a server with the target's paths (in turn, shared by all connections) for `seconds` and measures req/s,
 * p99 latency, and the server's CPU time per request: on a machine shared with other work req/s swing with the
 * neighbours, CPU per request much less.
 */
async function load(
  server: ChildProcess,
  base: string,
  target: Target,
  headers: Record<string, string>,
  seconds: number,
) {
  const { paths } = target;
  let next = 0;
  const setupRequest = <R extends { path?: string }>(request: R): R => {
    const path = paths[next++ % paths.length];
    return { ...request, path };
  };
  const cpuBefore = cpuMs(server);
  const result = await autocannon({
    url: `${base}${paths[0]}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(paths.length > 1 ? { requests: [{ setupRequest }] } : {}),
  });
  const cpu = cpuMs(server) - cpuBefore;
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target.label}: ${bad} failed requests (${result.non2xx} non-2xx)`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUsPerRequest: (1000 * cpu) / Math.max(1, result.requests.total),
  };
}

type Run = Awaited<ReturnType<typeof load>>;

/** Fails unless the server sends the bare server's very bytes for (a spread of) the target's paths. */
async function expectSameBodies(target: Target, base: string, bareBase: string, cookie: string) {
  const step = Math.max(1, Math.floor(target.paths.length / 20));
  for (let i = 0; i < target.paths.length; i += step) {
    const path = target.paths[i] ?? '';
    const [ours, bare] = await Promise.all([
      fetch(`${base}${path}`, { headers: { cookie } }).then(async (r) => Buffer.from(await r.arrayBuffer())),
      fetch(`${bareBase}${path}`).then(async (r) => Buffer.from(await r.arrayBuffer())),
    ]);
    if (!ours.equals(bare))
      throw new Error(`${path}: bodies differ (${ours.length} vs ${bare.length} bytes)`);
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The figures of one target: both servers' req/s, p99 and CPU per request, and the server's ratios to bare. */
function figuresOf(label: string, goal: number | undefined, bare: Run[], ours: Run[]): Figure[] {
  const bareRps = mean(bare.map((r) => r.rps));
  const ourRps = mean(ours.map((r) => r.rps));
  const bareCpu = mean(bare.map((r) => r.cpuUsPerRequest));
  const ourCpu = mean(ours.map((r) => r.cpuUsPerRequest));
  const perRound = ours.map((r, i) => (100 * r.rps) / (bare[i]?.rps ?? NaN));
  return [
    { label: `bare node:http (${label}), req/s`, value: bareRps, unit: 'req/s' },
    {
      label: `bare node:http (${label}), p99 latency`,
      value: Math.max(...bare.map((r) => r.p99)),
      unit: 'ms',
    },
    { label: `server, ${label}, req/s`, value: ourRps, unit: 'req/s' },
    {
      label: `server, ${label}, p99 latency (goal ≤ 50)`,
      value: Math.max(...ours.map((r) => r.p99)),
      unit: 'ms',
    },
    {
      label: `server / bare, ${label}${goal ? ` (goal ≥ ${goal})` : ''}`,
      value: (100 * ourRps) / bareRps,
      unit: '%',
    },
    {
      label: `server / bare, ${label}, lowest round`,
      value: Math.min(...perRound),
      unit: '%',
    },
    {
      label: `server / bare, ${label}, highest round`,
      value: Math.max(...perRound),
      unit: '%',
    },
    { label: `bare node:http (${label}), CPU per request`, value: bareCpu, unit: 'µs' },
    { label: `server, ${label}, CPU per request`, value: ourCpu, unit: 'µs' },
    {
      label: `bare / server CPU per request, ${label} (load-independent ratio)`,
      value: (100 * bareCpu) / ourCpu,
      unit: '%',
    },
  ];
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function run(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'toolbox-throughput-'));
  const bare = start(['--import', 'tsx', 'bench/bareServer.ts'], {}, (line) => {
    const port = (JSON.parse(line) as { port?: number }).port;
    return port ? `http://127.0.0.1:${port}` : undefined;
  });
  const server = start(
    ['--import', 'tsx', 'server/main.ts'],
    {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'false',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      STORYBOOK_DIR: path.join(dataDir, 'no-storybook'),
    },
    (line) => /Toolbox is ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(line)?.[1],
  );
  try {
    const [bareBase, base] = await Promise.all([bare.ready, server.ready]);
    // Let start-up garbage settle before reading the idle footprint.
    await delay(2000);
    const rssIdle = rssMb(server.child);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo' }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const targets = [
      { target: TARGETS.trade, short: 'trade', goal: 60, bare: [] as Run[], ours: [] as Run[] },
      { target: TARGETS.search, short: 'search "a"', goal: 50, bare: [] as Run[], ours: [] as Run[] },
      { target: TARGETS.typing, short: 'typing', bare: [] as Run[], ours: [] as Run[] },
    ];
    for (const { target } of targets) await expectSameBodies(target, base, bareBase, cookie);

    for (const { target } of targets) {
      await load(bare.child, bareBase, target, {}, WARMUP_SECONDS);
      await load(server.child, base, target, { cookie }, WARMUP_SECONDS);
    }
    // Alternate, so a burst of load from elsewhere on the machine hits both.
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) {
        t.bare.push(await load(bare.child, bareBase, t.target, {}, SECONDS / ROUNDS));
        t.ours.push(await load(server.child, base, t.target, { cookie }, SECONDS / ROUNDS));
      }
    }
    await delay(2000);
    const rssAfter = rssMb(server.child);
    const kb = async (path: string) =>
      (await (await fetch(`${bareBase}${path}`)).arrayBuffer()).byteLength / 1024;
    return [
      { label: 'body of GET /api/trade', value: await kb(TARGETS.trade.paths[0]), unit: 'KB' },
      { label: 'body of GET /api/customer?query=a', value: await kb(TARGETS.search.paths[0]), unit: 'KB' },
      { label: `typing: ${TARGETS.typing.label}`, value: TARGETS.typing.paths.length, unit: 'queries' },
      ...targets.flatMap((t) => figuresOf(t.short, t.goal, t.bare, t.ours)),
      { label: 'server RSS, idle after start', value: rssIdle, unit: 'MB' },
      { label: 'server RSS, after the load', value: rssAfter, unit: 'MB' },
    ];
  } finally {
    await Promise.all([stop(bare.child), stop(server.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
