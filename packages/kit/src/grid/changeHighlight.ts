/** Classes of a cell whose value last went up or down (see `ColumnSpec.highlightChanges`). */
export const CHANGED_UP_CLASS = 'tb-grid-cell--up';
export const CHANGED_DOWN_CLASS = 'tb-grid-cell--down';

/**
 * Remembers the last value of each row of a column and says which way the latest change went, so a flashing
 * cell can flash green for a rise and red for a fall. Keyed weakly by AG Grid's row node (one per row id for
 * the row's life), so rows that leave the grid leave nothing behind.
 */
export class ChangeDirections {
  private readonly seen = new WeakMap<object, { value: unknown; up: boolean | null }>();

  /** The class for the row's value now: up or down after a numeric change, as before when unchanged. */
  classFor(row: object, value: unknown): string | undefined {
    const last = this.seen.get(row);
    let up = last?.up ?? null;
    // The same value again (the cell's other class rule asks too, and every redraw): nothing to note.
    if (!last || last.value !== value) {
      if (last && typeof value === 'number' && typeof last.value === 'number') up = value > last.value;
      this.seen.set(row, { value, up });
    }
    return up === null ? undefined : up ? CHANGED_UP_CLASS : CHANGED_DOWN_CLASS;
  }
}
