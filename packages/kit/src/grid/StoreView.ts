import type { RecordId, Store } from '../data';

/**
 * A view of a Store that the filter field and the count label can be given in place of the store: a GridModel,
 * or any model built on one (e.g. a DataViewModel). The count label reads its count unit and selection.
 */
export interface StoreView<T extends object> {
  readonly store: Store<T, never>;
  readonly selectedIds: readonly RecordId[];
  readonly config: { readonly countUnit?: string };
}
