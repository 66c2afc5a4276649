import type { Position } from '../../api';
import { GridModel, numberCellFormatter, percentFormatter, signClass } from '@toolbox/kit/grid';
import { toPositionRow, type PositionRow } from '../common/positionsTreeMap';

export { positionsTreeMapConfig, toPositionRow, type PositionRow } from '../common/positionsTreeMap';

/**
 * The positions tree grid: name, market value and P&L (both flash when a push re-prices them), sorted by P&L
 * by absolute value; its columns and sort are kept for the next visit.
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
    // Nothing sizes these columns to their content; with autosizing on, AG Grid would set a timer for every row
    // a push re-prices.
    columnAutosize: false,
    columns: [
      { field: 'name', header: 'Name', isTreeColumn: true, flex: 1, minWidth: 180 },
      {
        field: 'mktVal',
        header: 'Mkt Val',
        width: 130,
        align: 'right',
        absSort: true,
        formatter: numberCellFormatter(),
        highlightChanges: true,
      },
      {
        field: 'pnl',
        header: 'P&L',
        width: 120,
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
