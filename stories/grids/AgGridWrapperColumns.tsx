import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { RawPosition } from '../../src/api/positions';
import { fmtNumber } from '@toolbox/kit/format';

/** A priced raw position with the row id AG Grid keeps selection and state by (its place in the list). */
export interface PositionRow extends RawPosition {
  id: string;
}

export type PositionField = keyof RawPosition;

/** The columns of SPEC §3 'ag-Grid positions', in order, with their headers. */
export const POSITION_COLUMNS: readonly { field: PositionField; header: string }[] = [
  { field: 'symbol', header: 'Symbol' },
  { field: 'sector', header: 'Sector' },
  { field: 'model', header: 'Model' },
  { field: 'fund', header: 'Fund' },
  { field: 'region', header: 'Region' },
  { field: 'trader', header: 'Trader' },
  { field: 'mktVal', header: 'Mkt Val' },
  { field: 'pnl', header: 'P&L' },
];

function MktValCell({ value }: ICellRendererParams<PositionRow, number>) {
  return fmtNumber(value, { precision: 0 });
}

function PnlCell({ value }: ICellRendererParams<PositionRow, number>) {
  return fmtNumber(value, { precision: 0, colorSpec: true, asElement: true });
}

// Text columns share the room left by the fixed ones, so the grid is filled at any width (and when columns are
// hidden); dragging a column's edge fixes its width. Each column states its data type: left to infer it, AG Grid
// rebuilds every header and filter when the first rows arrive.
const text = (field: PositionField, minWidth: number, flex = 1): ColDef<PositionRow> => ({
  field,
  headerName: header(field),
  cellDataType: 'text',
  flex,
  minWidth,
  filter: 'agTextColumnFilter',
});

const number = (field: PositionField, width: number): ColDef<PositionRow> => ({
  field,
  headerName: header(field),
  cellDataType: 'number',
  width,
  type: 'numericColumn',
  filter: 'agNumberColumnFilter',
});

function header(field: PositionField): string {
  return POSITION_COLUMNS.find((c) => c.field === field)?.header ?? field;
}

/** Plain AG Grid column definitions: the wrapper adds nothing between the app and AG Grid. */
export const POSITION_COLUMN_DEFS: ColDef<PositionRow>[] = [
  text('symbol', 85, 0.8),
  text('sector', 105),
  text('model', 105),
  text('fund', 105),
  text('region', 115, 1.15),
  text('trader', 120, 1.2),
  { ...number('mktVal', 115), cellRenderer: MktValCell },
  { ...number('pnl', 105), cellRenderer: PnlCell },
];

/** Every column sorts, resizes and filters; the floating filter row is a display option. */
export function defaultColDef(floatingFilter: boolean): ColDef<PositionRow> {
  return { sortable: true, resizable: true, floatingFilter, minWidth: 70 };
}
