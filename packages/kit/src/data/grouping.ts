import type { StoreRecord } from './StoreRecord';
import { GROUP_ID_PREFIX, type StoreRecordRow } from './rows';
import { sortKeys } from './sort';
import type { RecordData } from './types';

/** A group of records sharing a field value: subgroups when more fields follow, else its records. */
export interface GroupNode<T extends object> {
  id: string;
  field: string;
  value: unknown;
  label: string;
  depth: number;
  records: StoreRecord<T>[];
  subgroups: GroupNode<T>[] | null;
  /** The rows of a last-level group's records, made when first flattened and reused while the group lives. */
  rows: StoreRecordRow<T>[] | null;
}

/** Orders the groups of one level; return <0 when a comes first. Default: by value, blanks last. */
export type GroupSortFn = (a: GroupInfo, b: GroupInfo) => number;

/** What a group label or group sort sees of a group. */
export interface GroupInfo {
  field: string;
  value: unknown;
  recordCount: number;
}

export interface GroupOptions {
  label: (field: string, value: unknown) => string;
  sortFn: GroupSortFn | null;
}

function valueKey(value: unknown): string {
  if (value == null || value === '') return '';
  return value instanceof Date ? value.toISOString() : String(value);
}

/** The distinct values of one grouping field and each record's value as a code (its index in `values`). */
interface FieldCodes {
  field: string;
  /** Each record's code, by position in the list grouped. */
  codes: Int32Array;
  /** Distinct values: blanks ('' and undefined) as null, dates as their time. */
  values: unknown[];
  /** The value a group shows: the first Date seen for a time, else the value. */
  shown: unknown[];
  /** Rank of each code in the default group order (by value, blanks last). */
  rank: Int32Array;
}

/**
 * Codes of one field over the records, read in list order in one pass. Grouping then works on these integers,
 * never touching the records again: records of a group lie scattered in memory, and reading each one's data
 * again per level costs more than all the rest of grouping.
 */
function fieldCodes<T extends object>(records: readonly StoreRecord<T>[], field: string): FieldCodes {
  const n = records.length;
  const codes = new Int32Array(n);
  const values: unknown[] = [];
  const shown: unknown[] = [];
  const index = new Map<unknown, number>();
  // Records often come in runs of one value (sorted, or loaded in order): a run needs no map lookup.
  let runValue: unknown = undefined;
  let runCode = -1;
  for (let i = 0; i < n; i++) {
    // Read inline (not through a helper): this is the hot loop.
    const raw = ((records[i] as StoreRecord<T>).data as RecordData)[field];
    const isDate = typeof raw === 'object' && raw instanceof Date;
    const value = raw === '' || raw === undefined ? null : isDate ? raw.getTime() : raw;
    let code: number;
    if (runCode >= 0 && value === runValue) code = runCode;
    else {
      const found = index.get(value);
      if (found === undefined) {
        code = values.length;
        values.push(value);
        shown.push(raw === '' || raw === undefined ? null : raw);
        index.set(value, code);
      } else code = found;
      runValue = value;
      runCode = code;
    }
    codes[i] = code;
  }
  // Default order of the values: by sort key, blanks (NaN keys) last.
  const keys = sortKeys(values);
  const order = values.map((_, i) => i);
  order.sort((a, b) => {
    const x = keys[a] as number;
    const y = keys[b] as number;
    if (x !== x) return y !== y ? 0 : 1;
    if (y !== y) return -1;
    return x - y;
  });
  const rank = new Int32Array(values.length);
  order.forEach((code, r) => (rank[code] = r));
  return { field, codes, values, shown, rank };
}

/**
 * Groups records (already sorted) by the fields in turn; records keep their order within each group. Groups of a
 * level are ordered by value (blanks last) or by `sortFn`.
 */
export function groupRecords<T extends object>(
  records: readonly StoreRecord<T>[],
  fields: readonly string[],
  opts: GroupOptions,
): GroupNode<T>[] {
  if (fields.length === 0) return [];
  const levels = fields.map((field) => fieldCodes(records, field));
  const all = new Int32Array(records.length);
  for (let i = 0; i < all.length; i++) all[i] = i;
  return groupLevel(records, levels, all, opts, '', 0);
}

/** The groups of one level over some records (positions in `records`), with their subgroups. */
function groupLevel<T extends object>(
  records: readonly StoreRecord<T>[],
  levels: readonly FieldCodes[],
  members: Int32Array,
  opts: GroupOptions,
  parentPath: string,
  depth: number,
): GroupNode<T>[] {
  const level = levels[depth] as FieldCodes;
  const { field, codes, values, shown, rank } = level;
  // Counting sort of the members by code: stable, so records keep their order within a group.
  const counts = new Int32Array(values.length);
  for (let i = 0; i < members.length; i++) {
    const c = codes[members[i] as number] as number;
    counts[c] = (counts[c] as number) + 1;
  }
  const present: number[] = [];
  for (let c = 0; c < counts.length; c++) if (counts[c]) present.push(c);
  if (opts.sortFn) {
    const sortFn = opts.sortFn;
    present.sort((a, b) =>
      sortFn(
        { field, value: values[a], recordCount: counts[a] as number },
        { field, value: values[b], recordCount: counts[b] as number },
      ),
    );
  } else present.sort((a, b) => (rank[a] as number) - (rank[b] as number));
  const starts = new Int32Array(values.length);
  let at = 0;
  for (const c of present) {
    starts[c] = at;
    at += counts[c] as number;
  }
  const sorted = new Int32Array(members.length);
  const fill = starts.slice();
  for (let i = 0; i < members.length; i++) {
    const m = members[i] as number;
    const c = codes[m] as number;
    const to = fill[c] as number;
    fill[c] = to + 1;
    sorted[to] = m;
  }
  const isLast = depth === levels.length - 1;
  return present.map((c) => {
    const group = sorted.subarray(starts[c] as number, (starts[c] as number) + (counts[c] as number));
    const groupRecordsList = new Array<StoreRecord<T>>(group.length);
    for (let i = 0; i < group.length; i++)
      groupRecordsList[i] = records[group[i] as number] as StoreRecord<T>;
    const value = shown[c];
    const id = `${parentPath ? `${parentPath}>` : GROUP_ID_PREFIX}${field}=${valueKey(values[c])}`;
    return {
      id,
      field,
      value,
      label: opts.label(field, value),
      depth,
      records: groupRecordsList,
      subgroups: isLast ? null : groupLevel(records, levels, group, opts, id, depth + 1),
      rows: null,
    };
  });
}

/** Default group label: the value as text, '[None]' for blanks, Yes / No for booleans. */
export function defaultGroupLabel(_field: string, value: unknown): string {
  if (value == null || value === '') return '[None]';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
