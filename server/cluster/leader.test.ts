// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioPositionsTopic } from '../../src/api/portfolioApp';
import { WS_TOPICS } from '../../src/api/schemas';
import { realPostgresTargets } from '../db/postgresTargets';
import { loginCookie } from '../testing';
import { SocketClient, startInstances, until } from './testInstances';

const TOPIC = portfolioPositionsTopic(['region']);

/** The version of a Portfolio push. */
const versionOf = (data: unknown): number =>
  data && typeof data === 'object' && 'version' in data && typeof data.version === 'number'
    ? data.version
    : -1;

describe.each(await realPostgresTargets())('one leader runs the singleton jobs on $name', (target) => {
  let stopPostgres: (() => Promise<void>) | undefined;
  let instances: Awaited<ReturnType<typeof startInstances>> | undefined;

  beforeAll(async () => {
    const { url, stop } = await target.start();
    stopPostgres = stop;
    instances = await startInstances(url, 3, { githubSampleIntervalS: 1 });
  });
  afterAll(async () => {
    await instances?.close();
    await stopPostgres?.();
  });

  it('pushes the leader makes reach every instance, the same prices everywhere, and a new leader goes on', async () => {
    const apps = instances?.apps ?? [];
    const leaders = () => apps.filter((a) => a.leadership.isLeader);
    expect(
      await until(
        () => leaders().length,
        (n) => n === 1,
      ),
    ).toBe(1);
    const [leader] = leaders() as [FastifyInstance];
    const followers = apps.filter((a) => a !== leader) as [FastifyInstance, FastifyInstance];

    const clients = await Promise.all(
      followers.map(async (app) => SocketClient.connect(app, await loginCookie(app))),
    );
    try {
      for (const c of clients) await c.subscribe(WS_TOPICS.gitHubUpdate, TOPIC);
      // The sample's new commit of every second, made by the leader alone.
      for (const c of clients) await c.next(WS_TOPICS.gitHubUpdate);

      // Both followers push the leader's prices: the same version carries the same positions.
      const [first, second] = clients as [SocketClient, SocketClient];
      const fromFirst = await first.next(TOPIC);
      const version = versionOf(fromFirst.data);
      let fromSecond = await second.next(TOPIC);
      while (versionOf(fromSecond.data) < version) fromSecond = await second.next(TOPIC);
      expect(versionOf(fromSecond.data)).toBe(version);
      expect(version).toBeGreaterThan(0);

      // The leader goes: another takes over within 10 s and the prices go on from the stored ones.
      await leader.close();
      const started = Date.now();
      expect(
        await until(
          () => followers.filter((a) => a.leadership.isLeader).length,
          (n) => n === 1,
        ),
      ).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      first.messages.length = 0;
      const after = versionOf((await first.next(TOPIC)).data);
      expect(after).toBeGreaterThan(version);
      first.messages.length = 0;
      await first.next(WS_TOPICS.gitHubUpdate);
    } finally {
      for (const c of clients) c.close();
    }
  });
});
