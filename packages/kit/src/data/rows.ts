import type { StoreRecord } from './StoreRecord';

/** A visible row for a record (a plain record, or a node of a tree). */
export interface StoreRecordRow<T extends object> {
  readonly kind: 'record';
  /** The record's key (views key rows by it): its id as text, kept when a commit gives it a new id. */
  readonly id: string;
  readonly record: StoreRecord<T>;
  /** Indent level: tree depth, plus one per grouping level above it. */
  readonly depth: number;
  readonly expanded: boolean;
  /** Number of its children that pass the filter (0 for a leaf). */
  readonly childCount: number;
}

/** A visible row heading a group of records that share the value of a field. */
export interface StoreGroupRow<T extends object> {
  readonly kind: 'group';
  /** 'group:' followed by the path of field=value pairs, e.g. 'group:city=London>active=true'. */
  readonly id: string;
  readonly field: string;
  readonly value: unknown;
  /** Text shown for the value (see StoreConfig.groupLabel). */
  readonly label: string;
  readonly depth: number;
  readonly expanded: boolean;
  /** The records of the group (all levels below it), in sorted order. */
  readonly records: readonly StoreRecord<T>[];
}

export type StoreRow<T extends object> = StoreRecordRow<T> | StoreGroupRow<T>;

/**
 * The store's record rows: a class, not object literals, so a row is small (its id text is worked out when read,
 * not stored), which is most of what flattening 100,000 records allocates.
 */
export class RecordRow<T extends object> implements StoreRecordRow<T> {
  readonly kind = 'record' as const;
  constructor(
    readonly record: StoreRecord<T>,
    readonly depth: number,
    readonly expanded: boolean,
    readonly childCount: number,
  ) {}

  get id(): string {
    return this.record.key;
  }
}

export const GROUP_ID_PREFIX = 'group:';

export function isGroupRow<T extends object>(row: StoreRow<T>): row is StoreGroupRow<T> {
  return row.kind === 'group';
}

/** Whether a row can be expanded (a group, or a record with visible children). */
export function isExpandable<T extends object>(row: StoreRow<T>): boolean {
  return row.kind === 'group' || row.childCount > 0;
}
