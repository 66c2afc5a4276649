import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureClusterPackages, startCluster, type Cluster, type ClusterInstance } from '../scripts/cluster';
import { direct, health, login, ReconnectingClient, until } from '../scripts/clusterClient';
import { WS_TOPICS } from '../src/api/schemas';
import type { Figure } from './run';
import { quantile } from './stats';
import { TARGETS } from './throughputTargets';

export const name =
  'Cluster (npm run cluster: Debian PostgreSQL, instances, HAProxy): authenticated GET /api/trade through HAProxy ' +
  'with 1 and 3 instances against one instance on the same Postgres without HAProxy (autocannon, 50 connections, ' +
  'alternating rounds), queries per request, logout reach, leader failover';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
/** Seconds each setup is loaded, split over ROUNDS alternating rounds. */
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.CLUSTER_BENCH_ROUNDS ?? 2));
/** Requests whose Postgres statements are counted, one at a time. */
const COUNTED_REQUESTS = 1000;
const LOGOUTS = 5;
const TRADE = TARGETS.trade.paths[0];

/** Loads `base` with authenticated GET /api/trade for `seconds`: req/s and p99 latency (ms). */
async function load(base: string, cookie: string, seconds: number) {
  const result = await autocannon({
    url: `${base}${TRADE}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${base}: ${bad} failed requests (${result.non2xx} non-2xx)`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

type Run = Awaited<ReturnType<typeof load>>;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Statements Postgres ran per authenticated GET /api/trade on `instance` (pg_stat_statements, the database-wide
 * count), less what the cluster runs by itself (its leader's timers) over as long without requests.
 */
async function queriesPerRequest(
  cluster: Cluster,
  instance: ClusterInstance,
  cookie: string,
): Promise<{ perRequest: number; during: number; idle: number }> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const statements = async () => {
      const { rows } = await client.query<{ calls: string }>(
        "SELECT coalesce(sum(calls), 0)::text AS calls FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'",
      );
      return Number(rows[0]?.calls ?? NaN);
    };
    const get = async () => {
      const res = await fetch(`${direct(instance)}${TRADE}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${TRADE} answered ${res.status}`);
    };
    await get();
    const before = await statements();
    const started = Date.now();
    for (let i = 0; i < COUNTED_REQUESTS; i++) await get();
    const during = (await statements()) - before;
    const elapsed = Date.now() - started;
    const idleBefore = await statements();
    await delay(elapsed);
    const idle = (await statements()) - idleBefore;
    return { perRequest: (during - idle) / COUNTED_REQUESTS, during, idle };
  } finally {
    await client.end();
  }
}

/** Logs in through HAProxy, uses the session on every instance, logs out through the first: ms until all refuse it. */
async function logoutReach(cluster: Cluster): Promise<number> {
  const cookie = await login(cluster.url, 'demo');
  const session = async (instance: ClusterInstance) =>
    (await fetch(`${direct(instance)}/api/environment`, { headers: { cookie } })).status;
  // Every instance now holds the session in its cache: the logout has to clear it there.
  const known = await Promise.all(cluster.instances.map(session));
  if (known.some((s) => s !== 200))
    throw new Error(`the session was not valid everywhere: ${known.join(', ')}`);
  const [first] = cluster.instances as [ClusterInstance];
  const out = await fetch(`${direct(first)}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: direct(first) },
    body: '{}',
  });
  if (out.status !== 200) throw new Error(`logout answered ${out.status}`);
  const loggedOut = performance.now();
  const statuses = await until(
    () => Promise.all(cluster.instances.map(session)),
    (all) => all.every((s) => s === 401),
    10_000,
  );
  if (!statuses.every((s) => s === 401)) throw new Error(`still valid after 10 s: ${statuses.join(', ')}`);
  return performance.now() - loggedOut;
}

/**
 * Websocket clients through HAProxy (one per instance, round-robin) on the leader's sample commits; kill -9 of the
 * leader: ms until a survivor says it leads, and until a client gets the first push after the kill.
 */
async function failover(cluster: Cluster): Promise<{ leader: number; push: number }> {
  const cookie = await login(cluster.url, 'demo');
  const clients = cluster.instances.map(
    () => new ReconnectingClient(cluster.url, cookie, [WS_TOPICS.gitHubUpdate]),
  );
  try {
    const pushed = await until(
      async () => clients.every((c) => c.received(WS_TOPICS.gitHubUpdate)),
      Boolean,
      20_000,
    );
    if (!pushed) throw new Error('no sample commit reached every client');
    const states = await Promise.all(cluster.instances.map((i) => health(direct(i))));
    const leader = cluster.instances.find((_, n) => states[n]?.leader);
    if (!leader) throw new Error('no leader');
    const survivors = cluster.instances.filter((i) => i !== leader);

    // Killed just after one of its pushes (a sample commit a second), the old leader has no other on the way: a
    // push more than 100 ms after the kill (late copies of that one aside) is the new leader's.
    for (const c of clients) c.messages.length = 0;
    await until(async () => clients.some((c) => c.received(WS_TOPICS.gitHubUpdate)), Boolean, 10_000);
    process.kill(leader.pid, 'SIGKILL');
    const killed = Date.now();
    const inFlight = killed + 100;
    const firstPush = () =>
      Math.min(
        ...clients.flatMap((c) =>
          c.messages.filter((m) => m.topic === WS_TOPICS.gitHubUpdate && m.at > inFlight).map((m) => m.at),
        ),
      );
    const newLeader = await until(
      async () =>
        (await Promise.all(survivors.map((i) => health(direct(i))))).some((h) => h?.leader)
          ? Date.now()
          : undefined,
      (at) => at !== undefined,
      30_000,
    );
    if (newLeader === undefined) throw new Error('no new leader within 30 s');
    await until(async () => firstPush(), Number.isFinite, 30_000);
    const push = firstPush();
    if (!Number.isFinite(push)) throw new Error('no push within 30 s of the new leader');
    return { leader: newLeader - killed, push: push - killed };
  } finally {
    for (const c of clients) c.stop();
  }
}

export async function run(): Promise<Figure[]> {
  await ensureClusterPackages();
  const options = {
    port: 0,
    dir: undefined,
    // A sample commit a second: the pushes the failover waits for. Every login comes from 127.0.0.1.
    env: {
      GITHUB_SAMPLE_INTERVAL_S: '1',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'false',
    },
    postgresSettings: { shared_preload_libraries: 'pg_stat_statements' },
  };
  const one = await startCluster({ ...options, size: 1 });
  let three: Cluster | undefined;
  try {
    three = await startCluster({ ...options, size: 3 });
    const [single] = one.instances as [ClusterInstance];
    const [oneCookie, threeCookie] = await Promise.all([login(one.url, 'demo'), login(three.url, 'demo')]);
    const setups = [
      { short: 'one instance, no HAProxy', base: direct(single), cookie: oneCookie, runs: [] as Run[] },
      { short: 'HAProxy + 1 instance', base: one.url, cookie: oneCookie, runs: [] as Run[] },
      { short: 'HAProxy + 3 instances', base: three.url, cookie: threeCookie, runs: [] as Run[] },
    ];
    for (const s of setups) await load(s.base, s.cookie, WARMUP_SECONDS);
    // Alternate, so a burst of load from elsewhere on the machine hits every setup.
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of setups) s.runs.push(await load(s.base, s.cookie, SECONDS / ROUNDS));
    }
    const [yardstick] = setups as [(typeof setups)[number]];
    const figures: Figure[] = setups.flatMap((s, n) => {
      const rps = mean(s.runs.map((r) => r.rps));
      const p99 = Math.max(...s.runs.map((r) => r.p99));
      const own: Figure[] = [
        { label: `${s.short}, req/s`, value: rps, unit: 'req/s' },
        { label: `${s.short}, p99 latency`, value: p99, unit: 'ms' },
      ];
      if (n === 0) return own;
      const perRound = s.runs.map((r, i) => (100 * r.rps) / (yardstick.runs[i]?.rps ?? NaN));
      return [
        ...own,
        {
          label: `${s.short} / one instance, req/s (goal ≥ 75)`,
          value: (100 * rps) / mean(yardstick.runs.map((r) => r.rps)),
          unit: '%',
        },
        { label: `${s.short} / one instance, req/s, lowest round`, value: Math.min(...perRound), unit: '%' },
        {
          label: `${s.short} / one instance, p99`,
          value: (100 * p99) / Math.max(...yardstick.runs.map((r) => r.p99)),
          unit: '%',
        },
      ];
    });
    const [, behindOne, behindThree] = setups.map((s) => mean(s.runs.map((r) => r.rps)));
    figures.push({
      label: 'HAProxy + 3 instances / HAProxy + 1 instance, req/s',
      value: (100 * (behindThree ?? NaN)) / (behindOne ?? NaN),
      unit: '%',
    });
    const [threeFirst] = three.instances as [ClusterInstance];
    for (const [size, cluster, instance, cookie] of [
      [1, one, single, oneCookie],
      [3, three, threeFirst, threeCookie],
    ] as const) {
      const { perRequest, during, idle } = await queriesPerRequest(cluster, instance, cookie);
      figures.push(
        {
          label: `Postgres statements per GET /api/trade, CLUSTER_SIZE=${size}`,
          value: perRequest,
          unit: 'queries',
        },
        {
          label: `  CLUSTER_SIZE=${size}: during ${COUNTED_REQUESTS} requests / idle for as long`,
          value: during,
          unit: `/ ${idle} statements`,
        },
      );
    }
    const logouts: number[] = [];
    for (let i = 0; i < LOGOUTS; i++) logouts.push(await logoutReach(three));
    figures.push(
      {
        label: `logout refused on all 3 instances, median of ${LOGOUTS}`,
        value: quantile(logouts, 0.5),
        unit: 'ms',
      },
      {
        label: `logout refused on all 3 instances, slowest of ${LOGOUTS}`,
        value: Math.max(...logouts),
        unit: 'ms',
      },
    );
    const { leader, push } = await failover(three);
    figures.push(
      { label: 'kill -9 of the leader → a survivor leads', value: leader, unit: 'ms' },
      { label: 'kill -9 of the leader → first push through HAProxy', value: push, unit: 'ms' },
    );
    return figures;
  } finally {
    await three?.stop();
    await one.stop();
  }
}
