import type { PositionUpdate } from '../../../src/api/portfolioApp';
import type { Position, PositionDimension, RawPosition } from '../../../src/api/positions';
import { groupPositions } from '../positions';
import { seededRandom, type SeededRandom } from '../seededRandom';
import { PORTFOLIO_INSTRUMENTS, portfolioInstrument } from './instruments';
import { portfolioOrders } from './orders';

/** What a trader holds of a symbol after all their orders: signed quantity and the cash it cost. */
interface Holding {
  symbol: string;
  sector: string;
  region: string;
  fund: string;
  model: string;
  trader: string;
  /** Net quantity: bought less sold (negative for a short). */
  quantity: number;
  /** Cash paid for buys less cash received for sells, commissions included. */
  cost: number;
}

function buildHoldings(): Holding[] {
  const bySymbolTrader = new Map<string, Holding>();
  for (const o of portfolioOrders()) {
    const key = `${o.symbol}|${o.trader}`;
    let h = bySymbolTrader.get(key);
    if (!h) {
      h = { ...o, quantity: 0, cost: 0 };
      bySymbolTrader.set(key, h);
    }
    const sign = o.side === 'Buy' ? 1 : -1;
    h.quantity += sign * o.quantity;
    h.cost += sign * o.quantity * o.price + o.commission;
  }
  return [...bySymbolTrader.values()].map(
    ({ symbol, sector, region, fund, model, trader, quantity, cost }) => ({
      symbol,
      sector,
      region,
      fund,
      model,
      trader,
      quantity,
      cost,
    }),
  );
}

let holdings: readonly Holding[] | null = null;

/**
 * Every (symbol, trader) holding of the Portfolio app's orders: the finest grain positions are grouped from.
 * Made on first use, with the orders.
 */
export function portfolioHoldings(): readonly Holding[] {
  holdings ??= buildHoldings();
  return holdings;
}

/** Prices by symbol. */
export type PriceTable = ReadonlyMap<string, number>;

/** The reference prices of the instruments: the prices before any re-pricing. */
export function referencePrices(): Map<string, number> {
  return new Map(PORTFOLIO_INSTRUMENTS.map((i) => [i.symbol, i.price]));
}

/** The holdings valued at the prices: market value and P&L in whole dollars, so sums are exact. */
export function pricedHoldings(prices: PriceTable): RawPosition[] {
  return portfolioHoldings().map((h) => {
    const price = prices.get(h.symbol) ?? portfolioInstrument(h.symbol)?.price ?? 0;
    const mktVal = Math.round(h.quantity * price);
    return {
      symbol: h.symbol,
      sector: h.sector,
      model: h.model,
      fund: h.fund,
      region: h.region,
      trader: h.trader,
      mktVal,
      pnl: Math.round(mktVal - h.cost),
    };
  });
}

/** The positions grouped by `dims` at the prices. */
export function portfolioPositions(prices: PriceTable, dims: readonly PositionDimension[]): Position[] {
  return groupPositions(pricedHoldings(prices), dims);
}

/** Every node of a position tree by id. */
function indexPositions(
  nodes: readonly Position[],
  out = new Map<string, Position>(),
): Map<string, Position> {
  for (const n of nodes) {
    out.set(n.id, n);
    indexPositions(n.children, out);
  }
  return out;
}

/** The positions of `next` whose values differ from `previous` (same grouping), as updates. */
export function positionUpdates(previous: readonly Position[], next: readonly Position[]): PositionUpdate[] {
  const before = indexPositions(previous);
  const updates: PositionUpdate[] = [];
  for (const n of indexPositions(next).values()) {
    const old = before.get(n.id);
    if (!old || old.pnl !== n.pnl || old.mktVal !== n.mktVal)
      updates.push({ id: n.id, pnl: n.pnl, mktVal: n.mktVal });
  }
  return updates;
}

/** A standard normal draw (Box-Muller). */
function normal(rng: SeededRandom): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * The live prices of the Portfolio app: starts at the reference prices; each `tick` moves a share of the
 * instruments by a small random step (as a market does between two looks at it) and bumps the version. Seeded,
 * so a run of ticks is the same every time.
 */
export class PortfolioPriceBook {
  readonly prices = referencePrices();
  version = 0;
  private readonly rng: SeededRandom;

  constructor(
    seed = 4_242,
    /** Share of the instruments re-priced per tick. */
    private readonly share = 0.3,
  ) {
    this.rng = seededRandom(seed);
  }

  /** Re-prices a share of the instruments; returns the symbols that moved. */
  tick(): string[] {
    const moved: string[] = [];
    for (const [symbol, price] of this.prices) {
      if (!this.rng.chance(this.share)) continue;
      const next = Math.max(0.01, Math.round(price * Math.exp(normal(this.rng) * 0.004) * 100) / 100);
      if (next === price) continue;
      this.prices.set(symbol, next);
      moved.push(symbol);
    }
    this.version++;
    return moved;
  }
}
