import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileContentPath, FILES_API, StoredFileListSchema } from '../../src/api/files';
import { WS_TOPICS } from '../../src/api/schemas';
import { TaskListSchema, TaskSchema, TODO_API } from '../../src/api/todo';
import { PortfolioPositionsPushSchema, portfolioPositionsTopic } from '../../src/api/portfolioApp';
import {
  ensureClusterPackages,
  startCluster,
  type Cluster,
  type ClusterInstance,
} from '../../scripts/cluster';
import { direct, health, login, ReconnectingClient, until } from '../../scripts/clusterClient';

/** The Portfolio's live positions by region: the leader re-prices them every 3 s. */
const PRICES = portfolioPositionsTopic(['region']);

describe('a cluster of three instances behind HAProxy on a real PostgreSQL', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    await ensureClusterPackages();
    cluster = await startCluster({
      size: 3,
      port: 0,
      dir: undefined,
      // A sample commit a second: the leader's pushes to watch. Every login of the test comes from 127.0.0.1.
      env: { GITHUB_SAMPLE_INTERVAL_S: '1', LOGIN_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
    });
  });
  afterAll(async () => {
    await cluster.stop();
    expect(existsSync(cluster.dir)).toBe(false);
  });

  it('round-robin reaches every instance', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.url}/api/health`);
      seen.add(res.headers.get('x-instance') ?? '');
    }
    expect([...seen].sort()).toEqual(cluster.instances.map((i) => i.id).sort());
  });

  it('a login through one instance holds on the others, and its logout is refused everywhere within 1 s', async () => {
    const cookie = await login(cluster.url, 'demo');
    const session = async (instance: ClusterInstance) =>
      (await fetch(`${direct(instance)}/api/environment`, { headers: { cookie } })).status;
    for (const instance of cluster.instances) expect(await session(instance)).toBe(200);

    const [first] = cluster.instances as [ClusterInstance];
    const out = await fetch(`${direct(first)}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: direct(first) },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const loggedOut = Date.now();
    const statuses = await until(
      () => Promise.all(cluster.instances.map(session)),
      (all) => all.every((s) => s === 401),
      1_000,
    );
    expect(statuses).toEqual(cluster.instances.map(() => 401));
    expect(Date.now() - loggedOut).toBeLessThan(1_000);
  });

  it('a file uploaded through one instance downloads through another', async () => {
    const [a, b] = cluster.instances as [ClusterInstance, ClusterInstance];
    const cookie = await login(cluster.url, 'admin');
    const text = 'a line of a file uploaded through one instance\n'.repeat(8_000);
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), 'across.txt');
    const up = await fetch(`${direct(a)}${FILES_API.files}`, {
      method: 'POST',
      headers: { cookie, origin: direct(a) },
      body: form,
    });
    expect(up.status).toBe(201);
    const [stored] = StoredFileListSchema.parse(await up.json());
    if (!stored) throw new Error('nothing stored');
    const down = await fetch(`${direct(b)}${fileContentPath(stored.id)}`, { headers: { cookie } });
    expect(down.status).toBe(200);
    expect(down.headers.get('x-instance')).toBe(b.id);
    expect(await down.text()).toBe(text);
  });

  it("two websocket clients on different instances get the leader's Portfolio prices, the same at each version", async () => {
    const cookie = await login(cluster.url, 'demo');
    const [first, second] = [0, 1].map(() => new ReconnectingClient(cluster.url, cookie, [PRICES]));
    if (!first || !second) throw new Error('no clients');
    try {
      const versions = (c: ReconnectingClient) =>
        new Map(
          c.messages
            .filter((m) => m.topic === PRICES)
            .map((m) => PortfolioPositionsPushSchema.parse(m.data))
            .map((p) => [p.version, p]),
        );
      // Round-robin put them on two instances; both see at least two versions pushed alike.
      const common = await until(
        async () => {
          const b = versions(second);
          return [...versions(first).values()].filter((p) => b.has(p.version));
        },
        (both) => both.length >= 2,
        20_000,
      );
      expect(new Set([first.instances[0], second.instances[0]]).size).toBe(2);
      expect(common.length).toBeGreaterThanOrEqual(2);
      for (const push of common) expect(versions(second).get(push.version)).toEqual(push);
    } finally {
      first.stop();
      second.stop();
    }
  });

  it('kill -9 of a non-leader under a load of 50 connections: HAProxy routes around it', async () => {
    const cookie = await login(cluster.url, 'demo');
    const states = await Promise.all(cluster.instances.map((i) => health(direct(i))));
    const victim = cluster.instances.find((_, n) => states[n] && !states[n].leader);
    if (!victim) throw new Error('no instance that does not lead');

    let killedAt = Infinity;
    const results: { started: number; ok: boolean; instance: string | null }[] = [];
    const request = async (): Promise<void> => {
      const started = Date.now();
      try {
        const res = await fetch(`${cluster.url}/api/environment`, { headers: { cookie } });
        await res.arrayBuffer();
        results.push({ started, ok: res.status === 200, instance: res.headers.get('x-instance') });
      } catch {
        results.push({ started, ok: false, instance: null });
      }
    };
    // Each loop one request at a time, so 50 loops keep 50 connections busy.
    let running = true;
    const loops = Array.from({ length: 50 }, async () => {
      while (running) await request();
    });
    try {
      await until(
        async () => results.filter((r) => r.instance === victim.id).length,
        (n) => n >= 10,
        20_000,
      );
      process.kill(victim.pid, 'SIGKILL');
      killedAt = Date.now();
      // Two failed checks a second apart mark it down: a request started a second after that cannot reach it.
      await until(
        async () => results.filter((r) => r.started > killedAt + 4_000).length,
        (n) => n >= 200,
        30_000,
      );
    } finally {
      running = false;
      await Promise.all(loops);
    }
    const after = results.filter((r) => r.started > killedAt + 3_000);
    expect(after.length).toBeGreaterThanOrEqual(200);
    expect(after.filter((r) => !r.ok)).toEqual([]);
    expect(after.some((r) => r.instance === victim.id)).toBe(false);
    // Only what was under way on it around the kill may fail.
    expect(results.filter((r) => !r.ok && r.started < killedAt - 1_000)).toEqual([]);
    expect(results.filter((r) => !r.ok).length).toBeLessThanOrEqual(50);
  });

  it('after kill -9 of the leader another leads within 10 s, websocket clients reconnect through HAProxy and get its pushes, and no acknowledged write is lost', async () => {
    const cookie = await login(cluster.url, 'demo');
    const leaderOf = async () => {
      const all = await Promise.all(cluster.instances.map((i) => health(direct(i))));
      return cluster.instances.find((_, n) => all[n]?.leader);
    };
    const leader = await until(leaderOf, (l) => l !== undefined, 10_000);
    if (!leader) throw new Error('no leader');

    // A writer of TODO tasks through HAProxy all along: every task it was told was stored must be there after.
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        try {
          const res = await fetch(`${cluster.url}${TODO_API.tasks}`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', origin: cluster.url },
            body: JSON.stringify({ description: `write ${n}` }),
          });
          if (res.status === 201)
            acknowledged.push({ id: TaskSchema.parse(await res.json()).id, at: Date.now() });
          else await res.arrayBuffer();
        } catch {
          // Under way on the instance that was killed: not acknowledged, so not counted.
        }
      }
    })();
    // One client per instance (round-robin), each receiving the leader's sample commits through its own instance.
    const clients = cluster.instances.map(
      () => new ReconnectingClient(cluster.url, cookie, [WS_TOPICS.gitHubUpdate]),
    );
    try {
      const pushed = () => clients.every((c) => c.received(WS_TOPICS.gitHubUpdate));
      expect(await until(async () => pushed(), Boolean, 15_000)).toBe(true);
      const onLeader = clients.filter((c) => c.instances.includes(leader.id));
      expect(onLeader.length).toBeGreaterThan(0);

      process.kill(leader.pid, 'SIGKILL');
      const killed = Date.now();
      const survivors = cluster.instances.filter((i) => i !== leader);
      const leaders = await until(
        async () =>
          (await Promise.all(survivors.map((i) => health(direct(i))))).filter((h) => h?.leader).length,
        (n) => n === 1,
        10_000,
      );
      expect(leaders).toBe(1);
      expect(Date.now() - killed).toBeLessThan(10_000);
      // From here on, pushes are the new leader's.
      for (const c of clients) c.messages.length = 0;

      // The leader's clients lost their connection, reconnected through HAProxy to an instance that is up and
      // subscribed again; every client gets the new leader's pushes.
      expect(await until(async () => pushed() && clients.every((c) => c.open), Boolean, 20_000)).toBe(true);
      for (const c of onLeader) {
        expect(c.connections).toBeGreaterThan(1);
        expect(c.instances.at(-1)).not.toBe(leader.id);
      }
      const writtenAfter = () => acknowledged.filter((w) => w.at > killed + 1_000).length;
      expect(
        await until(
          async () => writtenAfter(),
          (n) => n >= 5,
          10_000,
        ),
      ).toBeGreaterThanOrEqual(5);
      writing = false;
      await writer;
      const stored = TaskListSchema.parse(
        await (await fetch(`${cluster.url}${TODO_API.tasks}`, { headers: { cookie } })).json(),
      );
      const ids = new Set(stored.map((t) => t.id));
      expect(acknowledged.filter((w) => !ids.has(w.id))).toEqual([]);
    } finally {
      writing = false;
      await writer;
      for (const c of clients) c.stop();
    }
  });
});
