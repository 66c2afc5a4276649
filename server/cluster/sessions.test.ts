// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPostgresTargets } from '../db/postgresTargets';
import { WS_CLOSE_UNAUTHORIZED } from '../ws';
import { loginCookie } from '../testing';
import { SocketClient, startInstances, until } from './testInstances';

describe.each(await realPostgresTargets())('sessions across instances on $name', (target) => {
  let stopPostgres: (() => Promise<void>) | undefined;
  let instances: Awaited<ReturnType<typeof startInstances>> | undefined;

  beforeAll(async () => {
    const { url, stop } = await target.start();
    stopPostgres = stop;
    instances = await startInstances(url, 2);
  });
  afterAll(async () => {
    await instances?.close();
    await stopPostgres?.();
  });

  it('a login through one instance holds on the other; its logout is refused there within 1 s', async () => {
    const [a, b] = instances?.apps ?? [];
    if (!a || !b) throw new Error('no instances');
    // The other instance caches the session for 5 s: only the notification can end it sooner.
    expect(b.config.sessionCacheTtlMs).toBeGreaterThanOrEqual(5_000);
    const cookie = await loginCookie(a);
    const session = () => b.inject({ url: '/api/environment', headers: { cookie } });
    expect((await session()).statusCode).toBe(200);
    const socket = await SocketClient.connect(b, cookie);
    const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));

    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const loggedOut = Date.now();
    expect(
      await until(
        async () => (await session()).statusCode,
        (s) => s === 401,
        1_000,
      ),
    ).toBe(401);
    expect(Date.now() - loggedOut).toBeLessThan(1_000);
    expect(await closed).toBe(WS_CLOSE_UNAUTHORIZED);
  });
});
