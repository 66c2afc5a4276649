import { lowerCase } from './lowerCase';
import type { StoreRecord } from './StoreRecord';
import { fieldValue } from './types';

/** Operators of a field filter. `like` means "contains"; `in` / `not in` take a list of values. */
export type FieldFilterOp =
  '=' | '!=' | '>' | '>=' | '<' | '<=' | 'like' | 'not like' | 'begins' | 'ends' | 'in' | 'not in';

export const FIELD_FILTER_OPS: readonly FieldFilterOp[] = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'like',
  'not like',
  'begins',
  'ends',
  'in',
  'not in',
];

export type FilterValue = string | number | boolean | null;

/** A test of one field, e.g. `{field: 'city', op: '=', value: 'London'}`. Text comparisons ignore case. */
export interface FieldFilter {
  field: string;
  op: FieldFilterOp;
  /** A value, or a list for `in` / `not in` (a list with `=` / `!=` means the same). */
  value: FilterValue | readonly FilterValue[];
}

/** All (AND) or any (OR) of some filters. */
export interface CompoundFilter {
  op: 'AND' | 'OR';
  filters: readonly Filter[];
}

/** Where a text filter must match: anywhere, at the start of a field's value, or at the start of any word. */
export type TextMatchMode = 'any' | 'start' | 'startWord';

/** Text typed by a user, matched against several fields at once (a StoreFilterField's filter). */
export interface TextFilter {
  text: string;
  /** Fields searched; default the store's search fields. */
  fields?: readonly string[];
  matchMode?: TextMatchMode;
}

/** A filter: plain JSON, so it can be saved, sent and shown. */
export type Filter = FieldFilter | CompoundFilter | TextFilter;

export function isCompoundFilter(f: Filter): f is CompoundFilter {
  return 'filters' in f;
}

export function isTextFilter(f: Filter): f is TextFilter {
  return 'text' in f && !('field' in f);
}

export function isFieldFilter(f: Filter): f is FieldFilter {
  return 'field' in f;
}

/** AND of the filters given, leaving out nulls: null when none remain, the filter itself when one does. */
export function andFilters(...filters: readonly (Filter | null | undefined)[]): Filter | null {
  const list = filters.filter((f): f is Filter => f != null);
  if (list.length === 0) return null;
  if (list.length === 1) return list[0] ?? null;
  return { op: 'AND', filters: list };
}

/** A compiled filter: a test of one record. */
export type RecordTest = (record: StoreRecord<object>) => boolean;

export interface CompileOptions {
  /** Fields a text filter searches when it names none. */
  searchFields: readonly string[];
}

/** Turns a filter into a test, once, so the per-record work is a few comparisons with no allocation. */
export function compileFilter(filter: Filter, opts: CompileOptions): RecordTest {
  if (isCompoundFilter(filter)) {
    const tests = filter.filters.map((f) => compileFilter(f, opts));
    if (tests.length === 0) return () => true;
    if (filter.op === 'AND') return (r) => tests.every((t) => t(r));
    return (r) => tests.some((t) => t(r));
  }
  if (isTextFilter(filter)) return compileTextFilter(filter, opts.searchFields);
  return compileFieldFilter(filter);
}

/** Distinct values a text filter remembers per field; past this (e.g. free-text notes) it just tests each. */
const MAX_MEMO = 20_000;

