import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import type { IncomingMessage } from 'node:http';
import { API, CORRELATION_HEADER, INSTANCE_HEADER } from '../src/api/routes';
import { HealthSchema } from '../src/api/schemas';
import { answerNotFound, collectRouteAccess, registerAccessCheck } from './access';
import { LoginThrottle } from './auth/loginThrottle';
import { SessionStore } from './auth/sessions';
import { assertSafeConfig, assertShareableConfig, type ServerConfig } from './config';
import { LocalBus, PostgresBus, type ClusterBus } from './cluster/clusterBus';
import { postgresRateLimitStore, pruneRateLimitCounts } from './cluster/rateLimitStore';
import { runWhileLeader } from './cluster/whileLeader';
import { LeaderElection, SoleLeader, type Leadership } from './cluster/leaderElection';
import { openDatabase } from './db/index';
import { seedUsers } from './db/seed';
import { seedCompanies } from './db/seedCompanies';
import { registerErrorHandler } from './errors';
import { frameworkErrorHandler } from './frameworkErrors';
import { Maintenance } from './maintenance';
import { authRoutes } from './routes/auth';
import { avatarRoutes } from './routes/avatars';
import { clientErrorRoutes } from './routes/clientError';
import { companyRestRoutes } from './routes/companyRest';
import { contactRoutes } from './routes/contacts';
import { customerRoutes } from './routes/customer';
import { fileRoutes } from './routes/files';
import { newsRoutes } from './routes/news';
import { portfolioRoutes } from './routes/portfolio';
import { recallRoutes } from './routes/recalls';
import { portfolioAppRoutes } from './routes/portfolioApp';
import { todoRoutes } from './routes/todo';
import { tradeRoutes } from './routes/trade';
import { environmentRoutes } from './routes/environment';
import { emailMobileLinkRoutes } from './routes/emailMobileLink';
import { feedbackRoutes } from './routes/feedback';
import { githubRoutes } from './routes/github';
import { roadmapRoutes } from './routes/roadmap';
import { wsRoutes } from './routes/ws';
import { responseSchema } from './responseSchema';
import { pruneClientErrors, pruneFeedback } from './retention';
import { PortfolioAppService } from './services/portfolioApp';
import { apiSecurityHeaders, isApiRequest, registerSecurityHeaders } from './securityHeaders';
import { registerExamplePages } from './examplePages';
import { registerStatic } from './static';
import './types';
import { TopicRegistry } from './ws';
import { registerWriteGuards } from './writeGuards';

const CORRELATION_ID = /^[\w.:-]{1,128}$/;

