// @vitest-environment node
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_API, contactPrefsPath } from '../src/api/contacts';
import { FILES_API, filePath } from '../src/api/files';
import { NEWS_API } from '../src/api/news';
import { PORTFOLIO_APP_API } from '../src/api/portfolioApp';
import { RECALLS_API } from '../src/api/recalls';
import { API } from '../src/api/routes';
import { taskPath, TODO_API } from '../src/api/todo';
import { SESSION_COOKIE } from './auth/sessions';
import {
  clientErrors,
  companies,
  contactPrefs,
  feedback,
  loginThrottle,
  sessions,
  storedFiles,
  todoPrefs,
  todoTasks,
  users,
} from './db/schema';
import { startTestApp } from './testing';

/**
 * Property-based fuzzing of every JSON route and every query parameter: whatever a client sends, the server
 * answers without a 5xx, and an answer of 4xx stored nothing. `npm run test:unit` runs 60 random cases per
 * property besides the fixed shapes that once broke (those run every time: dates, deep nesting); `npm run fuzz`
 * runs many more (FUZZ_RUNS). At 200 this file alone took 137 s of the unit suite.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Generous: a busy 2-core machine runs a login (scrypt) in tens of milliseconds. */
const TIMEOUT_MS = 60_000 + RUNS * 150;

let app: FastifyInstance;
let close: () => Promise<void>;
let demoId: number;
let adminId: number;

beforeAll(async () => {
  ({ app, close } = await startTestApp({
    loginRateLimit: 1_000_000,
    clientErrorRateLimit: 1_000_000,
    mobileLinkRateLimit: 1_000_000,
    feedbackRateLimit: 1_000_000,
  }));
  const [demo] = await app.db.select().from(users);
  if (!demo) throw new Error('no seeded user');
  demoId = demo.id;
  const admin = (await app.db.select().from(users)).find((u) => u.username === 'admin');
  if (!admin) throw new Error('no seeded admin');
  adminId = admin.id;
});
afterAll(async () => {
  await close();
});

/** A cookie of a fresh session: straight from the session store, as a login would make it, without scrypt. */
async function sessionCookie(as: 'demo' | 'admin' = 'demo'): Promise<string> {
  const { token } = await app.sessions.create(as === 'admin' ? adminId : demoId);
  return `${SESSION_COOKIE}=${token}`;
}

/** Rows of every table a request could write, and the latest updates of rows that change in place, in one round trip. */
async function rowCounts() {
  const n = (
    table:
      | typeof users
      | typeof sessions
      | typeof clientErrors
      | typeof loginThrottle
      | typeof feedback
      | typeof companies
      | typeof todoTasks
      | typeof todoPrefs
      | typeof contactPrefs
      | typeof storedFiles,
  ) => sql<number>`(select count(*)::int from ${table})`;
  const [row] = await app.db
    .select({
      users: n(users),
      sessions: n(sessions),
      clientErrors: n(clientErrors),
      loginThrottle: n(loginThrottle),
      feedback: n(feedback),
      companies: n(companies),
      // An update changes no count: a refused one must not move the latest lastUpdated either.
      companyUpdate: sql<string>`(select coalesce(max(${companies.lastUpdated})::text, '') from ${companies})`,
      todoTasks: n(todoTasks),
      todoPrefs: n(todoPrefs),
      contactPrefs: n(contactPrefs),
      storedFiles: n(storedFiles),
      // A change moves no count: a refused one must not move the latest update either.
      todoUpdate: sql<string>`(select coalesce(max(${todoTasks.updatedAt})::text, '') from ${todoTasks})`,
      todoPrefsUpdate: sql<string>`(select coalesce(max(${todoPrefs.updatedAt})::text, '') from ${todoPrefs})`,
      contactUpdate: sql<string>`(select coalesce(max(${contactPrefs.updatedAt})::text, '') from ${contactPrefs})`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('no counts');
  return row;
}

/** Strings a careless or hostile client sends: NUL, lone surrogates, quotes, huge, escapes, plain names. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\\u0000',
    '%00',
    "'; drop table users; --",
    '\uD800',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'x'.repeat(25_000),
    'admin',
    'demo',
    '__proto__',
    'constructor',
  ),
);

/**
 * Dates at and past the contract's bounds, and random years from 0 to 10000: a date Postgres cannot store (year 0)
 * once failed a write with a 500.
 */
const dateLike = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '1899-12-31',
    '1900-01-01',
    '9999-12-31',
    '10000-01-01',
    '+010000-01-01',
    '-000001-01-01',
    '0000-01-01T00:00:00Z',
    '0000-01-01T00:00:00.000Z',
    '10000-01-01T00:00:00Z',
    '2026-02-30',
  ),
  fc
    .tuple(
      // Years near the bounds more often than elsewhere.
      fc.oneof(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1895, max: 1905 }),
        fc.integer({ min: 9990, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
      ),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
  fc
    .date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_999), noInvalidDate: true })
    .map((d) => d.toISOString()),
);

