import { proxy } from 'valtio';
import { LoadTask } from '../../src/kit/app';
import { api } from '../../src/api';
import type { Trade } from '../../src/api/schemas';
import { GridModel, numberFormatter, signClass } from '../../src/kit/grid';
import { registerModel } from '../../src/kit/inspector';

export const LOADING_TEXT = 'Loading trades...';

/** State of the Placeholder demo: a grid of trades whose selection drives the detail panel. */
export class PlaceholderPanelModel {
  readonly gridModel: GridModel<Trade>;
  readonly loadTask = new LoadTask({ what: 'trades' });

  /** Whether a load runs (the panel masks meanwhile). */
  get loading(): boolean {
    return this.loadTask.loading;
  }

  constructor() {
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: [
          { name: 'company', type: 'string' },
          { name: 'city', type: 'string' },
          { name: 'trade_volume', type: 'number', displayName: 'Trade Volume' },
          { name: 'profit_loss', type: 'number', displayName: 'P&L' },
        ],
      },
      sortBy: 'company',
      selModel: 'single',
      countUnit: 'trade',
      emptyText: 'No trades found...',
      columns: [
        { field: 'company', flex: 1, minWidth: 160, tooltip: true },
        { field: 'city', width: 120 },
        {
          field: 'profit_loss',
          header: 'P&L',
          width: 110,
          align: 'right',
          absSort: true,
          formatter: numberFormatter(),
          cellClass: signClass,
        },
      ],
    });
    return registerModel('PlaceholderPanelModel', proxy(this));
  }

  /** Loads the trades under the grid's mask. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const { trades } = await api.trades(signal);
      this.gridModel.store.loadData(trades);
    });
  }

  clearSelection(): void {
    this.gridModel.clearSelection();
  }

  destroy(): void {
    this.loadTask.abort();
  }
}
