import { proxy } from 'valtio';
import { positionsApi } from '../../src/api';
import type { Position, PositionDimension } from '../../src/api/positions';
import { LoadTask } from '@toolbox/kit/app';
import { TreeMapModel } from '@toolbox/kit/chart';
import { Store } from '@toolbox/kit/data';
import { DEFAULT_MAX_HEAT, type PositionRow } from './positionsTreeMap';

/** The simple tree map's grouping: sectors, then the symbols held in each. */
export const SIMPLE_TREE_MAP_DIMS: readonly PositionDimension[] = ['sector', 'symbol'];

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** State of the TreeMap demo: positions by sector and symbol in a tree map bound to a store, no grid. */
export class TreeMapPanelModel {
  readonly store = new Store<PositionRow, Position>({
    childrenField: 'children',
    processRawData: (p) => ({ ...p, pnlMktVal: p.mktVal === 0 ? null : p.pnl / Math.abs(p.mktVal) }),
    fields: [
      { name: 'name', displayName: 'Name' },
      { name: 'mktVal', type: 'number', displayName: 'Mkt Val' },
      { name: 'pnlMktVal', type: 'number', displayName: 'P&L / Mkt Val' },
    ],
  });
  readonly treeMapModel = new TreeMapModel<PositionRow, Position>({
    store: this.store,
    valueField: 'mktVal',
    heatField: 'pnlMktVal',
    maxHeat: DEFAULT_MAX_HEAT,
    valueFormatter: (v) => usd.format(v),
    heatFormatter: (v) => percent.format(v),
  });
  readonly loadTask = new LoadTask({ what: 'positions' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Names of the selected cells, in the order chosen. */
  get selectedNames(): string[] {
    return this.treeMapModel.selectedIds.map((id) => this.store.getById(id)?.data.name ?? String(id));
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      this.store.loadData(await positionsApi.positions(SIMPLE_TREE_MAP_DIMS, signal));
    });
  }

  destroy(): void {
    this.loadTask.abort();
  }
}
