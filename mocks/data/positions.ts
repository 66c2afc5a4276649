import type { Position, PositionDimension, RawPosition } from '../../src/api/positions';
import { seededRandom } from './seededRandom';

/** An instrument of the sample portfolio: symbol, sector and a reference (latest) price. */
export interface Instrument {
  symbol: string;
  sector: string;
  price: number;
}

/** Instruments of the sample portfolio, in the order the portfolio service lists their symbols. */
export const INSTRUMENTS: readonly Instrument[] = [
  { symbol: 'AAPL', sector: 'Technology', price: 212.4 },
  { symbol: 'MSFT', sector: 'Technology', price: 447.1 },
  { symbol: 'NVDA', sector: 'Technology', price: 131.3 },
  { symbol: 'ASML', sector: 'Technology', price: 702.5 },
  { symbol: 'SAP', sector: 'Technology', price: 268.9 },
  { symbol: 'JPM', sector: 'Financials', price: 241.6 },
  { symbol: 'GS', sector: 'Financials', price: 556.2 },
  { symbol: 'HSBA', sector: 'Financials', price: 8.7 },
  { symbol: 'UBSG', sector: 'Financials', price: 27.3 },
  { symbol: 'JNJ', sector: 'Health Care', price: 154.8 },
  { symbol: 'NOVN', sector: 'Health Care', price: 88.4 },
  { symbol: 'PFE', sector: 'Health Care', price: 25.9 },
  { symbol: 'ROG', sector: 'Health Care', price: 262.1 },
  { symbol: 'XOM', sector: 'Energy', price: 108.3 },
  { symbol: 'SHEL', sector: 'Energy', price: 33.5 },
  { symbol: 'TTE', sector: 'Energy', price: 57.2 },
  { symbol: 'AMZN', sector: 'Consumer', price: 201.7 },
  { symbol: 'MC', sector: 'Consumer', price: 612.0 },
  { symbol: 'NKE', sector: 'Consumer', price: 72.6 },
  { symbol: 'TM', sector: 'Consumer', price: 179.9 },
  { symbol: 'CAT', sector: 'Industrials', price: 341.2 },
  { symbol: 'SIE', sector: 'Industrials', price: 193.4 },
  { symbol: 'HON', sector: 'Industrials', price: 218.5 },
  { symbol: 'BHP', sector: 'Materials', price: 38.6 },
  { symbol: 'RIO', sector: 'Materials', price: 61.2 },
  { symbol: 'LIN', sector: 'Materials', price: 455.0 },
];

const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America'] as const;
const MODELS = ['Momentum', 'Value', 'Growth', 'Quant Alpha', 'Macro'] as const;
const FUNDS = ['Atlas Fund', 'Beacon Fund', 'Cobalt Fund', 'Summit Fund'] as const;
const TRADERS = [
  'Alice Moreau',
  'Ben Okafor',
  'Chloe Tanaka',
  'Dev Patel',
  'Elena Rossi',
  'Felix Braun',
  'Grace Lindqvist',
  'Hiro Sato',
] as const;

/** Dimensions positions can be grouped by (GET portfolio/positions?dims=...). */
export const POSITION_DIMENSIONS: readonly PositionDimension[] = [
  'region',
  'sector',
  'symbol',
  'model',
  'fund',
  'trader',
];

export const RAW_POSITION_COUNT = 2000;

function generateRawPositions(count: number, seed: number): RawPosition[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const { symbol, sector, price } = rng.pick(INSTRUMENTS);
    // One in five positions is short, so market values (and the P&L / Mkt Val ratio) take both signs.
    const quantity = rng.int(100, 40_000) * (rng.chance(0.2) ? -1 : 1);
    const mktVal = Math.round(quantity * price * (0.9 + rng.next() * 0.2));
    const periodReturn = (rng.next() - 0.45) * 0.3;
    return {
      symbol,
      sector,
      model: rng.pick(MODELS),
      fund: rng.pick(FUNDS),
      region: rng.pick(REGIONS),
      trader: rng.pick(TRADERS),
      mktVal,
      pnl: Math.round(Math.abs(mktVal) * periodReturn),
    };
  });
}

/** The 2,000 priced raw positions of the sample portfolio (for the ag-Grid demo), the same on every run. */
export const RAW_POSITIONS: readonly RawPosition[] = generateRawPositions(RAW_POSITION_COUNT, 5150);

/**
 * Positions grouped by `dims` in order: a tree of nodes named by the value of their dimension, each with the
 * summed pnl and mktVal of the raw positions under it; ids are the path of dimension values, so they are stable
 * across loads. Children are ordered by name; the leaves (last dimension) have no children.
 */
export function groupPositions(
  raw: readonly RawPosition[],
  dims: readonly PositionDimension[],
  parentId = 'root',
): Position[] {
  const [dim, ...rest] = dims;
  if (!dim) return [];
  const buckets = new Map<string, RawPosition[]>();
  for (const p of raw) {
    const key = p[dim];
    const bucket = buckets.get(key);
    if (bucket) bucket.push(p);
    else buckets.set(key, [p]);
  }
  return [...buckets.keys()]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((name) => {
      const members = buckets.get(name) ?? [];
      const id = `${parentId}>${dim}:${name}`;
      let pnl = 0;
      let mktVal = 0;
      for (const p of members) {
        pnl += p.pnl;
        mktVal += p.mktVal;
      }
      return { id, name, pnl, mktVal, children: groupPositions(members, rest, id) };
    });
}
