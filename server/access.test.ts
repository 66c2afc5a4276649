// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fileContentPath, filePath, FILES_API, StoredFileListSchema } from '../src/api/files';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../src/api/routes';
import { ApiErrorSchema } from '../src/api/schemas';
import { collectRouteAccess, type RouteAccessEntry } from './access';
import { buildApp } from './app';
import { EXAMPLE_PAGES } from './examplePageList';
import { multipartBody } from './multipartBody';
import { loginCookie, portOf, rawRequest, startTestApp, type RawAnswer } from './testing';
import type { RouteAccess } from './types';

/** An admin-only route, as later features (e.g. the File Manager) will have: the walk must see 403 for demo. */
const ADMIN_PROBE = '/api/testing/adminOnly';
const adminProbe: FastifyPluginAsync = async (app) => {
  app.get(ADMIN_PROBE, { config: { access: 'admin' } }, async () => ({ ok: true as const }));
  app.post(ADMIN_PROBE, { config: { access: 'admin' } }, async () => ({ ok: true as const }));
};

/**
 * A request each route answers with success when its caller may call it, by `METHOD url` as registered. A new
 * route without a sample fails the first test below, so the walk always covers every route.
 */
const SAMPLES: Readonly<
  Record<
    string,
    // `body` may be made anew for each request (e.g. a unique name for each company the walk creates); `path`
    // may name what beforeAll made; `multipart` sends a small text file as a same-origin browser upload.
    {
      path?: string | (() => string);
      body?: unknown;
      status: number;
      freshSession?: boolean;
      multipart?: true;
      headers?: Readonly<Record<string, string>>;
    }
  >
