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
