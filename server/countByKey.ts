/**
 * Counts things by key (sockets by user, by address) and forgets a key whose count falls to zero, so the map
 * holds only keys in use: it cannot grow with every address that ever connected.
 */
export class CountByKey<K> {
  private readonly counts = new Map<K, number>();

  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: K): void {
    this.counts.set(key, this.get(key) + 1);
  }

  remove(key: K): void {
    const n = this.get(key) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }

  /** Keys with a count above zero. */
  get size(): number {
    return this.counts.size;
  }
}
