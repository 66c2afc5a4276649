import type { RecordData, RecordId } from './types';

/**
 * One record of a Store: its id, its current `data`, the `committedData` it was loaded or last committed with
 * (null when added locally and not yet committed) and the `raw` object it came from. Records are immutable: a
 * change makes a new record, so views can tell changed rows by identity.
 */
export class StoreRecord<T extends object = RecordData> {
  readonly id: RecordId;
  readonly data: T;
  readonly committedData: T | null;
  readonly raw: unknown;
  /** Id of the parent record in a tree store, else null. */
  readonly parentId: RecordId | null;
  /** Depth in a tree store: 0 for roots. */
  readonly depth: number;
  /**
   * The key, once made (or given: an added record given its id on commit keeps its key). Records made from this
   * one carry the same string, so views look rows up by one string instead of a new one per version.
   */
  private keyText: string | undefined;

  /** Position in the store's flat list; set by the store, used by its filter pass. */
  _index = -1;
  /** The row last made for this record; the store reuses it while nothing shown in it changes. */
  _row: unknown = null;

  constructor(spec: {
    id: RecordId;
    data: T;
    committedData: T | null;
    raw: unknown;
    parentId?: RecordId | null;
    depth?: number;
    key?: string;
  }) {
    this.id = spec.id;
    this.data = spec.data;
    this.committedData = spec.committedData;
    this.raw = spec.raw;
    this.parentId = spec.parentId ?? null;
    this.depth = spec.depth ?? 0;
    this.keyText = spec.key;
  }

  /**
   * What views key the record's row by: its id as text, kept when a commit gives an added record its id (the
   * record is still the same to the user, so a grid updates its row in place instead of drawing a new one).
   */
  get key(): string {
    return (this.keyText ??= String(this.id));
  }

  /** Added locally and not yet committed. */
  get isAdd(): boolean {
    return this.committedData === null;
  }

  /** Changed locally since the last commit (an added record is not "modified"). */
  get isModified(): boolean {
    return this.committedData !== null && this.committedData !== this.data;
  }

  get isDirty(): boolean {
    return this.isAdd || this.isModified;
  }

  /** A field of the current data. */
  get(field: string): unknown {
    return (this.data as RecordData)[field];
  }

  /** Whether a field's value differs from its committed one (always true of an added record). */
  isFieldModified(field: string): boolean {
    const committed = this.committedData as RecordData | null;
    if (committed === null) return true;
    return committed !== this.data && !Object.is(committed[field], (this.data as RecordData)[field]);
  }

  /** A copy whose current data are committed. */
  withCommitted(): StoreRecord<T> {
    return new StoreRecord({
      id: this.id,
      data: this.data,
      committedData: this.data,
      raw: this.raw,
      parentId: this.parentId,
      depth: this.depth,
      key: this.keyText,
    });
  }

  /** A copy with new data, keeping id, tree position and committed data. */
  withData(data: T): StoreRecord<T> {
    return new StoreRecord({
      id: this.id,
      data,
      committedData: this.committedData,
      raw: this.raw,
      parentId: this.parentId,
      depth: this.depth,
      key: this.keyText,
    });
  }
}
