import type { Position } from '../../api';
import { GridModel, numberCellFormatter, percentFormatter, signClass } from '@toolbox/kit/grid';
import { toPositionRow, type PositionRow } from '../common/positionsTreeMap';

export { positionsTreeMapConfig, toPositionRow, type PositionRow } from '../common/positionsTreeMap';

/** The positions panel's smallest width: the grid's columns at their smallest, its scroll bar and borders. */
export const POSITIONS_MIN_WIDTH = 120 + 112 + 104 + 24;

/**
 * The positions tree grid: name, market value and P&L (both flash when a push re-prices them), sorted by P&L
 * by absolute value; its columns and sort are kept for the next visit. Live: a push re-sorts it without sliding
 * rows, and not while the user has the pointer over it (see GridConfig.live). The number columns are as wide as a
 * region's figures and the name takes the rest, so all three fit the panel at its smallest (POSITIONS_MIN_WIDTH).
 */
export function positionsGridModel(): GridModel<PositionRow, Position> {
  return new GridModel<PositionRow, Position>({
    store: {
      childrenField: 'children',
      processRawData: toPositionRow,
      expandLevel: 1,
      fields: [
        { name: 'name', type: 'string', displayName: 'Name' },
        { name: 'mktVal', type: 'number', displayName: 'Mkt Val' },
        { name: 'pnl', type: 'number', displayName: 'P&L' },
        { name: 'pnlMktVal', type: 'number', displayName: 'P&L / Mkt Val' },
      ],
    },
    sortBy: 'pnl|desc|abs',
    selModel: 'single',
    countUnit: 'position',
    persistWith: { localStorageKey: 'portfolio.positionsGrid' },
    emptyText: 'No positions found...',
    live: true,
    // Nothing sizes these columns to their content; with autosizing on, AG Grid would set a timer for every row
    // a push re-prices.
    columnAutosize: false,
    columns: [
      { field: 'name', header: 'Name', isTreeColumn: true, flex: 1, minWidth: 120 },
      {
        field: 'mktVal',
        header: 'Mkt Val',
        width: 112,
        align: 'right',
        absSort: true,
        formatter: numberCellFormatter(),
        highlightChanges: true,
      },
      {
        field: 'pnl',
        header: 'P&L',
        width: 104,
        align: 'right',
        absSort: true,
        formatter: numberCellFormatter(),
        cellClass: signClass,
        highlightChanges: true,
      },
      {
        field: 'pnlMktVal',
        header: 'P&L / Mkt Val',
        width: 110,
        align: 'right',
        hidden: true,
        formatter: percentFormatter(2),
        cellClass: signClass,
      },
    ],
  });
}
