import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { Trade } from '../../src/api/samples';
import { sortData } from '@toolbox/kit/data';
import { GridModel } from '@toolbox/kit/grid';
import { TRADE_FIELDS, tradeColumns } from '../common/TradeColumns';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

/** The fixed name of the sample's CSV export. */
export const EXPORT_FILENAME = 'external-sort-sample.csv';

/** Choices of the Max rows select; 0 stands for None (every row). */
export const MAX_ROWS_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 0, label: 'None' },
  { value: 50, label: '50' },
  { value: 100, label: '100' },
  { value: 500, label: '500' },
];

/**
 * State of the External Sort demo. The grid does not sort: its header clicks only change `gridModel.sortBy`
 * (externalSort). The model sorts all trades by that sort, keeps the first Max rows, gives the grid that list
 * and selects its first row, whenever the data, Max rows or the sort change.
 */
export class ExternalSortPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<Trade>;
  /** Most rows shown; null for all. */
  maxRows: number | null = 100;
  private readonly data = ref({
    trades: [] as readonly Trade[],
    unsubscribe: null as (() => void) | null,
  });

  constructor() {
    super('trades');
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: TRADE_FIELDS,
      },
      externalSort: true,
      sortBy: 'profit_loss|desc|abs',
      countUnit: 'company',
      exportFilename: EXPORT_FILENAME,
      columns: tradeColumns({
        only: ['company', 'city', 'trade_volume', 'profit_loss', 'trade_date'],
        with: {
          company: { minWidth: 200 },
          trade_volume: { width: 140 },
          profit_loss: { width: 130 },
          trade_date: { width: 120 },
        },
      }),
    });
    // A header click changes only the grid's sort: the rows are sorted here, when it changes.
    this.data.unsubscribe = subscribeKey(this.gridModel, 'externalSortBy', () => this.refreshRows());
    return proxy(this);
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.data.trades = await fetchTrades(signal);
    this.refreshRows();
  }

  setMaxRows(maxRows: number | null): void {
    this.maxRows = maxRows;
    this.refreshRows();
  }

  /** Sorts all trades by the grid's sort, keeps the first Max rows and selects the first row shown. */
  refreshRows(): void {
    const sorted = sortData(this.data.trades, this.gridModel.sortBy);
    this.gridModel.loadData(this.maxRows ? sorted.slice(0, this.maxRows) : sorted);
    this.gridModel.selectFirst();
  }

  destroy(): void {
    super.destroy();
    this.data.unsubscribe?.();
    this.data.unsubscribe = null;
  }
}
