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
  /** A client message the server could not act on (bad JSON, unknown topic): data is WsErrorData. */
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

/** A sample trade (GET trade): SPEC §3. `trade_date` is a local date, 'YYYY-MM-DD'. */
export const TradeSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  city: z.string(),
  trade_volume: z.number(),
  profit_loss: z.number(),
  trade_date: z.iso.date(),
  active: z.boolean(),
});
export type Trade = z.infer<typeof TradeSchema>;

/** GET trade: an object with the trades list. */
export const TradesResponseSchema = z.object({ trades: z.array(TradeSchema) });
export type TradesResponse = z.infer<typeof TradesResponseSchema>;

/** A sample customer (GET customer): SPEC §3. */
export const CustomerSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  city: z.string(),
  isActive: z.boolean(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerListSchema = z.array(CustomerSchema);

/** Query of GET customer: without `query` all customers; with it an async search (blank finds none). */
export const CustomerQuerySchema = z.object({
  query: requestString().max(100, 'Query must be at most 100 characters.').optional(),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

/** Dimensions the portfolio service groups positions by. */
export const PositionDimensionSchema = z.enum(['region', 'sector', 'symbol', 'model', 'fund', 'trader']);
export type PositionDimension = z.infer<typeof PositionDimensionSchema>;

/** A priced raw position of the portfolio service (GET portfolio/rawPositions), SPEC §3 "ag-Grid positions". */
export const RawPositionSchema = z.object({
  symbol: z.string(),
  sector: z.string(),
  model: z.string(),
  fund: z.string(),
  region: z.string(),
  trader: z.string(),
  mktVal: z.number(),
  pnl: z.number(),
});
export type RawPosition = z.infer<typeof RawPositionSchema>;

export const RawPositionListSchema = z.array(RawPositionSchema);

/** A node of positions grouped by dimensions: the value of its dimension as name, sums, and the next level. */
export interface Position {
  id: string;
  name: string;
  pnl: number;
  mktVal: number;
  children: Position[];
}
export const PositionSchema: z.ZodType<Position> = z.object({
  id: z.string(),
  name: z.string(),
  pnl: z.number(),
  mktVal: z.number(),
  get children() {
    return z.array(PositionSchema);
  },
});
export const PositionListSchema = z.array(PositionSchema);

/** Grouping used when GET portfolio/positions names no `dims`. */
export const DEFAULT_POSITION_DIMS: readonly PositionDimension[] = ['region', 'sector', 'symbol'];

/**
 * Query of GET portfolio/positions: `dims`, a comma-separated list of distinct dimensions (default
 * region,sector,symbol), parsed to the list.
 */
export const PositionsQuerySchema = z.object({
  dims: requestString('Dims must be one comma-separated list, e.g. dims=region,sector,symbol.')
    .optional()
    .transform((value, ctx): PositionDimension[] => {
      if (value === undefined) return [...DEFAULT_POSITION_DIMS];
      const names = value.split(',').map((d) => d.trim());
      const known = PositionDimensionSchema.options;
      const allowed = `use ${known.slice(0, -1).join(', ')} or ${known.at(-1) ?? ''}`;
      if (names.some((n) => !n)) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `Dims must not have empty names: ${allowed}.`,
        });
        return z.NEVER;
      }
      const unknown = names.filter((n) => !PositionDimensionSchema.safeParse(n).success);
      if (unknown.length) {
        const list = unknown.map((n) => `'${n}'`).join(', ');
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `Unknown dimension${unknown.length === 1 ? '' : 's'} ${list}: ${allowed}.`,
        });
        return z.NEVER;
      }
      if (new Set(names).size !== names.length) {
        ctx.issues.push({ code: 'custom', input: value, message: 'Dims must not name a dimension twice.' });
        return z.NEVER;
      }
      return names as PositionDimension[];
    }),
});
export type PositionsQuery = z.output<typeof PositionsQuerySchema>;

/** GET portfolio/symbols: the symbols of the portfolio's instruments, in the service's order (charts use the first 5). */
export const SymbolListSchema = z.array(z.string());

/** Price dimensions a line series can show (SPEC §3: the line chart shows close). */
export const SeriesDimensionSchema = z.enum(['open', 'high', 'low', 'close']);
export type SeriesDimension = z.infer<typeof SeriesDimensionSchema>;

/** A symbol in a query: one non-blank value. */
const SymbolParamSchema = requestString({
  error: (issue) =>
    issue.input === undefined ? 'Symbol is required.' : 'Symbol must be one symbol, e.g. symbol=AAPL.',
})
  .trim()
  .min(1, 'Symbol must not be blank.')
  .max(20, 'Symbol must be at most 20 characters.');

/** Query of GET portfolio/lineSeries: a symbol and the price dimension (default close). */
export const LineSeriesQuerySchema = z.object({
  symbol: SymbolParamSchema,
  dimension: requestString('Dimension must be one of open, high, low or close.')
    .optional()
    .transform((value, ctx): SeriesDimension => {
      if (value === undefined) return 'close';
      const parsed = SeriesDimensionSchema.safeParse(value.trim());
      if (parsed.success) return parsed.data;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `Unknown dimension '${value}': use open, high, low or close.`,
      });
      return z.NEVER;
    }),
});
export type LineSeriesQuery = z.output<typeof LineSeriesQuerySchema>;

