import {
  isCompoundFilter,
  isTextFilter,
  type FieldFilter,
  type Filter,
  type FilterValue,
  type TextFilter,
} from '@toolbox/kit/data';

/** Names of the store's filter sources, as the View Grid Filters dialog lists them. */
export const FILTER_SOURCE_NAMES: Record<string, string> = {
  filterChooser: 'Filter chooser',
  filterField: 'Filter field',
  columnFilters: 'Column filters',
};

function valueText(value: FilterValue): string {
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

const TEXT_MODES: Record<NonNullable<TextFilter['matchMode']>, string> = {
  any: 'contains',
  start: 'starts with',
  startWord: 'has a word starting with',
};

function fieldText(f: FieldFilter, labelOf: (field: string) => string): string {
  const label = labelOf(f.field);
  if (f.value === null && (f.op === '=' || f.op === '!='))
    return `${label} is ${f.op === '=' ? '' : 'not '}blank`;
  if (Array.isArray(f.value)) return `${label} ${f.op} (${f.value.map(valueText).join(', ')})`;
  return `${label} ${f.op} ${valueText(f.value as FilterValue)}`;
}

/**
 * A filter as a person reads it: 'City = "Chicago" AND (P&L > 1,000 OR P&L < -1,000)'; text filters as
 * 'Any field contains "lon"'.
 */
export function filterText(filter: Filter, labelOf: (field: string) => string): string {
  if (isCompoundFilter(filter)) {
    const parts = filter.filters.map((f) => {
      const text = filterText(f, labelOf);
      return isCompoundFilter(f) && f.filters.length > 1 ? `(${text})` : text;
    });
    return parts.join(` ${filter.op} `);
  }
  if (isTextFilter(filter)) {
    const where = filter.fields?.length ? filter.fields.map(labelOf).join(' or ') : 'Any field';
    return `${where} ${TEXT_MODES[filter.matchMode ?? 'any']} "${filter.text}"`;
  }
  return fieldText(filter, labelOf);
}
