import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { loginThrottle } from '../db/schema';

/** A run of failures older than this is forgotten: the next failure counts from one again. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface LoginThrottleOptions {
  /** Failures in a row before the first lock. */
  lockAfter: number;
  /** The first lock; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
}

/** The account key: what the user typed, trimmed and lower-cased, so `Admin` and `admin` share one count. */
function keyOf(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The per-account back-off of logins, in the database (beside the per-address rate limit, which is in memory):
 * after `lockAfter` failures in a row an account is locked for `baseMs`, doubled for each further failure up to
 * `maxMs`. A successful login clears it; a restart does not.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** Milliseconds until the account may try again; 0 when it is not locked. */
  async lockedForMs(username: string, now = new Date()): Promise<number> {
    const [row] = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.username, keyOf(username)));
    const until = row?.lockedUntil?.getTime() ?? 0;
    return Math.max(0, until - now.getTime());
  }

  /** The lock after `failures` failures in a row, in ms (0 below the threshold). */
  lockMsAfter(failures: number): number {
    const { lockAfter, baseMs, maxMs } = this.options;
    if (failures < lockAfter) return 0;
    return Math.min(maxMs, baseMs * 2 ** Math.min(failures - lockAfter, 30));
  }

  /** Counts a failed login (atomically, so parallel guesses all count) and locks the account when due. */
  async recordFailure(
    username: string,
    now = new Date(),
  ): Promise<{ failures: number; lockedForMs: number }> {
    const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ username: keyOf(username), failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.username,
        set: {
          failures: sql`case when ${loginThrottle.lastFailureAt} < ${forgetBefore} then 1 else ${loginThrottle.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottle.failures });
    const failures = row?.failures ?? 1;
    const lockedForMs = this.lockMsAfter(failures);
    if (lockedForMs > 0) {
      await this.db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + lockedForMs) })
        .where(eq(loginThrottle.username, keyOf(username)));
    }
    return { failures, lockedForMs };
  }

  /** A successful login: the count starts over. */
  async clear(username: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.username, keyOf(username)));
  }

  /** Deletes the rows of accounts without a failure for FAILURE_MEMORY_MS (and no lock left); returns how many. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - Math.max(FAILURE_MEMORY_MS, this.options.maxMs));
    const deleted = await this.db
      .delete(loginThrottle)
      .where(lt(loginThrottle.lastFailureAt, before))
      .returning({ username: loginThrottle.username });
    return deleted.length;
  }
}
