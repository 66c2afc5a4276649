import type { Trade } from '../../src/api/schemas';
import type { FieldSpec } from '../../src/kit/data';
import {
  booleanCheckColumn,
  dateFormatter,
  numberFormatter,
  signClass,
  type ColumnSpec,
} from '../../src/kit/grid';

/**
 * The trade fields and columns the trade grids share (SPEC §3 Trade), as an app keeps its column definitions in
 * one place; each demo lists the ones it shows and overrides what it needs (`{ ...cityCol, width: 150 }`).
 */
export const TRADE_FIELDS: readonly FieldSpec[] = [
  { name: 'company', type: 'string' },
  { name: 'city', type: 'string' },
  { name: 'trade_volume', type: 'number', displayName: 'Trade Volume' },
  { name: 'profit_loss', type: 'number', displayName: 'P&L' },
  { name: 'trade_date', type: 'localDate', displayName: 'Date' },
  { name: 'active', type: 'bool' },
];

export const companyCol: ColumnSpec<Trade> = { field: 'company', flex: 1, minWidth: 180, tooltip: true };

export const cityCol: ColumnSpec<Trade> = { field: 'city', width: 130 };

export const tradeVolumeCol: ColumnSpec<Trade> = {
  field: 'trade_volume',
  header: 'Trade Volume',
  width: 130,
  align: 'right',
  formatter: numberFormatter(),
};

/** P&L, coloured by sign, sorting by absolute value (the default sort of the trade grids). */
export const profitLossCol: ColumnSpec<Trade> = {
  field: 'profit_loss',
  header: 'P&L',
  width: 120,
  align: 'right',
  absSort: true,
  formatter: numberFormatter(),
  cellClass: signClass,
};

export const tradeDateCol: ColumnSpec<Trade> = {
  field: 'trade_date',
  header: 'Date',
  width: 110,
  formatter: dateFormatter('yyyy-MM-dd'),
};

export const activeCol: ColumnSpec<Trade> = { field: 'active', width: 80, ...booleanCheckColumn };
