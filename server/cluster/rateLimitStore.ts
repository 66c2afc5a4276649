import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/index';
import { rateLimitCounts } from '../db/schema';

/** Routes' keys are at most this long (a long route path with an IPv6 address is well under). */
const MAX_KEY_LENGTH = 512;

/**
 * @fastify/rate-limit's store on Postgres: every instance of a cluster counts in one table, so N instances
 * allow the limit, not N times it. One statement per counted request: it starts a window, or counts in it.
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      pool
        .query<{ current: number; ttl: number }>(
          `INSERT INTO rate_limit_counts AS r (key, count, window_ends)
           VALUES ($1, 1, now() + $2 * interval '1 millisecond')
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.count + 1 END,
             window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END
           RETURNING count AS current,
             GREATEST(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl`,
          [`${this.prefix}${key}`.slice(0, MAX_KEY_LENGTH), timeWindow],
        )
        .then(
          ({ rows }) => callback(null, rows[0] ?? { current: 1, ttl: timeWindow }),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
    }

    /** One store per limited route: its counts apart from the others' (the plugin passes the route as routeInfo). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route: unknown = 'routeInfo' in routeOptions ? routeOptions.routeInfo : undefined;
      const name =
        route && typeof route === 'object' && 'method' in route && 'url' in route
          ? `${String(route.method)}${String(route.url)}`
          : '';
      return new PostgresRateLimitStore(`${this.prefix}${name}-`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes the counts of ended windows (a retention rule); returns how many. */
export async function pruneRateLimitCounts(db: Database): Promise<number> {
  const gone = await db
    .delete(rateLimitCounts)
    .where(lte(rateLimitCounts.windowEnds, new Date()))
    .returning({ key: rateLimitCounts.key });
  return gone.length;
}
