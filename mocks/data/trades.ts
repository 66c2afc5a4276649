import type { Trade } from '../../src/api/samples';
import { CUSTOMERS } from './customers';
import { seededRandom } from './seededRandom';

export const TRADE_COUNT = 1000;

/** Trades fall in the year up to this day (fixed, so the data never drifts). */
const LAST_TRADE_DAY = Date.UTC(2025, 5, 30);
const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * `count` seeded trades with the customers of mocks/data: each trade is made with one customer (company and
 * city), a volume of 1k to 50M, a P&L skewed toward small values (a few are flat, exactly 0), a trade date in
 * the year to 30 June 2025, and about two thirds active. Also used by the benchmarks for larger sets.
 */
export function generateTrades(count: number, seed = 19870701): Trade[] {
  const rng = seededRandom(seed);
  // Trades go to a few hundred counterparties, so companies repeat (for grouping and filter suggestions).
  const counterparties = CUSTOMERS.slice(0, 400);
  const trades: Trade[] = [];
  for (let i = 0; i < count; i++) {
    const customer = rng.pick(counterparties);
    const swing = rng.next() * 2 - 1;
    const flat = rng.chance(0.02);
    trades.push({
      id: i + 1,
      company: customer.company,
      city: customer.city,
      trade_volume: Math.round(1000 + rng.next() ** 2 * 50_000_000),
      profit_loss: flat ? 0 : Math.round(swing ** 3 * 2_000_000),
      trade_date: isoDay(LAST_TRADE_DAY - rng.int(0, 364) * DAY_MS),
      active: rng.chance(0.65),
    });
  }
  return trades;
}

/** The 1,000 sample trades (GET trade), the same on every run. */
export const TRADES: readonly Trade[] = generateTrades(TRADE_COUNT);
