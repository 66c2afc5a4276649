import { AllCommunityModule, type Module } from 'ag-grid-community';
import { leafColumns, type ColumnOrGroup } from './columns';

/**
 * Community modules no kit grid uses. Registered, some would still work on every row update: pinned rows set
 * the (empty) pinned sections' heights each time the rows change, pagination updates its never-shown page
 * buttons; the others add listeners or per-row checks for features the kit never turns on. Row auto-height
 * stays, unused as it is: without it AG Grid's ensureIndexVisible takes the rows for unmeasured and scrolls to
 * the row again (a forced layout each time) on the next ten row model updates, a live push's included.
 */
const NEVER_USED: ReadonlySet<string> = new Set([
  'AlignedGrids',
  'AutoGenerateColumns',
  'BigIntFilter',
  'CellSpan',
  'ColumnHover',
  'ExternalFilter',
  'GridState',
  'InfiniteRowModel',
  'Pagination',
  'PaginationPageNumbers',
  'PinnedRow',
  'QuickFilter',
  'RowDrag',
  'UndoRedoEdit',
  'ValueCache',
]);

/** The cell editors: with them, every cell a push refreshes has its (and its row's) editing styles worked out. */
const EDITING: ReadonlySet<string> = new Set([
  'TextEditor',
  'NumberEditor',
  'DateEditor',
  'CheckboxEditor',
  'SelectEditor',
  'LargeTextEditor',
  'CustomEditor',
]);

/** Column autosizing: ag-grid-react sets a timer for each row whose data changes (see `columnAutosize`). */
const AUTOSIZE = 'ColumnAutoSize';
/** AG Grid's tooltips: each cell refreshed works out its tooltip again. */
const TOOLTIP = 'Tooltip';

const COMMUNITY: readonly Module[] = (AllCommunityModule.dependsOn ?? []).filter(
  (m) => !NEVER_USED.has(m.moduleName),
);

/** What of AG Grid a grid needs, from its config. */
export interface GridFeatures<T extends object> {
  columns: readonly ColumnOrGroup<T>[];
  /** Columns can be sized to their content (GridConfig.columnAutosize). */
  columnAutosize: boolean;
  /** A whole row is edited at once (GridConfig.fullRowEditing). */
  fullRowEditing: boolean;
  /** The store has fields with rules: cells show their messages as AG Grid tooltips. */
  hasRules: boolean;
}

/** Whether a grid of these columns can edit cells. */
export function gridEdits<T extends object>(
  features: Pick<GridFeatures<T>, 'columns' | 'fullRowEditing'>,
): boolean {
  return features.fullRowEditing || leafColumns(features.columns).some((c) => !!c.editable);
}

/**
 * The AG Grid modules a kit grid registers: only those of features it uses, so that a grid that never edits,
 * sizes columns to content or shows AG Grid tooltips does not pay for them on each row a live update changes.
 */
export function gridModules<T extends object>(features: GridFeatures<T>): Module[] {
  const edits = gridEdits(features);
  const tooltips =
    features.hasRules || leafColumns(features.columns).some((c) => !!c.tooltip || !!c.headerTooltip);
  return COMMUNITY.filter(
    (m) =>
      (features.columnAutosize || m.moduleName !== AUTOSIZE) &&
      (edits || !EDITING.has(m.moduleName)) &&
      (tooltips || m.moduleName !== TOOLTIP),
  );
}
