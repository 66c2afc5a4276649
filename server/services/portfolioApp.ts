import type { FastifyBaseLogger } from 'fastify';
import {
  portfolioPositionsTopic,
  type PortfolioInstrument,
  type PortfolioOrder,
  type PortfolioPositions,
  type PortfolioPositionsPush,
} from '../../src/api/portfolioApp';
import type {
  LineSeries,
  OhlcSeries,
  Position,
  PositionDimension,
  SeriesDimension,
} from '../../src/api/positions';
import { PORTFOLIO_INSTRUMENTS } from '../../mocks/data/portfolioApp/instruments';
import { ordersOfPosition } from '../../mocks/data/portfolioApp/orders';
import {
  PortfolioPriceBook,
  portfolioHoldings,
  portfolioPositions,
  positionUpdates,
} from '../../mocks/data/portfolioApp/pricing';
import { portfolioLineHistory, portfolioOhlcHistory } from '../../mocks/data/portfolioApp/series';
import { POSITION_DIMENSIONS } from '../../mocks/data/positions';
import type { TopicRegistry } from '../ws';
import { DEFAULT_LIVE_GROUPING_LIMITS, type LiveGroupingLimits } from './portfolioLimits';

/** How often the live prices move while someone watches: every few seconds, as the issue asks. */
export const DEFAULT_TICK_MS = 3000;

/** Every ordered list of distinct dimensions (region; region,sector; sector,region; ...): 1,956 of six. */
export function allGroupings(dims: readonly PositionDimension[]): PositionDimension[][] {
  const out: PositionDimension[][] = [];
  const extend = (prefix: PositionDimension[]) => {
    for (const d of dims) {
      if (prefix.includes(d)) continue;
      const next = [...prefix, d];
      out.push(next);
      extend(next);
    }
  };
  extend([]);
  return out;
}

/** A watched grouping: the positions last pushed (null until its first tick), and who watches it. */
interface LiveGrouping {
  dims: PositionDimension[];
  topic: string;
  positions: Position[] | null;
  /** Subscriptions to its topic, over all users and sockets. */
  watchers: number;
}

/** Lets requests and socket messages that arrived meanwhile run (setImmediate: after pending I/O). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The Portfolio example app's service: positions grouped by any dimensions at the live prices, the orders of a
 * position, the instruments and their history. While at least one client watches a grouping (is subscribed to
 * its `portfolioPositions:<dims>` topic), the prices move every `tickMs` and each watched grouping gets the
 * positions that changed; with nobody watching the clock stops, so an idle server does no work.
 *
 * The work is bounded whoever asks: a grouping is computed once per tick however many watch it, at most
 * `maxGroupings` are live (a user at most `maxGroupingsPerUser`; a subscription beyond is refused), a
 * subscription computes nothing (its grouping's first positions are made at the next tick, so subscribing and
 * unsubscribing in a loop costs nothing), and a grouping's positions are freed when its last watcher leaves.
 */
export class PortfolioAppService {
  readonly book: PortfolioPriceBook;
  /** Watched groupings by dims key ('region,sector'). */
  private readonly live = new Map<string, LiveGrouping>();
  /** The groupings each user watches (by user id): how many of their subscriptions follow each. */
  private readonly watchedByUser = new Map<number, Map<string, number>>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The tick under way, if any: the next is scheduled when it ends, so ticks never overlap. */
  private ticking: Promise<void> | null = null;
  /** Set by stop (the app closes): no tick is scheduled any more. */
  private stopped = false;
  /** Each order's JSON, made on first use (orders never change). */
  private readonly orderText = new WeakMap<PortfolioOrder, string>();
  private topics: TopicRegistry | null = null;
  /** Set in a cluster: where moved prices go. */
  private cluster:
    { moved: (version: number, prices: ReadonlyMap<string, number>) => Promise<void> } | undefined;
  /** In a cluster, whether this instance leads: its clock runs whoever watches. */
  private leading = false;
  /** Prices told by the leader being pushed: the next waits for it. */
  private following: Promise<void> = Promise.resolve();
  private readonly limits: LiveGroupingLimits;

