import { ArrowCounterClockwiseIcon, ArrowsHorizontalIcon, DownloadSimpleIcon } from '@phosphor-icons/react';
import { proxy, ref, subscribe } from 'valtio';
import { z } from 'zod';
import { api } from '../../../src/api';
import type { Trade } from '../../../src/api/schemas';
import { LoadTask } from '../../../src/kit/app';
import type { DashViewModel } from '../../../src/kit/dash';
import {
  booleanCheckColumn,
  dateFormatter,
  GridModel,
  mergeColumnState,
  numberFormatter,
  signClass,
  type ColumnState,
} from '../../../src/kit/grid';

/** What the view keeps of its grid: the columns (order, widths, visibility, pinning) and the sort. */
const GridWidgetState = z.object({
  columns: z.array(
    z.object({
      colId: z.string(),
      width: z.number().positive().optional(),
      hidden: z.boolean(),
      pinned: z.enum(['left', 'right']).nullable(),
    }),
  ),
  sortBy: z.array(z.object({ field: z.string(), dir: z.enum(['asc', 'desc']), abs: z.boolean().optional() })),
});
type GridWidgetState = z.infer<typeof GridWidgetState>;

/**
 * The trades grid of a dashboard view (SPEC §7 GET trade). Its columns and sort are the view's own state:
 * saved with the dashboard and restored when the view renders again.
 */
export class GridWidgetModel {
  readonly gridModel: GridModel<Trade>;
  readonly loadTask = new LoadTask({ what: 'trades' });
  private readonly view: DashViewModel;
  private readonly handles = ref({ unsubscribe: () => {}, saved: '' });

  get loading(): boolean {
    return this.loadTask.loading;
  }

  constructor(view: DashViewModel) {
    this.view = ref(view);
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
      exportFilename: 'trades.csv',
      columns: [
        { field: 'company', flex: 1, minWidth: 160, tooltip: true },
        { field: 'city', width: 120 },
        {
          field: 'trade_volume',
          header: 'Trade Volume',
          width: 120,
          align: 'right',
          formatter: numberFormatter(),
        },
        {
          field: 'profit_loss',
          header: 'P&L',
          width: 110,
          align: 'right',
          absSort: true,
          formatter: numberFormatter(),
          cellClass: signClass,
        },
        { field: 'trade_date', header: 'Date', width: 110, formatter: dateFormatter('yyyy-MM-dd') },
        { field: 'active', width: 70, ...booleanCheckColumn },
      ],
    });
    this.restore(GridWidgetState.safeParse(view.viewState).data);
    const self = proxy(this);
    view.setExtraMenuItems([
      {
        text: 'Auto-size Columns',
        icon: <ArrowsHorizontalIcon />,
        onClick: () => self.gridModel.autosizeColumns(),
      },
      {
        text: 'Restore Grid Defaults',
        icon: <ArrowCounterClockwiseIcon />,
        onClick: () => self.gridModel.restoreDefaults(),
      },
      { text: 'Export to CSV', icon: <DownloadSimpleIcon />, onClick: () => self.gridModel.exportCsv() },
    ]);
    self.handles.unsubscribe = subscribe(self.gridModel, () => self.save());
    return self;
  }

  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const { trades } = await api.trades(signal);
      this.gridModel.store.loadData(trades);
    });
  }

  destroy(): void {
    this.loadTask.abort();
    this.handles.unsubscribe();
    this.view.setExtraMenuItems([]);
  }

  private restore(state: GridWidgetState | undefined): void {
    if (!state) return;
    const defaults = this.gridModel.columnState;
    this.gridModel.setColumnState(mergeColumnState(defaults, state.columns as ColumnState[]));
    this.gridModel.setSortBy(state.sortBy);
    this.handles.saved = JSON.stringify(state);
  }

  /** Writes the columns and sort to the view when they changed (not on loads or selection). */
  private save(): void {
    const state: GridWidgetState = {
      columns: this.gridModel.columnState.map((c) => ({ ...c })),
      sortBy: this.gridModel.sortBy.map((s) => ({ field: s.field, dir: s.dir, abs: !!s.abs })),
    };
    const json = JSON.stringify(state);
    if (json === this.handles.saved) return;
    this.handles.saved = json;
    this.view.setViewState(state);
  }
}