/** JSON text nested `depth` levels, as arrays or objects, written out (building the value would recurse). */
function nestedText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Nesting from far below to far beyond what a recursive check survives (5,000 levels overflowed zod's). */
const deepNesting = fc.tuple(
  fc.integer({ min: 1, max: 150_000 }),
  fc.constantFrom('array' as const, 'object' as const),
);

const anyValue = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: dateLike },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A body shaped like the route's schema (its keys, any values), a valid body with one field changed (so a bad
 * value meets the checks after the schema's), or anything JSON at all.
 */
function bodyLike(keys: readonly string[], valid?: Readonly<Record<string, unknown>>) {
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] });
  const stringsOnly = fc.record(Object.fromEntries(keys.map((k) => [k, nastyString])));
  const anyJson = [fc.dictionary(nastyString, anyValue, { maxKeys: 5 }), fc.jsonValue()] as const;
  if (!valid || keys.length === 0) return fc.oneof(stringsOnly, shaped, ...anyJson);
  const oneChanged = fc
    .tuple(fc.constantFrom(...keys), fc.oneof(anyValue, dateLike))
    .map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(stringsOnly, shaped, oneChanged, ...anyJson);
}

/** Date fields: those a client sends as dates. */
const isDateKey = (key: string) => /date|lastUpdated/i.test(key);

/** The valid body with each date field set to the shapes that once answered 500 (year 0) and past the bounds. */
function dateExamples(valid: Readonly<Record<string, unknown>> | undefined): [Record<string, unknown>][] {
  if (!valid) return [];
  const dates = ['0000-01-01', '10000-01-01', '0000-01-01T00:00:00Z', '0000-01-01T00:00:00.000Z'];
  return Object.keys(valid)
    .filter(isDateKey)
    .flatMap((key) => dates.map((day): [Record<string, unknown>] => [{ ...valid, [key]: day }]));
}

/** A route's own fields (and a valid body's) nested past the stack: the shapes that once answered 500. */
function deepExamples(
  keys: readonly string[],
  valid: Readonly<Record<string, unknown>> | undefined,
): [string][] {
  const fields = [...new Set(['cfg', ...keys])];
  return [
    [nestedText(100_000, 'array')],
    [nestedText(100_000, 'object')],
    ...fields.map((key): [string] => [`{${JSON.stringify(key)}:${nestedText(5_000, 'array')}}`]),
    ...(valid
      ? fields.map((key): [string] => [
          JSON.stringify({ ...valid, [key]: 0 }).replace(
            `${JSON.stringify(key)}:0`,
            `${JSON.stringify(key)}:${nestedText(5_000, 'object')}`,
          ),
        ])
      : []),
  ];
}

/**
 * Raw text sent as application/json: broken JSON, empty bodies, JSON with odd escapes, and nesting far beyond the
 * stack, at the top or in any of the route's fields (`keys`).
 */
function rawJsonText(keys: readonly string[]) {
  const deepInField = fc
    .tuple(fc.constantFrom('cfg', ...keys), deepNesting)
    .map(([key, [depth, kind]]) => `{${JSON.stringify(key)}:${nestedText(depth, kind)}}`);
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '"\\u0000"', '{"username":"\\u0000","password":"x"}'),
    deepNesting.map(([depth, kind]) => nestedText(depth, kind)),
    deepInField,
  );
}

function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send what a broken client would.
    return '%ED%A0%80';
  }
}

/** A query string: the route's parameters and others, repeated, empty, or with malformed escapes. */
function queryLike(keys: readonly string[]) {
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...keys), nastyString), nastyString);
  const encoded = fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
  const malformed = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '+', '=', '&&'),
    )
    .map(([k, v]) => `${k}=${v}`);
  return fc.oneof(encoded, malformed);
}

interface Outcome {
  res: LightMyRequestResponse;
  before: Awaited<ReturnType<typeof rowCounts>>;
  after: Awaited<ReturnType<typeof rowCounts>>;
}

