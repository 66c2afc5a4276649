import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath, requestPath } from './access';
import type { ServerConfig } from './config';

/**
 * Pages that show images from other sites: the News app's stories carry their feeds' pictures. Images are passive
 * (no script runs from them) and the Referrer-Policy sends no address along, so these pages allow them from any
 * web address instead of the server fetching arbitrary feed-given URLs for them (a proxy would be a request
 * forgery risk and a bandwidth sink). Every other page keeps images to its own origin.
 */
export const REMOTE_IMAGE_ROUTES: ReadonlySet<string> = new Set(['/news', '/news/*']);

/** Content-Security-Policy of the app's pages (the Vite shell and example apps): 'self', websockets to the host. */
function pageDirectives(config: ServerConfig, { remoteImages = false } = {}) {
  const sameHostSockets = (req: IncomingMessage): string => {
    const host = req.headers.host;
    return host && /^[\w.:[\]-]+$/.test(host) ? `ws://${host} wss://${host}` : "'self'";
  };
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(remoteImages ? ['https:', 'http:'] : [])],
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
 * The static Storybook's policy: the app's, plus what Storybook itself and story tests need. Its static build
 * bootstraps the manager and the preview with inline scripts (it needs no eval), and a play function commonly
 * reads a file the story downloads by fetching its `blob:` URL (same-document memory, never the network).
 */
function storybookDirectives(config: ServerConfig) {
  const app = pageDirectives(config);
  return {
    ...app,
    scriptSrc: ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"],
    connectSrc: [...app.connectSrc, 'blob:'],
  };
}

/** Whether a matched route serves the static Storybook ('/storybook' and '/storybook/*'). */
export function isStorybookRoute(routeUrl: string): boolean {
  return routeUrl === '/storybook' || routeUrl.startsWith('/storybook/');
}

/** The headers a helmet middleware sets, captured once: they do not depend on the request. */
function headersOf(middleware: ReturnType<typeof helmet>): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  middleware({ headers: {}, url: '/api' } as IncomingMessage, res as unknown as ServerResponse, () => {});
  return Object.fromEntries(headers);
}

function commonOptions(config: ServerConfig) {
  return {
    // Example apps and demos open windows to other sites (e.g. commit links); they need no opener.
    crossOriginOpenerPolicy: { policy: 'same-origin' as const },
    strictTransportSecurity: config.cookieSecure,
  };
}

/**
 * The headers of every API answer, captured once: helmet's, with a closed policy (`default-src 'none'`), since
 * an API answer (JSON, the avatars' SVG) loads nothing from anywhere. Also what Fastify's own answers to
 * requests it cannot route (a malformed URL) carry.
 */
export function apiSecurityHeaders(config: ServerConfig): Readonly<Record<string, string>> {
  return headersOf(
    helmet({
      ...commonOptions(config),
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );
}

/**
 * Whether a request is answered as the API: by the route it matched, or by its path when it matched none (an
 * unknown /api path is still an API answer: a JSON 401 or 404).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return isApiPath(route ?? requestPath(request.url));
}

/**
 * Helmet's security headers (CSP, nosniff, frame options, …) on every answer, from middlewares built once
 * (@fastify/helmet rebuilt its middleware, parsing the CSP again, on every request). Pages get the app's CSP,
 * computed per request (it names the Host for websockets), the static Storybook its own, chosen on the matched
 * route; API answers get apiSecurityHeaders.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: ServerConfig,
  apiHeaders: Readonly<Record<string, string>> = apiSecurityHeaders(config),
): void {
  const common = commonOptions(config);
  const pages = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config) },
  });
  const remoteImagePages = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config, { remoteImages: true }) },
  });
  const storybook = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: storybookDirectives(config) },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    const route = request.routeOptions.url ?? '';
    const middleware = isStorybookRoute(route)
      ? storybook
      : REMOTE_IMAGE_ROUTES.has(route)
        ? remoteImagePages
        : pages;
    middleware(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
