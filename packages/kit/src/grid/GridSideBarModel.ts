import type { AgPublicEventType, Column, GridApi } from 'ag-grid-community';
import { proxy, ref } from 'valtio';
import {
  dropColumnOn,
  moveColumnBy,
  moveItemTo,
  setColumnPinned,
  setColumnsHidden,
  itemPlace,
  type ColumnPin,
  type SideBarColumn,
} from './sideBarColumns';
import { filterTypeOfColDef, type ColumnFilterModel, type SideBarFilterColumn } from './sideBarFilters';

/** The side bar's panels: columns (show, hide, reorder, pin) and filters. */
export type SideBarPanelId = 'columns' | 'filters';

export interface SideBarConfig {
  /** The panels, in tab order (default both). */
  panels?: readonly SideBarPanelId[];
  /** The panel open at first; null (the default) starts collapsed to its tabs. */
  defaultPanel?: SideBarPanelId | null;
}

/** A grid's `sideBar` option: true for both panels, collapsed. */
export type SideBarOption = boolean | SideBarConfig;

/**
 * Where the side bar reads and writes a grid's columns. A kit grid's columns are its GridModel's column state
 * (so changes are persisted with it); a plain AG Grid's are AG Grid's own (see `agGridColumns`).
 */
export interface SideBarColumnSource {
  read(api: GridApi | null): SideBarColumn[];
  write(columns: readonly SideBarColumn[], api: GridApi | null): void;
  /** Whether the side bar follows AG Grid's column events itself (else the source tells it to `refresh`). */
  readonly followsGridEvents: boolean;
}

/** AG Grid's own columns that are no user's to choose (the selection check box column, auto columns). */
const isInternal = (colId: string) => colId.startsWith('ag-Grid-');

/** The columns of a plain AG Grid, from its column state and definitions. */
export const agGridColumns: SideBarColumnSource = {
  followsGridEvents: true,
  read(api) {
    if (!api) return [];
    const out: SideBarColumn[] = [];
    for (const state of api.getColumnState()) {
      const column = api.getColumn(state.colId);
      if (!column || isInternal(state.colId)) continue;
      const def = column.getColDef();
      out.push({
        colId: state.colId,
        header: def.headerName ?? state.colId,
        hidden: !!state.hide,
        pinned:
          state.pinned === 'left' || state.pinned === true
            ? 'left'
            : state.pinned === 'right'
              ? 'right'
              : null,
        group: groupOf(column),
        lockVisible: !!def.lockVisible,
      });
    }
    return out;
  },
  write(columns, api) {
    api?.applyColumnState({
      state: columns.map((c) => ({ colId: c.colId, hide: c.hidden, pinned: c.pinned })),
      applyOrder: true,
    });
  },
};

function groupOf(column: Column): SideBarColumn['group'] {
  let parent = column.getOriginalParent();
  while (parent?.isPadding()) parent = parent.getOriginalParent();
  const header = parent?.getColGroupDef()?.headerName;
  return parent && header ? { groupId: parent.getGroupId(), header } : null;
}

const GRID_EVENTS: AgPublicEventType[] = [
  'columnMoved',
  'columnVisible',
  'columnPinned',
  'newColumnsLoaded',
  // Also after a whole state is put back (setState, applyColumnState), which may not send the events above.
  'displayedColumnsChanged',
  'filterChanged',
];

/**
 * A grid's side bar: which panel is open, and the columns and filters its panels show, read from the grid and
 * changed through it. Made by a GridModel with the `sideBar` option; for a plain AG Grid, make one and give it
 * the grid's api (`attachApi` on grid ready, `detachApi` on destroy). A plain AG Grid registers what the side bar
 * calls: EventApiModule, ColumnApiModule and its filters' modules (AllCommunityModule has them all).
 */
export class GridSideBarModel {
  readonly panels: readonly SideBarPanelId[];
  /** The open panel; null when the side bar is collapsed to its tabs. */
  panel: SideBarPanelId | null;
  /** The grid's columns in order. */
  columns: SideBarColumn[] = [];
  /** The columns with a filter, in order. */
  filterColumns: SideBarFilterColumn[] = [];
  /** AG Grid's filter model: each filtered column's filter. */
  filterModel: Record<string, ColumnFilterModel> = {};
  private readonly handles = ref({
    api: null as GridApi | null,
    source: agGridColumns,
    unlisten: null as (() => void) | null,
  });

  constructor(option: SideBarOption = true, source: SideBarColumnSource = agGridColumns) {
    const config = typeof option === 'object' ? option : {};
    const panels = config.panels?.length ? config.panels : (['columns', 'filters'] as const);
    this.panels = ref([...new Set(panels)]);
    const first = config.defaultPanel ?? null;
    this.panel = first && this.panels.includes(first) ? first : null;
    this.handles.source = source;
    const self = proxy(this);
    self.refresh();
    return self;
  }

  /**
   * The AG Grid api the side bar reads and changes; null before `attachApi` and after `detachApi` (no filters
   * are listed then).
   */
  get api(): GridApi | null {
    return this.handles.api;
  }

  // ---------------------------------------------------------------- panels

  /** Opens a panel, or collapses the side bar when it is the one open. */
  togglePanel(id: SideBarPanelId): void {
    this.panel = this.panel === id ? null : id;
  }

