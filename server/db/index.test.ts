// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './index';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-db-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('creates a fresh PGlite database, reopens it, and runs it with buffers sized for the app', async () => {
  const handle = await openDatabase({ dataDir, databaseUrl: undefined, reopenFreshDatabase: true });
  try {
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const result: unknown = await handle.db.execute(
      sql`select current_setting('shared_buffers') as shared, current_setting('maintenance_work_mem') as maintenance`,
    );
    // PGlite's driver answers {rows}; the shape of a row is the query's.
    const rows = (result as { rows: { shared: string; maintenance: string }[] }).rows;
    expect(rows).toEqual([{ shared: '16MB', maintenance: '8MB' }]);
  } finally {
    await handle.close();
  }
});
