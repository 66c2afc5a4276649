import type { LinePoint, OhlcBar, SeriesDimension } from '../../src/api/positions';
import { INSTRUMENTS, type Instrument } from './positions';
import { seededRandom, type SeededRandom } from './seededRandom';

/** First and last trading day of the generated history (UTC): ten years of weekdays, the same on every run. */
export const HISTORY_START = Date.UTC(2016, 0, 4);
export const HISTORY_END = Date.UTC(2025, 11, 31);

const DAY_MS = 86_400_000;

/** The symbols of the portfolio's instruments, in the service's order. */
export const SYMBOLS: readonly string[] = INSTRUMENTS.map((i) => i.symbol);

/** Every weekday from HISTORY_START to HISTORY_END, as ms since the epoch at UTC midnight. */
function tradingDays(): number[] {
  const days: number[] = [];
  for (let t = HISTORY_START; t <= HISTORY_END; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(t);
  }
  return days;
}

/** A stable seed per symbol (FNV-1a of its letters), so each symbol has its own path. */
function seedOf(symbol: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < symbol.length; i++) h = Math.imul(h ^ symbol.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A standard normal draw (Box-Muller). */
function normal(rng: SeededRandom): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** Prices to the cent, or to a tenth of a cent below 10 (e.g. HSBA at 8.70). */
function roundPrice(p: number): number {
  const k = p < 10 ? 1000 : 100;
  return Math.round(p * k) / k;
}

/**
 * Daily bars of an instrument: a random walk with its own drift and with volatility that comes in spells (a
 * simple GARCH-like recurrence), scaled so the last close is the instrument's reference price. Opens gap a little
 * from the previous close; highs and lows reach beyond the body by a share of the day's volatility.
 */
export function generateBars({ symbol, price }: Pick<Instrument, 'symbol' | 'price'>): OhlcBar[] {
  const rng = seededRandom(seedOf(symbol));
  const days = tradingDays();
  const drift = (0.06 + rng.next() * 0.12) / 252;
  const baseVol = (0.009 + rng.next() * 0.008) ** 2;
  let variance = baseVol;
  let shock = 0;
  const logClose: number[] = new Array<number>(days.length);
  let level = 0;
  for (let i = 0; i < days.length; i++) {
    // Tomorrow's variance leans on today's shock: calm and stormy spells, as markets have them.
    variance = baseVol * 0.06 + 0.9 * variance + 0.04 * shock * shock;
    shock = normal(rng) * Math.sqrt(variance);
    level += drift - variance / 2 + shock;
    logClose[i] = level;
  }
  const scale = price / Math.exp(level);
  const bars: OhlcBar[] = new Array<OhlcBar>(days.length);
  let prevClose = scale * Math.exp((logClose[0] ?? 0) - drift);
  for (let i = 0; i < days.length; i++) {
    const close = scale * Math.exp(logClose[i] ?? 0);
    const dayVol = Math.sqrt(baseVol);
    const open = prevClose * Math.exp(normal(rng) * dayVol * 0.25);
    const high = Math.max(open, close) * Math.exp(Math.abs(normal(rng)) * dayVol * 0.5);
    const low = Math.min(open, close) * Math.exp(-Math.abs(normal(rng)) * dayVol * 0.5);
    bars[i] = [days[i] ?? 0, roundPrice(open), roundPrice(high), roundPrice(low), roundPrice(close)];
    prevClose = close;
  }
  return bars;
}

const cache = new Map<string, OhlcBar[]>();

/** The daily bars of a symbol (ten years, oldest first), or null for a symbol the portfolio does not hold. */
export function ohlcHistory(symbol: string): readonly OhlcBar[] | null {
  const cached = cache.get(symbol);
  if (cached) return cached;
  const instrument = INSTRUMENTS.find((i) => i.symbol === symbol);
  if (!instrument) return null;
  const bars = generateBars(instrument);
  cache.set(symbol, bars);
  return bars;
}

const COLUMN: Record<SeriesDimension, 1 | 2 | 3 | 4> = { open: 1, high: 2, low: 3, close: 4 };

/** One price dimension of a symbol's daily bars as [time, value] points, or null for an unknown symbol. */
export function lineHistory(symbol: string, dimension: SeriesDimension): LinePoint[] | null {
  const bars = ohlcHistory(symbol);
  if (!bars) return null;
  const col = COLUMN[dimension];
  return bars.map((b): LinePoint => [b[0], b[col]]);
}

/** The 404 message for a symbol the portfolio does not hold. */
export function unknownSymbolMessage(symbol: string): string {
  return `Unknown symbol '${symbol}': GET portfolio/symbols lists the symbols.`;
}
