import { z } from 'zod';
import { fieldLabel } from './errors';

/**
 * The contract's string for anything a client sends: every string field of every request schema (bodies, query
 * parameters, websocket messages) is built on it. It refuses NUL characters (U+0000): no form can type one,
 * and Postgres cannot store it in text, so letting it through would turn bad input into a server error.
 */
export function requestString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), {
    error: (issue) => `${fieldLabel(issue.path)} must not contain NUL characters.`,
    abort: true,
  });
}

/**
 * The earliest date a client may send, in any date field: a sanity bound shared by every date of the contract
 * (Postgres has no year 0, so '0000-01-01' would fail the write instead of answering 400).
 */
export const EARLIEST_DATE = '1900-01-01';
/** The latest date a client may send: ISO dates have four-digit years, so the formats stop here. */
export const LATEST_DATE = '9999-12-31';

/**
 * The contract's local date ('YYYY-MM-DD') for anything a client sends, from EARLIEST_DATE to LATEST_DATE.
 * `label` names the field in messages; `error` replaces the message for a value that is no date.
 */
export function requestDate(label: string, error = `${label} must be a date (YYYY-MM-DD).`) {
  return z.iso.date({ error, abort: true }).refine((value) => value >= EARLIEST_DATE, {
    error: `${label} must be on or after ${EARLIEST_DATE}.`,
    abort: true,
  });
}

/** The contract's date-time (ISO, UTC) for anything a client sends: its day within the bounds of requestDate. */
export function requestDateTime(label: string, error = `${label} must be a date and time (ISO 8601, UTC).`) {
  return z.iso.datetime({ error, abort: true }).refine((value) => value.slice(0, 10) >= EARLIEST_DATE, {
    error: `${label} must be on or after ${EARLIEST_DATE}.`,
    abort: true,
  });
}

export const IdentitySchema = z.object({
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  /** URL of the user's profile picture, or null when the user has none. */
  profilePicUrl: z.string().nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const LoginRequestSchema = z.object({
  username: requestString().trim().min(1, 'Please enter a username.').max(64),
  password: requestString().min(1, 'Please enter a password.').max(256),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ identity: IdentitySchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The answer of the public session check: the signed-in user, or null without a live session. */
export const SessionResponseSchema = z.object({ identity: IdentitySchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;

/** GET /api/health: up, which server instance answered, and whether it runs the cluster's singleton jobs. */
export const HealthSchema = z.object({ ok: z.literal(true), instance: z.string(), leader: z.boolean() });
export type Health = z.infer<typeof HealthSchema>;

export const LibraryVersionSchema = z.object({ name: z.string(), version: z.string() });
export type LibraryVersion = z.infer<typeof LibraryVersionSchema>;

/** The About data of SPEC §2.3 plus what the clock and the version check need. */
export const EnvironmentSchema = z.object({
  appName: z.string(),
  appCode: z.string(),
  version: z.string(),
  build: z.string(),
  environment: z.string(),
  appTimeZone: z.string(),
  serverTimeZone: z.string(),
  /** Offset of the server's zone from UTC, in minutes, at the time of the answer. */
  serverTimeZoneOffsetMinutes: z.number().int(),
  /** Seconds since the server started. */
  serverUptimeSeconds: z.number().nonnegative(),
  serverTime: z.iso.datetime(),
  serverLibraries: z.array(LibraryVersionSchema),
});
export type Environment = z.infer<typeof EnvironmentSchema>;

/** Every error answer of the API: 400, 401, 404, 429, 500. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** The request field a 400 is about, when it is about one (e.g. 'name'): forms show the message there. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The most topics one websocket message may name. */
export const WS_MAX_TOPICS_PER_MESSAGE = 20;

const WsTopicListSchema = z.array(requestString().min(1).max(100)).min(1).max(WS_MAX_TOPICS_PER_MESSAGE);

/** What a client sends on the websocket. */
export const WsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topics: WsTopicListSchema }),
  z.object({ type: z.literal('unsubscribe'), topics: WsTopicListSchema }),
]);
export type WsClientMessage = z.infer<typeof WsClientMessageSchema>;

/** What the server pushes on the websocket: a topic's data, or a confirmation of a subscription. */
export const WsServerMessageSchema = z.object({ topic: z.string(), data: z.unknown() });
export type WsServerMessage = z.infer<typeof WsServerMessageSchema>;

/** Topics the server publishes. Later issues add theirs here (e.g. gitHubUpdate with the Home tab). */
export const WS_TOPICS = {
  /** Confirms a subscription: data is the list of topics now subscribed. */
  subscribed: 'subscribed',
  /** Sent every few seconds so a client can tell a live connection from a dead one. */
  heartbeat: 'heartbeat',
  /**
   * A client message the server could not act on (bad JSON, unknown topic), or subscriptions it refused (over a
   * limit, named in the message): data is WsErrorData.
   */
  error: 'error',
  /** New commits arrived (live GitHub poll or the offline sample): data is GitHubUpdateData. */
  gitHubUpdate: 'gitHubUpdate',
} as const;

/** Data of the 'heartbeat' topic. */
export const HeartbeatDataSchema = z.object({ serverTime: z.iso.datetime() });
export type HeartbeatData = z.infer<typeof HeartbeatDataSchema>;

/** Data of the 'error' topic: the socket stays open. */
export const WsErrorDataSchema = z.object({ message: z.string() });
export type WsErrorData = z.infer<typeof WsErrorDataSchema>;

/** Correlation ids the client sends and the server echoes: a short token of letters, digits and `.:-_`. */
export const CorrelationIdSchema = requestString().regex(
  /^[\w.:-]{1,128}$/,
  'The correlation id must be at most 128 letters, digits, dots, colons or dashes.',
);

/**
 * An exception the client reports (POST clientError). `isRoutine` marks expected, user-facing errors (e.g. a
 * permission denied): the server stores them but does not log them as severe.
 */
export const ClientErrorSchema = z.object({
  message: requestString().trim().min(1, 'Please give the error message.').max(2000),
  /** Title of the alert the user saw, if any. */
  title: requestString().max(200).optional(),
  /** Stack trace or other details of the exception. */
  details: requestString().max(20_000).optional(),
  /** The page the error happened on. */
  url: requestString().max(2000).optional(),
  /** Correlation id of the failed call behind the exception, when there is one. */
  correlationId: CorrelationIdSchema.optional(),
  isRoutine: z.boolean().default(false),
  /** Whether the user was shown an alert or a toast. */
  userAlerted: z.boolean().default(false),
  appVersion: requestString().max(64).optional(),
});
export type ClientError = z.input<typeof ClientErrorSchema>;

/** The server's receipt for a reported client error: its id in the client_errors table. */
export const ClientErrorReceiptSchema = z.object({
  ok: z.literal(true),
  id: z.number().int().positive(),
});
export type ClientErrorReceipt = z.infer<typeof ClientErrorReceiptSchema>;
