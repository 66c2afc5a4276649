// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortfolioPositionsPushSchema, type PortfolioPositionsPush } from '../../src/api/portfolioApp';
import type { Position } from '../../src/api/positions';
import { POSITION_DIMENSIONS } from '../../mocks/data/positions';
import type { SessionUser } from '../auth/sessions';
import type { TopicOptions, TopicRegistry } from '../ws';
import { allGroupings, PortfolioAppService } from './portfolioApp';

function user(userId: number): SessionUser {
  return {
    sessionId: `s${userId}`,
    userId,
    identity: { username: `user${userId}`, displayName: `User ${userId}`, roles: [], profilePicUrl: null },
  };
}

/** A topic registry that records what is published, and subscribes users as the real one does (join, leave). */
class FakeTopics {
  readonly topics = new Map<string, TopicOptions>();
  readonly published: { topic: string; data: unknown }[] = [];
  registerTopic(name: string, options: TopicOptions = {}): void {
    this.topics.set(name, options);
  }
  publish(topic: string, data: unknown): number {
    this.published.push({ topic, data });
    return 1;
  }
  /** Subscribes user `userId` (1 unless told): undefined when taken on, else the reason it was refused. */
  subscribe(topic: string, userId = 1): string | undefined {
    const options = this.topics.get(topic);
    if (!options) throw new Error(`No topic ${topic}.`);
    return options.join?.(user(userId));
  }
  unsubscribe(topic: string, userId = 1): void {
    this.topics.get(topic)?.leave?.(user(userId));
  }
}

function byId(nodes: readonly Position[], out = new Map<string, Position>()): Map<string, Position> {
  for (const n of nodes) {
    out.set(n.id, n);
    byId(n.children, out);
  }
  return out;
}

let topics: FakeTopics;
let service: PortfolioAppService;

/** Moves the fake clock by `ms`, then lets a tick it started finish (it yields to the real event loop). */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await service.idle();
}

beforeEach(() => {
  // setImmediate stays real: a tick yields to the event loop between groupings.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  topics = new FakeTopics();
  service = new PortfolioAppService({ tickMs: 1000 });
  service.registerTopics(topics as unknown as TopicRegistry);
});
afterEach(() => {
  service.stop();
  vi.useRealTimers();
});

