import type { FieldFilter, FieldFilterOp, FieldType, Filter } from '../data';

/**
 * Column header filters: AG Grid Community's text, number and date filter popups, used as the UI only. What
 * users enter there becomes a Store filter (source 'columnFilters'), so the Store does the filtering and the
 * count, exports and other views agree with the grid.
 */

/** Source name of the filter a grid's column header filters set on its store. */
export const COLUMN_FILTER_SOURCE = 'columnFilters';

/** The kind of header filter: text (contains, equals, ...), number (>, <, between, ...) or local date. */
export type ColumnFilterType = 'text' | 'number' | 'date';

const TEXT_OPTIONS = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
];
const NUMBER_OPTIONS = [
  'equals',
  'notEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
];
const DATE_OPTIONS = ['equals', 'notEqual', 'greaterThan', 'lessThan', 'inRange', 'blank', 'notBlank'];

/** AG Grid's component for a filter type. */
export function agFilterComponent(type: ColumnFilterType): string {
  return type === 'number'
    ? 'agNumberColumnFilter'
    : type === 'date'
      ? 'agDateColumnFilter'
      : 'agTextColumnFilter';
}

/**
 * Params of AG Grid's filter popup: only the options the Store can do, ranges inclusive, and, unless filters
 * commit on change, an Apply button (the filter then applies on Apply or Enter, not as the user types).
 */
export function agFilterParams(type: ColumnFilterType, commitOnChange: boolean): Record<string, unknown> {
  const filterOptions = type === 'number' ? NUMBER_OPTIONS : type === 'date' ? DATE_OPTIONS : TEXT_OPTIONS;
  return {
    filterOptions,
    maxNumConditions: 2,
    inRangeInclusive: true,
    buttons: commitOnChange ? ['reset'] : ['reset', 'apply'],
    closeOnApply: true,
  };
}

/** The header filter type of a field: numbers get a number filter, local dates a date one, the rest text. */
export function filterTypeOfField(fieldType: FieldType | undefined): ColumnFilterType {
  if (fieldType === 'number' || fieldType === 'int') return 'number';
  if (fieldType === 'localDate' || fieldType === 'date') return 'date';
  return 'text';
}

const SCALAR_OPS: Record<string, FieldFilterOp> = {
  equals: '=',
  notEqual: '!=',
  greaterThan: '>',
  greaterThanOrEqual: '>=',
  lessThan: '<',
  lessThanOrEqual: '<=',
};
const TEXT_OPS: Record<string, FieldFilterOp> = {
  contains: 'like',
  notContains: 'not like',
  equals: '=',
  notEqual: '!=',
  startsWith: 'begins',
  endsWith: 'ends',
};

type Condition = Record<string, unknown>;

function isRecord(value: unknown): value is Condition {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'YYYY-MM-DD hh:mm:ss' (AG Grid's date text) → 'YYYY-MM-DD', the Store's local date. */
function dayOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

function conditionFilter(field: string, c: Condition): Filter | null {
  const type = c.type;
  if (type === 'blank') return { field, op: '=', value: null };
  if (type === 'notBlank') return { field, op: '!=', value: null };
  if (typeof type !== 'string') return null;
  const kind = c.filterType;
  if (kind === 'text') {
    const op = TEXT_OPS[type];
    const text = typeof c.filter === 'string' ? c.filter : '';
    return op && text ? { field, op, value: text } : null;
  }
  const from = kind === 'date' ? dayOf(c.dateFrom) : typeof c.filter === 'number' ? c.filter : null;
  const to = kind === 'date' ? dayOf(c.dateTo) : typeof c.filterTo === 'number' ? c.filterTo : null;
  if (from === null) return null;
  if (type === 'inRange') {
    if (to === null) return null;
    const range: FieldFilter[] = [
      { field, op: '>=', value: from },
      { field, op: '<=', value: to },
    ];
    return { op: 'AND', filters: range };
  }
  const op = SCALAR_OPS[type];
  return op ? { field, op, value: from } : null;
}

/** One column's filter: a condition, or two joined with AND / OR. */
function columnFilter(field: string, model: unknown): Filter | null {
  if (!isRecord(model)) return null;
  if (Array.isArray(model.conditions)) {
    const filters = model.conditions
      .map((c: unknown) =>
        isRecord(c) ? conditionFilter(field, { filterType: model.filterType, ...c }) : null,
      )
      .filter((f): f is Filter => f !== null);
    if (filters.length <= 1) return filters[0] ?? null;
    return { op: model.operator === 'OR' ? 'OR' : 'AND', filters };
  }
  return conditionFilter(field, model);
}

/**
 * The Store filter of AG Grid's filter model (`api.getFilterModel()`): each column's conditions on its field,
 * columns combined with AND; null when no column has a usable condition. `fieldOf` maps column ids to fields
 * (and leaves out columns that are not the grid's).
 */
export function agFilterModelToFilter(
  model: Record<string, unknown> | null | undefined,
  fieldOf: (colId: string) => string | undefined,
): Filter | null {
  const filters: Filter[] = [];
  for (const [colId, colModel] of Object.entries(model ?? {})) {
    const field = fieldOf(colId);
    const f = field ? columnFilter(field, colModel) : null;
    if (f) filters.push(f);
  }
  if (filters.length <= 1) return filters[0] ?? null;
  return { op: 'AND', filters };
}
