import type { RouteAccessEntry } from './access';
import type { ClusterBus } from './cluster/clusterBus';
import type { Leadership } from './cluster/leaderElection';
import type { LoginThrottle } from './auth/loginThrottle';
import type { SessionStore, SessionUser } from './auth/sessions';
import type { ServerConfig } from './config';
import type { Database } from './db/index';
import type { Maintenance } from './maintenance';
import type { PortfolioAppService } from './services/portfolioApp';
import type { TopicRegistry } from './ws';

/** Who may call a route (its `config.access`). */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    /** Whether this instance leads the cluster (runs the singleton jobs); always on the embedded database. */
    leadership: Leadership;
    /** Tells the other instances of the cluster (nothing to tell on the embedded database). */
    bus: ClusterBus;
    sessions: SessionStore;
    /** The per-account back-off of failed logins, kept in the database. */
    loginThrottle: LoginThrottle;
    /** The retention rules, run at start and on an unref'd timer (cleared on close). */
    maintenance: Maintenance;
    /** The websocket topics: later routes and services register theirs and publish to them. */
    topics: TopicRegistry;
    /** The Portfolio example app's live prices and groupings (its routes and topics use it). */
    portfolioApp: PortfolioAppService;
    /** Every registered route with its access, one entry per method (HEAD included). */
    routeTable: readonly RouteAccessEntry[];
  }
  interface FastifyRequest {
    /** The caller's session, set by the /api auth hook; null on public routes without a session. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: anyone, a logged-in user, or an admin. Every route declares it where it is
     * registered; the server decides on the matched route and refuses to start with a route that has none.
     */
    access?: RouteAccess;
    /**
     * The route takes multipart/form-data uploads instead of JSON (the File Manager). The write guards then
     * demand a same-origin Origin header, which every browser sends with a POST, since a cross-site form could
     * send multipart.
     */
    multipart?: boolean;
  }
}
