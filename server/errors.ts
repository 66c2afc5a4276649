import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { apiError, describeZodError } from '../src/api/errors';

/**
 * An error that answers with its status and message (e.g. a 400 with a readable validation message), and
 * optionally headers (e.g. Retry-After) and the request field it is about.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers?: Readonly<Record<string, string>>,
    /** The request field the error is about (a 400 on one field), sent as `field`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Friendlier messages for Fastify's own body-parsing errors. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'A request body is required.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON with Content-Type: application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_BAD_URL: 'The address is not a valid URL: a % must start an escape such as %20.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long: a part of it has more than 100 characters.',
};

/** Status and client-safe message of anything thrown: 4xx keep their message, 5xx get a generic one. */
export function describeError(error: unknown): {
  statusCode: number;
  message: string;
  isServerError: boolean;
} {
  if (error instanceof ZodError)
    return { statusCode: 400, message: describeZodError(error), isServerError: false };
  const rawStatus = field(error, 'statusCode') ?? field(error, 'status');
  const statusCode = typeof rawStatus === 'number' && rawStatus >= 400 && rawStatus < 600 ? rawStatus : 500;
  const code = field(error, 'code');
  const rawMessage = (typeof code === 'string' && FASTIFY_MESSAGES[code]) || field(error, 'message');
  // An upstream's failure the server says in its own words (e.g. openFDA unreachable): no fault of this server.
  if (error instanceof HttpError && statusCode >= 502 && statusCode <= 504) {
    return { statusCode, message: error.message, isServerError: false };
  }
  if (statusCode >= 500) {
    return { statusCode, message: 'Something went wrong on the server.', isServerError: true };
  }
  const message =
    typeof rawMessage === 'string' && rawMessage ? rawMessage : 'The request could not be handled.';
  return { statusCode, message, isServerError: false };
}

/** JSON error answers `{statusCode, error, message}` everywhere, and no stack traces to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, message, isServerError } = describeError(error);
    if (isServerError) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode, reason: message }, 'request rejected');
    }
    const headers = field(error, 'headers');
    if (headers && typeof headers === 'object') {
      for (const [k, v] of Object.entries(headers))
        if (typeof v === 'string' || typeof v === 'number') reply.header(k, v);
    }
    const text = isServerError
      ? `Something went wrong on the server (correlation id ${request.id}).`
      : message;
    const about = error instanceof HttpError && !isServerError ? error.field : undefined;
    return reply
      .code(statusCode)
      .type('application/json')
      .send(apiError(statusCode, text, about));
  });
}
