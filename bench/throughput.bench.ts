import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { ROOT_DIR } from '../server/config';
import type { Figure } from './run';

export const name =
  'Server throughput: authenticated GET /api/trade vs a bare node:http server sending the same body ' +
  '(autocannon, 50 connections, loopback, servers in child processes)';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);

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
 * Loads a server for `seconds` and measures req/s, p99 latency, and the server's CPU time per request: on a
 * machine shared with other work req/s swing with the neighbours, CPU per request much less.
 */
async function load(server: ChildProcess, url: string, headers: Record<string, string>, seconds: number) {
  const cpuBefore = cpuMs(server);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpu = cpuMs(server) - cpuBefore;
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} failed requests (${result.non2xx} non-2xx)`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUsPerRequest: (1000 * cpu) / Math.max(1, result.requests.total),
  };
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
    return port ? `http://127.0.0.1:${port}/` : undefined;
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
    const [bareUrl, base] = await Promise.all([bare.ready, server.ready]);
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
    const tradeUrl = `${base}/api/trade`;
    const same = await fetch(tradeUrl, { headers: { cookie } });
    const bareBody = await (await fetch(bareUrl)).arrayBuffer();
    const ourBody = await same.arrayBuffer();
    if (ourBody.byteLength !== bareBody.byteLength) {
      throw new Error(`bodies differ: ${ourBody.byteLength} vs ${bareBody.byteLength} bytes`);
    }

    await load(bare.child, bareUrl, {}, WARMUP_SECONDS);
    await load(server.child, tradeUrl, { cookie }, WARMUP_SECONDS);
    // Alternate, so a burst of load from elsewhere on the machine hits both.
    const bareRuns = [];
    const ourRuns = [];
    for (let round = 0; round < 2; round++) {
      bareRuns.push(await load(bare.child, bareUrl, {}, SECONDS / 2));
      ourRuns.push(await load(server.child, tradeUrl, { cookie }, SECONDS / 2));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const bareRps = mean(bareRuns.map((r) => r.rps));
    const ourRps = mean(ourRuns.map((r) => r.rps));
    const bareCpu = mean(bareRuns.map((r) => r.cpuUsPerRequest));
    const ourCpu = mean(ourRuns.map((r) => r.cpuUsPerRequest));
    await delay(2000);
    const rssAfter = rssMb(server.child);
    return [
      { label: 'body of GET /api/trade', value: bareBody.byteLength / 1024, unit: 'KB' },
      { label: 'bare node:http, req/s', value: bareRps, unit: 'req/s' },
      { label: 'bare node:http, p99 latency', value: Math.max(...bareRuns.map((r) => r.p99)), unit: 'ms' },
      { label: 'server, authenticated GET /api/trade, req/s', value: ourRps, unit: 'req/s' },
      { label: 'server, p99 latency (goal ≤ 50)', value: Math.max(...ourRuns.map((r) => r.p99)), unit: 'ms' },
      { label: 'server / bare (goal ≥ 60)', value: (100 * ourRps) / bareRps, unit: '%' },
      { label: 'bare node:http, CPU per request', value: bareCpu, unit: 'µs' },
      { label: 'server, CPU per request', value: ourCpu, unit: 'µs' },
      {
        label: 'bare / server CPU per request (load-independent ratio)',
        value: (100 * bareCpu) / ourCpu,
        unit: '%',
      },
      { label: 'server RSS, idle after start', value: rssIdle, unit: 'MB' },
      { label: 'server RSS, after the load', value: rssAfter, unit: 'MB' },
    ];
  } finally {
    await Promise.all([stop(bare.child), stop(server.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
