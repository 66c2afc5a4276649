import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../config';
import * as schema from './schema';

/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** '@electric-sql/pglite' or 'pg': the driver in use, for the About data. */
  driver: '@electric-sql/pglite' | 'pg';
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The most connections the node-postgres pool opens to DATABASE_URL. */
export const PG_POOL_MAX = 10;

/**
 * Opens the database (node-postgres when DATABASE_URL is set, else embedded PGlite under DATA_DIR/pglite) and
 * applies the committed migrations.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: PG_POOL_MAX });
    try {
      const db = drizzle({ client: pool, schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return { db, driver: 'pg', close: () => pool.end() };
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
  const client = await PGlite.create(dir);
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, driver: '@electric-sql/pglite', close: () => client.close() };
  } catch (e) {
    await client.close();
    throw e;
  }
}
