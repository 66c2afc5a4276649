import type { ColumnSpec } from '@toolbox/kit/grid';

/** How a demo takes columns from a shared set: which ones, and what it changes. */
export interface PickColumnsOptions<T extends object, F extends string> {
  /** The columns shown, in this order (default all of the set, in its order). */
  only?: readonly F[];
  /** What every column shown adds or changes, e.g. `{ filterable: true }`. */
  all?: Partial<ColumnSpec<T>>;
  /** What one column changes, e.g. `{ company: { minWidth: 200 } }` (applied after `all`). */
  with?: Partial<Record<F, Partial<ColumnSpec<T>>>>;
}

/** Columns of a shared set (as an app keeps them in one place), with what a demo changes. */
export function pickColumns<T extends object, F extends string>(
  set: Readonly<Record<F, ColumnSpec<T>>>,
  { only = Object.keys(set) as F[], all, with: changes }: PickColumnsOptions<T, F> = {},
): ColumnSpec<T>[] {
  return only.map((field) => ({ ...set[field], ...all, ...changes?.[field] }) as ColumnSpec<T>);
}
