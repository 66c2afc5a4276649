import { seededRandom } from '../seededRandom';

/** An instrument of the Portfolio app: ticker, company name, sector, region and reference (opening) price. */
export interface PortfolioAppInstrument {
  symbol: string;
  name: string;
  sector: string;
  region: string;
  price: number;
}

/** A trader of the Portfolio app, who trades for one fund with one model. */
export interface PortfolioAppTrader {
  name: string;
  fund: string;
  model: string;
}

export const PORTFOLIO_INSTRUMENT_COUNT = 500;

const SECTORS = [
  'Technology',
  'Financials',
  'Health Care',
  'Energy',
  'Industrials',
  'Consumer Discretionary',
  'Consumer Staples',
  'Materials',
  'Utilities',
  'Real Estate',
  'Communication Services',
] as const;

/** Regions with their share of the instruments: most of a global book is American and European. */
const REGIONS: readonly [string, number][] = [
  ['North America', 0.42],
  ['Europe', 0.3],
  ['Asia Pacific', 0.2],
  ['Latin America', 0.08],
];

const NAME_STARTS = [
  'Al',
  'Bel',
  'Cor',
  'Dra',
  'El',
  'Fen',
  'Gal',
  'Hal',
  'Ir',
  'Jov',
  'Kel',
  'Lum',
  'Mar',
  'Nor',
  'Or',
  'Pra',
  'Quin',
  'Ros',
  'Sol',
  'Tor',
  'Ul',
  'Val',
  'Wes',
  'Xan',
  'Yor',
  'Zen',
];
const NAME_MIDDLES = ['a', 'e', 'i', 'o', 'u', 'ar', 'en', 'is', 'on', 'ex', 'yn', 'ant', 'ell', 'ic'];
const NAME_ENDS = [
  'tek',
  'via',
  'gen',
  'dyne',
  'tron',
  'ford',
  'ton',
  'corp',
  'lux',
  'nova',
  'mark',
  'well',
  'stone',
];
const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  Technology: ['Systems', 'Software', 'Semiconductor', 'Networks'],
  Financials: ['Bancorp', 'Financial', 'Capital', 'Insurance'],
  'Health Care': ['Pharma', 'Therapeutics', 'Medical', 'Biosciences'],
  Energy: ['Energy', 'Petroleum', 'Resources', 'Power'],
  Industrials: ['Industries', 'Aerospace', 'Logistics', 'Machinery'],
  'Consumer Discretionary': ['Brands', 'Retail', 'Motors', 'Leisure'],
  'Consumer Staples': ['Foods', 'Beverages', 'Household', 'Farms'],
  Materials: ['Materials', 'Chemicals', 'Mining', 'Steel'],
  Utilities: ['Utilities', 'Water', 'Electric', 'Gas'],
  'Real Estate': ['Realty', 'Properties', 'REIT', 'Estates'],
  'Communication Services': ['Media', 'Telecom', 'Interactive', 'Broadcasting'],
};

function pickRegion(u: number): string {
  let acc = 0;
  for (const [region, share] of REGIONS) {
    acc += share;
    if (u < acc) return region;
  }
  return REGIONS[0]?.[0] ?? 'North America';
}

/** A ticker for a name: its first letters, lengthened by a letter until it is unused (3 to 5 letters). */
function tickerFor(name: string, taken: Set<string>): string {
  const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  for (let len = 3; len <= 5; len++) {
    for (let skip = 0; skip + len <= letters.length; skip++) {
      const candidate = letters[0] + letters.slice(1 + skip, len + skip);
      if (candidate.length === len && !taken.has(candidate)) return candidate;
    }
  }
  // A long enough name always has a free ticker above; numbering keeps the function total.
  let n = 1;
  while (taken.has(`${letters.slice(0, 3)}${n}`)) n++;
  return `${letters.slice(0, 3)}${n}`;
}

function generateInstruments(count: number, seed: number): PortfolioAppInstrument[] {
  const rng = seededRandom(seed);
  const names = new Set<string>();
  const tickers = new Set<string>();
  const out: PortfolioAppInstrument[] = [];
  while (out.length < count) {
    const sector = rng.pick(SECTORS);
    const stem = rng.pick(NAME_STARTS) + rng.pick(NAME_MIDDLES) + rng.pick(NAME_ENDS);
    const name = `${stem} ${rng.pick(SUFFIXES[sector] ?? ['Holdings'])}`;
    if (names.has(stem)) continue;
    names.add(stem);
    const symbol = tickerFor(stem, tickers);
    tickers.add(symbol);
    // Prices spread log-normally from a few dollars to several hundred, to the cent.
    const price = Math.round(Math.exp(1.5 + rng.next() * 4.8) * 100) / 100;
    out.push({ symbol, name, sector, region: pickRegion(rng.next()), price });
  }
  return out.sort((a, b) => a.symbol.localeCompare(b.symbol, 'en'));
}

/** The 500 instruments of the Portfolio app, sorted by symbol, the same on every run. */
export const PORTFOLIO_INSTRUMENTS: readonly PortfolioAppInstrument[] = generateInstruments(
  PORTFOLIO_INSTRUMENT_COUNT,
  20_240,
);

const INSTRUMENT_BY_SYMBOL = new Map(PORTFOLIO_INSTRUMENTS.map((i) => [i.symbol, i]));

/** The instrument of a symbol, or undefined when the app does not hold it. */
export function portfolioInstrument(symbol: string): PortfolioAppInstrument | undefined {
  return INSTRUMENT_BY_SYMBOL.get(symbol);
}

/** The desk: each trader runs one model for one fund, so a (symbol, trader) holding has every dimension. */
export const PORTFOLIO_TRADERS: readonly PortfolioAppTrader[] = [
  { name: 'Alice Moreau', fund: 'Atlas Fund', model: 'Momentum' },
  { name: 'Ben Okafor', fund: 'Atlas Fund', model: 'Value' },
  { name: 'Chloe Tanaka', fund: 'Atlas Fund', model: 'Quant Alpha' },
  { name: 'Dev Patel', fund: 'Beacon Fund', model: 'Growth' },
  { name: 'Elena Rossi', fund: 'Beacon Fund', model: 'Value' },
  { name: 'Felix Braun', fund: 'Beacon Fund', model: 'Macro' },
  { name: 'Grace Lindqvist', fund: 'Cobalt Fund', model: 'Momentum' },
  { name: 'Hiro Sato', fund: 'Cobalt Fund', model: 'Quant Alpha' },
  { name: 'Isabel Cruz', fund: 'Cobalt Fund', model: 'Growth' },
  { name: 'Jonas Weber', fund: 'Summit Fund', model: 'Macro' },
  { name: 'Kira Novak', fund: 'Summit Fund', model: 'Value' },
  { name: 'Liam Walsh', fund: 'Summit Fund', model: 'Momentum' },
];
