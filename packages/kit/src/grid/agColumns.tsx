import type { CellClassParams, ColDef, ColGroupDef, SortDef, SortDirection } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { StoreRow } from '../data';
import { editorColDef } from './cellEditors';
import { CHANGED_DOWN_CLASS, CHANGED_UP_CLASS, ChangeDirections } from './changeHighlight';
import { agFilterComponent, agFilterParams, filterTypeOfField } from './columnFilters';
import { colIdOf, isColumnGroup, type ColumnOrGroup, type ColumnSpec } from './columns';
import type { GridContext } from './gridContext';
import type { GridModel } from './GridModel';
import { TreeCell } from './TreeCell';

type Def<T extends object> = ColDef<StoreRow<T>> | ColGroupDef<StoreRow<T>>;

const ABS_SORT_ORDER: (SortDirection | SortDef)[] = [
  { type: 'absolute', direction: 'desc' },
  { type: 'absolute', direction: 'asc' },
  null,
];
const SORT_ORDER: SortDirection[] = ['asc', 'desc', null];

/** The grid shows rows in the store's order: AG Grid's own sort only draws the header arrows. */
const keepStoreOrder = () => 0;
const passEveryRow = () => true;

type ClassRules<T extends object> = NonNullable<ColDef<StoreRow<T>>['cellClassRules']>;
const always = () => true;

/**
 * The cell classes of a column. AG Grid takes a cell's `cellClass` classes off and puts them back on at every
 * refresh of the cell (two class changes each, on every cell a live push re-prices), but changes a
 * `cellClassRules` class only when its rule's answer changes: so the fixed classes, the way a changed value
 * went and the classes a class function lists are rules; only a class function whose classes are not known
 * ahead is a cellClass.
 */
function cellClassesOf<T extends object>(
  spec: ColumnSpec<T>,
): Pick<ColDef<StoreRow<T>>, 'cellClass' | 'cellClassRules'> {
  const rules: ClassRules<T> = {};
  if (spec.align === 'right') rules['ag-right-aligned-cell tb-grid-cell--number'] = always;
  if (spec.align === 'center') rules['tb-grid-cell--center'] = always;
  if (spec.isTreeColumn) rules['tb-grid-cell--tree'] = always;
  const { cellClass } = spec;
  if (typeof cellClass === 'string' && cellClass) rules[cellClass] = always;
  const listed = typeof cellClass === 'function' ? cellClass.classes : undefined;
  if (typeof cellClass === 'function' && listed) {
    const gives = (cls: string, { data, value }: CellClassParams<StoreRow<T>>) => {
      if (data?.kind !== 'record') return false;
      const given = cellClass(value, data.record);
      return !!given && (given === cls || given.split(' ').includes(cls));
    };
    for (const cls of listed) rules[cls] = (params) => gives(cls, params);
  }
  if (spec.highlightChanges) {
    const directions = new ChangeDirections();
    // Both rules ask: the answer stays the same for the same value, so asking twice changes nothing.
    const direction = ({ data, value, node }: CellClassParams<StoreRow<T>>) =>
      data?.kind === 'record' ? directions.classFor(node, value) : undefined;
    rules[CHANGED_UP_CLASS] = (params) => direction(params) === CHANGED_UP_CLASS;
    rules[CHANGED_DOWN_CLASS] = (params) => direction(params) === CHANGED_DOWN_CLASS;
  }
  return {
    cellClassRules: rules,
    cellClass:
      typeof cellClass === 'function' && !listed
        ? ({ data, value }: CellClassParams<StoreRow<T>>) =>
            data?.kind === 'record' ? cellClass(value, data.record) : undefined
        : undefined,
  };
}

/**
 * AG Grid column definitions for the model's columns. Values come from the row's record, sort state is drawn by
 * AG Grid but done by the Store, and stateful settings are `initial*` so later state (from users or the model)
 * is never reset by a re-render.
 */
export function buildColumnDefs<T extends object>(model: GridModel<T, never>): Def<T>[] {
  return model.columns.map((c) => buildDef(model, c));
}

function buildDef<T extends object>(model: GridModel<T, never>, c: ColumnOrGroup<T>): Def<T> {
  if (isColumnGroup(c)) {
    return {
      groupId: c.groupId,
      headerName: c.header,
      marryChildren: true,
      children: c.children.map((child) => buildDef(model, child)),
    };
  }
  return buildLeaf(model, c);
}

