import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_REPOS, type SampleRepo } from '../mocks/data/commits';
import { DEFAULT_FILES_MAX_PER_USER, DEFAULT_MAX_UPLOAD_MB, DEFAULT_UPLOAD_QUOTA_MB } from '../src/api/files';
import { FEEDBACK_LIMIT, MOBILE_LINK } from '../src/api/errors';
import { DEFAULT_LIVE_GROUPING_LIMITS } from './services/portfolioLimits';
import { DEFAULT_WS_LIMITS } from './ws';

/** Everything the server reads from its environment. Built by loadConfig; tests build their own. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where the embedded database (and later uploads, caches) live. */
  dataDir: string;
  /** node-postgres connection string; when unset the server uses PGlite under `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** This instance's name in the `X-Instance` header and `/api/health` (INSTANCE_ID; host name and process id). */
  instanceId: string;
  /**
   * How many instances share the database (CLUSTER_SIZE, 1). More than one needs DATABASE_URL: the embedded
   * database belongs to one process.
   */
  clusterSize: number;
  /**
   * Addresses of the proxies in front (TRUSTED_PROXIES: IP addresses or CIDR ranges, comma-separated; none): a
   * request from one of them is taken to come from the client its X-Forwarded-For names, so per-address limits
   * count clients, not the balancer. Left empty, the header is ignored: anyone could write it.
   */
  trustedProxies: string[];
  /** Reopen a freshly created PGlite database, leaving the memory its creation took (see db/index.ts). */
  reopenFreshDatabase: boolean;
  adminPassword: string;
  demoPassword: string;
  appVersion: string;
  appBuild: string;
  /** Shown on the About widget: 'Development' unless APP_ENV says otherwise. */
  appEnvironment: string;
  /** The app's business time zone; the server's own zone unless APP_TIME_ZONE says otherwise. */
  appTimeZone: string;
  /** The Vite build of the /app shell. */
  staticDir: string;
  /** The static Storybook build served at /storybook/. */
  storybookDir: string;
  /** Set the Secure flag on the session cookie: on unless the server listens on loopback over plain http. */
  cookieSecure: boolean;
  sessionTtlMs: number;
  /** How long a looked-up session is served from memory before the database is asked again. */
  sessionCacheTtlMs: number;
  /** Login attempts per minute per client address. */
  loginRateLimit: number;
  /** Failed logins in a row after which an account is locked for a while (kept in the database). */
  loginLockAfter: number;
  /** The first lock; each further failure doubles it, up to loginLockMaxMs. */
  loginLockBaseMs: number;
  loginLockMaxMs: number;
  /** Error reports per minute per client address. */
  clientErrorRateLimit: number;
  /** Client error reports older than this many days are deleted. */
  clientErrorRetentionDays: number;
  /** At most this many client error reports are kept (the newest). */
  clientErrorMaxRows: number;
  /** Feedback messages one user may send per minute (then 429). */
  feedbackRateLimit: number;
  /** Feedback older than this many days is deleted. */
  feedbackRetentionDays: number;
  /** At most this many feedback messages are kept (the newest). */
  feedbackMaxRows: number;
  /** How often the retention rules run (they also run at start). */
  maintenanceIntervalMs: number;
  heartbeatIntervalMs: number;
  /** A websocket whose unsent data passes this many bytes is closed (1013): it does not read what it gets. */
  wsMaxBufferedBytes: number;
  /** Messages per second a websocket client may send; more closes it (1008). */
  wsMaxMessagesPerSecond: number;
  /** How long a socket closed for being slow gets to take its close frame before it is cut. */
  wsCloseGraceMs: number;
  /** Topics one websocket may follow at once; more are refused with an error (WS_MAX_TOPICS_PER_SOCKET). */
  wsMaxTopicsPerSocket: number;
  /** Open websockets per user; one more is closed with 1008 (WS_MAX_SOCKETS_PER_USER). */
  wsMaxSocketsPerUser: number;
  /** Open websockets per client address; one more is closed with 1008 (WS_MAX_SOCKETS_PER_ADDRESS). */
  wsMaxSocketsPerAddress: number;
  /** Portfolio groupings re-priced live at once on the server (PORTFOLIO_LIVE_GROUPINGS): bounds a tick's work. */
  portfolioLiveGroupings: number;
  /** Live Portfolio groupings one user may watch at once (PORTFOLIO_LIVE_GROUPINGS_PER_USER). */
  portfolioLiveGroupingsPerUser: number;
  /**
   * A GitHub token: with one the server polls GitHub's GraphQL API for the commits of `githubRepos`; without
   * one it serves the bundled sample history and adds a sample commit every `githubSampleIntervalS` seconds.
   */
  githubToken: string | undefined;
  /** The repositories whose commits the Home tab shows (GITHUB_REPOS, 'owner/name' separated by commas). */
  githubRepos: SampleRepo[];
  /** GitHub's GraphQL endpoint; tests point it at a fake upstream on loopback. */
  githubApiUrl: string;
  /** Seconds between polls of GitHub (with a token). */
  githubPollIntervalS: number;
  /** Seconds between the sample's new commits (without a token). */
  githubSampleIntervalS: number;
  /**
   * The openFDA drug enforcement endpoint (OPENFDA_URL, e.g. https://api.fda.gov/drug/enforcement.json): with it
   * the FDA Recalls app searches openFDA; without it, the bundled sample.
   */
  openFdaUrl: string | undefined;
  /** Seconds an openFDA answer is kept (RECALLS_CACHE_TTL_S). */
  recallsCacheTtlS: number;
  /** RSS/Atom feeds the News app reads (NEWS_FEEDS, URLs separated by commas or spaces); none: the sample. */
  newsFeeds: string[];
  /** Minutes the News app's stories are kept before the feeds are read again (NEWS_CACHE_MINUTES, 60). */
  newsCacheMinutes: number;
  /** The largest file the File Manager takes, in MB (MAX_UPLOAD_MB, 10). */
  maxUploadMb: number;
  /** What one user may keep in the File Manager in all, in MB (UPLOAD_QUOTA_MB, 100). */
  uploadQuotaMb: number;
  /** How many files one user may keep in the File Manager (FILES_MAX_PER_USER, 1,000), empty ones included. */
  filesMaxPerUser: number;
  /** SMTP server for outgoing mail (SMTP_URL, e.g. smtp://user:pass@host:587); unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail (MAIL_FROM). */
  mailFrom: string;
  /** Users have no address of their own: mail goes to `username@mailDomain` (MAIL_DOMAIN). */
  mailDomain: string;
  /** The site's address in mailed links (PUBLIC_URL); unset: taken from the request's protocol and host. */
  publicUrl: string | undefined;
  /** Mobile-link mails per user per hour (MOBILE_LINK_RATE_LIMIT): no mail bombing. */
  mobileLinkRateLimit: number;
  /** pino level, or 'silent'. */
  logLevel: string;
  /** Log every request (Fastify's "incoming request" / "request completed"): LOG_REQUESTS, or LOG_LEVEL=debug. */
  logRequests: boolean;
  /** Log lines for a person at a terminal (pino-pretty) instead of JSON: LOG_FORMAT, by default on a TTY. */
  logPretty: boolean;
}

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_PASSWORDS = { admin: 'admin', demo: 'demo' } as const;

