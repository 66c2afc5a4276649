// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortfolioPositionsPushSchema, type PortfolioPositionsPush } from '../../src/api/portfolioApp';
import type { Position } from '../../src/api/positions';
import { POSITION_DIMENSIONS } from '../../mocks/data/positions';
import type { TopicOptions, TopicRegistry } from '../ws';
import { allGroupings, PortfolioAppService } from './portfolioApp';

/** A topic registry that records what is published; `receivers` says how many clients get each message. */
class FakeTopics {
  readonly topics = new Map<string, TopicOptions>();
  readonly published: { topic: string; data: unknown }[] = [];
  receivers = 1;
  registerTopic(name: string, options: TopicOptions = {}): void {
    this.topics.set(name, options);
  }
  publish(topic: string, data: unknown): number {
    this.published.push({ topic, data });
    return this.receivers;
  }
  async subscribe(topic: string): Promise<void> {
    await this.topics.get(topic)?.onSubscribe?.({ send: () => undefined, user: null as never });
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

beforeEach(() => {
  vi.useFakeTimers();
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

  it('moves no price while nobody watches', () => {
    vi.advanceTimersByTime(10_000);
    expect(service.version).toBe(0);
    expect(topics.published).toEqual([]);
  });

  it('pushes the re-priced positions of a watched grouping every tick, each version in turn', async () => {
    const dims = ['region', 'sector', 'symbol'] as const;
    const before = service.positions(dims);
    await topics.subscribe('portfolioPositions:region,sector,symbol');
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1000);
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

  it('stops pushing a grouping nobody received, and stops the clock with none left', async () => {
    await topics.subscribe('portfolioPositions:fund');
    await topics.subscribe('portfolioPositions:trader,symbol');
    vi.advanceTimersByTime(1000);
    expect(service.watchedGroupings.sort()).toEqual(['fund', 'trader,symbol']);
    topics.receivers = 0;
    vi.advanceTimersByTime(1000);
    expect(service.watchedGroupings).toEqual([]);
    const version = service.version;
    vi.advanceTimersByTime(5000);
    expect(service.version).toBe(version);
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
    await topics.subscribe('portfolioPositions:symbol');
    vi.advanceTimersByTime(1000);
    const moved = service.instruments().filter((i, n) => i.price !== first[n]?.price);
    expect(moved.length).toBeGreaterThan(50);
    expect(moved.length).toBeLessThan(500);
  });
});
