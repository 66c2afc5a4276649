import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../src/api/errors';
import { CORRELATION_HEADER } from '../src/api/routes';
import { describeError } from './errors';

/**
 * Fastify's `frameworkErrors`: the answer to a request it refuses before routing (a URL with a malformed
 * percent-escape, a path parameter past its length). No hook runs for those, so this sets what the hooks would
 * have: the API's security headers, no caching and the correlation id, with the API's JSON error body.
 */
export function frameworkErrorHandler(apiHeaders: Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const { statusCode, message } = describeError(error);
    request.log.info({ statusCode, reason: message }, 'request rejected');
    void reply
      .headers(apiHeaders)
      .header('Cache-Control', 'no-store')
      .header(CORRELATION_HEADER, request.id)
      .code(statusCode)
      .type('application/json')
      .send(apiError(statusCode, message));
  };
}
