import { useSnapshot } from 'valtio';
import type { Store } from '../data';
import type { GridModel } from './GridModel';
import type { StoreView } from './StoreView';

export interface GridCountLabelProps<T extends object> {
  /** The grid or other view of a store (e.g. a DataViewModel), or just the store, whose records are counted. */
  model: GridModel<T, never> | StoreView<T> | Store<T, never>;
  /** Unit, singular (default the grid's countUnit, else 'record'). */
  unit?: string;
  /** Plural of the unit when not simply made (company → companies, box → boxes, record → records). */
  unitPlural?: string;
  /** In a tree, count every record, not only the top level (default false). */
  includeChildren?: boolean;
  /** Adds ', n selected' when several rows are selected (default true). */
  showSelectionCount?: boolean;
  /** CSS class of the label, instead of the kit's 'tb-grid-count'. */
  className?: string;
}

/** English plural of a unit word. */
export function pluralOf(unit: string): string {
  if (/[^aeiou]y$/i.test(unit)) return `${unit.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(unit)) return `${unit}es`;
  return `${unit}s`;
}

/** '1,000 records', '1 company': the records that pass the filter, with a unit. */
export function GridCountLabel<T extends object>({
  model,
  unit,
  unitPlural,
  includeChildren = false,
  showSelectionCount = true,
  className,
}: GridCountLabelProps<T>) {
  const isGrid = 'store' in model;
  const store = isGrid ? model.store : model;
  const snap = useSnapshot(store);
  const gridSnap = useSnapshot(isGrid ? model : store);
  const count = includeChildren ? snap.filteredCount : snap.filteredRootCount;
  const word = unit ?? (isGrid ? model.config.countUnit : undefined) ?? 'record';
  const label = count === 1 ? word : (unitPlural ?? pluralOf(word));
  const selected = isGrid && 'selectedIds' in gridSnap ? gridSnap.selectedIds.length : 0;
  return (
    <span className={className ?? 'tb-grid-count'} role="status" aria-live="polite">
      {count.toLocaleString('en-US')} {label}
      {showSelectionCount && selected > 1 && `, ${selected.toLocaleString('en-US')} selected`}
    </span>
  );
}
