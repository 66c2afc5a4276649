import type { StoreRecord } from './StoreRecord';
import { GROUP_ID_PREFIX } from './rows';
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

/**
 * Groups records (already sorted) by the fields in turn; records keep their order within each group. Groups of a
 * level are ordered by value (blanks last) or by `sortFn`.
 */
export function groupRecords<T extends object>(
  records: readonly StoreRecord<T>[],
  fields: readonly string[],
  opts: GroupOptions,
  parentPath = '',
  depth = 0,
): GroupNode<T>[] {
  const field = fields[depth];
  if (field === undefined) return [];
  const buckets = new Map<unknown, StoreRecord<T>[]>();
  // Dates group by time; the group keeps the first Date seen as its value.
  const shown = new Map<unknown, unknown>();
  // Sorted records come in runs of one value: a run fills its bucket without a map lookup per record.
  let runValue: unknown = undefined;
  let run: StoreRecord<T>[] | null = null;
  for (let i = 0; i < records.length; i++) {
    const record = records[i] as StoreRecord<T>;
    // Blank values ('' and null) form one group. Read inline (not through a helper): this is the hot loop.
    const raw = (record.data as RecordData)[field];
    const isDate = typeof raw === 'object' && raw instanceof Date;
    const value = raw === '' || raw === undefined ? null : isDate ? raw.getTime() : raw;
    if (run !== null && value === runValue) {
      run.push(record);
      continue;
    }
    let bucket = buckets.get(value);
    if (bucket) bucket.push(record);
    else {
      bucket = [record];
      buckets.set(value, bucket);
      if (isDate) shown.set(value, raw);
    }
    run = bucket;
    runValue = value;
  }
  let values = [...buckets.keys()];
  if (opts.sortFn) {
    const sortFn = opts.sortFn;
    values.sort((a, b) =>
      sortFn(
        { field, value: a, recordCount: buckets.get(a)?.length ?? 0 },
        { field, value: b, recordCount: buckets.get(b)?.length ?? 0 },
      ),
    );
  } else {
    const keys = sortKeys(values);
    const order = values.map((_, i) => i);
    order.sort((a, b) => {
      const x = keys[a] as number;
      const y = keys[b] as number;
      if (x !== x) return y !== y ? 0 : 1;
      if (y !== y) return -1;
      return x - y;
    });
    values = order.map((i) => values[i]);
  }
  const isLast = depth === fields.length - 1;
  return values.map((value) => {
    const members = buckets.get(value) ?? [];
    const groupValue = shown.has(value) ? shown.get(value) : value;
    const id = `${parentPath ? `${parentPath}>` : GROUP_ID_PREFIX}${field}=${valueKey(value)}`;
    return {
      id,
      field,
      value: groupValue,
      label: opts.label(field, groupValue),
      depth,
      records: members,
      subgroups: isLast ? null : groupRecords(members, fields, opts, id, depth + 1),
    };
  });
}

/** Default group label: the value as text, '[None]' for blanks, Yes / No for booleans. */
export function defaultGroupLabel(_field: string, value: unknown): string {
  if (value == null || value === '') return '[None]';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
