import type { FastifyInstance } from 'fastify';
import { apiError } from '../src/api/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: the Origin of the request does not match this server.';
export const JSON_ONLY_MESSAGE = 'Unsupported content type: send JSON with Content-Type: application/json.';

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * True when an Origin header names the host the request was sent to (`Host`), ports compared with the scheme's
 * default filled in. `null` and malformed origins are never same-origin.
 */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) return false;
  let hostUrl: URL;
  try {
    hostUrl = new URL(`${url.protocol}//${host}`);
  } catch {
    return false;
  }
  return url.hostname === hostUrl.hostname && (url.port || defaultPort) === (hostUrl.port || defaultPort);
}

/** True for `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** True for `multipart/form-data` with its boundary. */
export function isMultipartContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Cross-site request forgery guards on every matched route, before the session is even read:
 * - state-changing requests (POST, PUT, PATCH, DELETE) and websocket upgrades whose `Origin` header is present
 *   and names another site answer 403 (browsers always send it on these; tools without it are not browsers);
 * - state-changing requests must be `application/json` (415 otherwise, even without a body), which a cross-site
 *   HTML form or a "simple" cross-site fetch cannot send.
 */
export function registerWriteGuards(app: FastifyInstance): void {
  // Only JSON bodies are parsed at all: Fastify's built-in text/plain parser is not needed.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const writes = STATE_CHANGING.has(request.method);
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (!writes && !upgrade) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isSameOrigin(origin, request.headers.host)) {
      request.log.warn({ origin, host: request.headers.host }, 'cross-site request refused');
      return reply.code(403).send(apiError(403, CROSS_SITE_MESSAGE));
    }
    if (
      writes &&
      request.routeOptions.config.multipart === true &&
      isMultipartContentType(request.headers['content-type'])
    ) {
      if (origin === undefined) return reply.code(403).send(apiError(403, CROSS_SITE_MESSAGE));
      return;
    }
    if (writes && !isJsonContentType(request.headers['content-type'])) {
      return reply.code(415).send(apiError(415, JSON_ONLY_MESSAGE));
    }
  });
}
