import { proxy } from 'valtio';
import type { Trade } from '../../src/api/samples';
import { GridModel } from '@toolbox/kit/grid';
import { registerModel } from '@toolbox/kit/inspector';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';
import { TRADE_FIELDS, tradeColumns } from '../common/TradeColumns';

export const LOADING_TEXT = 'Loading trades...';
/** The server answers after this wait, as over a real network, so the loading mask can be seen. */
export const LOAD_DELAY_MS = 1000;

/** State of the Placeholder demo: a grid of trades whose selection drives the detail panel. */
export class PlaceholderPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<Trade>;

  constructor() {
    super('trades');
    this.gridModel = new GridModel<Trade>({
      store: { fields: TRADE_FIELDS },
      sortBy: 'company',
      selModel: 'single',
      countUnit: 'trade',
      emptyText: 'No trades found...',
      columns: tradeColumns({
        only: ['company', 'city', 'profit_loss'],
        // Company takes the room there is, down to what leaves P&L whole beside the details at 1000 px wide.
        with: { company: { minWidth: 130 }, city: { width: 120 }, profit_loss: { width: 110 } },
      }),
    });
    return registerModel('PlaceholderPanelModel', proxy(this));
  }

  /** Loads the trades under the grid's mask (asked to take a second, see LOAD_DELAY_MS). */
  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.gridModel.loadData(await fetchTrades(signal, { delayMs: LOAD_DELAY_MS }));
  }

  clearSelection(): void {
    this.gridModel.clearSelection();
  }
}
