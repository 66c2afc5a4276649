import type { ReactNode } from 'react';
import type { ColumnState as AgColumnState, GridApi, IRowNode } from 'ag-grid-community';
import { proxy, ref } from 'valtio';
import {
  parseSortSpecs,
  Store,
  type RecordId,
  type SortSpec,
  type SortSpecInput,
  type StoreConfig,
  type StoreGroupRow,
  type StoreRecord,
  type StoreRow,
} from '../data';
import type { MenuItem } from '../panel';
import type { SizeByMode } from '../theme';
import { agFilterModelToFilter, COLUMN_FILTER_SOURCE } from './columnFilters';
import {
  colIdOf,
  columnText,
  columnValue,
  isColumnGroup,
  leafColumns,
  type ColumnOrGroup,
  type ColumnSpec,
} from './columns';
import { csvCell, csvTextCell } from './csvCell';
import {
  clearGridState,
  mergeColumnState,
  readGridState,
  writeGridState,
  type ColumnState,
  type GridPersistedState,
} from './gridState';
import { gridEdits } from './gridModules';
import { GridSideBarModel, type SideBarColumnSource, type SideBarOption } from './GridSideBarModel';
import type { SideBarColumn, SideBarColumnGroup } from './sideBarColumns';
import { TreeCheckModel } from './TreeCheckModel';

/** How rows are selected: one at a time, several (ctrl / shift click), with check boxes, or not at all. */
export type SelectionMode = 'single' | 'multiple' | 'checkbox' | 'none';

/** What a grid's context menu is worked out from. */
export interface GridContextMenuParams<T extends object> {
  /** The record right-clicked, null on a group row or below the rows. */
  record: StoreRecord<T> | null;
  row: StoreRow<T> | null;
  selectedRecords: StoreRecord<T>[];
  gridModel: GridModel<T, never>;
}

export type GridContextMenuFn<T extends object> = (params: GridContextMenuParams<T>) => readonly MenuItem[];

