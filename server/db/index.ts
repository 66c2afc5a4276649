import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { ServerConfig } from '../config';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisoryLock';
import * as schema from './schema';

/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** '@electric-sql/pglite' or 'pg': the driver in use, for the About data. */
  driver: '@electric-sql/pglite' | 'pg';
  /** The node-postgres pool behind `db` (DATABASE_URL); undefined on the embedded database. */
  pool: pg.Pool | undefined;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The most connections the node-postgres pool opens to DATABASE_URL. */
export const PG_POOL_MAX = 10;

/**
 * Postgres settings of the embedded database. Its memory is WebAssembly memory, which grows and is never given
 * back; PGlite's defaults (128 MB of shared buffers, 64 MB for maintenance) are sized for a real server, not for
 * this app's few small tables.
 */
export const PGLITE_SETTINGS: readonly string[] = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=8MB',
];

/**
 * Opens the database (node-postgres when DATABASE_URL is set, else embedded PGlite under DATA_DIR/pglite),
 * applies the committed migrations and then runs `prepare` (the seeding). On Postgres both run under an advisory
 * lock, so instances started at once take turns instead of racing on the same tables. A fresh PGlite directory
 * is created first and then reopened when `reopenFreshDatabase` is set (the server does; tests skip the extra
 * second).
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> & Partial<Pick<ServerConfig, 'reopenFreshDatabase'>>,
  prepare: (db: Database) => Promise<void> = async () => {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: PG_POOL_MAX });
    try {
      const db = drizzle({ client: pool, schema });
      await withAdvisoryLock(pool, ADVISORY_LOCKS.startup, async () => {
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        await prepare(db);
      });
      return { db, driver: 'pg', pool, close: () => pool.end() };
    } catch (e) {
      await pool.end();
      throw e;
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const options = {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  };
  if (config.reopenFreshDatabase && !existsSync(path.join(dir, 'PG_VERSION'))) {
    // Creating the database cluster (initdb) leaves the WebAssembly memory at ~600 MB for good: create it, close
    // it, and serve from a fresh instance, which stays at about a fifth of that.
    await (await PGlite.create(dir, options)).close();
  }
  const client = await PGlite.create(dir, options);
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await prepare(db);
    return { db, driver: '@electric-sql/pglite', pool: undefined, close: () => client.close() };
  } catch (e) {
    await client.close();
    throw e;
  }
}