> = {
  'GET /api/health': { status: 200 },
  // Login replaces the session it is sent with, and logout ends it: each call gets its own.
  'POST /api/auth/login': { body: { username: 'demo', password: 'demo' }, status: 200, freshSession: true },
  'POST /api/auth/logout': { body: {}, status: 200, freshSession: true },
  'GET /api/auth/identity': { status: 200 },
  'GET /api/auth/session': { status: 200 },
  'GET /api/environment': { status: 200 },
  'GET /api/static/avatars/:file': { path: '/api/static/avatars/admin.svg', status: 200 },
  'POST /api/clientError': { body: { message: 'Route walk.' }, status: 201 },
  'GET /api/trade': { status: 200 },
  'GET /api/customer': { path: '/api/customer?query=a', status: 200 },
  'GET /api/portfolio/rawPositions': { status: 200 },
  'GET /api/portfolio/positions': { path: '/api/portfolio/positions?dims=sector,region', status: 200 },
  'GET /api/portfolio/symbols': { status: 200 },
  'GET /api/portfolio/lineSeries': { path: '/api/portfolio/lineSeries?symbol=AAPL', status: 200 },
  'GET /api/portfolio/ohlcSeries': { path: '/api/portfolio/ohlcSeries?symbol=MSFT', status: 200 },
  'GET /api/gitHub/allCommits': { status: 200 },
  'GET /api/roadmap/data': { status: 200 },
  'POST /api/feedback': { body: { message: 'Route walk.' }, status: 201 },
  // Writes to the outbox (no SMTP_URL in tests); the walk's limit is raised below.
  'GET /api/emailMobileLink/send': { headers: { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE }, status: 200 },
  'GET /api/rest/companyRest': { status: 200 },
  'GET /api/rest/companyRest/lookups': { status: 200 },
  'GET /api/rest/companyRest/:id': { path: '/api/rest/companyRest/1', status: 200 },
  'POST /api/rest/companyRest': { body: () => companyInput(`Route walk ${++walked}`), status: 201 },
  // Updated again and again: a lastUpdated in the future is never older than the stored one.
  'PUT /api/rest/companyRest/:id': {
    path: '/api/rest/companyRest/1',
    body: { ...companyInput('Route walk'), lastUpdated: '2999-01-01T00:00:00.000Z' },
    status: 200,
  },
  // Every spelling would delete the same company: an id that never exists is answered 404 once access is met.
  'DELETE /api/rest/companyRest/:id': { path: '/api/rest/companyRest/99999', body: {}, status: 404 },
  'GET /api/examples/portfolio/positions': {
    path: '/api/examples/portfolio/positions?dims=fund,trader',
    status: 200,
  },
  'GET /api/examples/portfolio/orders': {
    path: '/api/examples/portfolio/orders?positionId=root%3Efund:Atlas%20Fund%3Etrader:Ben%20Okafor',
    status: 200,
  },
  'GET /api/examples/portfolio/instruments': { status: 200 },
  'GET /api/examples/portfolio/lineSeries': {
    path: '/api/examples/portfolio/lineSeries?symbol=AAF',
    status: 200,
  },
  'GET /api/examples/portfolio/ohlcSeries': {
    path: '/api/examples/portfolio/ohlcSeries?symbol=AAF',
    status: 200,
  },
  'GET /api/examples/todo/tasks': { status: 200 },
  'POST /api/examples/todo/tasks': { body: { description: 'Route walk' }, status: 201 },
  // Every spelling would change or delete the same task: an id nobody has is answered 404 once access is met.
  'PUT /api/examples/todo/tasks/:id': {
    path: '/api/examples/todo/tasks/99999',
    body: { description: 'Route walk', dueDate: null, complete: false },
    status: 404,
  },
  'DELETE /api/examples/todo/tasks/:id': { path: '/api/examples/todo/tasks/99999', body: {}, status: 404 },
  'GET /api/examples/todo/prefs': { status: 200 },
  'PUT /api/examples/todo/prefs': {
    body: { showCompleted: true, groupBy: 'status', sortBy: 'dueDate' },
    status: 200,
  },
  'GET /api/examples/contacts': { status: 200 },
  'PUT /api/examples/contacts/:id/prefs': {
    path: '/api/examples/contacts/5/prefs',
    body: { isFavorite: true, tags: ['Route walk'] },
    status: 200,
  },
  'GET /api/examples/recalls': { path: '/api/examples/recalls?q=heparin', status: 200 },
  'GET /api/examples/news': { status: 200 },
  'POST /api/examples/news/refresh': { body: {}, status: 200 },
  'GET /api/examples/files': { status: 200 },
  'POST /api/examples/files': { multipart: true, status: 201 },
  'GET /api/examples/files/:id/content': { path: () => fileContentPath(keptFileId), status: 200 },
  // Each request deletes a file of its own, stored by beforeAll.
  'DELETE /api/examples/files/:id': {
    path: () => filePath(spareFileIds.pop() ?? 'none-left'),
    body: {},
    status: 200,
  },
  // Without an upgrade the websocket route answers 426; the upgrade itself is walked below.
  'GET /api/ws': { status: 426 },
  'GET /app': { status: 302 },
  'GET /app/*': { path: '/app/grids', status: 200 },
  'GET /storybook': { status: 302 },
  'GET /storybook/*': { path: '/storybook/', status: 200 },
  'GET /': { status: 302 },
  'GET /portfolio': { status: 200 },
  'GET /portfolio/*': { path: '/portfolio/anything', status: 200 },
  'GET /contact': { status: 200 },
  'GET /contact/*': { path: '/contact/anything', status: 200 },
  'GET /news': { status: 200 },
  'GET /news/*': { path: '/news/anything', status: 200 },
  'GET /recalls': { status: 200 },
  'GET /recalls/*': { path: '/recalls/anything', status: 200 },
  'GET /fileManager': { status: 200 },
  'GET /fileManager/*': { path: '/fileManager/anything', status: 200 },
  'GET /todo': { status: 200 },
  'GET /todo/*': { path: '/todo/anything', status: 200 },
  'GET /mobile': { status: 200 },
  'GET /mobile/*': { path: '/mobile/anything', status: 200 },
  [`GET ${ADMIN_PROBE}`]: { status: 200 },
  [`POST ${ADMIN_PROBE}`]: { body: {}, status: 200 },
};

