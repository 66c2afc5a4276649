import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, apiError } from '../src/api/errors';
import { authenticate } from './routes/auth';
import type { RouteAccess } from './types';

const ACCESS_LEVELS: readonly RouteAccess[] = ['public', 'user', 'admin'];

/** A registered route and who may call it: what the access checks decide on, and what tests walk. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

/** The longest path echoed back in a 404 message. */
const MAX_ECHOED_PATH = 200;

/**
 * The path a raw request target names, as the router sees it: the absolute form (`http://host/api/x`) reduced to
 * its path, the query dropped, percent-escapes decoded (left as they are when malformed).
 */
export function requestPath(url: string): string {
  let target = url;
  if (!target.startsWith('/')) {
    try {
      target = new URL(target).pathname;
    } catch {
      return target;
    }
  }
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True for the API's paths, in any letter case: /api, /api/… */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * Every route must declare `config.access` where it is registered: one without refuses to start the server.
 * Call before registering any route. Returns the table of registered routes (one entry per method), filled as
 * routes are added.
 */
export function collectRouteAccess(app: FastifyInstance): readonly RouteAccessEntry[] {
  const table: RouteAccessEntry[] = [];

  app.addHook('onRoute', (route) => {
    const access: unknown = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isRouteAccess(access)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access: register it with ` +
          `config: { access: 'public' | 'user' | 'admin' }.`,
      );
    }
    for (const method of methods) table.push({ method, url: route.url, access });
  });
  return table;
}

/**
 * Who may call what, decided on the route the router matched (never on the raw URL, which may be
 * percent-encoded or in absolute form): 'user' and 'admin' routes need a live session (401 otherwise), 'admin'
 * routes also the admin role (403). Requests that match no route are answered by answerNotFound.
 */
export function registerAccessCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // The not-found handler below decides for requests that match no route.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const user = await authenticate(app, request, reply);
    if (!user) return reply.code(401).send(apiError(401, API_MESSAGES.notLoggedIn));
    if (access === 'user') return;
    if (access === 'admin' && user.identity.roles.includes('admin')) return;
    // Deny by default: an access level this code does not know lets nobody in.
    return reply.code(403).send(apiError(403, API_MESSAGES.forbidden));
  });
}

/**
 * The answer to a request that matches no route. It learns nothing: under /api an anonymous caller gets 401 (so
 * routes cannot be enumerated without a session), a logged-in one a JSON 404; elsewhere a plain-text 404.
 */
export async function answerNotFound(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const path = requestPath(request.url);
  const echoed = path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}…` : path;
  if (isApiPath(path)) {
    reply.header('Cache-Control', 'no-store');
    const user = await authenticate(app, request, reply);
    if (!user) return reply.code(401).send(apiError(401, API_MESSAGES.notLoggedIn));
    return reply.code(404).send(apiError(404, `No API route ${request.method} ${echoed}.`));
  }
  return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${echoed}\n`);
}
