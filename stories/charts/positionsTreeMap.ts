import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { positionsApi } from '../../src/api';
import type { Position, PositionDimension } from '../../src/api/positions';
import { LoadTask } from '@toolbox/kit/app';
import {
  GroupingChooserModel,
  type TreeMapAlgorithm,
  type TreeMapColorMode,
  type TreeMapConfig,
  type TreeMapTheme,
} from '@toolbox/kit/chart';
import { GridModel } from '@toolbox/kit/grid';
import {
  positionsTreeMapConfig,
  toPositionRow,
  type PositionRow,
} from '../../src/examples/common/positionsTreeMap';
import { positionColumns } from '../common/PositionColumns';

export type { PositionRow };

/**
 * What the Grid TreeMap and Split TreeMap demos share: positions grouped by a chosen list of dimensions
 * (GET portfolio/positions), a tree grid and tree map(s) on one store, the grouping chooser and the options of
 * the maps.
 */

/** A grouped position with its derived P&L / Mkt Val (SPEC §3). */
export const GROUPING_DIMENSIONS: readonly PositionDimension[] = ['region', 'sector', 'symbol'];
export const INITIAL_GROUPING: readonly PositionDimension[] = ['sector', 'symbol'];
export const FAVORITE_GROUPINGS: readonly (readonly PositionDimension[])[] = [
  ['sector', 'symbol'],
  ['region', 'sector', 'symbol'],
  ['region', 'symbol'],
  ['sector'],
  ['symbol'],
];

/** Max Heat: None (worked out from the data), 0.5, 1 or 2; 1 at first (SPEC §9). */
export const MAX_HEAT_OPTIONS = [
  { value: 0, label: 'None' },
  { value: 0.5, label: '0.5' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
];
export const DEFAULT_MAX_HEAT = 1;
export const COLOR_MODES: readonly TreeMapColorMode[] = ['linear', 'wash', 'none'];
export const THEMES: readonly TreeMapTheme[] = ['default', 'light', 'dark'];
export const ALGORITHMS: readonly TreeMapAlgorithm[] = ['squarified', 'sliceAndDice', 'stripes', 'strip'];

/** The tree maps' common config on a store, as the Portfolio app's, with Max Heat at its default. */
export function positionsMapConfig(
  gridModel: GridModel<PositionRow, Position>,
): TreeMapConfig<PositionRow, Position> {
  return positionsTreeMapConfig(gridModel, DEFAULT_MAX_HEAT);
}

/** The tree grid beside the map: multiple selection, sorted by P&L descending by absolute value (SPEC §9). */
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
    selModel: 'multiple',
    countUnit: 'position',
    columns: positionColumns<PositionRow>({ only: ['name', 'pnl', 'pnlMktVal'] }),
  });
}

/** The settings every tree map demo's maps have (a TreeMapModel and a SplitTreeMapModel alike). */
export interface MapSettings {
  maxHeat: number | null;
  colorMode: TreeMapColorMode;
  theme: TreeMapTheme;
  algorithm: TreeMapAlgorithm;
  setMaxHeat(v: number | null): void;
  setColorMode(v: TreeMapColorMode): void;
  setTheme(v: TreeMapTheme): void;
  setAlgorithm(v: TreeMapAlgorithm): void;
}

/**
 * The load of the grid + tree map demos: positions grouped by the chooser's dimensions into the grid's store;
 * a change of grouping reloads (SPEC §4). The chooser keeps the grouping and favourites under `storageKey`.
 */
export class PositionsLoader {
  readonly gridModel = positionsGridModel();
  readonly groupingChooserModel: GroupingChooserModel;
  readonly loadTask = new LoadTask({ what: 'positions' });
  // Kept out of valtio: the proxy is a copy of `this`, and only a ref'd object is shared by both.
  private readonly handles = ref({ unsubscribe: () => {} });

  constructor(storageKey: string) {
    this.groupingChooserModel = new GroupingChooserModel({
      dimensions: GROUPING_DIMENSIONS,
      initialValue: INITIAL_GROUPING,
      initialFavorites: FAVORITE_GROUPINGS,
      persistWith: { localStorageKey: storageKey },
    });
    const self = proxy(this);
    this.handles.unsubscribe = subscribeKey(self.groupingChooserModel, 'value', () => void self.load());
    return self;
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const dims = this.groupingChooserModel.value as PositionDimension[];
      const positions = await positionsApi.positions(dims, signal);
      this.gridModel.clearSelection();
      this.gridModel.store.loadData(positions);
    });
  }

  destroy(): void {
    this.handles.unsubscribe();
    this.loadTask.abort();
  }
}