  constructor(
    private readonly options: {
      tickMs?: number;
      log?: FastifyBaseLogger;
      book?: PortfolioPriceBook;
      limits?: LiveGroupingLimits;
    } = {},
  ) {
    this.book = options.book ?? new PortfolioPriceBook();
    this.limits = options.limits ?? DEFAULT_LIVE_GROUPING_LIMITS;
  }

  get version(): number {
    return this.book.version;
  }

  /** Groupings being pushed, for tests and diagnostics. */
  get watchedGroupings(): string[] {
    return [...this.live.keys()];
  }

  /** Groupings whose positions are held (pushed at least once and still watched), for tests and diagnostics. */
  get heldGroupings(): number {
    let n = 0;
    for (const g of this.live.values()) if (g.positions) n++;
    return n;
  }

  /** Users who watch a grouping, for tests and diagnostics. */
  get watchingUsers(): number {
    return this.watchedByUser.size;
  }

  /** Registers a topic per grouping; a subscription makes the grouping live until its last watcher leaves. */
  registerTopics(topics: TopicRegistry): void {
    this.topics = topics;
    for (const dims of allGroupings(POSITION_DIMENSIONS)) {
      topics.registerTopic(portfolioPositionsTopic(dims), {
        join: (user) => this.watch(dims, user.userId),
        leave: (user) => this.unwatch(dims, user.userId),
      });
    }
  }

  /** Makes the orders and holdings now (they are made on first use, which would slow the first call). */
  warmUp(): void {
    portfolioHoldings();
    this.ordersJson([]);
  }

  positions(dims: readonly PositionDimension[]): PortfolioPositions {
    return { version: this.book.version, positions: portfolioPositions(this.book.prices, dims) };
  }

  orders(path: readonly [PositionDimension, string][]): PortfolioOrder[] {
    return ordersOfPosition(path);
  }

  /**
   * The orders of a position as JSON text, from each order's JSON made once: a region has thousands of orders,
   * and serialising them afresh on every call was most of its cost.
   */
  ordersJson(path: readonly [PositionDimension, string][]): string {
    const parts = ordersOfPosition(path).map((o) => {
      let text = this.orderText.get(o);
      if (text === undefined) {
        text = JSON.stringify(o);
        this.orderText.set(o, text);
      }
      return text;
    });
    return `[${parts.join(',')}]`;
  }

  instruments(): PortfolioInstrument[] {
    return PORTFOLIO_INSTRUMENTS.map((i) => ({ ...i, price: this.book.prices.get(i.symbol) ?? i.price }));
  }

  lineSeries(symbol: string, dimension: SeriesDimension): LineSeries | null {
    const data = portfolioLineHistory(symbol, dimension);
    return data && { symbol, dimension, data };
  }

  ohlcSeries(symbol: string): OhlcSeries | null {
    const data = portfolioOhlcHistory(symbol);
    return data && { symbol, data: [...data] };
  }

  /**
   * Moves the prices once and pushes each watched grouping its changed positions (an empty list too, so every
   * client sees each version). The groupings are worked out one at a time with the event loop free in between,
   * so a request never waits behind a whole tick; one that joined meanwhile starts at the next tick, one that
   * was left meanwhile is skipped.
   */
  async tick(): Promise<void> {
    const previous = new Map(this.book.prices);
    this.book.tick();
    await this.cluster?.moved(this.book.version, this.book.prices);
    await this.pushChanges(previous);
  }

  /**
   * Joins a cluster: the prices move on the leader alone (`lead`), every `tickMs` whoever watches, and reach
   * the other instances through `moved` (stored, then told); each instance re-prices its own clients' groupings
   * from the prices it is told (`follow`).
   */
  joinCluster(cluster: {
    moved: (version: number, prices: ReadonlyMap<string, number>) => Promise<void>;
  }): void {
    this.cluster = cluster;
  }

  /** The leader's clock: it starts (from `from`, the last stored prices, when newer) and ticks until `unlead`. */
  lead(from?: { version: number; prices: Readonly<Record<string, number>> }): void {
    if (from && from.version > this.book.version) this.setPrices(from.version, from.prices);
    this.leading = true;
    this.schedule();
  }