/** The shortest password the server accepts for the seeded accounts when it listens beyond loopback. */
export const MIN_PASSWORD_LENGTH = 12;

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

function listed(names: readonly string[]): string {
  return `${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'}`;
}

/**
 * Throws when the config would expose the seeded accounts to other machines with weak passwords: the
 * well-known defaults, or anything shorter than MIN_PASSWORD_LENGTH characters.
 */
export function assertSafeConfig(
  config: Pick<ServerConfig, 'host' | 'adminPassword' | 'demoPassword'>,
): void {
  if (isLoopbackHost(config.host)) return;
  const passwords = [
    { name: 'ADMIN_PASSWORD', value: config.adminPassword, fallback: DEFAULT_PASSWORDS.admin },
    { name: 'DEMO_PASSWORD', value: config.demoPassword, fallback: DEFAULT_PASSWORDS.demo },
  ];
  const defaults = passwords.filter((p) => p.value === p.fallback).map((p) => p.name);
  const short = passwords
    .filter((p) => p.value !== p.fallback && [...p.value].length < MIN_PASSWORD_LENGTH)
    .map((p) => p.name);
  const problems = [
    defaults.length > 0 ? `${listed(defaults)} still the default (the username)` : '',
    short.length > 0 ? `${listed(short)} shorter than ${MIN_PASSWORD_LENGTH} characters` : '',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(
      `Refusing to start: HOST=${config.host} is reachable from other machines, but ${problems.join(', and ')}. ` +
        `Set ADMIN_PASSWORD and DEMO_PASSWORD to passwords of at least ${MIN_PASSWORD_LENGTH} characters, ` +
        'or listen on 127.0.0.1.',
    );
  }
}

/**
 * Throws when the config asks for what one process cannot share: several instances (CLUSTER_SIZE) on the embedded
 * database, which lives in one process's memory and files.
 */
export function assertShareableConfig(config: Pick<ServerConfig, 'clusterSize' | 'databaseUrl'>): void {
  if (config.clusterSize > 1 && !config.databaseUrl) {
    throw new Error(
      `Refusing to start: CLUSTER_SIZE=${config.clusterSize} needs a database the instances share, but DATABASE_URL ` +
        'is not set and the embedded PGlite belongs to one process. Set DATABASE_URL to a Postgres server, or ' +
        'CLUSTER_SIZE=1.',
    );
  }
}