/** The client's correlation id when it is a sane token, else a fresh one: it becomes request.id. */
function correlationId(req: IncomingMessage): string {
  const header = req.headers[CORRELATION_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value && CORRELATION_ID.test(value) ? value : randomUUID();
}

/**
 * The whole server: API, websocket, static app and Storybook. `main.ts` listens; tests call `app.inject` or
 * `app.listen({port: 0})`. `app.close()` closes the sockets, timers and the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** More route plugins, registered after the API's own and held to the same access rules (tests use it). */
    plugins?: readonly FastifyPluginAsync[];
  } = {},
) {
  assertSafeConfig(config);
  const apiHeaders = apiSecurityHeaders(config);
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...(config.logPretty && {
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
      }),
    },
    genReqId: correlationId,
    requestIdHeader: false,
    logController: new LogController({
      requestIdLogLabel: 'correlationId',
      // Fastify's "incoming request" / "request completed" lines only when asked (LOG_REQUESTS, LOG_LEVEL=debug).
      disableRequestLogging: !config.logRequests,
    }),
    // Only the proxies named in the config may say who the client is (X-Forwarded-For).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    frameworkErrors: frameworkErrorHandler({ ...apiHeaders, [INSTANCE_HEADER]: config.instanceId }),
  });
  try {
    assertShareableConfig(config);
  } catch (e) {
    // In the instance's own log too: that is where whoever runs the cluster looks.
    app.log.fatal(e instanceof Error ? e.message : String(e));
    throw e;
  }

  const database = await openDatabase(config, async (db) => {
    await seedUsers(db, { admin: config.adminPassword, demo: config.demoPassword });
    await seedCompanies(db);
  });
  let maintenance: Maintenance | undefined;
  let stopRetention: () => Promise<void> = async () => {};
  const bus: ClusterBus = database.pool
    ? new PostgresBus(database.pool, config.databaseUrl ?? '', config.instanceId, app.log)
    : new LocalBus();
  const leadership: Leadership = config.databaseUrl
    ? new LeaderElection(config.databaseUrl, app.log)
    : new SoleLeader();
  app.addHook('onClose', async () => {
    // A clean-up in progress finishes before the database closes under it.
    await stopRetention();
    await maintenance?.stop();
    await leadership.stop();
    await bus.close();
    await database.close();
  });
  try {
    if (bus instanceof PostgresBus) await bus.start();
    if (leadership instanceof LeaderElection) await leadership.start();
    const sessions = new SessionStore(database.db, config.sessionTtlMs, {
      cacheTtlMs: config.sessionCacheTtlMs,
      bus,
    });
    const loginThrottle = new LoginThrottle(database.db, {
      lockAfter: config.loginLockAfter,
      baseMs: config.loginLockBaseMs,
      maxMs: config.loginLockMaxMs,
    });
    maintenance = new Maintenance(app.log, config.maintenanceIntervalMs, [
      { name: 'expired sessions', run: () => sessions.deleteExpired() },
      { name: 'stale login counts', run: () => loginThrottle.prune() },
      {
        name: 'client error reports',
        run: () =>
          pruneClientErrors(database.db, {
            retentionDays: config.clientErrorRetentionDays,
            maxRows: config.clientErrorMaxRows,
          }),
      },
      ...(database.pool ? [{ name: 'rate limit counts', run: () => pruneRateLimitCounts(database.db) }] : []),
      {
        name: 'feedback',
        run: () =>
          pruneFeedback(database.db, {
            retentionDays: config.feedbackRetentionDays,
            maxRows: config.feedbackMaxRows,
          }),
      },
    ]);
    const retention = maintenance;
    // The retention rules run on the leader alone: one instance's deletions serve all.
    stopRetention = await runWhileLeader(
      leadership,
      {
        name: 'retention',
        start: async () => {
          await retention.runNow();
          retention.start();
        },
        stop: () => retention.stop(),
      },
      app.log,
    );

    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('leadership', leadership);
    app.decorate('bus', bus);
    app.decorate('sessions', sessions);
    app.decorate('loginThrottle', loginThrottle);
    app.decorate('maintenance', maintenance);
    app.decorate(
      'topics',
      new TopicRegistry(
        app.log,
        {
          maxBufferedBytes: config.wsMaxBufferedBytes,
          maxMessagesPerSecond: config.wsMaxMessagesPerSecond,
          closeGraceMs: config.wsCloseGraceMs,
          maxTopicsPerSocket: config.wsMaxTopicsPerSocket,
          maxSocketsPerUser: config.wsMaxSocketsPerUser,
          maxSocketsPerAddress: config.wsMaxSocketsPerAddress,
        },
        bus,
      ),
    );
    // A session logged out on another instance closes its websockets here too.
    bus.subscribe('session_gone', (sessionId) => app.topics.closeSession(sessionId));
    app.decorate(
      'portfolioApp',
      new PortfolioAppService({
        log: app.log,
        limits: {
          maxGroupings: config.portfolioLiveGroupings,
          maxGroupingsPerUser: config.portfolioLiveGroupingsPerUser,
        },
      }),
    );
    app.decorateRequest('user', null);

    // Before any route: every route must declare its access (see access.ts).
    app.decorate('routeTable', collectRouteAccess(app));

    app.addHook('onRequest', async (request, reply) => {
      reply.header(CORRELATION_HEADER, request.id);
      reply.header(INSTANCE_HEADER, config.instanceId);
      // API answers are per user: no browser or proxy may keep them.
      if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    });

    registerErrorHandler(app);
    registerSecurityHeaders(app, config, apiHeaders);
    await app.register(fastifyCookie);
    // In a cluster the limits are counted in the database: per process, N instances would allow N times each.
    await app.register(fastifyRateLimit, {
      global: false,
      ...(database.pool && { store: postgresRateLimitStore(database.pool) }),
    });
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    // The upgrade's 101 is an answer too: a client behind a load balancer learns which instance it is connected to.
    app.websocketServer.on('headers', (headers: string[]) => {
      headers.push(`${INSTANCE_HEADER}: ${config.instanceId}`);
    });
    // After the websocket plugin, whose own hook marks upgrades (so a refused upgrade's socket is closed), and
    // after the cookie parser: the access check reads the session cookie.
    registerWriteGuards(app);
    registerAccessCheck(app);

    app.get(
      API.health,
      { config: { access: 'public' }, schema: { response: { 200: responseSchema(HealthSchema) } } },
      async () => ({ ok: true as const, instance: config.instanceId, leader: leadership.isLeader }),
    );
    await app.register(authRoutes);
    await app.register(environmentRoutes, { databaseDriver: database.driver });
    await app.register(avatarRoutes);
    await app.register(clientErrorRoutes);
    await app.register(tradeRoutes);
    await app.register(customerRoutes);
    await app.register(portfolioRoutes);
    await app.register(companyRestRoutes);
    await app.register(portfolioAppRoutes);
    await app.register(todoRoutes);
    await app.register(contactRoutes);
    await app.register(recallRoutes);
    await app.register(newsRoutes);
    await app.register(fileRoutes);
    await app.register(wsRoutes);
    await app.register(githubRoutes);
    await app.register(roadmapRoutes);
    await app.register(feedbackRoutes);
    await app.register(emailMobileLinkRoutes);
    await registerStatic(app, config);
    registerExamplePages(app, config);
    for (const plugin of options.plugins ?? []) await app.register(plugin);

    app.setNotFoundHandler((request, reply) => answerNotFound(app, request, reply));

    await app.ready();
  } catch (e) {
    // Close what was opened (the database) so a failed start leaves nothing behind.
    await app.close().catch(() => undefined);
    throw e;
  }
  return app;
}
