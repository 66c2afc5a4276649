import { proxy } from 'valtio';
import { LoadTask } from '../../src/kit/app';
import { api } from '../../src/api';
import type { Trade } from '../../src/api/schemas';
import {
  booleanCheckColumn,
  dateFormatter,
  GridModel,
  numberFormatter,
  signClass,
  type FilterChooserFieldSpec,
} from '../../src/kit/grid';

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
export class ColumnFilteringPanelModel {
  readonly gridModel: GridModel<Trade>;
  /** Whether filters apply as the user types or picks (else on Enter / Apply). */
  commitOnChange = true;
  filtersDialogOpen = false;
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
          { name: 'trade_date', type: 'localDate', displayName: 'Date' },
          { name: 'active', type: 'bool' },
        ],
      },
      sortBy: 'profit_loss|desc|abs',
      countUnit: 'trade',
      exportFilename: EXPORT_FILENAME,
      columns: [
        { field: 'company', flex: 1, minWidth: 200, tooltip: true, filterable: true },
        { field: 'city', width: 150, filterable: true },
        {
          field: 'trade_volume',
          header: 'Trade Volume',
          width: 150,
          align: 'right',
          formatter: numberFormatter(),
          filterable: true,
        },
        {
          field: 'profit_loss',
          header: 'P&L',
          width: 130,
          align: 'right',
          absSort: true,
          formatter: numberFormatter(),
          cellClass: signClass,
          filterable: true,
        },
        {
          field: 'trade_date',
          header: 'Date',
          width: 140,
          formatter: dateFormatter('yyyy-MM-dd'),
          filterable: true,
        },
        { field: 'active', width: 80, ...booleanCheckColumn },
      ],
    });
    return proxy(this);
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const { trades } = await api.trades(signal);
      this.gridModel.store.loadData(trades);
    });
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

  destroy(): void {
    this.loadTask.abort();
  }
}
