import { createElement } from 'react';
import type { Position } from '../../api';
import { TreeMapTooltip, type TreeMapConfig } from '../../kit/chart';
import type { StoreRecord } from '../../kit/data';
import { GridModel, numberFormatter, percentFormatter, signClass } from '../../kit/grid';

/** A position with its derived P&L / Mkt Val (SPEC §3). */
export interface PositionRow extends Position {
  pnlMktVal: number | null;
}

export function toPositionRow(p: Position): PositionRow {
  return { ...p, pnlMktVal: p.mktVal === 0 ? null : p.pnl / Math.abs(p.mktVal) };
}

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
    columns: [
      { field: 'name', header: 'Name', isTreeColumn: true, flex: 1, minWidth: 180 },
      {
        field: 'mktVal',
        header: 'Mkt Val',
        width: 130,
        align: 'right',
        absSort: true,
        formatter: numberFormatter(),
        highlightChanges: true,
      },
      {
        field: 'pnl',
        header: 'P&L',
        width: 120,
        align: 'right',
        absSort: true,
        formatter: numberFormatter(),
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** The tree map on the grid's store and selection: size by |Mkt Val|, colour by P&L / Mkt Val. */
export function positionsTreeMapConfig(
  gridModel: GridModel<PositionRow, Position>,
): TreeMapConfig<PositionRow, Position> {
  return {
    store: gridModel.store,
    gridModel,
    labelField: 'name',
    valueField: 'mktVal',
    heatField: 'pnlMktVal',
    maxHeat: null,
    valueFormatter: (v) => usd.format(v),
    heatFormatter: (v) => percent.format(v),
    tooltip: (record: StoreRecord<PositionRow>) =>
      createElement(TreeMapTooltip, {
        label: record.data.name,
        lines: [
          ['Mkt Val', usd.format(record.data.mktVal)],
          ['P&L', usd.format(record.data.pnl)],
          ['P&L / Mkt Val', record.data.pnlMktVal === null ? '–' : percent.format(record.data.pnlMktVal)],
        ],
      }),
  };
}
