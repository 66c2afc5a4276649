import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';
import type { RecordId, SortSpecInput, Store, StoreConfig, StoreGroupRow, StoreRecord } from '../data';
import { GridModel, type SelectionMode } from '../grid';
import type { SizeByMode } from '../theme';

/** Default text of an empty data view. */
export const DATAVIEW_EMPTY_TEXT = 'No records found...';
/** Column id of the one full-width column items are drawn in. */
export const DATAVIEW_COLUMN_ID = 'dataViewItem';

export interface DataViewConfig<T extends object, R = T> {
  /** The view's Store, or the config of one to create. */
  store: Store<T, R> | StoreConfig<T, R>;
  /** Content of an item (a card) for a record. */
  renderer: (record: StoreRecord<T>) => ReactNode;
  /**
   * Height of every item, in pixels: items are virtualised, so they share one height. One for every sizing mode,
   * or one per mode (`{large, standard, compact, tiny}`) when the renderer's cards follow the mode.
   */
  itemHeight: SizeByMode;
  /** Initial grouping (given to the store): full-width group rows with a toggle and a count. */
  groupBy?: string | readonly string[] | null;
  /** Height of group rows, in every sizing mode or per mode; default the grid's (30 in standard mode). */
  groupRowHeight?: SizeByMode;
  /** Content of a group row; default its label and record count. */
  groupRowRenderer?: (row: StoreGroupRow<T>) => ReactNode;
  /** Initial sort (given to the store). */
  sortBy?: SortSpecInput | readonly SortSpecInput[] | null;
  /** Default 'single'. */
  selModel?: SelectionMode;
  /** Shown when there are no items; default 'No records found...'. */
  emptyText?: ReactNode;
  /** Called with the record of an item double-clicked. */
  onItemDoubleClicked?: (record: StoreRecord<T>) => void;
  /** Alternate item shading (default false: cards read better on one background). */
  stripeRows?: boolean;
  /** A line between items (default true). */
  itemBorders?: boolean;
  /** CSS classes given to items whose record passes the test. */
  itemClassRules?: Record<string, (record: StoreRecord<T>) => boolean>;
  /** Unit of the record count, singular (default 'record'); see GridCountLabel. */
  countUnit?: string;
}

/**
 * The model of a DataView: a virtualised list of rich items (cards) over a Store. It is a GridModel with one
 * full-width column and no header, so it shares the grid's virtualisation, selection, keyboard navigation,
 * grouping, sorting and filtering; StoreFilterField and GridCountLabel take it as they take a GridModel.
 */
export class DataViewModel<T extends object = Record<string, unknown>, R = T> {
  /** The grid drawing the items; for what this model does not expose. */
  readonly gridModel: GridModel<T, R>;
  /**
   * The config the model was built with, as given; not reactive (the store and the grid model hold the live
   * state).
   */
  readonly config: Readonly<DataViewConfig<T, R>>;

  constructor(config: DataViewConfig<T, R>) {
    this.config = ref({ ...config });
    const { renderer } = config;
    this.gridModel = new GridModel<T, R>({
      store: config.store,
      columns: [
        {
          colId: DATAVIEW_COLUMN_ID,
          field: DATAVIEW_COLUMN_ID,
          flex: 1,
          sortable: false,
          resizable: false,
          chooserEnabled: false,
          // The record itself: records are immutable, so a changed record redraws its item.
          getValue: (record) => record,
          renderer: (_value, record) => renderer(record),
          cellClass: 'tb-dataview__cell',
        },
      ],
      hideHeaders: true,
      rowHeight: config.itemHeight,
      groupRowHeight: config.groupRowHeight,
      groupRowRenderer: config.groupRowRenderer,
      groupBy: config.groupBy,
      sortBy: config.sortBy,
      selModel: config.selModel ?? 'single',
      emptyText: config.emptyText ?? DATAVIEW_EMPTY_TEXT,
      onRowDoubleClicked: config.onItemDoubleClicked,
      stripeRows: config.stripeRows ?? false,
      rowClassRules: config.itemClassRules,
      countUnit: config.countUnit,
    });
    return proxy(this);
  }

  // ---------------------------------------------------------------- reading

  get store(): Store<T, R> {
    return this.gridModel.store;
  }

  get itemHeight(): SizeByMode {
    return this.config.itemHeight;
  }

  get emptyText(): ReactNode {
    return this.gridModel.emptyText;
  }

  get selModel(): SelectionMode {
    return this.gridModel.selModel;
  }

  /** Ids of the selected items' records; kept across loadData, so one may name a record no longer loaded. */
  get selectedIds(): readonly RecordId[] {
    return this.gridModel.selectedIds;
  }

  /** The selected records that are in the store (ids of records gone from it are skipped). */
  get selectedRecords(): StoreRecord<T>[] {
    return this.gridModel.selectedRecords;
  }

  /**
   * The first selected record, or null when nothing (still in the store) is selected: what a single-selection
   * view acts on.
   */
  get selectedRecord(): StoreRecord<T> | null {
    return this.gridModel.selectedRecord;
  }

  // ---------------------------------------------------------------- data

  /** Replaces the records with the raw data given (the store's loadData); selection stays by id. */
  loadData(rawData: readonly R[]): void {
    this.store.loadData(rawData);
  }

  /** Removes every record from the store; the view then shows its empty text. */
  clear(): void {
    this.store.clear();
  }

  // ---------------------------------------------------------------- sort, grouping

  /** Sorts the items: 'field', 'field|desc', sort specs for several fields, or null for no sort. */
  setSortBy(sortBy: SortSpecInput | readonly SortSpecInput[] | null): void {
    this.gridModel.setSortBy(sortBy);
  }

  /** Groups the items under full-width group rows by a field, or fields for nested groups; null for none. */
  setGroupBy(groupBy: string | readonly string[] | null): void {
    this.gridModel.setGroupBy(groupBy);
  }

  /** Opens every group row (and tree row), showing all their items. */
  expandAll(): void {
    this.gridModel.expandAll();
  }

  /** Closes every group row (and tree row), leaving only the top-level group rows shown. */
  collapseAll(): void {
    this.gridModel.collapseAll();
  }

  // ---------------------------------------------------------------- selection

  /** Selects records by id (replacing the selection) and scrolls the first into view. */
  select(ids: RecordId | readonly RecordId[]): void {
    this.gridModel.select(ids);
  }

  /**
   * Selects the first item shown (skipping group rows) and scrolls it into view; after a load it waits for
   * the rows to be drawn. Does nothing without items.
   */
  selectFirst(): void {
    this.gridModel.selectFirst();
  }

  /** Selects nothing. */
  clearSelection(): void {
    this.gridModel.clearSelection();
  }
}
