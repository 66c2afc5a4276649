// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../src/api/schemas';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { loginThrottle } from '../db/schema';
import { FAILURE_MEMORY_MS } from './loginThrottle';

let dataDir: string;
let config: ServerConfig;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-throttle-'));
  config = {
    ...loadConfig({}, false),
    dataDir,
    staticDir: path.join(dataDir, 'no-app'),
    storybookDir: path.join(dataDir, 'no-storybook'),
    logLevel: 'silent',
    loginRateLimit: 1000,
    loginLockAfter: 3,
    loginLockBaseMs: 60_000,
  };
  app = await buildApp(config);
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

function login(target: FastifyInstance, username: string, password: string) {
  return target.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

describe('per-account login back-off', () => {
  it('locks an account after failures in a row, whatever the password, and keeps the lock over a restart', async () => {
    for (let i = 0; i < 3; i++) expect((await login(app, 'demo', 'wrong')).statusCode).toBe(401);

    const locked = await login(app, 'demo', 'demo');
    expect(locked.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(locked.json())).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed logins for this account. Please try again in 60 seconds.',
    });
    expect(locked.headers['retry-after']).toBe('60');
    // Another spelling of the same name is the same account.
    expect((await login(app, ' DEMO ', 'demo')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(app, 'admin', 'admin')).statusCode).toBe(200);

    // A second server on the same database (a restart) still refuses.
    await app.close();
    app = await buildApp(config);
    const afterRestart = await login(app, 'demo', 'demo');
    expect(afterRestart.statusCode).toBe(429);
    const left = Number(afterRestart.headers['retry-after']);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60);
    expect(afterRestart.json().message).toBe(
      `Too many failed logins for this account. Please try again in ${left} seconds.`,
    );
  });

  it('doubles the lock with each further failure, up to the maximum', () => {
    const lock = (failures: number) => app.loginThrottle.lockMsAfter(failures);
    expect([1, 2, 3, 4, 5, 6].map(lock)).toEqual([0, 0, 60_000, 120_000, 240_000, 480_000]);
    expect(lock(7)).toBe(config.loginLockMaxMs);
    expect(lock(1000)).toBe(config.loginLockMaxMs);
  });

  it('lets the account try again when the lock has run out, and forgets old runs of failures', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    for (let i = 0; i < 3; i++) await app.loginThrottle.recordFailure('carol', at(i));
    expect(await app.loginThrottle.lockedForMs('carol', at(2))).toBe(60_000);
    expect(await app.loginThrottle.lockedForMs('carol', at(60_002))).toBe(0);
    // One more failure after the lock: twice as long.
    expect(await app.loginThrottle.recordFailure('carol', at(70_000))).toEqual({
      failures: 4,
      lockedForMs: 120_000,
    });
    // A day later the run is forgotten: the next failure is the first.
    expect(await app.loginThrottle.recordFailure('carol', at(70_000 + FAILURE_MEMORY_MS + 1))).toEqual({
      failures: 1,
      lockedForMs: 0,
    });
  });

  it('starts the count over after a successful login', async () => {
    expect((await login(app, 'admin', 'nope')).statusCode).toBe(401);
    expect((await login(app, 'admin', 'nope')).statusCode).toBe(401);
    const rows = () => app.db.select().from(loginThrottle).where(eq(loginThrottle.username, 'admin'));
    expect((await rows())[0]?.failures).toBe(2);
    expect((await login(app, 'admin', 'admin')).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await login(app, 'admin', 'nope')).statusCode).toBe(401);
    expect((await rows())[0]?.failures).toBe(1);
  });

  it('prunes accounts without a failure for a day', async () => {
    const old = new Date(Date.now() - FAILURE_MEMORY_MS - 60_000);
    await app.loginThrottle.recordFailure('stale-name', old);
    await app.loginThrottle.recordFailure('fresh-name');
    expect(await app.loginThrottle.prune()).toBeGreaterThanOrEqual(1);
    const names = (await app.db.select().from(loginThrottle)).map((r) => r.username);
    expect(names).not.toContain('stale-name');
    expect(names).toContain('fresh-name');
  });
});
