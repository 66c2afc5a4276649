import { createElement } from 'react';
import type { Position } from '../../api';
import { TreeMapTooltip, type TreeMapConfig } from '@toolbox/kit/chart';
import type { StoreRecord } from '@toolbox/kit/data';
import type { GridModel } from '@toolbox/kit/grid';

// Positions as the Portfolio app and the showcase's tree map demos both show them: one row shape, one map.

/** A position with its derived P&L / Mkt Val (SPEC §3). */
export interface PositionRow extends Position {
  pnlMktVal: number | null;
}

export function toPositionRow(p: Position): PositionRow {
  return { ...p, pnlMktVal: p.mktVal === 0 ? null : p.pnl / Math.abs(p.mktVal) };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/**
 * A tree map on a positions grid's store and selection: size by |Mkt Val|, heat by P&L / Mkt Val (its maximum
 * worked out from the data unless given), with a Mkt Val and P&L tooltip.
 */
export function positionsTreeMapConfig(
  gridModel: GridModel<PositionRow, Position>,
  maxHeat: number | null = null,
): TreeMapConfig<PositionRow, Position> {
  return {
    store: gridModel.store,
    gridModel,
    labelField: 'name',
    valueField: 'mktVal',
    heatField: 'pnlMktVal',
    maxHeat,
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
