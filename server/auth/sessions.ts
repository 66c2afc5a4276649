import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Identity } from '../../src/api/schemas';
import type { ClusterBus } from '../cluster/clusterBus';
import type { Database } from '../db/index';
import { sessions, users, type UserRow } from '../db/schema';

export const SESSION_COOKIE = 'toolbox_session';

/** Who is calling: the session and its user. */
export interface SessionUser {
  /** The stored session id (hash of the cookie token). */
  sessionId: string;
  userId: number;
  identity: Identity;
}

export function toIdentity(
  user: Pick<UserRow, 'username' | 'displayName' | 'roles' | 'profilePicUrl'>,
): Identity {
  return {
    username: user.username,
    displayName: user.displayName,
    roles: [...user.roles],
    profilePicUrl: user.profilePicUrl,
  };
}

/** A stored session id: the hex SHA-256 of its token. */
const SESSION_ID = /^[0-9a-f]{64}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sessions kept in memory at most: enough for every user of an internal app, bounded against floods. */
export const MAX_CACHED_SESSIONS = 10_000;

interface CachedSession {
  user: SessionUser;
  /** When the session itself expires (ms since the epoch): a cached session is never served past it. */
  expiresAt: number;
}

/**
 * Sessions in the database; the cookie holds a random 32-byte token, the table only its hash. Live sessions
 * found are kept in memory for `cacheTtlMs` (a few seconds), keyed by the token itself so a cached call costs
 * neither a database lookup nor a hash; `delete` (logout) drops the cached copy at once. Unknown tokens are
 * never cached. A session deleted by another server on the same database is served here for at most
 * `cacheTtlMs` more.
 */
export class SessionStore {
  /** Cookie token → live session. */
  private readonly cache: LRUCache<string, CachedSession> | undefined;
  /** Database lookups in flight, by token (entries live only while their query runs). */
  private readonly loading = new Map<string, Promise<SessionUser | null>>();
  /** Sessions deleted lately: a lookup that read one just before it was deleted must not cache it again. */
  private readonly deleted: LRUCache<string, true> | undefined;
  /** Tells the other instances of a cluster of each deleted session. */
  private readonly bus: ClusterBus | undefined;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    options: { cacheTtlMs?: number; maxCached?: number; bus?: ClusterBus } = {},
  ) {
    this.bus = options.bus;
    // Another instance deleted a session: its copy here goes too, long before the cache would let it go.
    this.bus?.subscribe('session_gone', (sessionId) => {
      if (SESSION_ID.test(sessionId)) this.forget(sessionId);
    });
    const cacheTtlMs = options.cacheTtlMs ?? 0;
    const max = options.maxCached ?? MAX_CACHED_SESSIONS;
    this.cache = cacheTtlMs > 0 ? new LRUCache({ max, ttl: cacheTtlMs }) : undefined;
    this.deleted = cacheTtlMs > 0 ? new LRUCache({ max, ttl: cacheTtlMs }) : undefined;
  }

  /** Creates a session for the user: the token for the cookie, and when it expires. */
  async create(userId: number): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = hashToken(token);
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await this.db.insert(sessions).values({ id: sessionId, userId, expiresAt });
    return { token, sessionId, expiresAt };
  }

  /**
   * The live session of a cookie token, or null when unknown or expired. Concurrent lookups of a token not in
   * memory share one database query: when a busy session's cached copy runs out, its fifty calls in flight
   * would otherwise queue fifty queries on the (single-threaded) embedded database.
   */
  async lookup(token: string | undefined, now = new Date()): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const cached = this.cache?.get(token);
    if (cached) {
      if (cached.expiresAt > now.getTime()) return cached.user;
      this.cache?.delete(token);
      return null;
    }
    let loading = this.loading.get(token);
    if (!loading) {
      loading = this.load(token, now).finally(() => this.loading.delete(token));
      this.loading.set(token, loading);
    }
    return loading;
  }

  private async load(token: string, now: Date): Promise<SessionUser | null> {
    const sessionId = hashToken(token);
    const [row] = await this.db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
    if (!row || this.deleted?.has(sessionId)) return null;
    const user: SessionUser = { sessionId, userId: row.user.id, identity: toIdentity(row.user) };
    this.cache?.set(token, { user, expiresAt: row.expiresAt.getTime() });
    return user;
  }

  async delete(sessionId: string): Promise<void> {
    this.forget(sessionId);
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
    // After the row is gone: an instance told of it that asks the database again finds nothing.
    this.bus?.publish('session_gone', sessionId);
  }

  /** Drops the cached copy of a deleted session, and keeps a lookup in flight from caching it again. */
  private forget(sessionId: string): void {
    this.deleted?.set(sessionId, true);
    // Logouts are rare next to lookups: a scan of the (bounded) cache keeps lookups free of hashing.
    for (const [token, entry] of this.cache?.entries() ?? []) {
      if (entry.user.sessionId === sessionId) this.cache?.delete(token);
    }
  }

  /** Sessions held in memory, for tests and diagnostics. */
  get cachedCount(): number {
    return this.cache?.size ?? 0;
  }

  async deleteExpired(): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
  }
}
