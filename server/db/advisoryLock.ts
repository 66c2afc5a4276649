import type pg from 'pg';

/**
 * Keys of the Postgres advisory locks the instances of a cluster share: one space for the whole app, so an
 * unrelated lock of another program on the same database is unlikely to collide (they are 64-bit).
 */
export const ADVISORY_LOCKS = {
  /** Held while one instance migrates and seeds: the others wait, then find nothing left to do. */
  startup: 0x746f6f6c_0001n,
  /** Held, on a connection of its own, by the leader: the instance that runs the singleton jobs. */
  leader: 0x746f6f6c_0002n,
} as const;

/**
 * Runs `task` while this process holds the session-level advisory lock `key`, on a connection of the pool kept
 * for it: other instances asking for the same lock wait until it is released (or its connection dies).
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: bigint, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key.toString()]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key.toString()]);
    }
  } finally {
    client.release();
  }
}