function compileTextFilter(filter: TextFilter, searchFields: readonly string[]): RecordTest {
  const query = filter.text.trim().toLowerCase();
  if (!query) return () => true;
  const fields = filter.fields ?? searchFields;
  const mode = filter.matchMode ?? 'any';
  const matches: (text: string) => boolean =
    mode === 'start'
      ? (text) => text.startsWith(query)
      : mode === 'startWord'
        ? (text) => includesAtWordStart(text, query)
        : (text) => text.includes(query);
  // Field values repeat across records (companies, cities, dates): each distinct one is tested once per
  // filter, so a search over 100,000 records is mostly map lookups, with no per-record text built or kept.
  const memos = fields.map(() => new Map<unknown, boolean>());
  const count = fields.length;
  return (r) => {
    const data = r.data as Record<string, unknown>;
    for (let i = 0; i < count; i++) {
      const value = data[fields[i] as string];
      if (value == null || value === '') continue;
      if (typeof value === 'number') {
        if (matches(String(value))) return true;
        continue;
      }
      const memo = memos[i] as Map<unknown, boolean>;
      let hit = memo.get(value);
      if (hit === undefined) {
        hit = matches(lower(value));
        if (memo.size < MAX_MEMO) memo.set(value, hit);
      }
      if (hit) return true;
    }
    return false;
  };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function includesAtWordStart(text: string, query: string): boolean {
  let at = text.indexOf(query);
  while (at >= 0) {
    if (at === 0 || !WORD_CHAR.test(text.charAt(at - 1))) return true;
    at = text.indexOf(query, at + 1);
  }
  return false;
}

/** Text of a value for case-insensitive comparison. */
function lower(value: unknown): string {
  if (typeof value === 'string') return lowerCase(value);
  return value == null ? '' : lowerCase(value instanceof Date ? value.toISOString() : String(value));
}

function isBlank(value: unknown): boolean {
  return value == null || value === '';
}

/** Orders two values of a field: numbers as numbers, everything else as case-insensitive text. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const sa = lower(a);
  const sb = lower(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Equality as a user means it: case-insensitive for text, null equal to an empty string. */
function valuesEqual(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (typeof a === 'string' || typeof b === 'string') return lower(a) === lower(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

function compileFieldFilter({ field, op, value }: FieldFilter): RecordTest {
  const get = (r: StoreRecord<object>) => fieldValue(r.data, field);
  const list: readonly FilterValue[] | null = Array.isArray(value) ? value : null;
  const single = (list ? list[0] : value) as FilterValue;

  if (op === 'in' || op === 'not in' || (list && (op === '=' || op === '!='))) {
    const values = list ?? [single];
    // Text values go in a set, so a long list costs one lookup per record.
    const texts = new Set(values.filter((v) => typeof v === 'string').map(lower));
    const others = values.filter((v) => typeof v !== 'string');
    const blankListed = values.some(isBlank);
    const matches = (v: unknown) =>
      isBlank(v)
        ? blankListed
        : (typeof v === 'string' && texts.has(lowerCase(v))) || others.some((o) => valuesEqual(v, o));
    return op === 'in' || op === '=' ? (r) => matches(get(r)) : (r) => !matches(get(r));
  }

  if (op === '>' || op === '>=' || op === '<' || op === '<=') {
    const wanted = (c: number) => (op === '>' ? c > 0 : op === '>=' ? c >= 0 : op === '<' ? c < 0 : c <= 0);
    if (typeof single === 'number') {
      // The common case, numbers against a number, without the generic comparison.
      const x = single;
      const test =
        op === '>'
          ? (v: number) => v > x
          : op === '>='
            ? (v: number) => v >= x
            : op === '<'
              ? (v: number) => v < x
              : (v: number) => v <= x;
      return (r) => {
        const v = get(r);
        return typeof v === 'number' ? test(v) : !isBlank(v) && wanted(compareValues(v, x));
      };
    }
    return (r) => {
      const v = get(r);
      return !isBlank(v) && wanted(compareValues(v, single));
    };
  }

  switch (op) {
    case '=':
      return (r) => valuesEqual(get(r), single);
    case '!=':
      return (r) => !valuesEqual(get(r), single);
    default: {
      const needle = lower(single);
      if (op === 'like') return (r) => lower(get(r)).includes(needle);
      if (op === 'not like') return (r) => !lower(get(r)).includes(needle);
      if (op === 'begins') return (r) => lower(get(r)).startsWith(needle);
      return (r) => lower(get(r)).endsWith(needle);
    }
  }
}

/** Whether two filters are the same (they are plain JSON). */
export function filtersEqual(a: Filter | null | undefined, b: Filter | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