/** Companies the walk creates get names of their own (names are unique). */
let walked = 0;
function companyInput(name: string) {
  return { name, type: 'Public', employees: 10, earningsDate: '2026-01-15' };
}

type Caller = 'anonymous' | 'demo' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'demo', 'admin'];

function expectedStatus(access: RouteAccess, caller: Caller, success: number): number {
  if (access === 'public') return success;
  if (caller === 'anonymous') return 401;
  if (access === 'admin' && caller !== 'admin') return 403;
  return success;
}

const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * The same path spelled as the router decodes it but a raw-URL check would not recognise: a letter of the first
 * segment percent-encoded at its start and at its end (`/%61pi/…`, `/ap%69/…`), and one of a later segment.
 */
function encodedVariants(pathAndQuery: string): string[] {
  const [pathname = '', query] = pathAndQuery.split(/\?(.*)/s);
  const segments = pathname.split('/');
  const withSegment = (i: number, spell: (s: string) => string) =>
    segments.map((s, j) => (j === i ? spell(s) : s)).join('/') + (query === undefined ? '' : `?${query}`);
  const variants: string[] = [];
  const first = segments[1] ?? '';
  if (/^[a-z]/i.test(first)) variants.push(withSegment(1, (s) => encodeChar(s.charAt(0)) + s.slice(1)));
  if (/[a-z]$/i.test(first) && first.length > 1)
    variants.push(withSegment(1, (s) => s.slice(0, -1) + encodeChar(s.slice(-1))));
  const later = segments.findIndex((s, i) => i > 1 && /[a-z]/i.test(s));
  if (later > 1) variants.push(withSegment(later, (s) => s.replace(/[a-z]/i, encodeChar)));
  return variants;
}

let app: FastifyInstance;
let close: () => Promise<void>;
let port: number;
/** Files stored by beforeAll: one the walk downloads, and one for each DELETE it sends. */
let keptFileId = '';
const spareFileIds: string[] = [];
const cookies: Record<Exclude<Caller, 'anonymous'>, string> = { demo: '', admin: '' };

