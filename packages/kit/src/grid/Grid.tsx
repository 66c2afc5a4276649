import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import {
  type CellKeyDownEvent,
  type FullWidthCellKeyDownEvent,
  type GetRowIdParams,
  type GridOptions,
  type RowClassParams,
  type RowDoubleClickedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useSnapshot } from 'valtio';
import { isExpandable, type StoreRow } from '../data';
import { ContextMenu, type MenuItem } from '../panel';
import { sizingModel, useSizingMode } from '../theme';
import { ActionTooltip } from './ActionTooltip';
import { buildColumnDefs } from './agColumns';
import { deferBufferRows, drawBufferRows, rowBufferFor } from './bufferRows';
import { COLUMN_FILTER_SOURCE } from './columnFilters';
import type { GridContext } from './gridContext';
import type { GridModel, SelectionMode } from './GridModel';
import { gridHeights } from './gridSizes';
import { gridModules } from './gridModules';
import { GridSideBar } from './GridSideBar';
import { gridTheme } from './gridTheme';
import { GroupRow } from './GroupRow';
import { useHoldOrderWhileUsed } from './holdOrderWhileUsed';
import { patchRowNodes } from './patchRowNodes';
import './Grid.css';

export interface GridProps<T extends object> {
  /** The grid's model: its store, columns, selection, sort, grouping and options (see GridModel). */
  model: GridModel<T, never>;
  /** Extra CSS class of the grid (of the grid and its side bar, with one). */
  className?: string;
  /** Inline style of the grid (e.g. a height where its container gives it none). */
  style?: CSSProperties;
  /** Accessible name of the grid. */
  'aria-label'?: string;
}

/**
 * The kit's data grid: AG Grid Community showing a GridModel's rows. Sorting, filtering, grouping and trees are
 * the Store's work (grouped and tree rows arrive flattened); the grid draws them, with full-width group rows and
 * a tree column, and reports users' changes (sort, column moves, selection) back to the model.
 */