export interface GridConfig<T extends object, R = T> {
  /** The grid's Store, or the config of one to create. */
  store: Store<T, R> | StoreConfig<T, R>;
  /** The columns, in order, and groups of them under a shared header. */
  columns: readonly ColumnOrGroup<T>[];
  /** Default 'single'. */
  selModel?: SelectionMode;
  /** Initial sort (given to the store); users change it from the headers. */
  sortBy?: SortSpecInput | readonly SortSpecInput[] | null;
  /**
   * The app sorts the data, not the store (e.g. to sort, then keep the top N): header clicks and `setSortBy`
   * change `sortBy` (kept in `externalSortBy`) and draw the arrows, the store keeps the order it was loaded in.
   */
  externalSort?: boolean;
  /**
   * Whether header filters (columns with `filterable`) apply as the user types or picks (default true), or only
   * on their Apply button or Enter.
   */
  columnFiltersCommitOnChange?: boolean;
  /** Initial grouping (given to the store). */
  groupBy?: string | readonly string[] | null;
  /** Shown when there are no rows; default 'No records found...'. */
  emptyText?: ReactNode;
  /** CSS classes given to rows whose record passes the test (e.g. `{'tb-grid-row--highlight': r => ...}`). */
  rowClassRules?: Record<string, (record: StoreRecord<T>) => boolean>;
  /** Items of the right-click menu, worked out from the record clicked. */
  contextMenu?: GridContextMenuFn<T> | null;
  /** Called with the record of a row double-clicked (not on group rows). */
  onRowDoubleClicked?: (record: StoreRecord<T>) => void;
  /** Keeps column order, widths, visibility, sort and grouping in local storage under this key. */
  persistWith?: { localStorageKey: string };
  /** Cascading check boxes in the tree column (tree stores). */
  treeCheckboxes?: boolean;
  /** Content of a group row; default its label and record count. */
  groupRowRenderer?: (row: StoreGroupRow<T>) => ReactNode;
  /**
   * Height of record rows, in pixels, in every sizing mode or per mode (`{large, standard, compact, tiny}`);
   * default the mode's (`--tb-grid-row-height`: 34, 28, 24 or 18).
   */
  rowHeight?: SizeByMode;
  /** Height of group rows, in every sizing mode or per mode; default the mode's (36, 30, 26 or 20). */
  groupRowHeight?: SizeByMode;
  /** No header row (e.g. a list of cards, as in DataView). */
  hideHeaders?: boolean;
  /** Alternate row shading (default true). */
  stripeRows?: boolean;
  /** File name of CSV exports; default 'export.csv'. */
  exportFilename?: string;
  /** Unit of the record count, singular (default 'record'); see GridCountLabel. */
  countUnit?: string;
  /**
   * Clicks on an editable cell that start editing it: 2 (default), 1, or -1 for none (editing then starts from
   * the keyboard, F2 or typing, or from code with `beginEdit`). Fixed for the model's life: to change it, make a
   * new GridModel on the same store (the grid is then rebuilt).
   */
  clicksToEdit?: ClicksToEdit;
  /** Edits a whole row at once: Enter (or leaving the row) saves every cell, Escape cancels. Fixed, as above. */
  fullRowEditing?: boolean;
  /**
   * Whether columns can be sized to their content: by a double click on a header's edge, and by
   * `autosizeColumns` (default true). The sizing keeps AG Grid watching every row whose data changes (a timer per
   * row): a grid whose thousands of rows all change at once (a commit of 10,000 added records) does without it.
   */
  columnAutosize?: boolean;
  /**
   * The values are pushed live (e.g. re-priced from a websocket every few seconds). Rows a push moves jump to
   * their places without AG Grid's slide (rows sliding past each other overlap or leave gaps mid-way), and while
   * the user has the pointer over the grid, or is using it from the keyboard, they keep their places: the store
   * holds its order (`Store.holdOrder`) and sorts again once the user leaves. Changed cells flash with
   * `ColumnSpec.highlightChanges`.
   */
  live?: boolean;
  /**
   * A side bar along the grid's right edge, with a Columns panel (show, hide, reorder, pin) and a Filters panel
   * (the header filters of the `filterable` columns): true for both, collapsed, or which panels and the one open
   * at first. Its column changes are the model's column state (persisted with `persistWith`).
   */
  sideBar?: SideBarOption;
}

/** See GridConfig.clicksToEdit. */
export type ClicksToEdit = 1 | 2 | -1;

/** Which cell `beginEdit` starts editing. */
export interface BeginEditOptions {
  /** The record (default: the first record row shown). */
  record?: RecordId;
  /** The column (default: the first visible column the record can edit). */
  colId?: string;
}

export const DEFAULT_EMPTY_TEXT = 'No records found...';

/** AG Grid's own column for selection check boxes: not one of ours, so not in our column state. */
const SELECTION_COL_ID = 'ag-Grid-SelectionColumn';

/**
 * The model of a Grid: its Store, columns, selection, sort and grouping, column state (persisted when asked),
 * tree check boxes and CSV export. The Grid renders it with AG Grid Community; apps talk to the model only.
 */
export class GridModel<T extends object = Record<string, unknown>, R = T> {
  /** The records the grid shows: the Store it was given, or the one made from its `store` config. */
  readonly store: Store<T, R>;
  /** How rows are selected (GridConfig's `selModel`). */
  readonly selModel: SelectionMode;
  /** The tree's check boxes, with `treeCheckboxes`; else null. */
  readonly checkModel: TreeCheckModel<T> | null;
  /** Column order (list order), widths, visibility and pinning. */
  columnState: ColumnState[];
  /** Ids of the selected records; change them with `select` and `clearSelection`. */
  selectedIds: RecordId[] = [];
  /** With `externalSort`, the sort chosen (headers, `setSortBy`) for the app to apply; else always empty. */
  externalSortBy: SortSpec[] = [];
  /** Whether header filters apply as the user types (else on Apply / Enter); see `setColumnFiltersCommitOnChange`. */
  columnFiltersCommitOnChange: boolean;
  /** Whether a cell (or, in full-row editing, a row) is being edited. */
  isEditing = false;
  /** The side bar's model, with the `sideBar` option; else null. */
  sideBar: GridSideBarModel | null = null;
  /** The config the model was made with. */
  readonly config: Readonly<GridConfig<T, R>>;
  /** The configured columns and column groups (their order and visibility now are `columnState`'s). */
  readonly columns: readonly ColumnOrGroup<T>[];
  private readonly defaults: { columns: ColumnState[]; sortBy: SortSpec[]; groupBy: string[] };
  private readonly handles = ref({
    api: null as GridApi<StoreRow<T>> | null,
    /** Some selected ids had no row yet (selected before the data came): apply again when rows change. */
    pendingSelection: false,
    /** The model is setting the grid's selection: ignore the grid's events meanwhile. */
    applying: false,
    /** An edit asked for before its row reached the grid (e.g. right after adding records). */
    pendingEdit: null as BeginEditOptions | null,
  });

