import { desc, lt, lte } from 'drizzle-orm';
import type { Database } from './db/index';
import { clientErrors, feedback } from './db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long rows of a table are kept, and how many at most (the newest). */
export interface RetentionRules {
  retentionDays: number;
  maxRows: number;
}

/**
 * Deletes the rows of `table` older than `retentionDays`, then all but the newest `maxRows`; returns how many
 * went. For tables that clients fill (error reports, feedback): each stays bounded whatever clients send.
 */
async function prune(
  db: Database,
  table: typeof clientErrors | typeof feedback,
  rules: RetentionRules,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - rules.retentionDays * DAY_MS);
  const old = await db.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id });
  const [oldestToDrop] = await db
    .select({ id: table.id })
    .from(table)
    .orderBy(desc(table.id))
    .offset(rules.maxRows)
    .limit(1);
  if (!oldestToDrop) return old.length;
  const excess = await db.delete(table).where(lte(table.id, oldestToDrop.id)).returning({ id: table.id });
  return old.length + excess.length;
}

/** Client error reports are for support, not an archive: the old ones and those past `maxRows` go. */
export function pruneClientErrors(db: Database, rules: RetentionRules, now = new Date()): Promise<number> {
  return prune(db, clientErrors, rules, now);
}

/** Feedback is read, not kept forever: the old messages and those past `maxRows` go. */
export function pruneFeedback(db: Database, rules: RetentionRules, now = new Date()): Promise<number> {
  return prune(db, feedback, rules, now);
}
