import type { RecordId } from './types';

/** Slots kept per record at most: an id far above the count goes to the Map rather than a huge table. */
const SLOTS_PER_ENTRY = 8;
const MIN_SLOTS = 4096;

/**
 * Values by record id, as a Map would keep them, but with small non-negative integer ids (the common case:
 * database ids) looked up in a typed table of positions instead of hashed: loading 100,000 records into a Map
 * costs more than sorting them. Other ids (text, negative, fractional, or far above the count) go to a Map.
 */
export class IdIndex<V> {
  /** 1 + position in `values` of each integer id, 0 when absent. */
  private slots = new Int32Array(0);
  private values: (V | undefined)[] = [];
  private others: Map<RecordId, V> | null = null;
  /**
   * The highest id in `others` that the table could hold once grown (a non-negative integer), or -1: ids above
   * it are not in `others`, so setting one needs no lookup there.
   */
  private othersTopIndexable = -1;
  private _size = 0;

  /** An index sized for about `expected` entries (the table then never grows while loading them). */
  constructor(expected = 0) {
    if (expected > 0) this.slots = new Int32Array(expected + 1);
  }

  get size(): number {
    return this._size;
  }

  get(id: RecordId): V | undefined {
    if (typeof id === 'number' && id >= 0 && id < this.slots.length && Number.isInteger(id)) {
      const at = this.slots[id] as number;
      if (at !== 0) return this.values[at - 1];
    }
    return this.others === null ? undefined : this.others.get(id);
  }

  has(id: RecordId): boolean {
    return this.get(id) !== undefined;
  }

  /** Sets the value of an id; returns whether the id is new. */
  set(id: RecordId, value: V): boolean {
    const others = this.others;
    const indexable = typeof id === 'number' && id >= 0 && Number.isInteger(id);
    if (others !== null && (!indexable || id <= this.othersTopIndexable) && others.has(id)) {
      others.set(id, value);
      return false;
    }
    if (typeof id === 'number' && this.fitsTable(id)) {
      const at = this.slots[id] as number;
      if (at !== 0) {
        this.values[at - 1] = value;
        return false;
      }
      this.slots[id] = this.values.push(value);
      this._size++;
      return true;
    }
    (this.others ??= new Map()).set(id, value);
    if (indexable && id > this.othersTopIndexable) this.othersTopIndexable = id;
    this._size++;
    return true;
  }

  delete(id: RecordId): boolean {
    if (typeof id === 'number' && id >= 0 && id < this.slots.length && Number.isInteger(id)) {
      const at = this.slots[id] as number;
      if (at !== 0) {
        this.values[at - 1] = undefined;
        this.slots[id] = 0;
        this._size--;
        this.compactIfSparse();
        return true;
      }
    }
    if (this.others?.delete(id)) {
      this._size--;
      return true;
    }
    return false;
  }

  /** Whether an integer id can live in the table, growing it (by doubling) when that stays in proportion. */
  private fitsTable(id: number): boolean {
    if (id < 0 || !Number.isInteger(id)) return false;
    if (id < this.slots.length) return true;
    const limit = Math.max(MIN_SLOTS, (this._size + 1) * SLOTS_PER_ENTRY);
    if (id >= limit) return false;
    const grown = new Int32Array(Math.min(limit, Math.max(id + 1, this.slots.length * 2)));
    grown.set(this.slots);
    this.slots = grown;
    return true;
  }

  /** Deletions leave holes in `values`: rebuild it when they outnumber the entries. */
  private compactIfSparse(): void {
    if (this.values.length < 1024 || this.values.length < this._size * 2) return;
    const values: V[] = [];
    const slots = this.slots;
    for (let id = 0; id < slots.length; id++) {
      const at = slots[id] as number;
      if (at !== 0) slots[id] = values.push(this.values[at - 1] as V);
    }
    this.values = values;
  }
}
