// @vitest-environment node
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../mocks/data/users';
import { INSTANCE_HEADER } from '../../src/api/routes';
import { HealthSchema } from '../../src/api/schemas';
import { buildApp } from '../app';
import { MIGRATIONS_DIR } from '../db/index';
import { realPostgresTargets } from '../db/postgresTargets';
import { loginCookie, startTestApp, testConfig } from '../testing';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function count(url: string, sql: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]?.n;
  } finally {
    await client.end();
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(await realPostgresTargets())('instances starting at once on $name', (target) => {
  let url = '';
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, stop } = await target.start());
  });
  afterAll(async () => {
    await stop?.();
  });

  it('migrate and seed once, name themselves on every answer and agree on one leader', async () => {
    const started = await Promise.all(
      [1, 2, 3].map(() => startTestApp({ databaseUrl: url, clusterSize: 3 })),
    );
    try {
      expect(await count(url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toBe(
        journal.entries.length,
      );
      expect(await count(url, 'SELECT count(*)::int AS n FROM users')).toBe(SEED_USERS.length);
      const companies = await count(url, 'SELECT count(*)::int AS n FROM companies');
      expect(companies).toBeGreaterThan(0);

      const health = async () =>
        Promise.all(
          started.map(async ({ app, config }) => {
            const res = await app.inject({ url: '/api/health' });
            expect(res.headers[INSTANCE_HEADER.toLowerCase()]).toBe(config.instanceId);
            return HealthSchema.parse(res.json());
          }),
        );
      const answers = await until(health, (all) => all.filter((h) => h.leader).length === 1);
      expect(answers.filter((h) => h.leader)).toHaveLength(1);
      expect(new Set(answers.map((h) => h.instance)).size).toBe(3);

      const [first] = started;
      if (!first) throw new Error('no instance');
      // Refused before any route: the header is still there.
      const missing = await first.app.inject({ url: '/api/nothing-here' });
      expect(missing.statusCode).toBe(401);
      expect(missing.headers[INSTANCE_HEADER.toLowerCase()]).toBe(first.config.instanceId);
      await loginCookie(first.app, 'demo');
    } finally {
      await Promise.all(started.map((s) => s.close()));
    }
  });

  it('a leader that closes hands over to the next instance', async () => {
    const a = await startTestApp({ databaseUrl: url });
    const b = await startTestApp({ databaseUrl: url });
    try {
      const leaders = () => [a, b].filter((s) => s.app.leadership.isLeader);
      await until(
        async () => leaders().length,
        (n) => n === 1,
      );
      const [leader] = leaders();
      const other = leader === a ? b : a;
      await leader?.app.close();
      expect(await until(async () => other.app.leadership.isLeader, Boolean)).toBe(true);
    } finally {
      await Promise.all([a.close().catch(() => undefined), b.close()]);
    }
  });
});

describe('a configuration the instances cannot share', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('CLUSTER_SIZE > 1 on the embedded database is refused at start, in the log', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    await expect(
      buildApp(testConfig(dataDir, { clusterSize: 2, logLevel: 'info' }), {
        logger: { level: 'info', stream },
      }),
    ).rejects.toThrow(/Refusing to start: CLUSTER_SIZE=2 needs a database the instances share/);
    expect(log).toMatch(/"level":60.*Refusing to start: CLUSTER_SIZE=2/);
  });
});