export function Grid<T extends object>({ model, className, style, 'aria-label': ariaLabel }: GridProps<T>) {
  const snap = useSnapshot(model.store);
  // `rows` is a valtio ref: the snapshot holds the store's own (never mutated) array, not a copy.
  const rowData = useRowData(model, snap.rows as unknown as StoreRow<T>[]);
  const { visibleCount, lastLoaded } = snap;
  // Header filters switching between applying as typed and on Apply get new defs: the same columns, and their
  // state stays (stateful settings are initial*, and column order is kept).
  const { columnFiltersCommitOnChange } = useSnapshot(model);
  // The defs read the setting from the model.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columnDefs = useMemo(() => buildColumnDefs(model), [model, columnFiltersCommitOnChange]);
  const hasColumnFilter = COLUMN_FILTER_SOURCE in snap.filters;
  useEffect(() => {
    if (!hasColumnFilter) model.syncFiltersToGrid();
  }, [model, hasColumnFilter]);
  const context = useMemo<GridContext<T>>(() => ({ model }), [model]);
  const options = useMemo(() => gridOptions(model), [model]);
  const modules = useMemo(
    () =>
      gridModules({
        columns: model.columns,
        columnAutosize: model.config.columnAutosize !== false,
        fullRowEditing: model.fullRowEditing,
        hasRules: model.store.hasRules,
      }),
    [model],
  );
  // Heights follow the sizing mode: a new mode gives AG Grid new heights, and it lays the rows it has out again
  // (the same grid, scrolled to the same rows).
  const { rowHeight, headerHeight, groupRowHeight } = gridHeights(model.config, useSizingMode());
  // Group rows have their own height: only a grouped store needs AG Grid to ask each row's height (it asks for
  // every row, so without grouping, 10,000 rows added are laid out at once at the one row height).
  const grouped = snap.groupBy.length > 0;
  const rowSelection = useMemo(() => rowSelectionOf<T>(model.selModel, grouped), [model, grouped]);
  const getRowHeight = useMemo<GridOptions<StoreRow<T>>['getRowHeight']>(
    () => (grouped ? ({ data }) => (data?.kind === 'group' ? groupRowHeight : undefined) : undefined),
    [grouped, groupRowHeight],
  );
  // AG Grid lays rows out again when their default height changes, not when only getRowHeight does (a model
  // with its own row height, in a new sizing mode): then it is asked to.
  useEffect(() => {
    if (grouped) model.agApi?.resetRowHeights();
  }, [model, grouped, groupRowHeight]);
  // AG Grid renders the element with role="grid": name it there, so assistive tech (and tests) find it by name.
  const wrapper = useRef<HTMLDivElement>(null);
  useHoldOrderWhileUsed(wrapper, model.store, !!model.config.live);
  useEffect(() => {
    const label = ariaLabel ?? '';
    const name = () => {
      const el = wrapper.current?.querySelector('[role="grid"], [role="treegrid"]');
      if (!el) return false;
      if (label) el.setAttribute('aria-label', label);
      return true;
    };
    if (name() || !wrapper.current) return;
    const observer = new MutationObserver(() => {
      if (name()) observer.disconnect();
    });
    observer.observe(wrapper.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ariaLabel]);

  const menuItems = useCallback(
    (e: MouseEvent): readonly MenuItem[] => {
      const menu = model.config.contextMenu;
      if (!menu) return [];
      const rowId = (e.target as Element | null)?.closest('[row-id]')?.getAttribute('row-id');
      const row = rowId == null ? null : (model.agApi?.getRowNode(rowId)?.data ?? null);
      const record = row?.kind === 'record' ? row.record : null;
      // Right-click acts on the row under the pointer: select it unless it is part of the selection.
      if (record && !model.selectedIds.includes(record.id) && model.selModel !== 'none')
        model.select(record.id);
      return menu({ record, row, selectedRecords: model.selectedRecords, gridModel: model });
    },
    [model],
  );

  // The same element while AG Grid's props stay: a store change that only patches rows (a cell edit) or moves
  // the counts re-renders this component, but not AG Grid's React tree.
  const agGrid = useMemo(
    () => (
      <AgGridReact<StoreRow<T>>
        theme={gridTheme}
        modules={modules}
        rowData={rowData}
        columnDefs={columnDefs}
        context={context}
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        getRowHeight={getRowHeight}
        rowSelection={rowSelection}
        {...options}
      />
    ),
    [modules, rowData, columnDefs, context, rowHeight, headerHeight, getRowHeight, rowSelection, options],
  );

  const { sideBar } = model;
  const grid = (
    <div
      className={clsx(
        'tb-grid',
        model.config.stripeRows === false && 'tb-grid--plain',
        model.config.hideHeaders && 'tb-grid--no-header',
        !sideBar && className,
      )}
      style={sideBar ? undefined : style}
      ref={wrapper}
    >
      {agGrid}
      <ActionTooltip container={wrapper} />
      {visibleCount === 0 && lastLoaded != null && (
        <div className="tb-grid__empty" role="status">
          {model.emptyText}
        </div>
      )}
    </div>
  );
  const body = model.config.contextMenu ? <ContextMenu items={menuItems}>{grid}</ContextMenu> : grid;
  if (!sideBar) return body;
  return (
    <div className={clsx('tb-grid-with-side-bar', className)} style={style}>
      {body}
      <GridSideBar model={sideBar} />
    </div>
  );
}

/**
 * The rows given to AG Grid. New rows reach it as rowData, which it compares row by row with what it shows; but
 * rows the store replaced in place (a cell edit that moves no row) go straight to their row nodes, and AG Grid
 * keeps the rows it has: one edit in a store of 10,000 redraws one row instead of comparing 10,000, and a commit
 * of 10,000 redraws the rows in view, then those drawn beyond them after the frame (see patchRowNodes).
 */
function useRowData<T extends object>(model: GridModel<T, never>, rows: StoreRow<T>[]): StoreRow<T>[] {
  // What AG Grid was given, the store's rows it stands for (they differ by the rows patched in place), and the
  // rows to patch now.
  const [given, setGiven] = useState<GivenRows<T>>({ rowData: rows, standsFor: rows, patch: null });
  let current = given;
  if (rows !== given.standsFor) {
    // Adjusting state to new props during render, as React recommends: no extra commit with stale rows.
    const patch = model.agApi ? model.store.replacedRows(given.standsFor, rows) : null;
    current = { rowData: patch ? given.rowData : rows, standsFor: rows, patch };
    setGiven(current);
  }
  const { patch } = current;
  useLayoutEffect(() => {
    const api = model.agApi;
    if (patch && api) patchRowNodes(api, patch, rowIdOf);
  }, [model, patch]);
  return current.rowData;
}

const rowIdOf = <T extends object>(row: StoreRow<T>) => row.id;

interface GivenRows<T extends object> {
  rowData: StoreRow<T>[];
  standsFor: StoreRow<T>[];
  patch: readonly StoreRow<T>[] | null;
}

/**
 * Row selection as AG Grid takes it. Only a grouped store has rows that cannot be selected (its group rows): AG
 * Grid asks isRowSelectable of every row at each change of the rows (each row of a live push), so the rows of
 * other stores go without it.
 */
function rowSelectionOf<T extends object>(
  selModel: SelectionMode,
  grouped: boolean,
): GridOptions<StoreRow<T>>['rowSelection'] {
  if (selModel === 'none') return undefined;
  return {
    mode: selModel === 'single' ? 'singleRow' : 'multiRow',
    checkboxes: selModel === 'checkbox' ? ({ data }) => data?.kind === 'record' : false,
    headerCheckbox: selModel === 'checkbox',
    enableClickSelection: true,
    isRowSelectable: grouped ? (node) => node.data?.kind === 'record' : undefined,
    hideDisabledCheckboxes: true,
  };
}

/** The options of the AgGridReact, made once per model so AG Grid never sees them change. */
function gridOptions<T extends object>(model: GridModel<T, never>): GridOptions<StoreRow<T>> {
  const { config } = model;
  const rowClassRules: GridOptions<StoreRow<T>>['rowClassRules'] = {};
  for (const [cls, test] of Object.entries(config.rowClassRules ?? {})) {
    rowClassRules[cls] = ({ data }: RowClassParams<StoreRow<T>>) =>
      data?.kind === 'record' && test(data.record);
  }
  const toggleRow = (row: StoreRow<T> | undefined) => {
    if (row && isExpandable(row)) model.store.toggleExpanded(row.id);
  };

  return {
    getRowId: ({ data }: GetRowIdParams<StoreRow<T>>) => rowIdOf(data),
    // At the height of its first rows (a later sizing mode keeps it: the buffer only needs to be about right).
    rowBuffer: rowBufferFor(gridHeights(config, sizingModel.mode).rowHeight),
    // Live rows jump to their places: rows sliding past each other overlap or leave gaps mid-way.
    animateRows: !config.live,
    isFullWidthRow: ({ rowNode }) => rowNode.data?.kind === 'group',
    fullWidthCellRenderer: GroupRow,
    getRowClass: ({ data }) =>
      data?.kind === 'group' ? 'tb-grid-row--group' : data?.childCount ? 'tb-grid-row--parent' : undefined,
    rowClassRules,
    suppressNoRowsOverlay: true,
    suppressCellFocus: false,
    suppressDragLeaveHidesColumns: true,
    maintainColumnOrder: true,
    // Header filters are AG Grid's popups over the Store's filtering (see columnFilters.ts).
    enableFilterHandlers: true,
    onFilterChanged: () => model.syncFiltersFromGrid(),
    tooltipShowDelay: 600,
    onGridReady: ({ api }) => {
      deferBufferRows(api);
      model.attachApi(api);
    },
    onFirstDataRendered: ({ api }) => drawBufferRows(api),
    onGridPreDestroyed: ({ api }) => model.detachApi(api),
    onRowDataUpdated: () => model.onRowsUpdated(),
    onSortChanged: ({ source }) => {
      // The model's own changes come back as 'api': the store has them already.
      if (source !== 'api' && source !== 'gridOptionsChanged') model.syncSortFromGrid();
    },
    onColumnMoved: ({ finished }) => {
      if (finished) model.syncColumnsFromGrid();
    },
    onColumnResized: ({ finished, source }) => {
      if (finished && source !== 'flex' && source !== 'sizeColumnsToFit') model.syncColumnsFromGrid();
    },
    onColumnVisible: () => model.syncColumnsFromGrid(),
    onColumnPinned: () => model.syncColumnsFromGrid(),
    onSelectionChanged: () => model.syncSelectionFromGrid(),
    onRowDoubleClicked: ({ data, event }: RowDoubleClickedEvent<StoreRow<T>>) => {
      // A double click on a toggle or a check box is two clicks on it, not an "open this row".
      const target = event?.target as Element | null | undefined;
      if (target?.closest('.tb-grid-tree__toggle, .tb-grid-tree__check')) return;
      if (data?.kind === 'group') toggleRow(data);
      else if (data?.kind === 'record') config.onRowDoubleClicked?.(data.record);
    },
    // Editing: AG Grid never writes to records; each edit goes to the store (the columns' valueSetter), whose new
    // rows come back as rowData. Enter saves and moves down, Tab to the next editable cell, Escape cancels.
    editType: config.fullRowEditing ? 'fullRow' : undefined,
    singleClickEdit: model.clicksToEdit === 1,
    suppressClickEdit: model.clicksToEdit === -1,
    stopEditingWhenCellsLoseFocus: true,
    enterNavigatesVerticallyAfterEdit: true,
    onCellEditingStarted: () => model.noteEditing(true),
    onCellEditingStopped: () => model.noteEditing(false),
    onRowEditingStarted: () => model.noteEditing(true),
    onRowEditingStopped: () => model.noteEditing(false),
    onCellKeyDown: (e: CellKeyDownEvent<StoreRow<T>> | FullWidthCellKeyDownEvent<StoreRow<T>>) => {
      const key = (e.event as KeyboardEvent | null | undefined)?.key;
      const row = e.data;
      if (!row || !isExpandable(row)) return;
      // Keyboard expand / collapse, as in a tree view: on group rows and in the tree column.
      const colId = 'column' in e ? e.column.getColId() : null;
      if (colId !== null && !model.getColumn(colId)?.isTreeColumn) return;
      if ((key === 'ArrowRight' && !row.expanded) || (key === 'ArrowLeft' && row.expanded)) toggleRow(row);
      else if (key === 'Enter' && row.kind === 'group') toggleRow(row);
    },
  };
}