/** No 5xx; on a 4xx nothing stored (a failed login counts against its account by design: LoginThrottle). */
function expectSafe({ res, before, after }: Outcome, route: string) {
  expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const countsFailedLogin = route === API.login && res.statusCode === 401;
    expect(countsFailedLogin ? { ...after, loginThrottle: 0 } : after, `${route} ${res.statusCode}`).toEqual(
      countsFailedLogin ? { ...before, loginThrottle: 0 } : before,
    );
    expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
  }
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

async function send(method: WriteMethod, url: string, payload: string, cookie?: string): Promise<Outcome> {
  const before = await rowCounts();
  const res = await app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
  return { res, before, after: await rowCounts() };
}

const post = (url: string, payload: string, cookie?: string) => send('POST', url, payload, cookie);

const COMPANY_KEYS = ['name', 'type', 'employees', 'isActive', 'cfg', 'earningsDate', 'note'];
const COMPANY_ITEM = `${API.companyRest}/:id`;
const TASK_KEYS = ['description', 'dueDate', 'complete'];

const VALID_COMPANY = { name: 'Fuzz Co', type: 'Public', employees: 1, earningsDate: '2026-01-15' };
const VALID_TASK = { description: 'Fuzz', dueDate: '2999-01-01' };

/** Every write route, as registered (`url`), the address it is called at (`path`, default `url`) and its body keys. */
const JSON_ROUTES: readonly {
  method: WriteMethod;
  url: string;
  path?: string;
  keys: readonly string[];
  /** A body the route takes, for changing one field at a time. */
  valid?: Readonly<Record<string, unknown>>;
  /** Admin-only routes are fuzzed as admin: a demo user would only ever get 403. */
  as?: 'admin';
}[] = [
  { method: 'POST', url: API.login, keys: ['username', 'password'] },
  { method: 'POST', url: API.logout, keys: [] },
  {
    method: 'POST',
    url: API.clientError,
    keys: ['message', 'title', 'details', 'url', 'correlationId', 'isRoutine', 'userAlerted', 'appVersion'],
  },
  { method: 'POST', url: API.feedback, keys: ['message'] },
  { method: 'POST', url: API.companyRest, keys: COMPANY_KEYS, valid: VALID_COMPANY },
  {
    method: 'PUT',
    url: COMPANY_ITEM,
    path: `${API.companyRest}/1`,
    keys: [...COMPANY_KEYS, 'lastUpdated'],
    // A lastUpdated far ahead is never older than the stored one: the update goes through.
    valid: { ...VALID_COMPANY, name: 'Fuzz Co 1', lastUpdated: '2999-01-01T00:00:00.000Z' },
  },
  { method: 'DELETE', url: COMPANY_ITEM, path: `${API.companyRest}/2`, keys: [] },
  { method: 'POST', url: TODO_API.tasks, keys: TASK_KEYS, valid: VALID_TASK },
  // Task 1 is the demo user's first sample task (made by the walk's first GET of the tasks, or by a POST).
  {
    method: 'PUT',
    url: TODO_API.task,
    path: taskPath(1),
    keys: TASK_KEYS,
    valid: { ...VALID_TASK, complete: false },
  },
  { method: 'DELETE', url: TODO_API.task, path: taskPath(2), keys: [] },
  { method: 'PUT', url: TODO_API.prefs, keys: ['showCompleted', 'groupBy', 'sortBy'] },
  { method: 'PUT', url: CONTACT_API.prefs, path: contactPrefsPath(5), keys: ['isFavorite', 'tags'] },
  { method: 'POST', url: NEWS_API.refresh, keys: ['force'] },
  // Uploads are multipart: any JSON body is refused (415) and stores nothing.
  { method: 'POST', url: FILES_API.files, keys: ['file', 'name'], as: 'admin' },
  {
    method: 'DELETE',
    url: FILES_API.file,
    path: filePath('00000000-0000-4000-8000-000000000000'),
    keys: [],
    as: 'admin',
  },
];

const QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  [API.customer]: ['query'],
  [API.trade]: ['delayMs'],
  [API.positions]: ['dims'],
  [API.lineSeries]: ['symbol', 'dimension'],
  [API.ohlcSeries]: ['symbol'],
  [PORTFOLIO_APP_API.positions]: ['dims'],
  [PORTFOLIO_APP_API.orders]: ['positionId'],
  [PORTFOLIO_APP_API.lineSeries]: ['symbol', 'dimension'],
  [PORTFOLIO_APP_API.ohlcSeries]: ['symbol'],
  [RECALLS_API.recalls]: ['q'],
};