  constructor(config: GridConfig<T, R>) {
    const cfg = config;
    this.config = ref({ ...cfg });
    this.columns = ref([...cfg.columns]);
    this.store = cfg.store instanceof Store ? cfg.store : new Store<T, R>(cfg.store);
    if (cfg.sortBy !== undefined) this.setSortSpecs(parseSortSpecs(cfg.sortBy));
    if (cfg.groupBy !== undefined) this.store.setGroupBy(cfg.groupBy);
    this.selModel = cfg.selModel ?? 'single';
    this.columnFiltersCommitOnChange = cfg.columnFiltersCommitOnChange ?? true;
    this.checkModel = cfg.treeCheckboxes ? new TreeCheckModel<T>(this.store as Store<T, never>) : null;

    const defaultColumns = leafColumns(cfg.columns).map((c): ColumnState => ({
      colId: colIdOf(c),
      width: c.width,
      hidden: !!c.hidden,
      pinned: c.pinned ?? null,
    }));
    this.defaults = ref({
      columns: defaultColumns,
      sortBy: parseSortSpecs(this.sortBy),
      groupBy: [...this.store.groupBy],
    });
    const saved = cfg.persistWith ? readGridState(cfg.persistWith.localStorageKey) : null;
    this.columnState = saved
      ? mergeColumnState(defaultColumns, saved.columns)
      : defaultColumns.map((c) => ({ ...c }));
    if (saved) {
      this.setSortSpecs(parseSortSpecs(saved.sortBy));
      this.store.setGroupBy(saved.groupBy);
    }
    const self = proxy(this);
    // Made on the proxy: the side bar's changes then reach the model's snapshot users.
    if (cfg.sideBar) self.sideBar = new GridSideBarModel(cfg.sideBar, self.sideBarColumnSource());
    return self;
  }

  // ---------------------------------------------------------------- reading

  get emptyText(): ReactNode {
    return this.config.emptyText ?? DEFAULT_EMPTY_TEXT;
  }

  /** Every leaf column spec, in definition order. */
  get leafColumns(): ColumnSpec<T>[] {
    return leafColumns(this.columns);
  }

  /** A column by its id (its `colId`, else its field). */
  getColumn(colId: string): ColumnSpec<T> | undefined {
    return this.leafColumns.find((c) => colIdOf(c) === colId);
  }

  /** Header text of a column. */
  columnHeader(colId: string): string {
    const c = this.getColumn(colId);
    return c?.header ?? this.store.fieldLabel(c?.field ?? colId);
  }

  /** Whether a column shows (not hidden by the user or `setColumnVisible`). */
  isColumnVisible(colId: string): boolean {
    return !this.columnState.find((c) => c.colId === colId)?.hidden;
  }

  /** The grid's sort: the store's, or with `externalSort` the one the app applies (`externalSortBy`). */
  get sortBy(): SortSpec[] {
    return this.config.externalSort ? this.externalSortBy : this.store.sortBy;
  }

  /** The selected records that are in the store. */
  get selectedRecords(): StoreRecord<T>[] {
    return this.selectedIds.map((id) => this.store.getById(id)).filter((r): r is StoreRecord<T> => !!r);
  }

  /** The first selected record, or null: what a single-selection grid acts on. */
  get selectedRecord(): StoreRecord<T> | null {
    return this.selectedRecords[0] ?? null;
  }

