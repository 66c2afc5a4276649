// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../mocks/data/users';
import { EnvironmentSchema } from '../../src/api/schemas';
import { loginCookie, startTestApp } from '../testing';
import { MIGRATIONS_DIR, PG_POOL_MAX } from './index';
import { postgresTargets } from './postgresTargets';

/** The node-postgres path (DATABASE_URL), against each of the Postgres servers of `postgresTargets()`. */
const targets = postgresTargets();

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** Runs one query on a connection of its own, outside the app's pool. */
async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

const appliedMigrations = async (url: string) =>
  (await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))[0]?.n;
const usernames = async (url: string) =>
  (await query<{ username: string }>(url, 'SELECT username FROM users ORDER BY username')).map(
    (r) => r.username,
  );

describe.each(targets)('with DATABASE_URL on $name (node-postgres)', (target) => {
  let url = '';
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ url, stop } = await target.start());
  });
  afterAll(async () => {
    await stop?.();
  });

  it('migrates, seeds, logs in and reports the pg driver', async () => {
    const { app, close } = await startTestApp({ databaseUrl: url });
    try {
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
      expect(await usernames(url)).toEqual(expect.arrayContaining(SEED_USERS.map((u) => u.username)));

      const cookie = await loginCookie(app, 'admin');
      // More requests at once than the pool has connections: each looks up the session through the pool.
      const responses = await Promise.all(
        Array.from({ length: PG_POOL_MAX * 2 }, () =>
          app.inject({ url: '/api/environment', headers: { cookie } }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
      const env = EnvironmentSchema.parse(responses[0]?.json());
      const names = env.serverLibraries.map((l) => l.name);
      expect(names).toContain('pg');
      expect(names).not.toContain('@electric-sql/pglite');
    } finally {
      await close();
    }
  });

  it('restarts on the same database without migrating or seeding again', async () => {
    const first = await startTestApp({ databaseUrl: url });
    await first.close();
    const migrations = await appliedMigrations(url);
    const users = await usernames(url);

    const { app, close } = await startTestApp({ databaseUrl: url });
    try {
      expect(await appliedMigrations(url)).toBe(migrations);
      expect(await usernames(url)).toEqual(users);
      await loginCookie(app, 'demo');
    } finally {
      await close();
    }
  });
});