  /** Opens a panel, or collapses the side bar to its tabs with null (or a panel it does not have). */
  openPanel(id: SideBarPanelId | null): void {
    this.panel = id && this.panels.includes(id) ? id : null;
  }

  // ---------------------------------------------------------------- columns

  /**
   * Shows or hides a column, through the grid (a kit grid keeps it in its column state, persisted with
   * `persistWith`). A locked-visible column, or the last one shown, stays visible.
   */
  setColumnVisible(colId: string, visible: boolean): void {
    this.writeColumns(setColumnsHidden(this.columns, [colId], !visible));
  }

  /** Shows or hides every column of a group (the last visible column of the grid stays). */
  setColumnsVisible(colIds: readonly string[], visible: boolean): void {
    this.writeColumns(setColumnsHidden(this.columns, colIds, !visible));
  }

  /** Moves a column one place up or down among its siblings (its group's columns, or the top-level items). */
  moveColumn(colId: string, delta: -1 | 1): void {
    this.writeColumns(moveColumnBy(this.columns, colId, delta));
  }

  /** Moves a top-level item (see `sideBarItems`: an ungrouped column, or a whole group) one place. */
  moveItem(key: string, delta: -1 | 1): void {
    const place = itemPlace(this.columns, key);
    if (place) this.writeColumns(moveItemTo(this.columns, key, place.index + delta));
  }

  /** A column dragged onto a sibling takes its place. */
  dropColumn(colId: string, targetColId: string): void {
    this.writeColumns(dropColumnOn(this.columns, colId, targetColId));
  }

  /**
   * Pins a column to the grid's left or right edge, or unpins it with null; through the grid, as
   * setColumnVisible.
   */
  setColumnPinned(colId: string, pinned: ColumnPin): void {
    this.writeColumns(setColumnPinned(this.columns, colId, pinned));
  }

  // ---------------------------------------------------------------- filters

  /** Sets (or, with null, clears) one column's filter, as its header popup would. */
  setColumnFilter(colId: string, model: ColumnFilterModel | null): void {
    const api = this.handles.api;
    if (!api) return;
    const current = api.getFilterModel() as Record<string, ColumnFilterModel>;
    const next = Object.fromEntries(Object.entries(current).filter(([id]) => id !== colId));
    if (model) next[colId] = model;
    api.setFilterModel(next);
  }

  /** Removes every column's filter from the grid; does nothing before an api is attached. */
  clearFilters(): void {
    this.handles.api?.setFilterModel(null);
  }

  /** Opens AG Grid's filter popup of a column (every condition it offers), under the column's header. */
  showFilterPopup(colId: string): void {
    this.handles.api?.showColumnFilter(colId);
  }

  /** The number of columns with a filter set (0 without an api); the Filters tab shows it as a badge. */
  get activeFilterCount(): number {
    return Object.keys(this.filterModel).length;
  }

  // ---------------------------------------------------------------- wiring

  /**
   * Connects the side bar to a grid (call it on grid ready): reads its columns and filters, then follows its
   * column and filter events. Replaces an api attached before.
   */
  attachApi(api: GridApi): void {
    this.handles.unlisten?.();
    this.handles.api = api;
    const listener = () => this.refresh();
    const events = this.handles.source.followsGridEvents
      ? GRID_EVENTS
      : GRID_EVENTS.filter((e) => e === 'filterChanged' || e === 'newColumnsLoaded');
    for (const e of events) api.addEventListener(e, listener);
    this.handles.unlisten = () => {
      if (!api.isDestroyed()) for (const e of events) api.removeEventListener(e, listener);
    };
    this.refresh();
  }

  /**
   * Disconnects the side bar from this grid (call it on destroy): stops following its events and lists no
   * filters. Another api than the attached one is ignored.
   */
  detachApi(api: GridApi): void {
    if (this.handles.api !== api) return;
    this.handles.unlisten?.();
    this.handles.unlisten = null;
    this.handles.api = null;
    this.refresh();
  }

  /** Reads the columns and filters again (the grid changed them). */
  refresh(): void {
    // AG Grid sends some events after a frame: the grid may be gone by then.
    const api = this.handles.api?.isDestroyed() ? null : this.handles.api;
    const columns = this.handles.source.read(api);
    if (JSON.stringify(columns) !== JSON.stringify(this.columns)) this.columns = columns;
    const filterColumns = readFilterColumns(api, columns);
    if (JSON.stringify(filterColumns) !== JSON.stringify(this.filterColumns))
      this.filterColumns = filterColumns;
    const filterModel = (api?.getFilterModel() ?? {}) as Record<string, ColumnFilterModel>;
    if (JSON.stringify(filterModel) !== JSON.stringify(this.filterModel))
      this.filterModel = structuredClone(filterModel);
  }

  private writeColumns(next: readonly SideBarColumn[]): void {
    if (JSON.stringify(next) === JSON.stringify(this.columns)) return;
    this.handles.source.write(next, this.handles.api);
    this.refresh();
  }
}

/** The filterable columns, in the grid's order (hidden ones too: a hidden column's filter still applies). */
function readFilterColumns(api: GridApi | null, columns: readonly SideBarColumn[]): SideBarFilterColumn[] {
  if (!api) return [];
  const out: SideBarFilterColumn[] = [];
  for (const c of columns) {
    const type = filterTypeOfColDef(api.getColumn(c.colId)?.getColDef().filter);
    if (type) out.push({ colId: c.colId, header: c.header, type });
  }
  return out;
}
