// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPostgresTargets } from '../db/postgresTargets';
import { loginCookie } from '../testing';
import { MAX_NOTIFY_BYTES } from './clusterBus';
import { SocketClient, startInstances } from './testInstances';

describe.each(await realPostgresTargets())('websocket pushes across instances on $name', (target) => {
  let stopPostgres: (() => Promise<void>) | undefined;
  let instances: Awaited<ReturnType<typeof startInstances>> | undefined;

  beforeAll(async () => {
    const { url, stop } = await target.start();
    stopPostgres = stop;
    instances = await startInstances(url, 2);
    for (const app of instances.apps) {
      app.topics.registerTopic('sharedTest', { shared: true });
      app.topics.registerTopic('localTest');
    }
  });
  afterAll(async () => {
    await instances?.close();
    await stopPostgres?.();
  });

  it('a shared topic reaches the clients of every instance, short and over the NOTIFY limit, in order', async () => {
    const [a, b] = instances?.apps ?? [];
    if (!a || !b) throw new Error('no instances');
    const onA = await SocketClient.connect(a, await loginCookie(a));
    const onB = await SocketClient.connect(b, await loginCookie(b));
    try {
      await onA.subscribe('sharedTest', 'localTest');
      await onB.subscribe('sharedTest', 'localTest');
      const long = 'x'.repeat(MAX_NOTIFY_BYTES * 3);
      a.topics.publish('localTest', 'only A');
      a.topics.publish('sharedTest', { n: 1, long });
      a.topics.publish('sharedTest', { n: 2 });

      expect(await onB.next('sharedTest')).toEqual({ topic: 'sharedTest', data: { n: 1, long } });
      expect(await onB.next('sharedTest')).toEqual({ topic: 'sharedTest', data: { n: 2 } });
      // The publisher's own clients get it once, from this instance, not again through the bus.
      expect(await onA.next('sharedTest')).toEqual({ topic: 'sharedTest', data: { n: 1, long } });
      expect(await onA.next('sharedTest')).toEqual({ topic: 'sharedTest', data: { n: 2 } });
      expect(await onA.next('localTest')).toEqual({ topic: 'localTest', data: 'only A' });

      // A marker sent after: once B has it, B would have had the local push and any echo before it.
      b.topics.publish('sharedTest', 'marker');
      expect(await onA.next('sharedTest')).toEqual({ topic: 'sharedTest', data: 'marker' });
      expect(await onB.next('sharedTest')).toEqual({ topic: 'sharedTest', data: 'marker' });
      expect(onB.messages.filter((m) => m.topic !== 'heartbeat')).toEqual([]);
      expect(onA.messages.filter((m) => m.topic !== 'heartbeat')).toEqual([]);
    } finally {
      onA.close();
      onB.close();
    }
  });
});
