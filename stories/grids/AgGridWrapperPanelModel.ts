import type { GridApi, GridState, IRowNode } from 'ag-grid-community';
import { proxy, ref } from 'valtio';
import { positionsApi } from '../../src/api';
import { GridSideBarModel } from '@toolbox/kit/grid';
import { registerModel } from '@toolbox/kit/inspector';
import { toast } from '@toolbox/kit/popup';
import { LoadingPanelModel } from '../common/LoadingPanelModel';
import type { PositionField, PositionRow } from './AgGridWrapperColumns';
import { GRID_STATE_KEY, readSavedGridState, writeSavedGridState } from './AgGridWrapperState';

export const STANDARD_ROW_HEIGHT = 28;
export const COMPACT_ROW_HEIGHT = 22;

/**
 * State of the ag-Grid Wrapper demo: the positions, the display options the Display Options panel sets, and
 * what the panel and status bar show of the grid (hidden columns, filters, row counts, the selected row). AG
 * Grid keeps its own state; the model reads it back from AG Grid's events and saves / restores it whole.
 */
export class AgGridWrapperPanelModel extends LoadingPanelModel {
  rows: PositionRow[] = ref([]);
  compact = false;
  floatingFilters = true;
  hiddenColumns: PositionField[] = [];
  filteredColumns: string[] = [];
  displayedCount = 0;
  selected: PositionRow | null = null;
  /** The kit's side bar beside the grid (AG Grid's own is Enterprise): columns and filters, on AG Grid's state. */
  readonly sideBar = new GridSideBarModel();
  /** When the saved state was written (epoch ms), null when none is saved. */
  savedAt: number | null = readSavedGridState()?.savedAt ?? null;
  private readonly handles = ref({
    api: null as GridApi<PositionRow> | null,
  });

  constructor() {
    super('positions');
    return registerModel('AgGridWrapperPanelModel', proxy(this));
  }

  get hasSavedState(): boolean {
    return this.savedAt != null;
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    const positions = await positionsApi.rawPositions(signal);
    this.rows = ref(positions.map((p, i) => ({ ...p, id: String(i + 1) })));
  }

  // ---------------------------------------------------------------- display options

  setColumnVisible(field: PositionField, visible: boolean): void {
    this.handles.api?.setColumnsVisible([field], visible);
  }

  setCompact(compact: boolean): void {
    this.compact = compact;
  }

  setFloatingFilters(show: boolean): void {
    this.floatingFilters = show;
  }

  clearFilters(): void {
    this.handles.api?.setFilterModel(null);
  }

  /** Saves AG Grid's state (columns, sort, filters, selection) and the display options to local storage. */
  saveState(): void {
    const gridApi = this.handles.api;
    if (!gridApi) return;
    const savedAt = Date.now();
    const ok = writeSavedGridState({
      version: 1,
      savedAt,
      grid: gridApi.getState(),
      compact: this.compact,
      floatingFilters: this.floatingFilters,
    });
    if (!ok) {
      toast({ message: 'Could not save the grid state: local storage is not available.', intent: 'danger' });
      return;
    }
    this.savedAt = savedAt;
    toast({ message: 'Grid state saved.', intent: 'success' });
  }

  /** Puts back the state saved by `saveState`. */
  loadState(): void {
    const gridApi = this.handles.api;
    if (!gridApi) return;
    const saved = readSavedGridState();
    if (!saved) {
      this.savedAt = null;
      toast({ message: `No saved grid state found under '${GRID_STATE_KEY}'.`, intent: 'warning' });
      return;
    }
    this.compact = saved.compact;
    this.floatingFilters = saved.floatingFilters;
    // Scrolling back to where the user was when saving would be a surprise, not a restore.
    gridApi.setState(saved.grid, ['scroll']);
    toast({ message: 'Grid state loaded.', intent: 'success' });
  }

  // ---------------------------------------------------------------- wiring to AG Grid (used by the panel)

  attachApi(gridApi: GridApi<PositionRow>): void {
    this.handles.api = gridApi;
    this.sideBar.attachApi(gridApi as GridApi);
    this.onStateUpdated(gridApi.getState());
    this.onRowsShown();
  }

  detachApi(gridApi: GridApi<PositionRow>): void {
    if (this.handles.api !== gridApi) return;
    this.handles.api = null;
    this.sideBar.detachApi(gridApi as GridApi);
  }

  /** AG Grid's state changed (by the user or by setState): mirror what the panel and status bar show. */
  onStateUpdated(state: GridState): void {
    const hidden = (state.columnVisibility?.hiddenColIds ?? []) as PositionField[];
    if (hidden.join() !== this.hiddenColumns.join()) this.hiddenColumns = hidden;
    const filtered = Object.keys(state.filter?.filterModel ?? {});
    if (filtered.join() !== this.filteredColumns.join()) this.filteredColumns = filtered;
  }

  /** Rows were filtered, sorted or loaded: count what is shown. */
  onRowsShown(): void {
    this.displayedCount = this.handles.api?.getDisplayedRowCount() ?? 0;
  }

  onSelectionChanged(nodes: readonly IRowNode<PositionRow>[]): void {
    const row = nodes[0]?.data ?? null;
    if (row?.id !== this.selected?.id) this.selected = row ? ref(row) : null;
  }
}
