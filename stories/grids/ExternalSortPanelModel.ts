import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { LoadTask } from '../../src/kit/app';
import { api } from '../../src/api';
import type { Trade } from '../../src/api/schemas';
import { sortData } from '../../src/kit/data';
import { GridModel } from '../../src/kit/grid';
import {
  TRADE_FIELDS,
  companyCol,
  cityCol,
  tradeVolumeCol,
  profitLossCol,
  tradeDateCol,
} from '../common/TradeColumns';

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
export class ExternalSortPanelModel {
  readonly gridModel: GridModel<Trade>;
  /** Most rows shown; null for all. */
  maxRows: number | null = 100;
  readonly loadTask = new LoadTask({ what: 'trades' });
  private readonly data = ref({
    trades: [] as readonly Trade[],
    unsubscribe: null as (() => void) | null,
  });

  /** Whether a load runs (the panel masks meanwhile). */
  get loading(): boolean {
    return this.loadTask.loading;
  }

  constructor() {
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: TRADE_FIELDS,
      },
      externalSort: true,
      sortBy: 'profit_loss|desc|abs',
      countUnit: 'company',
      exportFilename: EXPORT_FILENAME,
      columns: [
        { ...companyCol, minWidth: 200 },
        cityCol,
        { ...tradeVolumeCol, width: 140 },
        { ...profitLossCol, width: 130 },
        { ...tradeDateCol, width: 120 },
      ],
    });
    return proxy(this);
  }

  /** Starts following the grid's sort and loads the trades; returns the clean-up. */
  mount(): () => void {
    this.data.unsubscribe = subscribeKey(this.gridModel, 'externalSortBy', () => this.refreshRows());
    void this.load();
    return () => this.destroy();
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const { trades } = await api.trades(signal);
      this.data.trades = trades;
      this.refreshRows();
    });
  }

  setMaxRows(maxRows: number | null): void {
    this.maxRows = maxRows;
    this.refreshRows();
  }

  /** Sorts all trades by the grid's sort, keeps the first Max rows and selects the first row shown. */
  refreshRows(): void {
    const sorted = sortData(this.data.trades, this.gridModel.sortBy);
    this.gridModel.store.loadData(this.maxRows ? sorted.slice(0, this.maxRows) : sorted);
    this.gridModel.selectFirst();
  }

  destroy(): void {
    this.loadTask.abort();
    this.data.unsubscribe?.();
    this.data.unsubscribe = null;
  }
}
