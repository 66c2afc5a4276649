import { proxy, useSnapshot } from 'valtio';
import { type Position, positionsApi } from '../../../api';
import { LoadTask, useLocalModel } from '@toolbox/kit/app';
import { Grid, GridModel, numberCellFormatter, signClass } from '@toolbox/kit/grid';
import { Mask } from '@toolbox/kit/panel';

/** The portfolio's positions by region, then sector, then symbol: a tree a tap expands. */
class PositionsTreeModel {
  readonly loadTask = new LoadTask({ what: 'the positions' });
  readonly gridModel = new GridModel<Position>({
    // Regions open at first, so the sectors under them show; a tap on a toggle opens or closes a level.
    store: { childrenField: 'children', expandLevel: 1 },
    columns: [
      { field: 'name', header: 'Name', isTreeColumn: true, flex: 1, minWidth: 170 },
      {
        field: 'pnl',
        header: 'P&L',
        width: 110,
        align: 'right',
        absSort: true,
        formatter: numberCellFormatter({ precision: 0 }),
        cellClass: signClass,
      },
    ],
    sortBy: 'pnl|desc|abs',
    rowHeight: 48,
    countUnit: 'position',
    emptyText: 'No records found...',
  });

  constructor() {
    // A valtio proxy, so the page sees its load task's `loading` change (the mask).
    return proxy(this);
  }

  async load(): Promise<void> {
    await this.loadTask.run(async (signal) => {
      this.gridModel.loadData(await positionsApi.positions(['region', 'sector', 'symbol'], signal));
    });
  }

  destroy(): void {
    this.loadTask.abort();
  }
}

export function TreeGridPage() {
  const model = useLocalModel(() => new PositionsTreeModel());
  const { loading } = useSnapshot(model).loadTask;
  return (
    <div className="tb-mobile-page tb-mobile-page--fill">
      <div className="tb-mobile-grid">
        <Grid model={model.gridModel} aria-label="Positions" />
        {loading ? <Mask message="Loading positions…" /> : null}
      </div>
    </div>
  );
}
