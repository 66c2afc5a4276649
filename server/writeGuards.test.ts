// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../src/api/schemas';
import { clientErrors } from './db/schema';
import { loginCookie, startTestApp } from './testing';
import { isJsonContentType, isSameOrigin } from './writeGuards';

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, close } = await startTestApp({ loginRateLimit: 1000 }));
  cookie = await loginCookie(app, 'demo');
});
afterAll(async () => {
  await close();
});

const identity = (session: string) => app.inject({ url: '/api/auth/identity', headers: { cookie: session } });
const storedReports = async () => (await app.db.select().from(clientErrors)).length;

describe('isSameOrigin', () => {
  it.each([
    ['http://127.0.0.1:8080', '127.0.0.1:8080'],
    ['https://toolbox.example', 'toolbox.example'],
    ['https://toolbox.example:443', 'toolbox.example'],
    ['http://toolbox.example', 'toolbox.example:80'],
    ['http://[::1]:8080', '[::1]:8080'],
    ['HTTP://LOCALHOST:5173', 'localhost:5173'],
  ])('%s is the origin of Host %s', (origin, host) => expect(isSameOrigin(origin, host)).toBe(true));

  it.each([
    ['http://evil.example', '127.0.0.1:8080'],
    ['http://127.0.0.1:9999', '127.0.0.1:8080'],
    ['http://127.0.0.1', '127.0.0.1:8080'],
    ['null', '127.0.0.1:8080'],
    ['file://', '127.0.0.1:8080'],
    ['not a url', '127.0.0.1:8080'],
    ['http://127.0.0.1:8080', undefined],
    ['http://127.0.0.1:8080', 'bad host/x'],
  ])('%s is not the origin of Host %s', (origin, host) => expect(isSameOrigin(origin, host)).toBe(false));
});

describe('isJsonContentType', () => {
  it('takes application/json with or without parameters, nothing else', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    for (const type of [
      undefined,
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ])
      expect(isJsonContentType(type)).toBe(false);
    expect(isJsonContentType('application/jsonp')).toBe(false);
  });
});

describe('state-changing requests', () => {
  it.each([
    ['text/plain', '{}'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answer 415 to %s, logout included, and change nothing', async (type, payload) => {
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': type },
      payload,
    });
    expect(logout.statusCode).toBe(415);
    expect(ApiErrorSchema.parse(logout.json())).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Unsupported content type: send JSON with Content-Type: application/json.',
    });
    expect((await identity(cookie)).statusCode).toBe(200);

    const before = await storedReports();
    const report = await app.inject({
      method: 'POST',
      url: '/api/clientError',
      headers: { cookie, 'content-type': type },
      payload: type === 'text/plain' ? JSON.stringify({ message: 'x' }) : payload,
    });
    expect(report.statusCode).toBe(415);
    expect(await storedReports()).toBe(before);

    const loginAttempt = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': type },
      payload: JSON.stringify({ username: 'demo', password: 'demo' }),
    });
    expect(loginAttempt.statusCode).toBe(415);
  });

  it('answer 415 without any content type, even with no body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(415);
    expect((await identity(cookie)).statusCode).toBe(200);
  });

  it('answer 403 when the Origin names another site, and go through from the same origin', async () => {
    for (const origin of ['http://evil.example', 'null', 'http://localhost:1']) {
      const before = await storedReports();
      const res = await app.inject({
        method: 'POST',
        url: '/api/clientError',
        headers: { cookie, origin, host: '127.0.0.1:8080' },
        payload: { message: 'cross-site' },
      });
      expect(res.statusCode).toBe(403);
      expect(ApiErrorSchema.parse(res.json())).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Cross-site request refused: the Origin of the request does not match this server.',
      });
      expect(await storedReports()).toBe(before);
    }
    const crossLogout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://evil.example', host: '127.0.0.1:8080' },
      payload: {},
    });
    expect(crossLogout.statusCode).toBe(403);
    expect((await identity(cookie)).statusCode).toBe(200);

    const same = await app.inject({
      method: 'POST',
      url: '/api/clientError',
      headers: { cookie, origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' },
      payload: { message: 'same site' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('do not check the Origin of reads', async () => {
    const res = await app.inject({
      url: '/api/auth/identity',
      headers: { cookie, origin: 'http://evil.example', host: '127.0.0.1:8080' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('authenticated answers', () => {
  it('carry Cache-Control: no-store, errors included', async () => {
    for (const url of [
      '/api/auth/identity',
      '/api/trade',
      '/api/environment',
      '/api/static/avatars/admin.svg',
    ]) {
      const res = await app.inject({ url, headers: { cookie } });
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-store',
      });
    }
    const bad = await app.inject({ url: '/api/portfolio/positions?dims=x', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});
