// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiErrorSchema } from '../src/api/schemas';
import { startTestApp } from './testing';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startTestApp({ loginRateLimit: 10, loginLockAfter: 1000 }));
});
afterAll(async () => {
  await close();
});

it('limits login attempts per client and says so readably', async () => {
  const statuses: number[] = [];
  let last = { statusCode: 0, body: '' };
  for (let i = 0; i < 20 && last.statusCode !== 429; i++) {
    last = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'no' },
    });
    statuses.push(last.statusCode);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  expect(ApiErrorSchema.parse(JSON.parse(last.body))).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many login attempts. Please wait a minute and try again.',
  });
  // Only login is limited.
  expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
});

/** Logs in wrongly from `from` (an X-Forwarded-For) until refused; the statuses seen. */
async function failUntilRefused(target: FastifyInstance, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 20 && statuses.at(-1) !== 429; i++) {
    const res = await target.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': from },
      payload: { username: 'admin', password: 'no' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

it('counts the clients a trusted proxy names, and ignores the header from anyone else', async () => {
  const limited = [...Array<number>(3).fill(401), 429];
  const proxied = await startTestApp({
    loginRateLimit: 3,
    loginLockAfter: 1000,
    trustedProxies: ['127.0.0.1'],
  });
  try {
    // Behind a balancer every request comes from its address: each client still has its own allowance.
    expect(await failUntilRefused(proxied.app, '203.0.113.7')).toEqual(limited);
    expect(await failUntilRefused(proxied.app, '203.0.113.8')).toEqual(limited);
  } finally {
    await proxied.close();
  }
  const direct = await startTestApp({ loginRateLimit: 3, loginLockAfter: 1000 });
  try {
    // Without a trusted proxy, a client that writes the header itself gains nothing by changing it.
    expect(await failUntilRefused(direct.app, '203.0.113.7')).toEqual(limited);
    expect(await failUntilRefused(direct.app, '203.0.113.8')).toEqual([429]);
  } finally {
    await direct.close();
  }
});