describe('fuzzing', () => {
  it('covers every JSON route the server has', () => {
    const writes = app.routeTable
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.sort()).toEqual(JSON_ROUTES.map((r) => `${r.method} ${r.url}`).sort());
  });

  describe.each(JSON_ROUTES)('$method $url', ({ method, url, path = url, keys, valid, as }) => {
    it(
      'never answers 5xx nor stores anything on a 4xx, whatever the JSON body',
      async () => {
        await fc.assert(
          fc.asyncProperty(bodyLike(keys, valid), async (body) => {
            const cookie = url === API.login ? undefined : await sessionCookie(as);
            expectSafe(await send(method, path, JSON.stringify(body), cookie), url);
          }),
          { numRuns: RUNS, examples: dateExamples(valid) },
        );
      },
      TIMEOUT_MS,
    );

    it(
      'never answers 5xx nor stores anything on a 4xx, whatever the raw text',
      async () => {
        await fc.assert(
          fc.asyncProperty(rawJsonText(keys), async (text) => {
            const cookie = url === API.login ? undefined : await sessionCookie(as);
            expectSafe(await send(method, path, text, cookie), url);
          }),
          { numRuns: RUNS, examples: deepExamples(keys, valid) },
        );
      },
      TIMEOUT_MS,
    );
  });

  it(
    'never answers 5xx to any query string on any GET route of the API',
    async () => {
      const cookies = { demo: await sessionCookie(), admin: await sessionCookie('admin') };
      const gets = app.routeTable.filter(
        (r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url !== API.ws,
      );
      expect(gets.length).toBeGreaterThanOrEqual(8);
      for (const route of gets) {
        const keys = QUERY_KEYS[route.url] ?? ['q'];
        await fc.assert(
          fc.asyncProperty(queryLike(keys), nastyString, async (query, param) => {
            const path = route.url.replace(/:(file|id)(?=$|\/)/, encode(param));
            const before = await rowCounts();
            // Admin-only routes as admin, so their own parameter checks are what the fuzz reaches.
            const cookie = route.access === 'admin' ? cookies.admin : cookies.demo;
            const res = await app.inject({ url: `${path}?${query}`, headers: { cookie } });
            expectSafe({ res, before, after: await rowCounts() }, route.url);
          }),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      }
    },
    TIMEOUT_MS * 2,
  );
});

/** Percent-escapes a router cannot decode, or only into what no path holds. */
const badEscape = fc.constantFrom('%', '%zz', '%G0', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%%41');

describe('malformed addresses', () => {
  it(
    "under /api answer 4xx with the API's JSON error and headers, whatever the route and the escape",
    async () => {
      const cookie = await sessionCookie();
      const paths = [...new Set(app.routeTable.map((r) => r.url).filter((u) => u.startsWith('/api/')))];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          badEscape,
          fc.boolean(),
          async (route, escape, signedIn) => {
            const url = route.includes(':') ? route.replace(/:\w+/, escape) : `${route}/${escape}`;
            const res = await app.inject({ url, headers: signedIn ? { cookie } : {} });
            expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
            expect(res.json(), url).toMatchObject({
              statusCode: res.statusCode,
              message: expect.any(String),
            });
            expect(res.headers, url).toMatchObject({
              'cache-control': 'no-store',
              'content-security-policy': "default-src 'none';frame-ancestors 'none'",
              'x-content-type-options': 'nosniff',
            });
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});

describe('NUL characters', () => {
  it.each([
    ['username', { username: 'ad\u0000min', password: 'x' }, 'Username must not contain NUL characters.'],
    ['password', { username: 'admin', password: '\u0000' }, 'Password must not contain NUL characters.'],
  ])('in the login %s answer 400 with a readable message, without a session', async (_f, body, message) => {
    const { res, before, after } = await post(API.login, JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(after).toEqual(before);
  });

  it('in a client error report answer 400 and store nothing', async () => {
    const { res, before, after } = await post(
      API.clientError,
      JSON.stringify({ message: 'boom', details: 'at \u0000' }),
      await sessionCookie(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Details must not contain NUL characters.');
    expect(after).toEqual(before);
  });

  it('in a query parameter answer 400', async () => {
    const cookie = await sessionCookie();
    const search = await app.inject({ url: `${API.customer}?query=a%00`, headers: { cookie } });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('Query must not contain NUL characters.');
    const dims = await app.inject({ url: `${API.positions}?dims=region%00`, headers: { cookie } });
    expect(dims.statusCode).toBe(400);
    expect(dims.json().message).toBe('Dims must not contain NUL characters.');
  });
});