  /** Clicks that start editing a cell (see GridConfig). */
  get clicksToEdit(): ClicksToEdit {
    return this.config.clicksToEdit ?? 2;
  }

  get fullRowEditing(): boolean {
    return !!this.config.fullRowEditing;
  }

  /** Whether a column can be edited for a record (its `editable`, a flag or a function of the record). */
  canEdit(colId: string, record: StoreRecord<T>): boolean {
    const editable = this.getColumn(colId)?.editable;
    return typeof editable === 'function' ? editable(record) : !!editable;
  }

  /** AG Grid's api once the grid is rendered (for what the model does not cover). */
  get agApi(): GridApi<StoreRow<T>> | null {
    return this.handles.api;
  }

  // ---------------------------------------------------------------- data

  /**
   * Replaces the records with the raw data given (the store's loadData): sort, grouping, filters and the
   * selection (by id) stay, so a reload shows fresh values where the user left the grid.
   */
  loadData(rawData: readonly R[]): void {
    this.store.loadData(rawData);
  }

  /** Removes every record (the selection goes with them). */
  clear(): void {
    this.store.clear();
    this.clearSelection();
  }

  // ---------------------------------------------------------------- columns

  /** Shows or hides a column; saved with `persistWith`. */
  setColumnVisible(colId: string, visible: boolean): void {
    this.setColumnState(this.columnState.map((c) => (c.colId === colId ? { ...c, hidden: !visible } : c)));
  }

  /** Applies a whole column state (order, widths, visibility, pinning) to the model and the grid. */
  setColumnState(state: readonly ColumnState[]): void {
    this.columnState = state.map((c) => ({ ...c }));
    this.handles.api?.applyColumnState({ state: this.toAgColumnState(), applyOrder: true });
    this.persist();
    this.sideBar?.refresh();
  }

  /** Back to the configured columns, sort and grouping; forgets the saved state. */
  restoreDefaults(): void {
    const { columns, sortBy, groupBy } = this.defaults;
    this.store.setGroupBy(groupBy);
    this.setSortBy(sortBy);
    this.setColumnState(columns);
    if (this.config.persistWith) clearGridState(this.config.persistWith.localStorageKey);
  }

  /** Whether header filters apply as the user types (true) or on Apply / Enter (false). */
  setColumnFiltersCommitOnChange(commitOnChange: boolean): void {
    this.columnFiltersCommitOnChange = commitOnChange;
  }

  /** Clears the header filters (in the grid and on the store). */
  clearColumnFilters(): void {
    this.handles.api?.setFilterModel(null);
    this.store.setFilter(null, COLUMN_FILTER_SOURCE);
  }

  /** Sizes the columns to their content (not with `columnAutosize: false`). */
  autosizeColumns(): void {
    if (this.config.columnAutosize !== false) this.handles.api?.autoSizeAllColumns();
  }

  // ---------------------------------------------------------------- sort, grouping, expand

  /** Sorts the rows ('field', 'field|desc', SortSpecs; null for none), as a header click does; saved with `persistWith`. */
  setSortBy(sortBy: SortSpecInput | readonly SortSpecInput[] | null): void {
    this.setSortSpecs(parseSortSpecs(sortBy));
    this.applySortToGrid();
    this.persist();
  }

  /** Groups the rows by a field, or fields for nested groups; null for none. Saved with `persistWith`. */
  setGroupBy(groupBy: string | readonly string[] | null): void {
    this.store.setGroupBy(groupBy);
    this.persist();
  }

  /** Expands every group and tree row. */
  expandAll(): void {
    this.store.expandAll();
  }

  /** Collapses every group and tree row. */
  collapseAll(): void {
    this.store.collapseAll();
  }

  // ---------------------------------------------------------------- selection

  /** Selects records by id (replacing the selection) and scrolls the first into view. */
  select(ids: RecordId | readonly RecordId[]): void {
    const list = Array.isArray(ids) ? [...(ids as RecordId[])] : [ids as RecordId];
    this.selectedIds = this.selModel === 'single' ? list.slice(0, 1) : list;
    this.applySelectionToGrid(true);
  }

