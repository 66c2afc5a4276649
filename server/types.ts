import type { SessionStore, SessionUser } from './auth/sessions';
import type { ServerConfig } from './config';
import type { Database } from './db/index';
import type { TopicRegistry } from './ws';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    sessions: SessionStore;
    /** The websocket topics: later routes and services register theirs and publish to them. */
    topics: TopicRegistry;
  }
  interface FastifyRequest {
    /** The caller's session, set by the /api auth hook; null on public routes without a session. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route needs no session (login, health). */
    public?: boolean;
  }
}
