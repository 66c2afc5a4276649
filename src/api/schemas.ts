import { z } from 'zod';

export const IdentitySchema = z.object({
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  /** URL of the user's profile picture, or null when the user has none. */
  profilePicUrl: z.string().nullable(),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const LoginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Please enter a username.').max(64),
  password: z.string().min(1, 'Please enter a password.').max(256),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ identity: IdentitySchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;

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
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** What a client sends on the websocket. */
export const WsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topics: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(z.string().min(1)).min(1) }),
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
  /** A client message the server could not act on (bad JSON, unknown topic): data is WsErrorData. */
  error: 'error',
} as const;

/** Data of the 'heartbeat' topic. */
export const HeartbeatDataSchema = z.object({ serverTime: z.iso.datetime() });
export type HeartbeatData = z.infer<typeof HeartbeatDataSchema>;

/** Data of the 'error' topic: the socket stays open. */
export const WsErrorDataSchema = z.object({ message: z.string() });
export type WsErrorData = z.infer<typeof WsErrorDataSchema>;
