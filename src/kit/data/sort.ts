import type { StoreRecord } from './StoreRecord';
import { fieldValue } from './types';

export type SortDir = 'asc' | 'desc';

/** One key of a sort: a field, a direction, and whether to compare absolute values (e.g. P&L by size). */
export interface SortSpec {
  field: string;
  dir: SortDir;
  abs?: boolean;
}

/** A sort as written in configs: a SortSpec, or a string 'field', 'field|desc' or 'field|desc|abs'. */
export type SortSpecInput = SortSpec | string;

export function parseSortSpec(input: SortSpecInput): SortSpec {
  if (typeof input !== 'string') return { field: input.field, dir: input.dir, abs: input.abs ?? false };
  const [field = '', dir, abs] = input.split('|');
  if (!field) throw new Error(`Invalid sort '${input}': expected 'field', 'field|desc' or 'field|desc|abs'.`);
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc') {
    throw new Error(`Invalid sort direction '${dir}' in '${input}': use asc or desc.`);
  }
  if (abs !== undefined && abs !== 'abs') throw new Error(`Invalid sort option '${abs}' in '${input}'.`);
  return { field, dir: dir ?? 'asc', abs: abs === 'abs' };
}

export function parseSortSpecs(
  input: SortSpecInput | readonly SortSpecInput[] | null | undefined,
): SortSpec[] {
  if (input == null) return [];
  return (Array.isArray(input) ? input : [input as SortSpecInput]).map(parseSortSpec);
}

export function formatSortSpec(spec: SortSpec): string {
  return `${spec.field}|${spec.dir}${spec.abs ? '|abs' : ''}`;
}

/**
 * Numeric sort keys of a list of values: numbers (or their absolute values), booleans as 0/1, dates as times,
 * text as its rank among the distinct texts (case-insensitive). NaN marks a missing value. Comparing two keys
 * is then a numeric comparison, which is what keeps sorting 100,000 records fast.
 */
export function sortKeys(values: readonly unknown[], abs = false): Float64Array {
  return keysOf(values.length, (i) => values[i], abs);
}

/** Sort keys of n values read by index (no intermediate array of values: big stores sort with less garbage). */
function keysOf(n: number, valueAt: (i: number) => unknown, abs: boolean): Float64Array {
  const keys = new Float64Array(n);
  let texts: Map<string, number> | null = null;
  let textAt: (string | undefined)[] | null = null;
  for (let i = 0; i < n; i++) {
    const v = valueAt(i);
    if (typeof v === 'number') keys[i] = v !== v ? NaN : abs ? Math.abs(v) : v;
    else if (v == null || v === '') keys[i] = NaN;
    else if (typeof v === 'boolean') keys[i] = v ? 1 : 0;
    else if (v instanceof Date) keys[i] = v.getTime();
    else {
      // Text (and anything else, as text): ranked below once all distinct texts are known.
      texts ??= new Map();
      textAt ??= new Array<string | undefined>(n);
      const text = String(v);
      texts.set(text, 0);
      textAt[i] = text;
      keys[i] = -Infinity;
    }
  }
  if (!texts || !textAt) return keys;
  const distinct = [...texts.keys()].map((text) => ({ text, lower: text.toLowerCase() }));
  distinct.sort((a, b) =>
    a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : a.text < b.text ? -1 : a.text > b.text ? 1 : 0,
  );
  distinct.forEach((d, rank) => texts.set(d.text, rank));
  // Mixed columns: texts sort after numbers.
  const offset = 2 ** 52;
  for (let i = 0; i < n; i++) {
    const text = textAt[i];
    if (text !== undefined) keys[i] = offset + (texts.get(text) ?? 0);
  }
  return keys;
}

/**
 * The records sorted by the specs, key by key; missing values last whatever the direction; ties keep their
 * order. Returns the input when there is nothing to sort by.
 */
export function sortRecords<R extends StoreRecord<object>>(
  records: readonly R[],
  specs: readonly SortSpec[],
): R[] {
  const n = records.length;
  if (specs.length === 0 || n < 2) return records as R[];
  const keys = specs.map((s) => keysOf(n, (i) => fieldValue((records[i] as R).data, s.field), !!s.abs));
  const dirs = specs.map((s) => (s.dir === 'desc' ? -1 : 1));
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;

  if (keys.length === 1) {
    const k = keys[0] as Float64Array;
    const dir = dirs[0] as number;
    order.sort((a, b) => {
      const x = k[a] as number;
      const y = k[b] as number;
      if (x === y) return a - b;
      if (x !== x) return 1; // NaN: missing values last
      if (y !== y) return -1;
      return x < y ? -dir : dir;
    });
  } else {
    const count = keys.length;
    order.sort((a, b) => {
      for (let j = 0; j < count; j++) {
        const k = keys[j] as Float64Array;
        const x = k[a] as number;
        const y = k[b] as number;
        if (x === y || (x !== x && y !== y)) continue;
        if (x !== x) return 1;
        if (y !== y) return -1;
        return x < y ? -(dirs[j] as number) : (dirs[j] as number);
      }
      return a - b;
    });
  }
  const out = new Array<R>(n);
  for (let i = 0; i < n; i++) out[i] = records[order[i] as number] as R;
  return out;
}
