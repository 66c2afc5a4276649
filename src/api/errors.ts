import type { z } from 'zod';
import type { ApiError } from './schemas';

/** Messages of the API's error answers, shared by the server, the MSW handlers and the tests. */
export const API_MESSAGES = {
  invalidLogin: 'Invalid username or password.',
  notLoggedIn: 'Please log in.',
  tooManyLogins: 'Too many login attempts. Please wait a minute and try again.',
  forbidden: 'Only an admin may do this.',
} as const;

/** The mobile-link mail (emailMobileLink/send): its per-user limit by default, and the 429 past it. */
export const MOBILE_LINK = {
  defaultPerHour: 5,
  tooMany: 'You have asked for the link too often. Please try again in an hour.',
  notFromApp: 'The link can only be mailed from the Mobile tab of this site.',
} as const;

/**
 * Feedback (POST feedback): how many messages one user may send a minute by default (FEEDBACK_RATE_LIMIT), and
 * the 429 past it.
 */
export const FEEDBACK_LIMIT = {
  defaultPerMinute: 5,
  windowMs: 60_000,
  tooMany: (max: number) =>
    `You have sent feedback ${max} ${max === 1 ? 'time' : 'times'} in the last minute, the most one user may. Please wait a minute and try again.`,
} as const;

/** Messages of rest/companyRest's error answers (server and MSW alike). */
export const COMPANY_MESSAGES = {
  notFound: (id: number) => `No company with id ${id}.`,
  duplicateName: (name: string) => `A company named "${name}" already exists.`,
  stale: (by: string) =>
    `This company was changed by ${by} since you opened it. Reload it and make your changes again.`,
  tooMany: (max: number) => `You have ${max} companies, the most one user may keep. Delete one first.`,
};

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The body of an error answer: `{statusCode, error, message}`, and the field it is about (ApiErrorSchema). */
export function apiError(statusCode: number, message: string, field?: string): ApiError {
  const body: ApiError = { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message };
  if (field) body.field = field;
  return body;
}

function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'The request body';
  return path.map(String).join('.');
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** How a message names the field at `path`: 'Username', 'Topics.1', or 'The request body' for the root. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  return capitalize(fieldName(path));
}

function sizeUnit(origin: string, n: number | bigint): string {
  if (origin === 'string') return n === 1 ? ' character' : ' characters';
  if (origin === 'array' || origin === 'set') return n === 1 ? ' item' : ' items';
  return '';
}

/**
 * A zod error map that names the field in every default message ("username is required.", "password must be at
 * most 256 characters."). Messages written in a schema (e.g. 'Please enter a username.') still win.
 */
export const readableErrorMap: z.core.$ZodErrorMap = (iss) => {
  const field = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined)
        return iss.path?.length ? `${field} is required.` : 'A request body is required.';
      if (!iss.path?.length && iss.expected === 'object') return 'The request body must be a JSON object.';
      return `${field} must be ${iss.expected === 'array' || iss.expected === 'object' ? 'an' : 'a'} ${iss.expected}.`;
    case 'too_small':
      return `${field} must be at least ${String(iss.minimum)}${sizeUnit(iss.origin, iss.minimum)}.`;
    case 'too_big':
      return `${field} must be at most ${String(iss.maximum)}${sizeUnit(iss.origin, iss.maximum)}.`;
    case 'invalid_value':
      return `${field} must be one of: ${iss.values.map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'invalid_format':
      return `${field} must be a valid ${iss.format}.`;
    case 'unrecognized_keys':
      return `Unknown field${iss.keys.length === 1 ? '' : 's'}: ${iss.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

/** One readable sentence (or a few) for a failed parse. */
export function describeZodError(error: z.ZodError): string {
  const messages = [...new Set(error.issues.map((i) => i.message))];
  return messages.join(' ') || 'The request is not valid.';
}

/**
 * Parses `data` with `schema`, with readable messages: the data, or the message of a 400 answer and the field
 * of its first issue (when the issue is about one). Data that passes is parsed once, without the error map: zod
 * takes several times longer even to accept once it is given one, and an error map changes only messages, so
 * only refused data is parsed again for them.
 */
export function parseReadable<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { success: true; data: z.output<S> } | { success: false; message: string; field?: string } {
  const plain = schema.safeParse(data);
  if (plain.success) return { success: true, data: plain.data };
  const result = schema.safeParse(data, { error: readableErrorMap });
  if (result.success) return { success: true, data: result.data };
  const path = result.error.issues[0]?.path;
  const failure: { success: false; message: string; field?: string } = {
    success: false,
    message: describeZodError(result.error),
  };
  if (path?.length) failure.field = path.map(String).join('.');
  return failure;
}

/** What is wrong with `value` under `schema`, readably, or null when it passes: a form's check of one field. */
export function problemWith(schema: z.ZodType, value: unknown): string | null {
  const result = parseReadable(schema, value);
  return result.success ? null : result.message;
}
