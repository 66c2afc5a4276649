import { proxy, ref } from 'valtio';
import type { RecordId, Store, StoreRecord } from '../data';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/**
 * Cascading check boxes over a tree store. What is stored is the set of checked leaves; a parent is checked when
 * all leaves below it are, indeterminate when some are. Checking a parent checks every leaf below it.
 */
export class TreeCheckModel<T extends object> {
  /** Bumped on every change, for views to watch. */
  version = 0;
  /** Number of checked leaves. */
  checkedCount = 0;
  private readonly checked = ref(new Set<RecordId>());
  /** Checked and total leaves below each record, worked out once per change (kept out of valtio). */
  private readonly cache = ref({
    version: -1,
    records: null as readonly StoreRecord<T>[] | null,
    counts: new Map<RecordId, { checked: number; leaves: number }>(),
  });

  constructor(private readonly store: Store<T, never>) {
    return proxy(this);
  }

  /** Ids of the checked leaves. */
  get checkedIds(): RecordId[] {
    return [...this.checked];
  }

  /** The checked leaf records (those still in the store). */
  get checkedRecords(): StoreRecord<T>[] {
    return this.checkedIds.map((id) => this.store.getById(id)).filter((r): r is StoreRecord<T> => !!r);
  }

  /**
   * A record's check box: a leaf is checked or not; a parent is checked when every leaf below it is,
   * indeterminate when some are. A view reading it from a snapshot re-renders on every change of the checks.
   */
  stateOf(record: StoreRecord<T>): CheckState {
    // Read first: a view calling stateOf on a snapshot then re-renders on every change of the checks.
    const version = this.version;
    if (!this.hasChildren(record)) return this.checked.has(record.id) ? 'checked' : 'unchecked';
    const c = this.countsFor(record.id, version);
    if (!c || c.checked === 0) return 'unchecked';
    return c.checked === c.leaves ? 'checked' : 'indeterminate';
  }

  /** Checks a record (all leaves below it) unless it is checked already, in which case it unchecks it. */
  toggle(record: StoreRecord<T>): void {
    this.setChecked(record, this.stateOf(record) !== 'checked');
  }

  /**
   * Checks or unchecks a record: a leaf itself, a parent every leaf below it. Checked leaves that left the
   * store are dropped.
   */
  setChecked(record: StoreRecord<T>, checked: boolean): void {
    for (const leaf of this.leavesOf(record)) {
      if (checked) this.checked.add(leaf.id);
      else this.checked.delete(leaf.id);
    }
    this.changed();
  }

  /** Checks exactly these leaves. */
  setCheckedIds(ids: readonly RecordId[]): void {
    this.checked.clear();
    for (const id of ids) this.checked.add(id);
    this.changed();
  }

  /** Unchecks everything. */
  clear(): void {
    if (this.checked.size === 0) return;
    this.checked.clear();
    this.changed();
  }

  private changed(): void {
    // Leaves that left the store are no longer checked.
    for (const id of [...this.checked]) if (!this.store.getById(id)) this.checked.delete(id);
    this.checkedCount = this.checked.size;
    this.version++;
  }

  private hasChildren(record: StoreRecord<T>): boolean {
    return this.store.getChildren(record).length > 0;
  }

  private leavesOf(record: StoreRecord<T>): StoreRecord<T>[] {
    if (!this.hasChildren(record)) return [record];
    return this.store.getDescendants(record).filter((r) => !this.hasChildren(r));
  }

  private countsFor(id: RecordId, version: number): { checked: number; leaves: number } | undefined {
    const records = this.store.records;
    const cache = this.cache;
    if (cache.version !== version || cache.records !== records) {
      // Records are in pre-order: walking backwards reaches every child before its parent.
      const counts = new Map<RecordId, { checked: number; leaves: number }>();
      for (let i = records.length - 1; i >= 0; i--) {
        const r = records[i] as StoreRecord<T>;
        let own = counts.get(r.id);
        if (!own) {
          own = { checked: this.checked.has(r.id) ? 1 : 0, leaves: 1 };
          counts.set(r.id, own);
        }
        if (r.parentId === null) continue;
        let parent = counts.get(r.parentId);
        if (!parent) {
          parent = { checked: 0, leaves: 0 };
          counts.set(r.parentId, parent);
        }
        parent.checked += own.checked;
        parent.leaves += own.leaves;
      }
      cache.counts = counts;
      cache.version = version;
      cache.records = records;
    }
    return cache.counts.get(id);
  }
}