  /** Selects the first record row shown (e.g. after a load or a re-sort). */
  selectFirst(): void {
    const first = this.store.rows.find((r) => r.kind === 'record');
    if (first?.kind !== 'record') return;
    this.select(first.record.id);
    // Called just after a load the grid has yet to get the rows: select (and scroll to) it again once it has.
    const api = this.handles.api;
    if (api && api.getDisplayedRowAtIndex(0)?.id !== first.id) this.handles.pendingSelection = true;
  }

  /** Selects nothing. */
  clearSelection(): void {
    this.selectedIds = [];
    this.applySelectionToGrid(false);
  }

  // ---------------------------------------------------------------- editing

  /**
   * Starts editing a cell (a row in full-row editing), scrolled into view and focused. A record just added is
   * edited as soon as its row reaches the grid. Nothing happens on a cell the record cannot edit.
   */
  beginEdit(opts: BeginEditOptions = {}): void {
    this.handles.pendingEdit = { ...opts };
    this.tryPendingEdit();
  }

  /** Stops editing, keeping what was entered. */
  endEdit(): void {
    this.handles.pendingEdit = null;
    if (this.edits) this.handles.api?.stopEditing(false);
  }

  /** Stops editing, dropping what was entered. */
  cancelEdit(): void {
    this.handles.pendingEdit = null;
    if (this.edits) this.handles.api?.stopEditing(true);
  }

  /** Whether cells can be edited at all: a grid that cannot has no AG Grid editing (see gridModules). */
  get edits(): boolean {
    return gridEdits({ columns: this.columns, fullRowEditing: this.fullRowEditing });
  }

  /** @internal A cell was edited in the grid: the store takes the value (AG Grid never writes to records). */
  applyCellEdit(row: StoreRow<T> | undefined, colId: string, value: unknown): void {
    if (row?.kind !== 'record') return;
    const field = this.getColumn(colId)?.field;
    if (!field || !this.store.getById(row.record.id)) return;
    // An emptied text is no value, as in a form.
    const next = value === '' ? null : value;
    this.store.modifyRecords([{ id: row.record.id, [field]: next } as { id: RecordId } & Partial<T>]);
  }

  /** @internal Editing started or stopped in the grid (stopping one cell may be moving to the next). */
  noteEditing(started: boolean): void {
    if (started) {
      this.isEditing = true;
      return;
    }
    queueMicrotask(() => {
      const api = this.handles.api;
      const editing = !!api && !api.isDestroyed() && api.getEditingCells().length > 0;
      if (this.isEditing !== editing) this.isEditing = editing;
    });
  }

  private tryPendingEdit(): void {
    const api = this.handles.api;
    const pending = this.handles.pendingEdit;
    if (!api || !pending) return;
    const node =
      pending.record === undefined
        ? firstRecordNode(api)
        : (api.getRowNode(this.rowIdOf(pending.record)) ?? null);
    const row = node?.data;
    if (!node || node.rowIndex == null || row?.kind !== 'record') return;
    const colId =
      pending.colId ??
      this.columnState.find((c) => !c.hidden && this.canEdit(c.colId, row.record))?.colId ??
      null;
    this.handles.pendingEdit = null;
    if (!colId || !this.canEdit(colId, row.record)) return;
    const rowIndex = node.rowIndex;
    api.ensureIndexVisible(rowIndex);
    api.ensureColumnVisible(colId);
    api.setFocusedCell(rowIndex, colId);
    api.startEditingCell({ rowIndex, colKey: colId });
  }

  // ---------------------------------------------------------------- export

