// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  EnvironmentSchema,
  IdentitySchema,
  LoginResponseSchema,
  OkSchema,
} from '../src/api/schemas';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { loginCookie, startTestApp } from './testing';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startTestApp({ loginRateLimit: 1000 }));
});
afterAll(async () => {
  await close();
});

function login(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });
}

describe('auth', () => {
  it('logs in admin with the seeded identity and an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await login({ username: 'admin', password: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(res.json())).toEqual({
      identity: {
        username: 'admin',
        displayName: 'Admin User',
        roles: ['admin'],
        profilePicUrl: '/api/static/avatars/admin.svg',
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'toolbox_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
  });

  it('logs in demo without a profile picture', async () => {
    const res = await login({ username: 'demo', password: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      identity: { username: 'demo', displayName: 'Demo User', roles: ['user'], profilePicUrl: null },
    });
  });

  it('answers 401 with a readable message on a wrong password or an unknown user', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'admin' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(res.json())).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid username or password.',
      });
      expect(res.cookies.find((c) => c.name === 'toolbox_session')).toBeUndefined();
    }
  });

  it('answers 400 with a readable message on a bad body', async () => {
    const missing = await login({ username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Password is required.',
    });

    const empty = await login({ username: '  ', password: '' });
    expect(empty.json().message).toBe('Please enter a username. Please enter a password.');

    const wrongType = await login({ username: 42, password: 'x' });
    expect(wrongType.json().message).toBe('Username must be a string.');

    const notJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(notJson.json()).message).toBe('The request body is not valid JSON.');
  });

  it('answers the identity of the session, and 401 without one', async () => {
    const cookie = await loginCookie(app, 'admin');
    const res = await app.inject({ url: '/api/auth/identity', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(IdentitySchema.parse(res.json()).username).toBe('admin');

    const anonymous = await app.inject({ url: '/api/auth/identity' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please log in.' });
  });

  it('logout deletes the session and clears the cookie', async () => {
    const cookie = await loginCookie(app, 'demo');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(OkSchema.parse(res.json())).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'toolbox_session');
    expect(cleared?.value).toBe('');

    const after = await app.inject({ url: '/api/auth/identity', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    const env = await app.inject({ url: '/api/environment', headers: { cookie } });
    expect(env.statusCode).toBe(401);
  });

  it('rejects a forged session token', async () => {
    const res = await app.inject({ url: '/api/environment', headers: { cookie: 'toolbox_session=forged' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('API', () => {
  it('GET /api/health is open', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // One process on the embedded database leads itself, and names itself in every answer.
    expect(res.json()).toEqual({ ok: true, instance: app.config.instanceId, leader: true });
    expect(res.headers['x-instance']).toBe(app.config.instanceId);
  });

  it('GET /api/environment needs a session', async () => {
    const res = await app.inject({ url: '/api/environment' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please log in.' });
  });

  it('GET /api/environment answers the About data', async () => {
    const cookie = await loginCookie(app);
    const res = await app.inject({ url: '/api/environment', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const env = EnvironmentSchema.parse(res.json());
    expect(env).toMatchObject({
      appName: 'Toolbox',
      appCode: 'toolbox',
      build: 'dev',
      environment: 'Development',
    });
    expect(env.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(env.serverTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Math.abs(Date.parse(env.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(env.serverLibraries.map((l) => l.name)).toEqual([
      'node',
      'fastify',
      'drizzle-orm',
      '@electric-sql/pglite',
      'zod',
    ]);
    for (const lib of env.serverLibraries) expect(lib.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the admin avatar to a session', async () => {
    const cookie = await loginCookie(app);
    const res = await app.inject({ url: '/api/static/avatars/admin.svg', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    const missing = await app.inject({ url: '/api/static/avatars/nope.svg', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers JSON 404 for an unknown API path to a session (401 without one)', async () => {
    expect((await app.inject({ url: '/api/xyz?a=1' })).statusCode).toBe(401);
    const cookie = await loginCookie(app);
    const res = await app.inject({ url: '/api/xyz?a=1', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No API route GET /api/xyz.',
    });
    const post = await app.inject({ method: 'DELETE', url: '/api/auth/identity', headers: { cookie } });
    expect(post.json().message).toBe('No API route DELETE /api/auth/identity.');
  });

  it('echoes the correlation id, or makes one', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'X-Correlation-ID': 'corr-42' } });
    expect(res.headers['x-correlation-id']).toBe('corr-42');
    const fresh = await app.inject({ url: '/api/health' });
    expect(fresh.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await app.inject({ url: '/api/health', headers: { 'X-Correlation-ID': 'a b\u00e9' } });
    expect(hostile.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const onError = await app.inject({ url: '/api/nothing', headers: { 'X-Correlation-ID': 'corr-43' } });
    expect(onError.headers['x-correlation-id']).toBe('corr-43');
  });

  it("sends the security headers: the app's CSP on pages, a closed one on API answers", async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const page = await app.inject({ url: '/app/', headers: { host: '127.0.0.1:8080' } });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' ws://127.0.0.1:8080");
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it("lets the News page alone show its feeds' images from other sites", async () => {
    for (const url of ['/news', '/news/anything']) {
      const news = await app.inject({ url });
      expect(news.headers['content-security-policy']).toContain("img-src 'self' data: blob: https: http:;");
      expect(news.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    }
    const other = await app.inject({ url: '/recalls' });
    expect(other.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });
});

describe('request logging', () => {
  async function logLines(overrides: Partial<ServerConfig>, send: (app: FastifyInstance) => Promise<void>) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-log-'));
    const logged = await buildApp(
      { ...app.config, dataDir, ...overrides },
      { logger: { level: 'info', stream } },
    );
    try {
      await send(logged);
    } finally {
      await logged.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    return lines;
  }

  it('is off by default: requests leave no log line', async () => {
    const lines = await logLines({ logRequests: false }, async (logged) => {
      for (let i = 0; i < 5; i++) await logged.inject({ url: '/api/health' });
    });
    expect(lines.filter((l) => l.req || l.res || /request/.test(String(l.msg)))).toEqual([]);
  });

  it('when asked, logs each request with its correlation id', async () => {
    const lines = await logLines({ logRequests: true }, async (logged) => {
      await logged.inject({ url: '/api/health', headers: { 'X-Correlation-ID': 'log-me-1' } });
    });
    const mine = lines.filter((l) => l.correlationId === 'log-me-1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
