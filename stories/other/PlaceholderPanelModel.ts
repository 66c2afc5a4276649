import { proxy, ref } from 'valtio';
import { api } from '../../src/api';
import type { Trade } from '../../src/api/schemas';
import { GridModel, numberFormatter, signClass } from '../../src/kit/grid';
import { registerModel } from '../../src/kit/inspector';
import { errorText } from '../../src/kit/panel';
import { toast } from '../../src/kit/popup';

export const LOADING_TEXT = 'Loading trades...';

/** State of the Placeholder demo: a grid of trades whose selection drives the detail panel. */
export class PlaceholderPanelModel {
  readonly gridModel: GridModel<Trade>;
  loading = false;
  private readonly abort = ref({ controller: null as AbortController | null });

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
  async load(): Promise<void> {
    this.abort.controller?.abort();
    const controller = new AbortController();
    this.abort.controller = controller;
    this.loading = true;
    try {
      const { trades } = await api.trades(controller.signal);
      this.gridModel.store.loadData(trades);
    } catch (e) {
      if (controller.signal.aborted) return;
      toast({ message: `Could not load trades: ${errorText(e)}`, intent: 'danger' });
    } finally {
      if (this.abort.controller === controller) {
        this.loading = false;
        this.abort.controller = null;
      }
    }
  }

  clearSelection(): void {
    this.gridModel.clearSelection();
  }

  destroy(): void {
    this.abort.controller?.abort();
  }
}
