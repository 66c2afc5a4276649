import { desc, lt, lte } from 'drizzle-orm';
import type { Database } from './db/index';
import { clientErrors } from './db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the client error reports older than `retentionDays`, then all but the newest `maxRows`; returns how
 * many went. Reports are for support, not an archive: the table stays bounded whatever clients send.
 */
export async function pruneClientErrors(
  db: Database,
  rules: { retentionDays: number; maxRows: number },
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - rules.retentionDays * DAY_MS);
  const old = await db
    .delete(clientErrors)
    .where(lt(clientErrors.createdAt, cutoff))
    .returning({ id: clientErrors.id });
  const [oldestToDrop] = await db
    .select({ id: clientErrors.id })
    .from(clientErrors)
    .orderBy(desc(clientErrors.id))
    .offset(rules.maxRows)
    .limit(1);
  if (!oldestToDrop) return old.length;
  const excess = await db
    .delete(clientErrors)
    .where(lte(clientErrors.id, oldestToDrop.id))
    .returning({ id: clientErrors.id });
  return old.length + excess.length;
}