/** A point of a line series: [time in ms since the epoch (UTC midnight of a trading day), value]. */
export const LinePointSchema = z.tuple([z.number().int(), z.number()]);
export type LinePoint = z.infer<typeof LinePointSchema>;

/** GET portfolio/lineSeries: the daily history of one dimension of a symbol, oldest first. */
export const LineSeriesSchema = z.object({
  symbol: z.string(),
  dimension: SeriesDimensionSchema,
  data: z.array(LinePointSchema),
});
export type LineSeries = z.infer<typeof LineSeriesSchema>;

/** Query of GET portfolio/ohlcSeries: a symbol. */
export const OhlcSeriesQuerySchema = z.object({ symbol: SymbolParamSchema });
export type OhlcSeriesQuery = z.output<typeof OhlcSeriesQuerySchema>;

/** A daily bar: [time in ms since the epoch (UTC midnight), open, high, low, close]. */
export const OhlcBarSchema = z.tuple([z.number().int(), z.number(), z.number(), z.number(), z.number()]);
export type OhlcBar = z.infer<typeof OhlcBarSchema>;

/** GET portfolio/ohlcSeries: the daily bars of a symbol, oldest first. */
export const OhlcSeriesSchema = z.object({ symbol: z.string(), data: z.array(OhlcBarSchema) });
export type OhlcSeries = z.infer<typeof OhlcSeriesSchema>;

// ---------------------------------------------------------------- Home: commits, roadmap, feedback

/** A commit's author as GitHub reports it: either part may be missing. */
export const CommitAuthorSchema = z.object({ name: z.string().nullable(), email: z.string().nullable() });
export type CommitAuthor = z.infer<typeof CommitAuthorSchema>;

/** A commit of a repository's default branch (SPEC §3 Commit history), as GitHub's GraphQL API gives it. */
export const CommitSchema = z.object({
  abbreviatedOid: z.string(),
  messageHeadline: z.string(),
  author: CommitAuthorSchema,
  committedDate: z.iso.datetime(),
  /** Null when GitHub cannot tell (very large commits). */
  changedFiles: z.number().int().nonnegative().nullable(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  /** The commit's page on GitHub. */
  url: z.url(),
});
export type Commit = z.infer<typeof CommitSchema>;

/**
 * The account that tags releases: its commits whose headline starts with 'v' (e.g. 'v4.12.0') are releases
 * (SPEC §3 Commit history, isRelease).
 */
export const RELEASE_AUTHOR_EMAIL = 'release-bot@toolbox.dev';

/** One repository's history: its commits, newest first, and the time of the newest (null when none). */
export const RepoCommitsSchema = z.object({
  lastCommitTimestamp: z.iso.datetime().nullable(),
  commits: z.array(CommitSchema),
});
export type RepoCommits = z.infer<typeof RepoCommitsSchema>;

/** GET gitHub/allCommits: the history of every configured repository, keyed by repository name. */
export const AllCommitsSchema = z.record(z.string(), RepoCommitsSchema);
export type AllCommits = z.infer<typeof AllCommitsSchema>;

/** Data of the 'gitHubUpdate' topic: pushed when new commits arrive; clients reload the history. */
export const GitHubUpdateDataSchema = z.object({
  /** Commits held now, over every repository. */
  commitCount: z.number().int().nonnegative(),
  lastCommitTimestamp: z.iso.datetime().nullable(),
});
export type GitHubUpdateData = z.infer<typeof GitHubUpdateDataSchema>;

/** Statuses the Roadmap widget draws an icon for; any other status shows a question mark (SPEC §4). */
export const ROADMAP_STATUSES = ['DEVELOPMENT', 'RELEASED', 'PLANNED', 'MERGED'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** A project of the roadmap (SPEC §3 Roadmap project). */
export const RoadmapProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The sortOrder of the project's phase. */
  sortedPhase: z.number().int(),
  phaseName: z.string(),
  category: z.string(),
  description: z.string(),
  releaseVersion: z.string().nullable(),
  status: z.string(),
  /** Links to pull requests and issues, one per line; null when there are none. */
  gitLinks: z.string().nullable(),
  /** Order of the project within its phase. */
  sortOrder: z.number().int(),
  lastUpdated: z.iso.datetime(),
  lastUpdatedBy: z.string(),
});
export type RoadmapProject = z.infer<typeof RoadmapProjectSchema>;

export const RoadmapPhaseSchema = z.object({
  name: z.string(),
  sortOrder: z.number().int(),
  projects: z.array(RoadmapProjectSchema),
});
export type RoadmapPhase = z.infer<typeof RoadmapPhaseSchema>;

/** GET roadmap/data: the phases, in sortOrder, each with its projects. */
export const RoadmapDataSchema = z.object({ data: z.array(RoadmapPhaseSchema) });
export type RoadmapData = z.infer<typeof RoadmapDataSchema>;

