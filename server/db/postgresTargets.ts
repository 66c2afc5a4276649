import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PG_POOL_MAX } from './index';

/** A Postgres server a test of the node-postgres path (DATABASE_URL) runs against. */
export interface PostgresTarget {
  name: string;
  /** Starts the server (if the test owns it) and returns its URL and how to stop it. */
  start: () => Promise<{ url: string; stop: () => Promise<void> }>;
}

/**
 * An in-memory PGlite that @electric-sql/pglite-socket serves on a free 127.0.0.1 port: no Postgres install is
 * needed. It runs the messages of all connections on one session, one message at a time (a transaction's are
 * kept together), so it fits tests that send one query at a time; statements of two connections at once can mix
 * (one's Bind meets the other's Parse).
 */
const pgliteSocket: PostgresTarget = {
  name: 'PGlite over pglite-socket',
  async start() {
    const db = await PGlite.create();
    // It refuses connections past maxConnections: allow every one the pool may open, plus the test's own client.
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: PG_POOL_MAX + 1,
    });
    try {
      await server.start();
    } catch (e) {
      await db.close();
      throw e;
    }
    return {
      // getServerConn() is host:port, with the port the OS picked.
      url: `postgres://postgres@${server.getServerConn()}/postgres`,
      stop: async () => {
        await server.stop();
        await db.close();
      },
    };
  },
};

/** TEST_DATABASE_URL: a Postgres database the tests may create tables in (its data is the test's to change). */
function externalTarget(): PostgresTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [{ name: 'TEST_DATABASE_URL', start: async () => ({ url, stop: async () => {} }) }] : [];
}

/** The folder of the installed Postgres server's programs (Debian's postgresql package), if any. */
async function postgresBinDir(): Promise<string | null> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const dirs = [
    ...versions.sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return (
    dirs.find((d) => d && existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'postgres'))) ?? null
  );
}

/**
 * A throwaway Postgres of the local install: a fresh cluster in a temporary folder, reached only through a Unix
 * socket in that folder (no port to collide with), without fsync. Postgres refuses to run as root: as root, it
 * runs as the `postgres` user, who owns the folder.
 */
function localPostgres(bin: string): PostgresTarget {
  return {
    name: `a throwaway Postgres (${bin})`,
    async start() {
      const dir = await mkdtemp(path.join(tmpdir(), 'toolbox-pg-'));
      const ids =
        process.getuid?.() === 0
          ? {
              uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
              gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
            }
          : {};
      try {
        if (ids.uid !== undefined) await chown(dir, ids.uid, ids.gid);
        const data = path.join(dir, 'data');
        execFileSync(
          path.join(bin, 'initdb'),
          ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
          { ...ids, stdio: 'ignore' },
        );
        const server = spawn(
          path.join(bin, 'postgres'),
          ['-D', data, '-k', dir, '-c', 'listen_addresses=', '-c', 'fsync=off', '-c', 'max_connections=60'],
          { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
        await new Promise<void>((resolve, reject) => {
          // Read to the end, so a full pipe never stops the server; kept only until it is ready.
          let log: string | null = '';
          createInterface({ input: server.stderr }).on('line', (line) => {
            if (log === null) return;
            log += `${line}\n`;
            if (line.includes('ready to accept connections')) {
              log = null;
              resolve();
            }
          });
          server.once('exit', (code) =>
            reject(new Error(`postgres exited (${code}) before it was ready:\n${log}`)),
          );
        });
        return {
          url: `postgres://postgres@${encodeURIComponent(dir)}/postgres`,
          stop: async () => {
            // A smart shutdown: it waits for the sessions to end. Closed pools may still be ending theirs, and a fast
            // one would end them with an error the test did not cause.
            server.kill('SIGTERM');
            await exited;
            await rm(dir, { recursive: true, force: true });
          },
        };
      } catch (e) {
        await rm(dir, { recursive: true, force: true });
        throw e;
      }
    },
  };
}

/** PGlite over pglite-socket, and TEST_DATABASE_URL when set. */
export function postgresTargets(): PostgresTarget[] {
  return [pgliteSocket, ...externalTarget()];
}

/**
 * Real Postgres servers, for tests of several connections at once (locks, parallel transactions): a throwaway one
 * of the local install when there is one, and TEST_DATABASE_URL when set. With neither, the one target fails to
 * start with what to install: such a test must run, not pass by having nothing to run.
 */
export async function realPostgresTargets(): Promise<PostgresTarget[]> {
  const bin = await postgresBinDir();
  const targets = [...(bin ? [localPostgres(bin)] : []), ...externalTarget()];
  return targets.length > 0 ? targets : [missingPostgres];
}

const missingPostgres: PostgresTarget = {
  name: 'no Postgres server',
  start: () =>
    Promise.reject(
      new Error(
        "This test needs a real Postgres server: install Debian's postgresql package (.ci/run does) or set TEST_DATABASE_URL.",
      ),
    ),
};
