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

/**
 * The Portfolio example app's service: positions grouped by any dimensions at the live prices, the orders of a
 * position, the instruments and their history. While at least one client watches a grouping (is subscribed to
 * its `portfolioPositions:<dims>` topic), the prices move every `tickMs` and each watched grouping gets the
 * positions that changed; with nobody watching the clock stops, so an idle server does no work.
 */
export class PortfolioAppService {
  readonly book: PortfolioPriceBook;
  /** Watched groupings: the positions last pushed for each, to work out what the next tick changed. */
  private readonly watched = new Map<string, { dims: PositionDimension[]; positions: Position[] }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Each order's JSON, made on first use (orders never change). */
  private readonly orderText = new WeakMap<PortfolioOrder, string>();
  private topics: TopicRegistry | null = null;

  constructor(
    private readonly options: { tickMs?: number; log?: FastifyBaseLogger; book?: PortfolioPriceBook } = {},
  ) {
    this.book = options.book ?? new PortfolioPriceBook();
  }

  get version(): number {
    return this.book.version;
  }

  /** Groupings being pushed, for tests and diagnostics. */
  get watchedGroupings(): string[] {
    return [...this.watched.keys()];
  }

  /** Registers a topic per grouping; a subscription starts pushes of that grouping. */
  registerTopics(topics: TopicRegistry): void {
    this.topics = topics;
    for (const dims of allGroupings(POSITION_DIMENSIONS)) {
      topics.registerTopic(portfolioPositionsTopic(dims), { onSubscribe: () => this.watch(dims) });
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
   * client sees each version). A grouping nobody received is dropped; with none left the clock stops.
   */
  tick(): void {
    this.book.tick();
    for (const [key, entry] of this.watched) {
      const next = portfolioPositions(this.book.prices, entry.dims);
      const push: PortfolioPositionsPush = {
        version: this.book.version,
        dims: entry.dims,
        updates: positionUpdates(entry.positions, next),
      };
      entry.positions = next;
      const received = this.topics?.publish(portfolioPositionsTopic(entry.dims), push) ?? 0;
      if (received === 0) this.watched.delete(key);
    }
    if (this.watched.size === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private watch(dims: PositionDimension[]): void {
    const key = dims.join(',');
    if (!this.watched.has(key)) {
      this.watched.set(key, { dims, positions: portfolioPositions(this.book.prices, dims) });
    }
    if (!this.timer) {
      this.timer = setInterval(() => {
        try {
          this.tick();
        } catch (e) {
          this.options.log?.error({ err: e }, 'portfolio re-pricing failed');
        }
      }, this.options.tickMs ?? DEFAULT_TICK_MS);
      this.timer.unref();
    }
  }
}
