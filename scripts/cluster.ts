// `npm run cluster`: a local cluster to try the server on more than one instance. A throwaway Debian PostgreSQL,
// CLUSTER_SIZE instances (3) on ports of their own, and HAProxy in front on PORT (8080), round-robin with health
// checks on /api/health (scripts/haproxy.cfg). Its run folder (CLUSTER_DIR, a fresh temporary folder by default)
// holds instances.json, each instance's data folder and log, and the database. Ctrl-C or SIGTERM stops it all.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HAPROXY_TEMPLATE = path.join(root, 'scripts', 'haproxy.cfg');
const HAPROXY = '/usr/sbin/haproxy';

export interface ClusterOptions {
  /** Instances (CLUSTER_SIZE). */
  size: number;
  /** HAProxy's port (PORT); 0 picks a free one. */
  port: number;
  /** The run folder (CLUSTER_DIR); a fresh temporary one, removed at the end, when undefined. */
  dir: string | undefined;
  /** More environment for every instance (e.g. a shorter interval of the sample commits in a test). */
  env?: Record<string, string>;
  /** More PostgreSQL settings (`-c name=value`), e.g. the bench's `shared_preload_libraries=pg_stat_statements`. */
  postgresSettings?: Record<string, string>;
}

export interface ClusterInstance {
  id: string;
  port: number;
  pid: number;
}

export interface Cluster {
  /** HAProxy's address. */
  url: string;
  dir: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  stop: () => Promise<void>;
}

/** A free port of 127.0.0.1, as the system hands one out. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `check` until it resolves true, or fails after `timeoutMs` with `what`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s: not so.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The folder of the newest installed PostgreSQL's programs (Debian's postgresql package), if any. */
async function postgresBin(): Promise<string | undefined> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((d) => existsSync(path.join(d, 'pg_ctl')));
}

/** Installs Debian's postgresql and haproxy when missing, as root (as scripts/ensure-deps.mjs does Chromium). */
export async function ensureClusterPackages(): Promise<void> {
  const missing = [
    ...((await postgresBin()) ? [] : ['postgresql']),
    ...(existsSync(HAPROXY) ? [] : ['haproxy']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      `The cluster needs Debian's ${missing.join(' and ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` first.`,
    );
  console.log(`Installing Debian's ${missing.join(' and ')} for the cluster…`);
  execFileSync(
    'sh',
    [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    ],
    { stdio: 'inherit' },
  );
}

/**
 * A throwaway PostgreSQL in `dir`/pg, reached through a Unix socket there (no port to collide with). Postgres
 * refuses to run as root: as root, it runs as the `postgres` user, who owns the folder.
 */
async function startPostgres(
  dir: string,
  settings: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = await postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install postgresql (Debian's package).");
  const pgDir = path.join(dir, 'pg');
  const data = path.join(pgDir, 'data');
  await mkdir(pgDir, { recursive: true });
  const ids =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
        }
      : {};
  if (ids.uid !== undefined) {
    // The postgres user reaches its folder through the run folder, which mkdtemp made for root alone.
    await chmod(dir, 0o711);
    await chown(pgDir, ids.uid, ids.gid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(path.join(bin, program), args, { ...ids, stdio: 'ignore' });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    'start',
    '-w',
    '-D',
    data,
    '-l',
    path.join(pgDir, 'postgres.log'),
    '-o',
    [
      `-k ${pgDir} -c listen_addresses= -c max_connections=100`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
  ]);
  return {
    url: `postgres://postgres@${encodeURIComponent(pgDir)}/postgres`,
    stop: async () => {
      run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
    },
  };
}

/** The HAProxy config of the template, for HAProxy on `port` in front of `instances`. */
export async function haproxyConfig(port: number, instances: readonly ClusterInstance[]): Promise<string> {
  const template = await readFile(HAPROXY_TEMPLATE, 'utf8');
  const servers = instances.map((i) => `  server ${i.id} 127.0.0.1:${i.port}`).join('\n');
  return template.replace('{{PORT}}', String(port)).replace('{{SERVERS}}', servers);
}

/** Waits for a child's exit, killing it with `signal` first when it still runs. */
async function end(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** Starts the cluster; `stop()` ends everything it started and removes a temporary run folder. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'toolbox-cluster-')));
  await mkdir(dir, { recursive: true });
  const servers: ChildProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  const stop = async () => {
    // HAProxy first, so no request reaches an instance on its way out; then the instances, then their database.
    if (haproxy) await end(haproxy);
    await Promise.all(servers.map((s) => end(s)));
    await postgres?.stop().catch(() => undefined);
    if (options.dir === undefined) await rm(dir, { recursive: true, force: true });
    else await rm(path.join(dir, 'pg'), { recursive: true, force: true });
  };
  try {
    postgres = await startPostgres(dir, options.postgresSettings);
    const databaseUrl = postgres.url;
    const ports = await Promise.all(Array.from({ length: options.size }, () => freePort()));
    const instances: ClusterInstance[] = [];
    for (const [i, port] of ports.entries()) {
      const id = `node-${i + 1}`;
      const log = await open(path.join(dir, `${id}.log`), 'w');
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          ...options.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          INSTANCE_ID: id,
          CLUSTER_SIZE: String(options.size),
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(dir, id),
          // HAProxy, on this machine, says who the client is: per-address limits count clients, not the balancer.
          TRUSTED_PROXIES: '127.0.0.1',
        },
        stdio: ['ignore', log.fd, log.fd],
      });
      await log.close();
      servers.push(child);
      instances.push({ id, port, pid: child.pid ?? -1 });
    }
    const haproxyPort = options.port || (await freePort());
    const cfg = path.join(dir, 'haproxy.cfg');
    await writeFile(cfg, await haproxyConfig(haproxyPort, instances));
    for (const instance of instances) {
      await until(
        `${instance.id} answers /api/health (see ${path.join(dir, `${instance.id}.log`)})`,
        async () => (await fetch(`http://127.0.0.1:${instance.port}/api/health`)).ok,
        120_000,
      );
    }
    haproxy = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'inherit'] });
    const url = `http://127.0.0.1:${haproxyPort}`;
    await until('HAProxy answers', async () => (await fetch(`${url}/api/health`)).ok, 20_000);
    await writeFile(path.join(dir, 'instances.json'), `${JSON.stringify(instances, null, 2)}\n`);
    return { url, dir, instances, databaseUrl, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** The command: starts the cluster from the environment, prints where it is, stops it on Ctrl-C or SIGTERM. */
async function main(): Promise<void> {
  const size = Number(process.env.CLUSTER_SIZE || 3);
  const port = Number(process.env.PORT || 8080);
  if (!Number.isInteger(size) || size < 1) throw new Error(`CLUSTER_SIZE must be a whole number ≥ 1.`);
  const dir = process.env.CLUSTER_DIR || undefined;
  await ensureClusterPackages();
  const cluster = await startCluster({ size, port, dir });
  console.log(`Run folder: ${cluster.dir} (instances.json, each instance's log and data)`);
  for (const i of cluster.instances) console.log(`  ${i.id}: http://127.0.0.1:${i.port} (pid ${i.pid})`);
  console.log(`Toolbox cluster of ${size} behind HAProxy: ${cluster.url}  (Ctrl-C stops it)`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    cluster.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