  /**
   * Downloads the rows shown as CSV (AG Grid's exportDataAsCsv): visible columns in their order with the
   * values as formatted; group rows carry their label in the first column. Text that a spreadsheet would read
   * as a formula is exported with a quote in front (csvCell).
   */
  exportCsv(opts: { filename?: string } = {}): void {
    const api = this.handles.api;
    if (!api) return;
    const fileName = opts.filename ?? this.config.exportFilename ?? 'export.csv';
    const columnKeys = this.columnState
      .filter((c) => !c.hidden && !this.getColumn(c.colId)?.excludeFromExport)
      .map((c) => c.colId);
    const firstKey = columnKeys[0];
    api.exportDataAsCsv({
      fileName,
      columnKeys,
      processCellCallback: ({ node, column }) => {
        const row = node?.data;
        if (!row) return '';
        const colId = column.getColId();
        if (row.kind === 'group')
          return colId === firstKey ? csvTextCell(`${row.label} (${row.records.length})`) : '';
        const spec = this.getColumn(colId);
        if (!spec) return '';
        // A number's cell stays a number, even formatted ('-1,234'): only text can smuggle in a formula.
        const value = columnValue(spec, row.record);
        if (spec.exportValue) {
          const v = spec.exportValue(value, row.record);
          return v == null ? '' : csvCell(typeof v === 'string' ? value : v, String(v));
        }
        return csvCell(value, columnText(spec, row.record));
      },
    });
  }

  // ---------------------------------------------------------------- wiring to AG Grid (used by Grid)

  /** @internal The grid is ready: apply column state, sort and selection to it. */
  attachApi(api: GridApi<StoreRow<T>>): void {
    this.handles.api = api;
    this.sideBar?.attachApi(api as GridApi);
    // A new grid was built from the columns' initial state, which is the model's: applying it again costs a
    // refresh of every column. It differs when the model changed before the grid was ready.
    const current = api.getColumnState();
    const columns = this.toAgColumnState();
    if (!columnsMatch(current, columns)) api.applyColumnState({ state: columns, applyOrder: true });
    if (!sortMatches(current, this.agSortState())) this.applySortToGrid();
    // The grid may be ready before it has laid its rows out (it is built after the commit that mounts it):
    // a record selected before then is scrolled to once its row has a position.
    this.applySelectionToGrid('nextFrame');
    this.tryPendingEdit();
  }

  /** @internal */
  detachApi(api: GridApi<StoreRow<T>>): void {
    if (this.handles.api !== api) return;
    this.handles.api = null;
    this.sideBar?.detachApi(api as GridApi);
    if (this.isEditing) this.isEditing = false;
  }

  /** @internal Rows changed: keep the model's selection on the grid (rows that came back are reselected). */
  onRowsUpdated(): void {
    if (this.handles.pendingSelection) this.applySelectionToGrid('nextFrame');
    this.tryPendingEdit();
  }

