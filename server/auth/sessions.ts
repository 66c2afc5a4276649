import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Identity } from '../../src/api/schemas';
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

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sessions in the database; the cookie holds a random 32-byte token, the table only its hash. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  /** Creates a session for the user: the token for the cookie, and when it expires. */
  async create(userId: number): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = hashToken(token);
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await this.db.insert(sessions).values({ id: sessionId, userId, expiresAt });
    return { token, sessionId, expiresAt };
  }

  /** The live session of a cookie token, or null when unknown or expired. */
  async lookup(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const sessionId = hashToken(token);
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
    return row ? { sessionId, userId: row.user.id, identity: toIdentity(row.user) } : null;
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async deleteExpired(): Promise<void> {
    await this.db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
  }
}
