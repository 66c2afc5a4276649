import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { API_MESSAGES, apiError } from '../src/api/errors';
import { API } from '../src/api/routes';
import { CORRELATION_HEADER } from '../src/kit/net/fetchJson';
import { SessionStore } from './auth/sessions';
import { assertSafeConfig, type ServerConfig } from './config';
import { openDatabase } from './db/index';
import { seedUsers } from './db/seed';
import { seedCompanies } from './db/seedCompanies';
import { registerErrorHandler } from './errors';
import { authenticate, authRoutes } from './routes/auth';
import { avatarRoutes } from './routes/avatars';
import { clientErrorRoutes } from './routes/clientError';
import { companyRestRoutes } from './routes/companyRest';
import { customerRoutes } from './routes/customer';
import { portfolioRoutes } from './routes/portfolio';
import { tradeRoutes } from './routes/trade';
import { environmentRoutes } from './routes/environment';
import { wsRoutes } from './routes/ws';
import { registerStatic } from './static';
import './types';
import { TopicRegistry } from './ws';

const CORRELATION_ID = /^[\w.:-]{1,128}$/;

/** The client's correlation id when it is a sane token, else a fresh one: it becomes request.id. */
function correlationId(req: IncomingMessage): string {
  const header = req.headers[CORRELATION_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value && CORRELATION_ID.test(value) ? value : randomUUID();
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Content-Security-Policy: the Vite app and the static Storybook from 'self', websockets to the same host. */
function cspDirectives(config: ServerConfig) {
  const sameHostSockets = (req: IncomingMessage): string => {
    const host = req.headers.host;
    return host && /^[\w.:[\]-]+$/.test(host) ? `ws://${host} wss://${host}` : "'self'";
  };
  // Storybook's static build bootstraps its manager and preview with inline scripts (it needs no eval).
  const storybookScripts = (req: IncomingMessage): string =>
    req.url?.startsWith('/storybook') ? "'self' 'unsafe-inline'" : "'self'";
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: [storybookScripts, "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", sameHostSockets],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.cookieSecure ? [] : null,
  };
}

/**
 * The whole server: API, websocket, static app and Storybook. `main.ts` listens; tests call `app.inject` or
 * `app.listen({port: 0})`. `app.close()` closes the sockets, timers and the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  assertSafeConfig(config);
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: correlationId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    trustProxy: false,
  });

  const database = await openDatabase(config);
  app.addHook('onClose', async () => {
    await database.close();
  });
  try {
    const sessions = new SessionStore(database.db, config.sessionTtlMs);
    await seedUsers(database.db, { admin: config.adminPassword, demo: config.demoPassword });
    await seedCompanies(database.db);
    await sessions.deleteExpired();

    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('sessions', sessions);
    app.decorate('topics', new TopicRegistry(app.log));
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      reply.header(CORRELATION_HEADER, request.id);
    });

    registerErrorHandler(app);
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      // Example apps and demos open windows to other sites (e.g. commit links); they need no opener.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      hsts: config.cookieSecure,
    });
    await app.register(fastifyCookie);
    await app.register(fastifyRateLimit, { global: false });
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

    // Every /api route needs a session unless its config says `public`; unknown /api paths fall through to 404.
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url) || request.is404) return;
      const user = await authenticate(app, request, reply);
      if (!user && !request.routeOptions.config.public) {
        return reply.code(401).send(apiError(401, API_MESSAGES.notLoggedIn));
      }
    });

    app.get(API.health, { config: { public: true } }, async () => ({ ok: true as const }));
    await app.register(authRoutes);
    await app.register(environmentRoutes, { databaseDriver: database.driver });
    await app.register(avatarRoutes);
    await app.register(clientErrorRoutes);
    await app.register(tradeRoutes);
    await app.register(customerRoutes);
    await app.register(portfolioRoutes);
    await app.register(companyRestRoutes);
    await app.register(wsRoutes);
    await registerStatic(app, config);

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? request.url;
      if (isApiPath(request.url)) {
        return reply.code(404).send(apiError(404, `No API route ${request.method} ${pathname}.`));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${pathname}\n`);
    });

    await app.ready();
  } catch (e) {
    // Close what was opened (the database) so a failed start leaves nothing behind.
    await app.close().catch(() => undefined);
    throw e;
  }
  return app;
}