  /** @internal The user sorted from a header: the store sorts (the grid shows the store's order). */
  syncSortFromGrid(): void {
    const api = this.handles.api;
    if (!api) return;
    const sorted = api
      .getColumnState()
      .filter((c) => c.sort && c.colId !== SELECTION_COL_ID)
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0));
    const specs: SortSpec[] = [];
    for (const c of sorted) {
      const spec = this.getColumn(c.colId);
      if (spec && c.sort) specs.push({ field: spec.field, dir: c.sort, abs: c.sortType === 'absolute' });
    }
    this.setSortSpecs(specs);
    this.persist();
  }

  /** @internal The user changed a header filter: it becomes the store's 'columnFilters' filter. */
  syncFiltersFromGrid(): void {
    const api = this.handles.api;
    if (!api) return;
    const filter = agFilterModelToFilter(api.getFilterModel(), (colId) => this.getColumn(colId)?.field);
    this.store.setFilter(filter, COLUMN_FILTER_SOURCE);
  }

  /** @internal The store's header filter was cleared elsewhere (e.g. a Clear Filters action): clear the headers. */
  syncFiltersToGrid(): void {
    const api = this.handles.api;
    if (!api || this.store.filters[COLUMN_FILTER_SOURCE]) return;
    if (Object.keys(api.getFilterModel()).length) api.setFilterModel(null);
  }

  /** @internal The user moved, resized, hid or pinned columns in the grid. */
  syncColumnsFromGrid(): void {
    const api = this.handles.api;
    if (!api) return;
    const next: ColumnState[] = [];
    for (const c of api.getColumnState()) {
      if (!this.getColumn(c.colId)) continue;
      next.push({
        colId: c.colId,
        // A flex column's width follows the layout, not the user (a resize makes it fixed: flex goes).
        width: c.flex ? undefined : (c.width ?? undefined),
        hidden: !!c.hide,
        pinned: c.pinned === 'left' || c.pinned === true ? 'left' : c.pinned === 'right' ? 'right' : null,
      });
    }
    if (JSON.stringify(next) === JSON.stringify(this.columnState)) return;
    this.columnState = next;
    this.persist();
    this.sideBar?.refresh();
  }

  /** @internal The user changed the selection in the grid. */
  syncSelectionFromGrid(): void {
    const api = this.handles.api;
    if (!api || this.handles.applying) return;
    const ids: RecordId[] = [];
    for (const node of api.getSelectedNodes())
      if (node.data?.kind === 'record') ids.push(node.data.record.id);
    // While rows are being replaced the grid briefly reports a smaller selection: the model's stands.
    if (this.handles.pendingSelection && ids.length < this.selectedIds.length) return;
    this.handles.pendingSelection = false;
    if (ids.join('\u0000') !== this.selectedIds.join('\u0000')) this.selectedIds = ids;
  }

  // ---------------------------------------------------------------- helpers

  /** The side bar's columns: the model's column state, under the configured groups. */
  private sideBarColumnSource(): SideBarColumnSource {
    const groups = new Map<string, SideBarColumnGroup>();
    for (const c of this.columns)
      if (isColumnGroup(c))
        for (const child of c.children) groups.set(colIdOf(child), { groupId: c.groupId, header: c.header });
    return {
      followsGridEvents: false,
      read: () =>
        this.columnState.map((c): SideBarColumn => {
          const spec = this.getColumn(c.colId);
          return {
            colId: c.colId,
            header: spec?.chooserName ?? this.columnHeader(c.colId),
            hidden: c.hidden,
            pinned: c.pinned,
            group: groups.get(c.colId) ?? null,
            lockVisible: spec?.chooserEnabled === false,
          };
        }),
      write: (columns) => {
        const byId = new Map(this.columnState.map((c) => [c.colId, c]));
        this.setColumnState(
          columns.flatMap((c) => {
            const current = byId.get(c.colId);
            return current ? [{ ...current, hidden: c.hidden, pinned: c.pinned }] : [];
          }),
        );
      },
    };
  }

  /** AG Grid's id of a record's row: the record's key (which a commit giving it a new id keeps). */
  private rowIdOf(id: RecordId): string {
    return this.store.getById(id)?.key ?? String(id);
  }

  /** Sorts the store, or with `externalSort` only notes the sort (a new list only when it changed). */
  private setSortSpecs(specs: SortSpec[]): void {
    if (!this.config.externalSort) this.store.setSortBy(specs);
    else if (JSON.stringify(specs) !== JSON.stringify(this.externalSortBy)) this.externalSortBy = specs;
  }

  private toAgColumnState(): AgColumnState[] {
    return this.columnState.map((c) => ({
      colId: c.colId,
      hide: c.hidden,
      pinned: c.pinned,
      ...(c.width ? { width: c.width, flex: null } : { flex: this.getColumn(c.colId)?.flex ?? null }),
    }));
  }

  /** The model's sort as AG Grid column state: its sorted columns (the others are unsorted). */
  private agSortState(): AgColumnState[] {
    const state: AgColumnState[] = [];
    this.sortBy.forEach((s, i) => {
      const col = this.leafColumns.find((c) => c.field === s.field);
      if (col)
        state.push({
          colId: colIdOf(col),
          sort: s.dir,
          sortType: s.abs ? 'absolute' : 'default',
          sortIndex: i,
        });
    });
    return state;
  }

  private applySortToGrid(): void {
    this.handles.api?.applyColumnState({ state: this.agSortState(), defaultState: { sort: null } });
  }

  /** `scroll: 'nextFrame'` scrolls once AG Grid has laid out rows it was just given (see scrollWhenLaidOut). */
  private applySelectionToGrid(scroll: boolean | 'nextFrame'): void {
    const api = this.handles.api;
    if (!api) return;
    const nodes: IRowNode<StoreRow<T>>[] = [];
    for (const id of this.selectedIds) {
      const node = api.getRowNode(this.rowIdOf(id));
      if (node) nodes.push(node);
    }
    this.handles.pendingSelection = nodes.length < this.selectedIds.length;
    const wanted = new Set(nodes);
    const unwanted = api.getSelectedNodes().filter((n) => !wanted.has(n));
    this.handles.applying = true;
    try {
      if (unwanted.length) api.setNodesSelected({ nodes: unwanted, newValue: false });
      if (nodes.length) api.setNodesSelected({ nodes, newValue: true });
    } finally {
      this.handles.applying = false;
    }
    const first = nodes[0];
    if (!scroll || !first) return;
    if (scroll === true) api.ensureNodeVisible(first);
    else scrollWhenLaidOut(api, first);
  }

  private persist(): void {
    const key = this.config.persistWith?.localStorageKey;
    if (!key) return;
    const state: GridPersistedState = {
      version: 1,
      columns: this.columnState.map((c) => ({ ...c })),
      sortBy: this.sortBy.map((s) => ({ field: s.field, dir: s.dir, abs: !!s.abs })),
      groupBy: [...this.store.groupBy],
    };
    writeGridState(key, state);
  }
}

