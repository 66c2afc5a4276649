// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPostgresTargets } from '../db/postgresTargets';
import { startInstances } from './testInstances';

const login = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'demo', password: 'demo' },
  });

describe.each(await realPostgresTargets())('limits across instances on $name', (target) => {
  let stopPostgres: (() => Promise<void>) | undefined;
  let instances: Awaited<ReturnType<typeof startInstances>> | undefined;

  beforeAll(async () => {
    const { url, stop } = await target.start();
    stopPostgres = stop;
    instances = await startInstances(url, 2, { loginRateLimit: 3 });
  });
  afterAll(async () => {
    await instances?.close();
    await stopPostgres?.();
  });

  it('the login limit per address counts the logins of every instance', async () => {
    const [a, b] = instances?.apps ?? [];
    if (!a || !b) throw new Error('no instances');
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await login(app)).statusCode);
    // Three a minute from one address, wherever they land; the other routes' counts are apart.
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await a.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
