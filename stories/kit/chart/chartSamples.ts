import type { OhlcSeriesSpec, LineSeriesSpec } from '@toolbox/kit/chart';
import { Store } from '@toolbox/kit/data';
import { lineHistory, ohlcHistory } from '../../../mocks/data/priceHistory';

/** Trading days the Kit chart stories show: about a year, enough for the range selector's buttons to differ. */
const DAYS = 260;

/** Daily closes of a symbol of the sample portfolio, over the stories' last year. */
export function closesOf(symbol: string): LineSeriesSpec {
  return { name: symbol, data: (lineHistory(symbol, 'close') ?? []).slice(-DAYS) };
}

/** Daily bars of a symbol of the sample portfolio, over the stories' last year. */
export function barsOf(symbol: string, type: OhlcSeriesSpec['type']): OhlcSeriesSpec {
  return { name: symbol, type, data: (ohlcHistory(symbol) ?? []).slice(-DAYS) };
}

/** A position of the tree map stories: a sector (with children) or a holding. */
export interface SamplePosition {
  id: string;
  name: string;
  /** Market value, USD. */
  mktVal: number;
  /** P&L / market value: the heat that colours a holding. */
  return: number;
  children?: SamplePosition[];
}

const holding = (name: string, mktVal: number, ret: number): SamplePosition => ({
  id: name,
  name,
  mktVal,
  return: ret,
});
const sector = (name: string, children: SamplePosition[]): SamplePosition => ({
  id: name,
  name,
  mktVal: children.reduce((sum, c) => sum + c.mktVal, 0),
  return: 0,
  children,
});

/** A small portfolio by sector, with gains and losses, sized so every label fits its cell. */
export const SAMPLE_POSITIONS: readonly SamplePosition[] = [
  sector('Technology', [holding('AAPL', 4_200_000, 0.062), holding('MSFT', 3_100_000, -0.024)]),
  sector('Financials', [holding('JPM', 2_400_000, 0.031), holding('GS', 1_500_000, -0.048)]),
  sector('Energy', [holding('XOM', 1_800_000, 0.015), holding('SHEL', 1_200_000, -0.012)]),
];

/** The sample positions in a tree store: sectors are its parents, holdings its leaves. */
export function samplePositionStore(positions: readonly SamplePosition[] = SAMPLE_POSITIONS) {
  const store = new Store<SamplePosition>({
    childrenField: 'children',
    fields: [
      { name: 'name', type: 'string', displayName: 'Name' },
      { name: 'mktVal', type: 'number', displayName: 'Mkt Val' },
      { name: 'return', type: 'number', displayName: 'Return' },
    ],
  });
  store.loadData(positions);
  return store;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
/** Returns as the tree map stories show them: '+6.2%'. */
export const formatReturn = (value: number): string => percent.format(value);

/** Market values as the tree map stories' tooltips show them: '$4,200,000'. */
export const formatUsd = (value: number): string => usd.format(value);
