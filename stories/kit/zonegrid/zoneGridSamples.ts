import type { Trade } from '../../../src/api/samples';
import { dateFormatter, formatNumber, signClass } from '@toolbox/kit/grid';
import { ZoneGridModel, type ZoneLimits, type ZoneMappingsInput } from '@toolbox/kit/zonegrid';
import { TRADE_FIELDS } from '../../common/TradeColumns';

/** Six trades, enough to show rows, a group per city, and gains and losses. */
export const SAMPLE_TRADES: readonly Trade[] = [
  {
    id: 101,
    company: 'Acme Corp',
    city: 'Boston',
    trade_volume: 12_000,
    profit_loss: 4_250,
    trade_date: '2025-03-03',
    active: true,
  },
  {
    id: 102,
    company: 'Globex',
    city: 'Chicago',
    trade_volume: 8_500,
    profit_loss: -1_730,
    trade_date: '2025-03-04',
    active: true,
  },
  {
    id: 103,
    company: 'Initech',
    city: 'Boston',
    trade_volume: 3_200,
    profit_loss: 960,
    trade_date: '2025-03-05',
    active: false,
  },
  {
    id: 104,
    company: 'Umbrella',
    city: 'Denver',
    trade_volume: 15_400,
    profit_loss: -6_120,
    trade_date: '2025-03-06',
    active: true,
  },
  {
    id: 105,
    company: 'Hooli',
    city: 'Chicago',
    trade_volume: 5_600,
    profit_loss: 2_080,
    trade_date: '2025-03-07',
    active: true,
  },
  {
    id: 106,
    company: 'Vandelay',
    city: 'Denver',
    trade_volume: 1_900,
    profit_loss: 310,
    trade_date: '2025-03-10',
    active: false,
  },
];

/** The company and its P&L on top, the city and volume (labelled) and the date below. */
export const SAMPLE_MAPPINGS: ZoneMappingsInput = {
  tl: 'company',
  tr: 'profit_loss',
  bl: ['city', { field: 'trade_volume', showLabel: true }],
  br: 'trade_date',
};

/** The top left shows one name, the company or the city; the right zones one field each. */
export const SAMPLE_LIMITS: ZoneLimits = {
  tl: { min: 1, max: 1, only: ['company', 'city'] },
  tr: { max: 1 },
  bl: { max: 3 },
  br: { max: 1 },
};

export interface SampleZoneGridOptions {
  trades?: readonly Trade[];
  groupBy?: string | null;
  delimiter?: string;
  stripeRows?: boolean;
}

/** A zone grid of the sample trades, sorted by P&L (largest first, by absolute value). */
export function sampleZoneGridModel(options: SampleZoneGridOptions = {}): ZoneGridModel<Trade, Trade> {
  const model = new ZoneGridModel<Trade, Trade>({
    store: {
      fields: [{ name: 'id', type: 'int', displayName: 'Trade ID' }, ...TRADE_FIELDS],
    },
    columns: [
      { field: 'company', header: 'Company' },
      { field: 'city', header: 'City' },
      {
        field: 'profit_loss',
        header: 'P&L',
        absSort: true,
        formatter: (v) => formatNumber(v, { withPlusSign: true }),
        cellClass: signClass,
      },
      { field: 'trade_volume', header: 'Volume', formatter: (v) => formatNumber(v) },
      { field: 'trade_date', header: 'Date', formatter: dateFormatter('d MMM yyyy') },
      { field: 'active', header: 'Active', formatter: (v) => (v ? 'Active' : 'Inactive') },
      { field: 'id', header: 'Trade ID', formatter: (v) => `#${String(v)}` },
    ],
    mappings: SAMPLE_MAPPINGS,
    limits: SAMPLE_LIMITS,
    sortBy: 'profit_loss|desc|abs',
    groupBy: options.groupBy ?? null,
    delimiter: options.delimiter,
    stripeRows: options.stripeRows,
    countUnit: 'trade',
    emptyText: 'No trades today.',
  });
  model.gridModel.loadData([...(options.trades ?? SAMPLE_TRADES)]);
  return model;
}