function buildLeaf<T extends object>(model: GridModel<T, never>, spec: ColumnSpec<T>): ColDef<StoreRow<T>> {
  const colId = colIdOf(spec);
  const state = model.columnState.find((s) => s.colId === colId);
  const sortIndex = model.sortBy.findIndex((s) => s.field === spec.field);
  const sort = model.sortBy[sortIndex];
  const right = spec.align === 'right';
  const center = spec.align === 'center';
  const { formatter, renderer, getValue, field } = spec;

  const def: ColDef<StoreRow<T>> = {
    colId,
    headerName: model.columnHeader(colId),
    headerTooltip: spec.headerTooltip,
    initialWidth: state?.width ?? spec.width,
    minWidth: spec.minWidth ?? 40,
    maxWidth: spec.maxWidth,
    initialFlex: state?.width ? undefined : spec.flex,
    initialHide: state?.hidden ?? !!spec.hidden,
    initialPinned: state?.pinned ?? spec.pinned ?? undefined,
    resizable: spec.resizable ?? true,
    sortable: spec.sortable ?? true,
    comparator: keepStoreOrder,
    sortingOrder: spec.absSort ? ABS_SORT_ORDER : SORT_ORDER,
    initialSort: sort ? (sort.abs ? { type: 'absolute', direction: sort.dir } : sort.dir) : undefined,
    initialSortIndex: sort ? sortIndex : undefined,
    suppressHeaderMenuButton: true,
    headerClass: right ? 'ag-right-aligned-header' : center ? 'tb-grid-header--center' : undefined,
    valueGetter: ({ data }) =>
      data?.kind === 'record' ? (getValue ? getValue(data.record) : data.record.get(field)) : undefined,
    ...cellClassesOf(spec),
    // AG Grid flashes a changed value; cellClassesOf adds which way it went, for the colour.
    enableCellChangeFlash: spec.highlightChanges || undefined,
  };
  if (formatter) {
    def.valueFormatter = ({ data, value }) => (data?.kind === 'record' ? formatter(value, data.record) : '');
  }
  if (spec.isTreeColumn) {
    // The cell shows the row's tree (indent, toggle) too, which the value does not carry: TreeCell redraws itself
    // when that changes, and AG Grid when the value does.
    def.cellRenderer = TreeCell;
  } else if (renderer) {
    def.cellRenderer = (p: CustomCellRendererProps<StoreRow<T>, unknown, GridContext<T>>) =>
      p.data?.kind === 'record' ? renderer(p.value, p.data.record) : null;
  }
  if (spec.filterable) {
    const type =
      spec.filterable === true
        ? filterTypeOfField(model.store.fields.find((f) => f.name === field)?.type)
        : spec.filterable;
    // AG Grid draws the popup; the Store filters (see columnFilters.ts), so AG Grid's own test passes every row.
    def.filter = { component: agFilterComponent(type), doesFilterPass: passEveryRow };
    def.filterParams = agFilterParams(type, model.columnFiltersCommitOnChange);
    def.suppressHeaderFilterButton = false;
  }
  if (spec.tooltip) {
    const tip = spec.tooltip;
    def.tooltipValueGetter = ({ data, value, valueFormatted }) => {
      if (data?.kind !== 'record') return undefined;
      if (typeof tip === 'function') return tip(value, data.record);
      return valueFormatted ?? (value == null ? undefined : String(value));
    };
  }
  if (spec.editable || model.store.hasRules) addEditing(model, spec, def);
  return def;
}

/**
 * Editing of a column: its editor, which cells can be edited (a class marks them), and the marks of cells whose
 * value changed since committed and of cells that fail their field's rules (the messages in the tooltip).
 * Marks are cellClassRules: AG Grid re-evaluates those (adding and removing classes) whenever a row changes.
 */
function addEditing<T extends object>(
  model: GridModel<T, never>,
  spec: ColumnSpec<T>,
  def: ColDef<StoreRow<T>>,
): void {
  const { store } = model;
  const { field, editable } = spec;
  const canEdit = (row: StoreRow<T> | undefined) =>
    row?.kind === 'record' && (typeof editable === 'function' ? editable(row.record) : !!editable);
  const errorsOf = (row: StoreRow<T> | undefined) =>
    row?.kind === 'record' ? store.fieldErrors(row.record.id, field) : [];
  const rules: ClassRules<T> = {
    ...def.cellClassRules,
    'tb-grid-cell--dirty': ({ data }) =>
      data?.kind === 'record' && !data.record.isAdd && data.record.isFieldModified(field),
    'tb-grid-cell--invalid': ({ data }) => errorsOf(data).length > 0,
  };
  if (editable) {
    const { cellRenderer } = def;
    Object.assign(def, editorColDef(spec.editor, model.fullRowEditing));
    if (cellRenderer) def.cellRenderer = cellRenderer;
    def.editable = ({ data }) => canEdit(data);
    // The store takes the value (AG Grid never writes to records), at once, as the editor closes: the grid draws
    // the store's new row in the same frame. (A cellEditRequest would reach the store a task later, after a frame
    // showing the old value.) False: AG Grid's row is unchanged; the store's new rows replace it.
    def.valueSetter = ({ data, newValue }) => {
      model.applyCellEdit(data, colIdOf(spec), newValue);
      return false;
    };
    rules['tb-grid-cell--editable'] = ({ data }) => canEdit(data);
  }
  def.cellClassRules = rules;
  const tooltip = def.tooltipValueGetter;
  def.tooltipValueGetter = (params) => {
    const errors = errorsOf(params.data);
    return errors.length ? errors.join('\n') : tooltip?.(params);
  };
}
