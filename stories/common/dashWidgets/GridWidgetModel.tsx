import { ArrowCounterClockwiseIcon, DownloadSimpleIcon } from '@phosphor-icons/react';
import { proxy, ref, subscribe } from 'valtio';
import { z } from 'zod';
import { sampleApi } from '../../../src/api';
import type { Trade } from '../../../src/api/samples';
import { LoadTask } from '@toolbox/kit/app';
import type { DashViewModel } from '@toolbox/kit/dash';
import { ColumnStateSchema, GridModel, mergeColumnState, SortBySchema } from '@toolbox/kit/grid';
import { autosizeColumnsItem } from '../autosizeColumnsItem';
import { TRADE_FIELDS, tradeColumns } from '../TradeColumns';

/** What the view keeps of its grid: the columns (order, widths, visibility, pinning) and the sort. */
const GridWidgetState = z.object({ columns: z.array(ColumnStateSchema), sortBy: z.array(SortBySchema) });
type GridWidgetState = z.infer<typeof GridWidgetState>;

/**
 * The trades grid of a dashboard view (SPEC §7 GET trade). Its columns and sort are the view's own state:
 * saved with the dashboard and restored when the view renders again.
 */
export class GridWidgetModel {
  readonly gridModel: GridModel<Trade>;
  readonly loadTask = new LoadTask({ what: 'trades' });
  private readonly view: DashViewModel;
  private readonly handles = ref({ unsubscribe: () => {}, saved: '', started: false });

  get loading(): boolean {
    return this.loadTask.loading;
  }

  constructor(view: DashViewModel) {
    this.view = ref(view);
    this.gridModel = new GridModel<Trade>({
      store: { fields: TRADE_FIELDS },
      sortBy: 'profit_loss|desc|abs',
      countUnit: 'trade',
      exportFilename: 'trades.csv',
      // The shared trade columns, a little narrower to suit a dashboard view.
      columns: tradeColumns({ with: { company: { minWidth: 160 }, city: { width: 120 } } }),
    });
    this.restore(GridWidgetState.safeParse(view.viewState).data);
    return proxy(this);
  }

  /**
   * Offers the grid's menu items and starts saving its state (here rather than in the constructor: React may
   * create a model twice and keep the first, so a constructor must not hand itself out), then loads the trades.
   */
  load(): Promise<void> {
    this.start();
    return this.loadTask.run(async (signal) => {
      const { trades } = await sampleApi.trades(signal);
      this.gridModel.store.loadData(trades);
    });
  }

  destroy(): void {
    this.loadTask.abort();
    this.handles.unsubscribe();
    this.view.setExtraMenuItems([]);
  }

  private start(): void {
    if (this.handles.started) return;
    this.handles.started = true;
    this.view.setExtraMenuItems([
      autosizeColumnsItem(this.gridModel),
      {
        text: 'Restore Grid Defaults',
        icon: <ArrowCounterClockwiseIcon />,
        onClick: () => this.gridModel.restoreDefaults(),
      },
      { text: 'Export to CSV', icon: <DownloadSimpleIcon />, onClick: () => this.gridModel.exportCsv() },
    ]);
    this.handles.unsubscribe = subscribe(this.gridModel, () => this.save());
  }

  private restore(state: GridWidgetState | undefined): void {
    if (!state) return;
    const defaults = this.gridModel.columnState;
    this.gridModel.setColumnState(mergeColumnState(defaults, state.columns));
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