/** The longest feedback message the server takes. */
export const FEEDBACK_MAX_LENGTH = 2000;

/** POST feedback: what a user writes in the About widget's Send Feedback dialog. */
export const FeedbackSchema = z.object({
  message: requestString()
    .trim()
    .min(1, 'Please write your feedback before sending it.')
    .max(
      FEEDBACK_MAX_LENGTH,
      `Feedback must be at most ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    ),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** The server's receipt for stored feedback: its id in the feedback table. */
export const FeedbackReceiptSchema = z.object({ ok: z.literal(true), id: z.number().int().positive() });
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>;
/** Kinds of company (the REST Editor's `type` lookup). */
export const COMPANY_TYPES = ['Public', 'Private', 'Partnership', 'Non-Profit', 'Government'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Earliest earnings date accepted: a sanity bound (Postgres cannot store year 0). */
export const EARLIEST_DATE = '1900-01-01';

/**
 * Escapes in JSON text that Postgres' jsonb refuses: U+0000 and lone surrogates (JSON.stringify writes both as
 * `\uXXXX`, and real surrogate pairs as plain characters). An escaped backslash before `u` is not an escape.
 */
const UNSTORABLE_JSON_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/** Most employees a company may have: a sanity bound, not a business rule. */
export const MAX_EMPLOYEES = 10_000_000;

/**
 * A company of the REST resource rest/companyRest (SPEC §3). `earningsDate` is a local date 'YYYY-MM-DD'; `cfg`
 * any JSON value; `lastUpdated` and `lastUpdatedBy` are set by the server on every write.
 */
export const CompanySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.string(),
  employees: z.number().int(),
  isActive: z.boolean(),
  cfg: z.json().nullable(),
  earningsDate: z.iso.date(),
  note: z.string().nullable(),
  lastUpdated: z.iso.datetime(),
  lastUpdatedBy: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyListSchema = z.array(CompanySchema);

/** What a client sends to create a company (POST): every editable field; the server sets the rest. */
export const CompanyInputSchema = z.strictObject({
  name: requestString({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(50, 'Name must be at most 50 characters.'),
  type: z.enum(COMPANY_TYPES, { error: `Type must be one of: ${COMPANY_TYPES.join(', ')}.` }),
  employees: z
    .number({ error: 'Employees must be a number.' })
    .int('Employees must be a whole number.')
    .min(0, 'Employees cannot be negative.')
    .max(MAX_EMPLOYEES, `Employees must be at most ${MAX_EMPLOYEES.toLocaleString('en-US')}.`),
  isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
  cfg: z
    .json({ error: 'Config must be JSON.' })
    .refine((value) => !UNSTORABLE_JSON_ESCAPE.test(JSON.stringify(value)), {
      error: 'Config must not contain NUL characters or broken Unicode text.',
    })
    .nullable()
    .default(null),
  earningsDate: z.iso
    .date({ error: 'Earnings Date must be a date (YYYY-MM-DD).' })
    // Postgres has no year 0 (a date it cannot store would fail the write instead of answering 400).
    .refine((value) => value >= EARLIEST_DATE, `Earnings Date must be on or after ${EARLIEST_DATE}.`),
  note: requestString().max(1000, 'Note must be at most 1,000 characters.').nullable().default(null),
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;

/**
 * What a client sends to update a company (PUT): the editable fields and the `lastUpdated` it loaded, so the
 * server can refuse (409) an update of a company changed since.
 */
export const CompanyUpdateSchema = CompanyInputSchema.extend({
  lastUpdated: z.iso.datetime({ error: 'Last Updated must be the time the company was loaded.' }),
});
export type CompanyUpdate = z.input<typeof CompanyUpdateSchema>;

/** Largest company id: ids are Postgres integers. */
export const MAX_COMPANY_ID = 2_147_483_647;

/** The `:id` of rest/companyRest/:id. */
export const CompanyIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The company id must be a number.' })
    .int('The company id must be a whole number.')
    .positive('The company id must be positive.')
    // Ids are Postgres integers: a larger one would fail the query instead of answering 404.
    .max(MAX_COMPANY_ID, `No company has an id above ${MAX_COMPANY_ID}.`),
});

/** The lookups of the REST Editor's form: the company types. */
export const CompanyLookupsSchema = z.object({ types: z.array(z.string()) });
export type CompanyLookups = z.infer<typeof CompanyLookupsSchema>;

// ---------------------------------------------------------------- Mobile tab: mail a link to the mobile app

/** How the server sent the link: through the SMTP server of SMTP_URL, or into its outbox table (no SMTP set). */
export const MailDeliverySchema = z.enum(['smtp', 'outbox']);
export type MailDelivery = z.infer<typeof MailDeliverySchema>;

/** GET emailMobileLink/send: where the link went. The Mobile tab does not read it (SPEC §7); tests do. */
export const EmailMobileLinkReceiptSchema = z.object({
  ok: z.literal(true),
  /** The address the message was sent to (the signed-in user's). */
  sentTo: z.string().min(1),
  delivery: MailDeliverySchema,
});
export type EmailMobileLinkReceipt = z.infer<typeof EmailMobileLinkReceiptSchema>;