/**
 * Scrolls a selected row into view once AG Grid has laid out its rows. Rows just given to AG Grid get their
 * position and height on one of its next frames, and a scroll made before that is clamped to the old (empty)
 * height: wait for the row's position (a busy machine may take several frames), then try on each frame, a few
 * times, until the row is in view.
 */
function scrollWhenLaidOut<R>(api: GridApi<R>, node: IRowNode<R>, attemptsLeft = 10, framesLeft = 120): void {
  requestAnimationFrame(() => {
    if (api.isDestroyed() || !node.isSelected()) return;
    if (node.rowTop == null) {
      if (framesLeft > 1) scrollWhenLaidOut(api, node, attemptsLeft, framesLeft - 1);
      return;
    }
    api.ensureNodeVisible(node);
    const { top, bottom } = api.getVerticalPixelRange();
    const inView = node.rowTop >= top && node.rowTop + (node.rowHeight ?? 0) <= bottom;
    if (!inView && attemptsLeft > 1 && framesLeft > 1)
      scrollWhenLaidOut(api, node, attemptsLeft - 1, framesLeft - 1);
  });
}

/** The node of the first record row shown (group rows skipped). */
function firstRecordNode<T extends object>(api: GridApi<StoreRow<T>>): IRowNode<StoreRow<T>> | null {
  const count = api.getDisplayedRowCount();
  for (let i = 0; i < count; i++) {
    const node = api.getDisplayedRowAtIndex(i);
    if (node?.data?.kind === 'record') return node;
  }
  return null;
}

/** Whether the grid's columns are in the wanted order, with the wanted visibility, pinning and sizing. */
function columnsMatch(current: readonly AgColumnState[], wanted: readonly AgColumnState[]): boolean {
  const byId = new Map(current.map((c) => [c.colId, c]));
  const order = current.filter((c) => wanted.some((w) => w.colId === c.colId)).map((c) => c.colId);
  if (order.length !== wanted.length || order.some((id, i) => id !== wanted[i]?.colId)) return false;
  return wanted.every((w) => {
    const c = byId.get(w.colId);
    return (
      !!c &&
      !!c.hide === !!w.hide &&
      (c.pinned ?? null) === (w.pinned ?? null) &&
      (c.flex ?? null) === (w.flex ?? null) &&
      (w.width === undefined || c.width === w.width)
    );
  });
}

/** Whether the grid sorts exactly the wanted columns, each in the wanted direction, type and place. */
function sortMatches(current: readonly AgColumnState[], wanted: readonly AgColumnState[]): boolean {
  const sorted = current.filter((c) => c.sort);
  return (
    sorted.length === wanted.length &&
    wanted.every((w) => {
      const c = sorted.find((s) => s.colId === w.colId);
      return (
        !!c &&
        c.sort === w.sort &&
        (c.sortType ?? 'default') === w.sortType &&
        (c.sortIndex ?? 0) === w.sortIndex
      );
    })
  );
}
