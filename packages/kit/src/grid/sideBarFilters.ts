import type { ColumnFilterType } from './columnFilters';

/**
 * What the side bar's Filters panel reads and writes: AG Grid's filter model of each column (the same model as
 * the header filter popups, so both always agree). The panel's quick inputs make the common conditions (text
 * contains, a number range); anything else entered in a popup is shown as a summary.
 */

/** A column the Filters panel lists. */
export interface SideBarFilterColumn {
  colId: string;
  header: string;
  type: ColumnFilterType;
}

/** AG Grid's filter model of one column (text, number or date, one condition or two). */
export type ColumnFilterModel = Record<string, unknown>;

/** The filter type of a column definition's `filter` (a name, `true`, or `{ component }`); null for none. */
export function filterTypeOfColDef(filter: unknown): ColumnFilterType | null {
  const name =
    typeof filter === 'object' && filter !== null && 'component' in filter
      ? (filter as { component: unknown }).component
      : filter;
  if (name === true || name === 'agTextColumnFilter') return 'text';
  if (name === 'agNumberColumnFilter') return 'number';
  if (name === 'agDateColumnFilter') return 'date';
  return null;
}

/** What the quick inputs of a column show: a text, or a number range; null when the model is something else. */
export type QuickFilter = { text: string } | { min: number | null; max: number | null };

/** The model of a text typed in the quick input: 'contains', or no filter for a blank text. */
export function textFilterModel(text: string): ColumnFilterModel | null {
  return text.trim() ? { filterType: 'text', type: 'contains', filter: text } : null;
}

/** The model of a number range (either end open), or no filter with neither end. */
export function numberRangeModel(min: number | null, max: number | null): ColumnFilterModel | null {
  if (min !== null && max !== null)
    return { filterType: 'number', type: 'inRange', filter: min, filterTo: max };
  if (min !== null) return { filterType: 'number', type: 'greaterThanOrEqual', filter: min };
  if (max !== null) return { filterType: 'number', type: 'lessThanOrEqual', filter: max };
  return null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The quick inputs' values of a column's model; null when the quick inputs cannot show it. */
export function quickFilterOf(
  type: ColumnFilterType,
  model: ColumnFilterModel | null | undefined,
): QuickFilter | null {
  if (!model) return type === 'number' ? { min: null, max: null } : type === 'text' ? { text: '' } : null;
  if (type === 'text' && model.type === 'contains' && typeof model.filter === 'string')
    return { text: model.filter };
  if (type !== 'number') return null;
  if (model.type === 'inRange') return { min: num(model.filter), max: num(model.filterTo) };
  if (model.type === 'greaterThanOrEqual') return { min: num(model.filter), max: null };
  if (model.type === 'lessThanOrEqual') return { min: null, max: num(model.filter) };
  return null;
}

const OP_TEXT: Record<string, string> = {
  contains: 'contains',
  notContains: 'does not contain',
  equals: '=',
  notEqual: '≠',
  startsWith: 'starts with',
  endsWith: 'ends with',
  greaterThan: '>',
  greaterThanOrEqual: '≥',
  lessThan: '<',
  lessThanOrEqual: '≤',
  blank: 'is blank',
  notBlank: 'is not blank',
};

const valueText = (v: unknown): string =>
  typeof v === 'string' ? (/^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : v) : String(v);

function conditionText(c: ColumnFilterModel): string {
  const type = typeof c.type === 'string' ? c.type : '';
  const from = c.dateFrom ?? c.filter;
  const to = c.dateTo ?? c.filterTo;
  if (type === 'inRange') return `between ${valueText(from)} and ${valueText(to)}`;
  if (type === 'blank' || type === 'notBlank') return OP_TEXT[type] ?? type;
  return `${OP_TEXT[type] ?? type} ${valueText(from)}`;
}

/** A column's filter in words (e.g. 'contains NVDA', '≥ 100 or < 0'). */
export function filterSummary(model: ColumnFilterModel): string {
  if (Array.isArray(model.conditions)) {
    const joiner = model.operator === 'OR' ? ' or ' : ' and ';
    return (model.conditions as ColumnFilterModel[]).map(conditionText).join(joiner);
  }
  return conditionText(model);
}
