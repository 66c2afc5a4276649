import {
  isCompoundFilter,
  isFieldFilter,
  type FieldFilter,
  type FieldFilterOp,
  type Filter,
  type FilterValue,
} from '../data';

/** A field the FilterChooser offers, with the values it suggests. */
export interface FilterChooserField {
  field: string;
  label: string;
  type: 'string' | 'number' | 'bool';
  /** Distinct values to suggest (from the data). */
  values: readonly unknown[];
}

/** One suggestion (and, once chosen, one chip): a field filter and its label, e.g. 'City = London'. */
export interface FilterOption {
  value: string;
  label: string;
  filter: FieldFilter;
}

const OPS_IN_QUERY: readonly FieldFilterOp[] = ['!=', '>=', '<=', '=', '>', '<', 'like', 'begins', 'ends'];
const QUERY = new RegExp(
  `^\\s*(.+?)\\s*(${OPS_IN_QUERY.map((o) => o.replace(/[=<>!]/g, (c) => `\\${c}`)).join('|')})\\s*(.*)$`,
  'i',
);

function valueText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
  return String(value);
}

export function filterOption(f: FieldFilter, label: string): FilterOption {
  const shown = Array.isArray(f.value) ? f.value.map(valueText).join(', ') : valueText(f.value);
  return { value: JSON.stringify([f.field, f.op, f.value]), label: `${label} ${f.op} ${shown}`, filter: f };
}

function parseValue(text: string, type: FilterChooserField['type']): FilterValue | undefined {
  const t = text.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (!t) return undefined;
  if (type === 'number') {
    const n = Number(t.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  if (type === 'bool') {
    if (/^(true|yes|y|1)$/i.test(t)) return true;
    if (/^(false|no|n|0)$/i.test(t)) return false;
    return undefined;
  }
  return t;
}

/**
 * Suggestions for what a user typed: either 'field op value' (e.g. 'city = lon', 'profit_loss > 1000'), or
 * plain text matched against every field's values ('lon' → 'City = London', ...). Values that start with the
 * text come first; at most `limit`.
 */
export function filterSuggestions(
  query: string,
  fields: readonly FilterChooserField[],
  limit = 20,
): FilterOption[] {
  const q = query.trim();
  if (!q) return [];
  const parsed = QUERY.exec(q);
  if (parsed) {
    const [, name = '', rawOp = '', rest = ''] = parsed;
    const field = fields.find(
      (f) => f.field.toLowerCase() === name.toLowerCase() || f.label.toLowerCase() === name.toLowerCase(),
    );
    if (field) return suggestForField(field, rawOp.toLowerCase() as FieldFilterOp, rest, limit);
  }
  const needle = q.toLowerCase();
  const starts: FilterOption[] = [];
  const contains: FilterOption[] = [];
  for (const f of fields) {
    for (const v of f.values) {
      const text = valueText(v).toLowerCase();
      const at = text.indexOf(needle);
      if (at < 0) continue;
      const option = filterOption({ field: f.field, op: '=', value: v as FilterValue }, f.label);
      (at === 0 ? starts : contains).push(option);
    }
  }
  const likes = fields
    .filter((f) => f.type === 'string')
    .map((f) => filterOption({ field: f.field, op: 'like', value: q }, f.label));
  return [...starts, ...contains]
    .slice(0, Math.max(0, limit - likes.length))
    .concat(likes)
    .slice(0, limit);
}

function suggestForField(
  field: FilterChooserField,
  op: FieldFilterOp,
  rest: string,
  limit: number,
): FilterOption[] {
  if (!rest.trim()) {
    // 'city =' with nothing after it: offer the field's values.
    if (op !== '=' && op !== '!=') return [];
    return field.values
      .slice(0, limit)
      .map((v) => filterOption({ field: field.field, op, value: v as FilterValue }, field.label));
  }
  const value = parseValue(rest, field.type);
  if (value === undefined) return [];
  if (field.type === 'string' && (op === '=' || op === '!=')) {
    const needle = String(value).toLowerCase();
    const matching = field.values.filter((v) => valueText(v).toLowerCase().includes(needle));
    const exact = matching.some((v) => valueText(v).toLowerCase() === needle);
    const options = matching
      .slice(0, limit)
      .map((v) => filterOption({ field: field.field, op, value: v as FilterValue }, field.label));
    return exact
      ? options
      : [filterOption({ field: field.field, op, value }, field.label), ...options].slice(0, limit);
  }
  return [filterOption({ field: field.field, op, value }, field.label)];
}

/** The filter of the chosen chips: chips on the same field combine with OR, different fields with AND. */
export function chipsToFilter(chips: readonly FilterOption[]): Filter | null {
  if (chips.length === 0) return null;
  const byField = new Map<string, FieldFilter[]>();
  for (const c of chips) {
    const list = byField.get(c.filter.field);
    if (list) list.push(c.filter);
    else byField.set(c.filter.field, [c.filter]);
  }
  const groups: Filter[] = [...byField.values()].map((list) =>
    list.length === 1 ? (list[0] as FieldFilter) : { op: 'OR', filters: list },
  );
  return groups.length === 1 ? (groups[0] as Filter) : { op: 'AND', filters: groups };
}

/**
 * The chips showing a filter (the reverse of chipsToFilter), or null when it is not made of field filters in
 * that shape: a field filter, an OR of filters on one field, or an AND of those.
 */
export function filterToChips(
  filter: Filter | null | undefined,
  labelOf: (field: string) => string,
): FilterOption[] | null {
  if (!filter) return [];
  if (isFieldFilter(filter)) return [filterOption(filter, labelOf(filter.field))];
  if (!isCompoundFilter(filter)) return null;
  const parts = filter.op === 'AND' ? filter.filters : [filter];
  const chips: FilterOption[] = [];
  for (const part of parts) {
    const list = isCompoundFilter(part) && part.op === 'OR' ? part.filters : [part];
    const fields = new Set<string>();
    for (const f of list) {
      if (!isFieldFilter(f)) return null;
      fields.add(f.field);
      chips.push(filterOption(f, labelOf(f.field)));
    }
    if (fields.size > 1) return null;
  }
  return chips;
}