describe('PortfolioAppService', () => {
  it('has a topic for every ordered list of distinct dimensions', () => {
    expect(allGroupings(POSITION_DIMENSIONS)).toHaveLength(1956);
    expect(topics.topics.has('portfolioPositions:region,sector,symbol')).toBe(true);
    expect(topics.topics.has('portfolioPositions:trader,fund')).toBe(true);
    expect(topics.topics.size).toBe(1956);
  });

  it('moves no price while nobody watches', async () => {
    await advance(10_000);
    expect(service.version).toBe(0);
    expect(topics.published).toEqual([]);
  });

  it('pushes the re-priced positions of a watched grouping every tick, each version in turn', async () => {
    const dims = ['region', 'sector', 'symbol'] as const;
    const before = service.positions(dims);
    expect(topics.subscribe('portfolioPositions:region,sector,symbol')).toBeUndefined();
    await advance(1000);
    await advance(1000);
    expect(service.version).toBe(2);
    const pushes = topics.published.map((p) => PortfolioPositionsPushSchema.parse(p.data));
    expect(pushes.map((p) => p.version)).toEqual([1, 2]);
    expect(topics.published.every((p) => p.topic === 'portfolioPositions:region,sector,symbol')).toBe(true);
    // The pushes applied to the first answer give what GET positions answers now.
    const values = byId(before.positions);
    for (const push of pushes as PortfolioPositionsPush[]) {
      expect(push.updates.length).toBeGreaterThan(0);
      for (const u of push.updates) values.set(u.id, { ...(values.get(u.id) as Position), ...u });
    }
    for (const [id, node] of byId(service.positions(dims).positions)) {
      expect({ id, pnl: values.get(id)?.pnl, mktVal: values.get(id)?.mktVal }).toEqual({
        id,
        pnl: node.pnl,
        mktVal: node.mktVal,
      });
    }
  });

  it('computes and pushes a grouping once a tick however many watch it', async () => {
    for (const userId of [1, 2, 3])
      expect(topics.subscribe('portfolioPositions:fund', userId)).toBeUndefined();
    expect(topics.subscribe('portfolioPositions:fund', 1)).toBeUndefined(); // a second tab of user 1
    topics.subscribe('portfolioPositions:trader,symbol');
    await advance(1000);
    expect(service.watchedGroupings.sort()).toEqual(['fund', 'trader,symbol']);
    expect(topics.published.map((p) => p.topic).sort()).toEqual([
      'portfolioPositions:fund',
      'portfolioPositions:trader,symbol',
    ]);
  });

  it('holds nothing for a grouping until its first tick, so subscribing in a loop costs nothing', () => {
    for (let i = 0; i < 1000; i++) {
      topics.subscribe('portfolioPositions:symbol,trader,fund,model,region,sector');
      topics.unsubscribe('portfolioPositions:symbol,trader,fund,model,region,sector');
    }
    topics.subscribe('portfolioPositions:symbol,trader,fund,model,region,sector');
    expect(service.watchedGroupings).toEqual(['symbol,trader,fund,model,region,sector']);
    expect(service.heldGroupings).toBe(0);
    expect(service.version).toBe(0);
  });

  it('frees a grouping when its last watcher leaves, and stops the clock with none left', async () => {
    topics.subscribe('portfolioPositions:fund', 1);
    topics.subscribe('portfolioPositions:fund', 2);
    topics.subscribe('portfolioPositions:trader,symbol', 2);
    await advance(1000);
    expect(service.heldGroupings).toBe(2);
    topics.unsubscribe('portfolioPositions:fund', 1);
    expect(service.watchedGroupings.sort()).toEqual(['fund', 'trader,symbol']);
    topics.unsubscribe('portfolioPositions:fund', 2);
    expect(service.watchedGroupings).toEqual(['trader,symbol']);
    topics.unsubscribe('portfolioPositions:trader,symbol', 2);
    expect({
      watched: service.watchedGroupings,
      held: service.heldGroupings,
      users: service.watchingUsers,
    }).toEqual({ watched: [], held: 0, users: 0 });
    const version = service.version;
    await advance(5000);
    expect(service.version).toBe(version);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses a grouping beyond what a user or the server may watch, with the limit', async () => {
    service.stop();
    service = new PortfolioAppService({ tickMs: 1000, limits: { maxGroupings: 3, maxGroupingsPerUser: 2 } });
    topics = new FakeTopics();
    service.registerTopics(topics as unknown as TopicRegistry);
    expect(topics.subscribe('portfolioPositions:fund', 1)).toBeUndefined();
    expect(topics.subscribe('portfolioPositions:model', 1)).toBeUndefined();
    expect(topics.subscribe('portfolioPositions:fund', 1)).toBeUndefined(); // one it watches already
    expect(topics.subscribe('portfolioPositions:region', 1)).toBe(
      'Too many live groupings: a user may watch at most 2 at once.',
    );
    expect(topics.subscribe('portfolioPositions:region', 2)).toBeUndefined();
    expect(topics.subscribe('portfolioPositions:sector', 2)).toBe(
      'Too many live groupings: the server re-prices at most 3 at once; try again later.',
    );
    expect(topics.subscribe('portfolioPositions:fund', 3)).toBeUndefined(); // live already: no new work
    expect(service.watchedGroupings.sort()).toEqual(['fund', 'model', 'region']);
    // A slot freed is a slot taken.
    topics.unsubscribe('portfolioPositions:model', 1);
    expect(topics.subscribe('portfolioPositions:sector', 2)).toBeUndefined();
    await advance(1000);
    expect(new Set(topics.published.map((p) => p.topic))).toEqual(
      new Set(['portfolioPositions:fund', 'portfolioPositions:region', 'portfolioPositions:sector']),
    );
  });

  it('answers the orders of a position by its dimension values', () => {
    const orders = service.orders([
      ['fund', 'Atlas Fund'],
      ['side' as never, 'x'],
    ]);
    expect(orders).toEqual([]);
    const atlas = service.orders([['fund', 'Atlas Fund']]);
    expect(atlas.length).toBeGreaterThan(1000);
    expect(atlas.every((o) => o.fund === 'Atlas Fund')).toBe(true);
  });

  it('lists the instruments at their current prices', async () => {
    const first = service.instruments();
    topics.subscribe('portfolioPositions:symbol');
    await advance(1000);
    const moved = service.instruments().filter((i, n) => i.price !== first[n]?.price);
    expect(moved.length).toBeGreaterThan(50);
    expect(moved.length).toBeLessThan(500);
  });
});
