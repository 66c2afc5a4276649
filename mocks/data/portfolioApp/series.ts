import type { LinePoint, OhlcBar, SeriesDimension } from '../../../src/api/positions';
import { generateBars } from '../priceHistory';
import { portfolioInstrument } from './instruments';

/** Histories kept ready: a user looks at a handful of symbols, not all 500 (each is ten years of bars). */
const MAX_CACHED = 32;
const cache = new Map<string, OhlcBar[]>();

/** The daily bars of a Portfolio app instrument (ten years, oldest first), or null for an unknown symbol. */
export function portfolioOhlcHistory(symbol: string): readonly OhlcBar[] | null {
  const cached = cache.get(symbol);
  if (cached) {
    // Most recently used last: the oldest entry is the first to go.
    cache.delete(symbol);
    cache.set(symbol, cached);
    return cached;
  }
  const instrument = portfolioInstrument(symbol);
  if (!instrument) return null;
  const bars = generateBars(instrument);
  cache.set(symbol, bars);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return bars;
}

const COLUMN: Record<SeriesDimension, 1 | 2 | 3 | 4> = { open: 1, high: 2, low: 3, close: 4 };

/** One price dimension of an instrument's daily bars, or null for an unknown symbol. */
export function portfolioLineHistory(symbol: string, dimension: SeriesDimension): LinePoint[] | null {
  const bars = portfolioOhlcHistory(symbol);
  if (!bars) return null;
  const col = COLUMN[dimension];
  return bars.map((b): LinePoint => [b[0], b[col]]);
}
