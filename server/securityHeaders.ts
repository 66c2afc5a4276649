import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from './access';
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

/**
 * Helmet's security headers (CSP, nosniff, frame options, …) on every answer, from middlewares built once
 * (@fastify/helmet rebuilt its middleware, parsing the CSP again, on every request). Pages get the app's CSP,
 * computed per request (it names the Host for websockets), the static Storybook its own, chosen on the matched
 * route; API answers (JSON, the avatars' SVG) need nothing
 * from anywhere, so they get `default-src 'none'` as a header set captured at start.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const common = {
    // Example apps and demos open windows to other sites (e.g. commit links); they need no opener.
    crossOriginOpenerPolicy: { policy: 'same-origin' as const },
    strictTransportSecurity: config.cookieSecure,
  };
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
  const apiHeaders = headersOf(
    helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    if (isApiPath(route)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    const middleware = isStorybookRoute(route)
      ? storybook
      : REMOTE_IMAGE_ROUTES.has(route)
        ? remoteImagePages
        : pages;
    middleware(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