  unlead(): void {
    this.leading = false;
    this.pause();
  }

  /** Prices the leader moved: this instance's watched groupings get what changed (older news is ignored). */
  follow(version: number, prices: Readonly<Record<string, number>>): void {
    if (this.leading || version <= this.book.version) return;
    this.following = this.following.then(async () => {
      if (version <= this.book.version || this.stopped) return;
      const previous = new Map(this.book.prices);
      this.setPrices(version, prices);
      await this.pushChanges(previous);
    });
  }

  private setPrices(version: number, prices: Readonly<Record<string, number>>): void {
    for (const [symbol, price] of Object.entries(prices)) {
      if (this.book.prices.has(symbol) && Number.isFinite(price) && price > 0)
        this.book.prices.set(symbol, price);
    }
    this.book.version = version;
  }

  private async pushChanges(previous: ReadonlyMap<string, number>): Promise<void> {
    const { version } = this.book;
    for (const [key, grouping] of [...this.live]) {
      if (this.live.get(key) !== grouping) continue;
      const before = grouping.positions ?? portfolioPositions(previous, grouping.dims);
      const next = portfolioPositions(this.book.prices, grouping.dims);
      grouping.positions = next;
      const data: PortfolioPositionsPush = {
        version,
        dims: grouping.dims,
        updates: positionUpdates(before, next),
      };
      this.topics?.publish(grouping.topic, data);
      await yieldToEventLoop();
    }
  }

  /** Stops the clock for good (the app closes). */
  stop(): void {
    this.stopped = true;
    this.pause();
  }

  /** Resolves when no tick is under way (the one under way has pushed its last grouping). */
  async idle(): Promise<void> {
    await this.ticking;
    await this.following;
  }

  /** Takes on a watcher of `dims`, or says why not: the server's or the user's live groupings are all taken. */
  private watch(dims: PositionDimension[], userId: number): string | undefined {
    const key = dims.join(',');
    const mine = this.watchedByUser.get(userId) ?? new Map<string, number>();
    const { maxGroupings, maxGroupingsPerUser } = this.limits;
    if (!mine.has(key) && mine.size >= maxGroupingsPerUser)
      return `Too many live groupings: a user may watch at most ${maxGroupingsPerUser} at once.`;
    let grouping = this.live.get(key);
    if (!grouping) {
      if (this.live.size >= maxGroupings)
        return `Too many live groupings: the server re-prices at most ${maxGroupings} at once; try again later.`;
      grouping = { dims, topic: portfolioPositionsTopic(dims), positions: null, watchers: 0 };
      this.live.set(key, grouping);
    }
    grouping.watchers++;
    mine.set(key, (mine.get(key) ?? 0) + 1);
    this.watchedByUser.set(userId, mine);
    this.schedule();
    return undefined;
  }

  /** A watcher of `dims` left: the grouping (and its positions) goes with its last watcher. */
  private unwatch(dims: readonly PositionDimension[], userId: number): void {
    const key = dims.join(',');
    const mine = this.watchedByUser.get(userId);
    const count = mine?.get(key) ?? 0;
    if (mine && count > 1) mine.set(key, count - 1);
    else mine?.delete(key);
    if (mine?.size === 0) this.watchedByUser.delete(userId);
    const grouping = this.live.get(key);
    if (grouping && --grouping.watchers <= 0) this.live.delete(key);
    if (this.live.size === 0 && !this.leading) this.pause();
  }

  private pause(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Runs the next tick `tickMs` from now, unless one is due or under way, or nobody watches. */
  private schedule(): void {
    if (this.stopped || this.timer || this.ticking) return;
    // Alone, the clock runs while someone watches; in a cluster it runs on the leader only, for everyone's.
    if (this.cluster ? !this.leading : this.live.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ticking = this.tick()
        .catch((e: unknown) => this.options.log?.error({ err: e }, 'portfolio re-pricing failed'))
        .finally(() => {
          this.ticking = null;
          this.schedule();
        });
    }, this.options.tickMs ?? DEFAULT_TICK_MS);
    this.timer.unref();
  }
}
