import type { Trade } from '../../src/api/samples';
import type { FieldSpec } from '@toolbox/kit/data';
import {
  booleanCheckColumn,
  dateFormatter,
  numberCellFormatter,
  signClass,
  type ColumnSpec,
} from '@toolbox/kit/grid';
import { pickColumns, type PickColumnsOptions } from './pickColumns';

/** The trade fields and columns the trade grids share (SPEC §3 Trade), as an app keeps them in one place. */
export const TRADE_FIELDS: readonly FieldSpec[] = [
  { name: 'company', type: 'string' },
  { name: 'city', type: 'string' },
  { name: 'trade_volume', type: 'number', displayName: 'Trade Volume' },
  { name: 'profit_loss', type: 'number', displayName: 'P&L' },
  { name: 'trade_date', type: 'localDate', displayName: 'Date' },
  { name: 'active', type: 'bool' },
];

export type TradeField = 'company' | 'city' | 'trade_volume' | 'profit_loss' | 'trade_date' | 'active';

const TRADE_COLUMNS: Readonly<Record<TradeField, ColumnSpec<Trade>>> = {
  company: { field: 'company', flex: 1, minWidth: 180, tooltip: true },
  city: { field: 'city', width: 130 },
  trade_volume: {
    field: 'trade_volume',
    header: 'Trade Volume',
    width: 130,
    align: 'right',
    formatter: numberCellFormatter(),
  },
  // Coloured by sign, sorting by absolute value (the default sort of the trade grids).
  profit_loss: {
    field: 'profit_loss',
    header: 'P&L',
    width: 120,
    align: 'right',
    absSort: true,
    formatter: numberCellFormatter(),
    cellClass: signClass,
  },
  trade_date: { field: 'trade_date', header: 'Date', width: 110, formatter: dateFormatter('yyyy-MM-dd') },
  active: { field: 'active', width: 80, ...booleanCheckColumn },
};

export type TradeColumnsOptions = PickColumnsOptions<Trade, TradeField>;

/** The trade columns a demo shows: the shared definitions, with what the demo changes. */
export function tradeColumns(options: TradeColumnsOptions = {}): ColumnSpec<Trade>[] {
  return pickColumns(TRADE_COLUMNS, options);
}
