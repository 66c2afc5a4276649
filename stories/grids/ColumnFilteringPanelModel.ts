import { proxy } from 'valtio';
import type { Trade } from '../../src/api/samples';
import { GridModel, type FilterChooserFieldSpec } from '@toolbox/kit/grid';
import { TRADE_FIELDS, tradeColumns } from '../common/TradeColumns';
import { fetchTrades } from '../common/fetchTrades';
import { LoadingPanelModel } from '../common/LoadingPanelModel';

export const EXPORT_FILENAME = 'filtered-trades.csv';

/** Fields the filter chooser suggests filters on. */
export const CHOOSER_FIELDS: readonly FilterChooserFieldSpec[] = [
  { field: 'city' },
  { field: 'company' },
  { field: 'profit_loss' },
  { field: 'trade_volume' },
  { field: 'trade_date' },
  { field: 'active' },
];

/**
 * State of the Column Filtering demo: a trades grid filtered from four places at once (the filter chooser,
 * the filter field, column header filters and the dialog's Clear), all of them filters of one Store, so the
 * count and the export always agree with the rows shown.
 */
export class ColumnFilteringPanelModel extends LoadingPanelModel {
  readonly gridModel: GridModel<Trade>;
  /** Whether filters apply as the user types or picks (else on Enter / Apply). */
  commitOnChange = true;
  filtersDialogOpen = false;

  constructor() {
    super('trades');
    this.gridModel = new GridModel<Trade>({
      store: {
        fields: TRADE_FIELDS,
      },
      sortBy: 'profit_loss|desc|abs',
      countUnit: 'trade',
      exportFilename: EXPORT_FILENAME,
      columns: tradeColumns({
        all: { filterable: true },
        with: {
          company: { minWidth: 200 },
          city: { width: 150 },
          trade_volume: { width: 150 },
          profit_loss: { width: 130 },
          trade_date: { width: 140 },
          active: { filterable: false },
        },
      }),
    });
    return proxy(this);
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.gridModel.loadData(await fetchTrades(signal));
  }

  setCommitOnChange(commitOnChange: boolean): void {
    this.commitOnChange = commitOnChange;
    this.gridModel.setColumnFiltersCommitOnChange(commitOnChange);
  }

  setFiltersDialogOpen(open: boolean): void {
    this.filtersDialogOpen = open;
  }

  /** Clears every filter of the store: the chooser, the field and the column headers all follow. */
  clearFilters(): void {
    this.gridModel.store.clearFilters();
  }
}