/** TRUSTED_PROXIES: IP addresses or CIDR ranges (`10.0.0.0/8`), separated by commas or spaces. */
function trustedProxiesFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = env.TRUSTED_PROXIES?.trim();
  if (!raw) return [];
  return raw.split(/[\s,]+/).map((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits && rest.length === 0);
    if (family === 0 || !prefixOk)
      throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDR ranges, got "${entry}".`);
    return entry;
  });
}

const INSTANCE_ID = /^[\w.-]{1,64}$/;

function instanceIdFrom(env: NodeJS.ProcessEnv): string {
  const raw = nonEmpty(env.INSTANCE_ID);
  if (raw === undefined)
    return `${hostname()
      .replace(/[^\w.-]/g, '-')
      .slice(0, 40)}-${process.pid}`;
  if (!INSTANCE_ID.test(raw))
    throw new Error(`INSTANCE_ID must be 1 to 64 letters, digits, '.', '_' or '-', got "${raw}".`);
  return raw;
}

function readPackageVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8'));
    if (pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string')
      return pkg.version;
  } catch {
    // fall through
  }
  return '0.0.0';
}

function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return n;
}

function boolFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}".`);
}

const REPO = /^([\w.-]+)\/([\w.-]+)$/;

/** GITHUB_REPOS: 'owner/name' separated by commas or spaces; names must differ (the history is keyed by name). */
function reposFrom(env: NodeJS.ProcessEnv): SampleRepo[] {
  const raw = env.GITHUB_REPOS?.trim();
  if (!raw) return SAMPLE_REPOS.map((r) => ({ ...r }));
  const repos = raw.split(/[\s,]+/).map((entry) => {
    const m = REPO.exec(entry);
    if (!m?.[1] || !m[2]) throw new Error(`GITHUB_REPOS must list owner/name pairs, got "${entry}".`);
    return { owner: m[1], name: m[2] };
  });
  const names = repos.map((r) => r.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`GITHUB_REPOS names the repository ${twice} twice.`);
  return repos;
}

function httpUrlFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}".`);
  return url.href;
}

/** NEWS_FEEDS: http(s) URLs separated by commas or spaces, each once. */
function feedsFrom(env: NodeJS.ProcessEnv): string[] {
  const raw = env.NEWS_FEEDS?.trim();
  if (!raw) return [];
  const urls = raw.split(/[\s,]+/).map((entry) => httpUrlFrom({ NEWS_FEEDS: entry }, 'NEWS_FEEDS', ''));
  return [...new Set(urls)];
}

/** SMTP_URL: an smtp:// or smtps:// URL, or unset. */
function smtpUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const raw = nonEmpty(env.SMTP_URL);
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // Reported below with the rule it breaks.
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL.');
  return raw;
}

