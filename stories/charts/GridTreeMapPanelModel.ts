import { proxy } from 'valtio';
import { TreeMapModel } from '@toolbox/kit/chart';
import type { Position } from '../../src/api/positions';
import { PositionsMapDemoModel } from './PositionsMapDemoModel';
import { positionsMapConfig, type PositionRow } from './positionsTreeMap';

/** Where the grouping chooser keeps its choice and favourites (SPEC §3). */
export const GRID_TREE_MAP_DIMS_KEY = 'gridTreeMapDims';

/** State of the Grid TreeMap demo: positions in a tree grid and a tree map on the same store and selection. */
export class GridTreeMapPanelModel extends PositionsMapDemoModel {
  readonly treeMapModel: TreeMapModel<PositionRow, Position>;

  constructor() {
    super(GRID_TREE_MAP_DIMS_KEY);
    this.treeMapModel = new TreeMapModel(positionsMapConfig(this.loader.gridModel));
    return proxy(this);
  }
}
