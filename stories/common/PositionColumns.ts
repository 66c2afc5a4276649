import type { Position } from '../../src/api/positions';
import { numberCellFormatter, percentFormatter, signClass, type ColumnSpec } from '@toolbox/kit/grid';
import { pickColumns, type PickColumnsOptions } from './pickColumns';

/** A position's columns; P&L / Mkt Val is derived by the demos that show it (SPEC §3). */
export type PositionField = 'name' | 'pnl' | 'mktVal' | 'pnlMktVal';

/** The position columns the tree grids share: the name as the tree, P&L coloured by sign and sorted by size. */
const POSITION_COLUMNS: Readonly<Record<PositionField, ColumnSpec<Position>>> = {
  name: { field: 'name', header: 'Name', isTreeColumn: true, flex: 1, minWidth: 180 },
  pnl: {
    field: 'pnl',
    header: 'P&L',
    width: 120,
    align: 'right',
    absSort: true,
    formatter: numberCellFormatter(),
    cellClass: signClass,
  },
  mktVal: {
    field: 'mktVal',
    header: 'Mkt Val',
    width: 130,
    align: 'right',
    absSort: true,
    formatter: numberCellFormatter(),
  },
  pnlMktVal: {
    field: 'pnlMktVal',
    header: 'P&L / Mkt Val',
    width: 110,
    align: 'right',
    formatter: percentFormatter(2),
    cellClass: signClass,
  },
};

/** The position columns a demo shows: the shared definitions, with what the demo changes. */
export function positionColumns<T extends Position = Position>(
  options: PickColumnsOptions<T, PositionField> = {},
): ColumnSpec<T>[] {
  return pickColumns(POSITION_COLUMNS as Readonly<Record<PositionField, ColumnSpec<T>>>, options);
}