function logFormat(env: NodeJS.ProcessEnv, terminal: boolean): 'pretty' | 'json' {
  const raw = nonEmpty(env.LOG_FORMAT)?.toLowerCase();
  if (!raw) return terminal ? 'pretty' : 'json';
  if (raw === 'pretty' || raw === 'json') return raw;
  throw new Error(`LOG_FORMAT must be pretty or json, got "${raw}".`);
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/**
 * Reads the config from the environment, with the defaults of the README. Relative directories resolve against
 * the current working directory. Throws on unsafe or malformed settings.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): ServerConfig {
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const logLevel = nonEmpty(env.LOG_LEVEL) ?? 'info';
  const config: ServerConfig = {
    host,
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    instanceId: instanceIdFrom(env),
    clusterSize: intFrom(env, 'CLUSTER_SIZE', 1, 1, 64),
    trustedProxies: trustedProxiesFrom(env),
    reopenFreshDatabase: true,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_PASSWORDS.admin,
    demoPassword: env.DEMO_PASSWORD || DEFAULT_PASSWORDS.demo,
    appVersion: nonEmpty(env.APP_VERSION) ?? readPackageVersion(),
    appBuild: nonEmpty(env.APP_BUILD) ?? 'dev',
    appEnvironment: nonEmpty(env.APP_ENV) ?? 'Development',
    appTimeZone: nonEmpty(env.APP_TIME_ZONE) ?? serverTimeZone(),
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? 'dist/app'),
    storybookDir: path.resolve(nonEmpty(env.STORYBOOK_DIR) ?? 'storybook-static'),
    cookieSecure: boolFrom(env, 'COOKIE_SECURE', !isLoopbackHost(host)),
    sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
    sessionCacheTtlMs: 5_000,
    loginRateLimit: intFrom(env, 'LOGIN_RATE_LIMIT', 10, 1, 100000),
    loginLockAfter: intFrom(env, 'LOGIN_LOCK_AFTER', 5, 1, 1000),
    loginLockBaseMs: intFrom(env, 'LOGIN_LOCK_SECONDS', 30, 1, 86400) * 1000,
    loginLockMaxMs: 15 * 60 * 1000,
    clientErrorRateLimit: intFrom(env, 'CLIENT_ERROR_RATE_LIMIT', 60, 1, 1_000_000),
    clientErrorRetentionDays: intFrom(env, 'CLIENT_ERROR_RETENTION_DAYS', 30, 1, 3650),
    clientErrorMaxRows: intFrom(env, 'CLIENT_ERROR_MAX_ROWS', 10_000, 1, 10_000_000),
    feedbackRateLimit: intFrom(env, 'FEEDBACK_RATE_LIMIT', FEEDBACK_LIMIT.defaultPerMinute, 1, 1_000_000),
    feedbackRetentionDays: intFrom(env, 'FEEDBACK_RETENTION_DAYS', 365, 1, 36_500),
    feedbackMaxRows: intFrom(env, 'FEEDBACK_MAX_ROWS', 10_000, 1, 10_000_000),
    maintenanceIntervalMs: 60 * 60 * 1000,
    heartbeatIntervalMs: 10_000,
    wsMaxBufferedBytes: 1024 * 1024,
    wsMaxMessagesPerSecond: 20,
    wsCloseGraceMs: 5_000,
    wsMaxTopicsPerSocket: intFrom(
      env,
      'WS_MAX_TOPICS_PER_SOCKET',
      DEFAULT_WS_LIMITS.maxTopicsPerSocket,
      1,
      10_000,
    ),
    wsMaxSocketsPerUser: intFrom(
      env,
      'WS_MAX_SOCKETS_PER_USER',
      DEFAULT_WS_LIMITS.maxSocketsPerUser,
      1,
      100_000,
    ),
    wsMaxSocketsPerAddress: intFrom(
      env,
      'WS_MAX_SOCKETS_PER_ADDRESS',
      DEFAULT_WS_LIMITS.maxSocketsPerAddress,
      1,
      100_000,
    ),
    portfolioLiveGroupings: intFrom(
      env,
      'PORTFOLIO_LIVE_GROUPINGS',
      DEFAULT_LIVE_GROUPING_LIMITS.maxGroupings,
      1,
      10_000,
    ),
    portfolioLiveGroupingsPerUser: intFrom(
      env,
      'PORTFOLIO_LIVE_GROUPINGS_PER_USER',
      DEFAULT_LIVE_GROUPING_LIMITS.maxGroupingsPerUser,
      1,
      10_000,
    ),
    logLevel,
    logRequests: boolFrom(env, 'LOG_REQUESTS', logLevel === 'debug' || logLevel === 'trace'),
    githubToken: nonEmpty(env.GITHUB_TOKEN),
    githubRepos: reposFrom(env),
    githubApiUrl: httpUrlFrom(env, 'GITHUB_API_URL', 'https://api.github.com/graphql'),
    githubPollIntervalS: intFrom(env, 'GITHUB_POLL_INTERVAL_S', 300, 1, 86_400),
    githubSampleIntervalS: intFrom(env, 'GITHUB_SAMPLE_INTERVAL_S', 600, 1, 86_400),
    logPretty: logFormat(env, terminal) === 'pretty',
    openFdaUrl: env.OPENFDA_URL?.trim() ? httpUrlFrom(env, 'OPENFDA_URL', '') : undefined,
    recallsCacheTtlS: intFrom(env, 'RECALLS_CACHE_TTL_S', 900, 1, 86_400),
    newsFeeds: feedsFrom(env),
    newsCacheMinutes: intFrom(env, 'NEWS_CACHE_MINUTES', 60, 1, 10_080),
    maxUploadMb: intFrom(env, 'MAX_UPLOAD_MB', DEFAULT_MAX_UPLOAD_MB, 1, 1024),
    uploadQuotaMb: intFrom(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA_MB, 1, 1_048_576),
    filesMaxPerUser: intFrom(env, 'FILES_MAX_PER_USER', DEFAULT_FILES_MAX_PER_USER, 1, 1_000_000),
    smtpUrl: smtpUrlFrom(env),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Toolbox <toolbox@localhost>',
    mailDomain: nonEmpty(env.MAIL_DOMAIN) ?? 'example.com',
    publicUrl: env.PUBLIC_URL?.trim() ? httpUrlFrom(env, 'PUBLIC_URL', '') : undefined,
    mobileLinkRateLimit: intFrom(env, 'MOBILE_LINK_RATE_LIMIT', MOBILE_LINK.defaultPerHour, 1, 1_000_000),
  };
  assertSafeConfig(config);
  assertShareableConfig(config);
  return config;
}
