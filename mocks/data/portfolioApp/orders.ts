import type { PortfolioOrder } from '../../../src/api/portfolioApp';
import type { PositionDimension } from '../../../src/api/positions';
import { seededRandom, type SeededRandom } from '../seededRandom';
import { PORTFOLIO_INSTRUMENTS, PORTFOLIO_TRADERS, type PortfolioAppTrader } from './instruments';

export const PORTFOLIO_ORDER_COUNT = 20_000;

/** Trading days the orders span: about half a year of weekdays. */
export const PORTFOLIO_ORDER_DAYS = 130;
const DAY_MS = 86_400_000;
/** Orders go in between 13:30 and 20:00 UTC (the New York session). */
const SESSION_START_MS = 13.5 * 3_600_000;
const SESSION_MS = 6.5 * 3_600_000;

const isWeekday = (day: number) => {
  const weekday = new Date(day).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The day of the newest orders at `now`: the last weekday before today (UTC midnight), so every order is in the
 * past and the orders are the same all day.
 */
export function lastOrderDay(now: number): number {
  let day = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS;
  while (!isWeekday(day)) day -= DAY_MS;
  return day;
}

/** The PORTFOLIO_ORDER_DAYS weekdays up to and including `last`, oldest first. */
function tradingDays(last: number): number[] {
  const days: number[] = [];
  for (let day = last; days.length < PORTFOLIO_ORDER_DAYS; day -= DAY_MS) if (isWeekday(day)) days.push(day);
  return days.reverse();
}

/** A standard normal draw (Box-Muller). */
function normal(rng: SeededRandom): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/**
 * 20,000 orders over the half year of trading days up to `lastDay`: each instrument is traded by one to three
 * traders (its book), mostly bought (so most holdings are long, a few short), at prices scattered around the
 * reference price as over a season of trading, so positions carry real profits and losses. Sorted by time, ids
 * in that order. Only the dates depend on `lastDay`: every day's orders are the same orders, a day later.
 */
function generateOrders(count: number, seed: number, lastDay: number): PortfolioOrder[] {
  const rng = seededRandom(seed);
  const days = tradingDays(lastDay);
  const books = PORTFOLIO_INSTRUMENTS.map((instrument) => {
    const traders = new Set<PortfolioAppTrader>();
    const n = rng.int(1, 3);
    while (traders.size < n) traders.add(rng.pick(PORTFOLIO_TRADERS));
    // Each book leans one way: mostly buying, or (one in six) building a short.
    return { instrument, traders: [...traders], buyShare: rng.chance(1 / 6) ? 0.3 : 0.75 };
  });
  const orders: Omit<PortfolioOrder, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const { instrument, traders, buyShare } = rng.pick(books);
    const trader = rng.pick(traders);
    const quantity = rng.int(1, 50) * 100;
    const price = Math.round(instrument.price * Math.exp(normal(rng) * 0.12 - 0.02) * 100) / 100;
    orders.push({
      symbol: instrument.symbol,
      sector: instrument.sector,
      region: instrument.region,
      fund: trader.fund,
      model: trader.model,
      trader: trader.name,
      side: rng.chance(buyShare) ? 'Buy' : 'Sell',
      quantity,
      price,
      commission: Math.round(quantity * price * 0.0005 * 100) / 100,
      time: rng.pick(days) + SESSION_START_MS + Math.floor(rng.next() * SESSION_MS),
    });
  }
  orders.sort((a, b) => a.time - b.time);
  return orders.map((o, i) => ({ id: `O-${String(i + 1).padStart(5, '0')}`, ...o }));
}

let made: { lastDay: number; orders: readonly PortfolioOrder[] } | null = null;

/**
 * The 20,000 orders of the Portfolio app, oldest first, dated up to the last weekday before `now` (the clock of
 * whoever answers: the server, or the mocks in the browser) while the live prices move today: the same orders
 * all day, and on every run of that day. Made on first use, so a page that imports the mocks (every story does)
 * does not pay for them until it asks, and again on the first use of a new day.
 */
export function portfolioOrders(now: number = Date.now()): readonly PortfolioOrder[] {
  const lastDay = lastOrderDay(now);
  if (made?.lastDay !== lastDay)
    made = { lastDay, orders: generateOrders(PORTFOLIO_ORDER_COUNT, 77_013, lastDay) };
  return made.orders;
}

/**
 * The orders of the position a list of dimension values stands for (all of them for the root: `[]`), newest
 * first. One pass over the orders with the tests made once.
 */
export function ordersOfPosition(
  path: readonly [PositionDimension, string][],
  now: number = Date.now(),
): PortfolioOrder[] {
  const all = portfolioOrders(now);
  const out: PortfolioOrder[] = [];
  for (let i = all.length - 1; i >= 0; i--) {
    const order = all[i] as PortfolioOrder;
    let match = true;
    for (const [dim, value] of path) {
      if (order[dim] !== value) {
        match = false;
        break;
      }
    }
    if (match) out.push(order);
  }
  return out;
}