beforeAll(async () => {
  ({ app, close } = await startTestApp(
    {
      loginRateLimit: 10_000,
      clientErrorRateLimit: 10_000,
      mobileLinkRateLimit: 10_000,
      feedbackRateLimit: 10_000,
    },
    { plugins: [adminProbe] },
  ));
  // Built sites, so the static routes answer 200 instead of "not built".
  const { staticDir, storybookDir } = app.config;
  for (const dir of [staticDir, storybookDir]) {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>test</title>');
  }
  for (const page of Object.values(EXAMPLE_PAGES)) {
    await mkdir(path.dirname(path.join(staticDir, page)), { recursive: true });
    await writeFile(path.join(staticDir, page), '<!doctype html><title>example</title>');
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = portOf(app);
  cookies.demo = await loginCookie(app, 'demo');
  cookies.admin = await loginCookie(app, 'admin');
  for (let batch = 0; batch < 4; batch++) {
    const { body, contentType } = multipartBody(
      Array.from({ length: 15 }, (_, i) => ({ filename: `walk-${batch}-${i}.txt`, content: 'Route walk.' })),
    );
    const res = await app.inject({
      method: 'POST',
      url: FILES_API.files,
      headers: { cookie: cookies.admin, 'content-type': contentType, origin: 'http://localhost:80' },
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    spareFileIds.push(...StoredFileListSchema.parse(res.json()).map((f) => f.id));
  }
  keptFileId = spareFileIds.shift() ?? '';
});
afterAll(async () => {
  await close();
});

async function call(route: RouteAccessEntry, caller: Caller, target: string): Promise<RawAnswer> {
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const sample = SAMPLES[key];
  if (!sample) throw new Error(`No sample for ${key}`);
  const headers: Record<string, string> = { ...sample.headers };
  if (caller !== 'anonymous') {
    headers.cookie = sample.freshSession ? await loginCookie(app, caller) : cookies[caller];
  }
  let body: string | undefined;
  if (sample.multipart) {
    const upload = multipartBody([{ filename: 'walk.txt', content: 'Route walk.', type: 'text/plain' }]);
    body = upload.body.toString('utf8');
    headers['content-type'] = upload.contentType;
    headers['content-length'] = String(upload.body.length);
    // A browser sends its Origin with every POST; the multipart guard demands it.
    headers.origin = `http://127.0.0.1:${port}`;
  } else if (sample.body !== undefined) {
    body = JSON.stringify(typeof sample.body === 'function' ? (sample.body as () => unknown)() : sample.body);
    headers['content-type'] = 'application/json';
    // Node frames a DELETE body only with a length (it sends POST and PUT bodies chunked by default).
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return rawRequest(port, { method: route.method, target, headers, body });
}

describe('every registered route', () => {
  it('declares its access and has a sample request in this walk', () => {
    const routes = app.routeTable.map((r) => `${r.method} ${r.url}`);
    // GET routes get their HEAD twin, with the same access.
    expect(routes).toEqual(expect.arrayContaining(['GET /api/trade', 'HEAD /api/trade', 'GET /api/ws']));
    for (const route of app.routeTable) {
      const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
      expect(SAMPLES, `sample for ${route.method} ${route.url}`).toHaveProperty([key]);
      const twin = app.routeTable.find((r) => r.url === route.url && r.method === key.split(' ')[0]);
      expect(twin?.access, `${route.method} ${route.url} has the access of its GET`).toBe(route.access);
    }
    expect(app.routeTable.find((r) => r.url === '/api/static/avatars/:file')?.access).toBe('user');
    expect(app.routeTable.find((r) => r.url === '/api/health')?.access).toBe('public');
    expect(app.routeTable.find((r) => r.url === '/api/auth/login')?.access).toBe('public');
  });

  it.each(CALLERS)(
    'answers %s as declared, through every encoded spelling and the absolute form',
    async (caller) => {
      const failures: string[] = [];
      for (const route of app.routeTable) {
        const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
        const sample = SAMPLES[key];
        if (!sample) throw new Error(`No sample for ${key}`);
        const targetOf = () =>
          typeof sample.path === 'function' ? sample.path() : (sample.path ?? route.url);
        const expected = expectedStatus(route.access, caller, sample.status);
        const spell = (target: string) => [
          target,
          ...encodedVariants(target),
          `http://127.0.0.1:${port}${target}`,
          `http://attacker.example${target}`,
        ];
        // A path made by a function is made anew for each spelling (a deleted file cannot be deleted twice).
        const spellings =
          typeof sample.path === 'function'
            ? spell(targetOf()).map((_, i) => spell(targetOf())[i] ?? '')
            : spell(targetOf());
        for (const spelling of spellings) {
          const res = await call(route, caller, spelling);
          if (res.status !== expected) {
            failures.push(`${route.method} ${spelling} as ${caller}: ${res.status}, expected ${expected}`);
            continue;
          }
          if (route.access !== 'public' && route.method !== 'HEAD') {
            if (expected === 401 || expected === 403) {
              // The refusal says why, and carries none of the route's data.
              const error = ApiErrorSchema.safeParse(JSON.parse(res.body));
              if (!error.success) failures.push(`${route.method} ${spelling} as ${caller}: ${res.body}`);
            }
          }
          if (route.url.startsWith('/api/') && res.headers['cache-control'] !== 'no-store') {
            failures.push(
              `${route.method} ${spelling} as ${caller}: Cache-Control ${res.headers['cache-control']}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('accepts the websocket upgrade from users only, however the path is spelled', async () => {
    const upgrade = (target: string, cookie?: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}${target}`, {
          headers: cookie ? { cookie } : {},
        });
        socket.on('error', () => undefined);
        socket.once('unexpected-response', (req, res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('close', () => reject(new Error(`closed before an answer on ${target}`)));
      });
    for (const target of ['/api/ws', ...encodedVariants('/api/ws')]) {
      expect({ target, status: await upgrade(target) }).toEqual({ target, status: 401 });
      expect({ target, status: await upgrade(target, cookies.demo) }).toEqual({ target, status: 101 });
      expect({ target, status: await upgrade(target, cookies.admin) }).toEqual({ target, status: 101 });
    }
  });
});

/** What every API answer carries, Fastify's own included: no caching, a closed policy, no sniffing. */
function expectApiHeaders(res: RawAnswer, what: string) {
  expect({ what, headers: res.headers }).toMatchObject({
    what,
    headers: {
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-correlation-id': expect.any(String),
    },
  });
}

describe('requests that match no route', () => {
  it('answer an anonymous caller 401 anywhere under /api, however spelled, so routes cannot be probed', async () => {
    for (const target of [
      '/api/nothing',
      '/%61pi/nothing',
      '/API/trade/',
      '/api/trade/extra',
      '/api/trade%00',
      `http://127.0.0.1:${port}/api/nothing`,
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await rawRequest(port, { method, target });
        expect({ target, method, status: res.status }).toEqual({ target, method, status: 401 });
        expect(JSON.parse(res.body)).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Please log in.',
        });
        expectApiHeaders(res, `${method} ${target}`);
      }
    }
  });

  it('answer a user 404 with the path, and anyone a plain 404 outside /api', async () => {
    const res = await rawRequest(port, {
      target: '/%61pi/nothing?x=1',
      headers: { cookie: cookies.demo },
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/nothing.',
    });
    expectApiHeaders(res, 'a user asking for /api/nothing');
    const outside = await rawRequest(port, { target: '/nothing/here' });
    expect(outside.status).toBe(404);
    expect(outside.headers['content-type']).toMatch(/^text\/plain/);
    expect(outside.body).toBe('Not found: /nothing/here\n');
  });
});

describe('requests Fastify refuses before routing', () => {
  it('answer 400 for a malformed escape, as the API would, with its headers', async () => {
    for (const target of ['/api/%zz', '/api/trade/%zz', '/%zz', '/api/rest/companyRest/%E0%A4%A']) {
      for (const cookie of [undefined, cookies.demo]) {
        const res = await rawRequest(port, { target, headers: cookie ? { cookie } : {} });
        expect({ target, status: res.status, body: JSON.parse(res.body) }).toEqual({
          target,
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The address is not a valid URL: a % must start an escape such as %20.',
          },
        });
        expectApiHeaders(res, target);
      }
    }
  });

  it('answer 414 for a path parameter past its length, with the API headers', async () => {
    const res = await rawRequest(port, { target: `/api/rest/companyRest/${'1'.repeat(200)}` });
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: 'The address is too long: a part of it has more than 100 characters.',
    });
    expectApiHeaders(res, 'a long parameter');
  });
});

describe('routes without a valid access', () => {
  const undeclared: FastifyPluginAsync = async (a) => {
    a.get('/api/undeclared', async () => ({}));
  };
  const unknownLevel: FastifyPluginAsync = async (a) => {
    // @ts-expect-error: the point is a value outside RouteAccess
    a.get('/api/undeclared', { config: { access: 'everyone' } }, async () => ({}));
  };
  const refusal =
    "Route GET /api/undeclared declares no access: register it with config: { access: 'public' | 'user' | 'admin' }.";

  it('refuse to start the server', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-access-'));
    try {
      await expect(buildApp({ ...app.config, dataDir }, { plugins: [undeclared] })).rejects.toThrow(refusal);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('include routes with an access level that does not exist', async () => {
    const bare = Fastify({ logger: false });
    collectRouteAccess(bare);
    await expect(bare.register(unknownLevel)).rejects.toThrow(refusal);
    await bare.close();
  });
});
