import { proxy } from 'valtio';
import type { Position } from '../../src/api/positions';
import { SplitTreeMapModel, type SplitOrientation } from '@toolbox/kit/chart';
import { fmtMillions } from '@toolbox/kit/format';
import { PositionsMapDemoModel } from './PositionsMapDemoModel';
import { positionsMapConfig, type PositionRow } from './positionsTreeMap';

/** Where the grouping chooser keeps its choice and favourites (SPEC §3). */
export const SPLIT_TREE_MAP_DIMS_KEY = 'splitTreeMapDims';

/** '$1.23m': a total in millions with 2 decimals, as the maps' titles show it (SPEC §9). */
export function fmtUsdMillions(value: number): string {
  // No label class: plain text, for a title.
  return String(fmtMillions(value, { precision: 2, prefix: '$', label: true, labelClassName: '' }));
}

export const ORIENTATIONS: readonly SplitOrientation[] = ['horizontal', 'vertical'];

/**
 * State of the Split TreeMap demo: positions in a tree grid and two tree maps on the same store, profits in one
 * and losses in the other, each titled with its total P&L in millions.
 */
export class SplitTreeMapPanelModel extends PositionsMapDemoModel {
  readonly splitTreeMapModel: SplitTreeMapModel<PositionRow, Position>;

  constructor() {
    super(SPLIT_TREE_MAP_DIMS_KEY);
    this.splitTreeMapModel = new SplitTreeMapModel<PositionRow, Position>({
      ...positionsMapConfig(this.loader.gridModel),
      mapFilter: (record) => record.data.pnl >= 0,
      mapTitleFn: (map, isPrimary) => {
        const total = map.leafRecords.reduce((sum, r) => sum + r.data.pnl, 0);
        return `${isPrimary ? 'Profit' : 'Loss'}: ${fmtUsdMillions(Math.abs(total))}`;
      },
    });
    return proxy(this);
  }
}
