import type { Trade } from '../../../src/api/samples';
import type { FieldSpec } from '@toolbox/kit/data';
import {
  booleanCheckColumn,
  GridModel,
  numberCellFormatter,
  signClass,
  type ColumnSpec,
  type GridConfig,
} from '@toolbox/kit/grid';

/**
 * The trades of the Kit grid pages: a few written out, which the plays name, and as many more as a story asks
 * for (up to 100,000), made from a seed so every run shows the same rows.
 */

/** The first trades of every sample, in id order: what the plays look for. */
export const SAMPLE_TRADES: readonly Trade[] = [
  trade(1, 'Northwind Analytics', 'Boston', 4_250_000, 182_000, '2024-06-03', true),
  trade(2, 'Bluepeak Capital', 'New York', 9_800_000, -64_500, '2024-06-10', true),
  trade(3, 'Cedar & Finch', 'London', 1_120_000, 12_300, '2024-05-21', false),
  trade(4, 'Halcyon Freight', 'Rotterdam', 3_075_000, -8_900, '2024-06-14', true),
  trade(5, 'Ironbridge Energy', 'Houston', 7_640_000, 240_750, '2024-06-25', true),
  trade(6, 'Juniper Health', 'Boston', 560_000, 4_200, '2024-05-30', false),
];

function trade(
  id: number,
  company: string,
  city: string,
  trade_volume: number,
  profit_loss: number,
  trade_date: string,
  active: boolean,
): Trade {
  return { id, company, city, trade_volume, profit_loss, trade_date, active };
}

const NAMES = [
  'Kestrel',
  'Larkspur',
  'Meridian',
  'Nimbus',
  'Oakline',
  'Pinecrest',
  'Quarry',
  'Redwood',
  'Saltmarsh',
  'Tidewater',
  'Umbra',
  'Vantage',
  'Willow',
  'Zephyr',
  'Aspen',
  'Birchwood',
];
const KINDS = ['Robotics', 'Foods', 'Telecom', 'Insurance', 'Media', 'Materials', 'Biotech', 'Shipping'];
const CITIES = ['Boston', 'New York', 'London', 'Rotterdam', 'Houston', 'Chicago', 'Toronto', 'Singapore'];

/** A small, seeded PRNG (mulberry32): the same seed always gives the same numbers. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` trades: SAMPLE_TRADES first, then made-up ones (id order), the same on every call. */
export function sampleTrades(count: number): Trade[] {
  const rows = SAMPLE_TRADES.slice(0, count);
  const rand = random(4242);
  for (let id = rows.length + 1; id <= count; id++) {
    const n = id - 1;
    const day = 1 + Math.floor(rand() * 28);
    rows.push(
      trade(
        id,
        `${NAMES[n % NAMES.length]} ${KINDS[Math.floor(n / NAMES.length) % KINDS.length]}`,
        CITIES[Math.floor(rand() * CITIES.length)] ?? 'Boston',
        Math.round(50_000 + rand() * 9_950_000),
        Math.round((rand() - 0.45) * 400_000),
        `2024-05-${String(day).padStart(2, '0')}`,
        rand() > 0.2,
      ),
    );
  }
  return rows;
}

/** The trade fields, typed, with the labels the columns and filters show. */
export const TRADE_FIELDS: readonly FieldSpec[] = [
  { name: 'company', type: 'string' },
  { name: 'city', type: 'string' },
  { name: 'trade_volume', type: 'number', displayName: 'Trade Volume' },
  { name: 'profit_loss', type: 'number', displayName: 'P&L' },
  { name: 'trade_date', type: 'localDate', displayName: 'Date' },
  { name: 'active', type: 'bool' },
];

/** The trade columns of the Kit grid pages. */
export function tradeColumns(): ColumnSpec<Trade>[] {
  return [
    { field: 'company', header: 'Company', flex: 1, minWidth: 170 },
    { field: 'city', header: 'City', width: 120 },
    {
      field: 'trade_volume',
      header: 'Trade Volume',
      width: 130,
      align: 'right',
      formatter: numberCellFormatter(),
    },
    {
      field: 'profit_loss',
      header: 'P&L',
      width: 110,
      align: 'right',
      formatter: numberCellFormatter(),
      cellClass: signClass,
    },
    { field: 'trade_date', header: 'Date', width: 110 },
    { field: 'active', header: 'Active', width: 80, ...booleanCheckColumn },
  ];
}

/** A grid of the sample trades (SAMPLE_TRADES), sorted by company; `config` adds to or changes its config. */
export function tradeGridModel(config: Partial<GridConfig<Trade>> = {}): GridModel<Trade> {
  const model = new GridModel<Trade>({
    store: { fields: TRADE_FIELDS },
    columns: tradeColumns(),
    sortBy: 'company',
    countUnit: 'trade',
    ...config,
  });
  model.loadData(SAMPLE_TRADES);
  return model;
}
