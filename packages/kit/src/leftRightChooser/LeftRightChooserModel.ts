import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { defaultGroupLabel, Store, type StoreRecord } from '../data';
import { GridModel } from '../grid';
import type { SizeByMode } from '../theme';
import { chooserColumn } from './chooserColumn';

/** A side of a LeftRightChooser: by convention left holds what is available, right what is chosen. */
export type ChooserSide = 'left' | 'right';

/** The value of an item: what a form reads from the chooser. */
export type ChooserValue = string | number;

/** An item of a LeftRightChooser, as given in its data. */
export interface LeftRightChooserItem<V extends ChooserValue = string> {
  /** Shown in the list, searched by the filter and sorted by when the side is sorted. */
  text: string;
  /** Unique among the items. */
  value: V;
  /** Group shown on a side with grouping enabled; items without one go under `ungroupedName`. */
  group?: string | null;
  /** Longer text, shown below the item's text and as its tooltip. */
  description?: string | null;
  /** Where the item starts (default 'left'). */
  side?: ChooserSide;
  /** A locked item cannot change sides. */
  locked?: boolean;
}

/** An item as a record of a side's Store. */
export interface ChooserItemData<V extends ChooserValue = string> {
  value: V;
  text: string;
  group: string | null;
  description: string | null;
  locked: boolean;
}

export interface LeftRightChooserConfig<V extends ChooserValue = string> {
  /** The items, each starting on the side it names; replace them with `setData`. */
  data?: readonly LeftRightChooserItem<V>[];
  /** Header of the left list (default 'Available'). */
  leftTitle?: string;
  /** Header of the right list (default 'Selected'). */
  rightTitle?: string;
  /** Group the left list by the items' `group` (default true). */
  leftGroupingEnabled?: boolean;
  /** Group the right list by the items' `group` (default true). */
  rightGroupingEnabled?: boolean;
  /** Group name of items without a group (default 'Ungrouped'). */
  ungroupedName?: string;
  /** Shown when the left list is empty (default 'No items available'). */
  leftEmptyText?: string;
  /** Shown when the right list is empty (default 'No items selected'). */
  rightEmptyText?: string;
  /** Sort the left list by text (default false: the order of `data`). */
  leftSorted?: boolean;
  /** Sort the right list by text (default false: the order of `data`). */
  rightSorted?: boolean;
  /** Called after items change sides, with the values now on the right. */
  onChange?: (rightValues: V[]) => void;
}

/** An item of the chooser with its current side. */
interface PlacedItem<V extends ChooserValue> extends ChooserItemData<V> {
  side: ChooserSide;
}

/** Rows of two lines, in each sizing mode (rows of one line are the grid's). */
const ROW_HEIGHT_WITH_DESCRIPTION: SizeByMode = { large: 50, standard: 42, compact: 36, tiny: 30 };

const other = (side: ChooserSide): ChooserSide => (side === 'left' ? 'right' : 'left');

/**
 * The model of a LeftRightChooser: items moved between two grids, each a GridModel over its own Store (which
 * groups, sorts and filters them). The items and their sides are the model's state; `leftValues` and
 * `rightValues` are what a form reads. Locked items never change sides.
 */
export class LeftRightChooserModel<V extends ChooserValue = string> {
  /**
   * The left grid's model, over a Store of the items now on the left (grouped, sorted and filtered there);
   * read its selection or filter it, but move items with the chooser's methods.
   */
  readonly leftModel: GridModel<ChooserItemData<V>>;
  /**
   * The right grid's model, over a Store of the items now on the right; selecting in one grid clears the
   * other's selection.
   */
  readonly rightModel: GridModel<ChooserItemData<V>>;
  /** Every item with its side, in the order of the data (replaced, never mutated). */
  items: readonly PlacedItem<V>[] = ref([]);
  readonly leftTitle: string;
  readonly rightTitle: string;
  private readonly onChange: ((rightValues: V[]) => void) | null;
  private readonly unsubscribe: () => void;

  constructor(config: LeftRightChooserConfig<V> = {}) {
    const data = config.data ?? [];
    const ungroupedName = config.ungroupedName ?? 'Ungrouped';
    const withDescriptions = data.some((d) => d.description);
    this.leftTitle = config.leftTitle ?? 'Available';
    this.rightTitle = config.rightTitle ?? 'Selected';
    this.onChange = config.onChange ?? null;
    // Callbacks act through the proxy (set below), or valtio would not see what they change.
    const handle: { self: LeftRightChooserModel<V> | null } = { self: null };
    const side = (which: ChooserSide) =>
      new GridModel<ChooserItemData<V>>({
        store: new Store<ChooserItemData<V>>({
          idSpec: 'value',
          fields: [
            { name: 'text', type: 'string' },
            { name: 'group', type: 'string' },
            { name: 'description', type: 'string' },
          ],
          searchFields: ['text'],
          groupBy:
            (which === 'left' ? config.leftGroupingEnabled : config.rightGroupingEnabled) !== false
              ? 'group'
              : null,
          groupLabel: (field, value) =>
            value == null || value === '' ? ungroupedName : defaultGroupLabel(field, value),
          sortBy: (which === 'left' ? config.leftSorted : config.rightSorted) ? 'text' : null,
          expandLevel: 1,
        }),
        columns: [chooserColumn<V>(which === 'left' ? this.leftTitle : this.rightTitle, withDescriptions)],
        selModel: 'multiple',
        emptyText:
          (which === 'left' ? config.leftEmptyText : config.rightEmptyText) ??
          (which === 'left' ? 'No items available' : 'No items selected'),
        stripeRows: false,
        rowHeight: withDescriptions ? ROW_HEIGHT_WITH_DESCRIPTION : undefined,
        countUnit: 'item',
        onRowDoubleClicked: (record) => handle.self?.moveRecords([record], other(which)),
      });
    this.leftModel = side('left');
    this.rightModel = side('right');
    // One selection at a time: selecting on one side clears the other, so the move buttons are unambiguous.
    const offLeft = subscribeKey(
      this.leftModel,
      'selectedIds',
      (ids) => {
        if (ids.length) this.rightModel.clearSelection();
      },
      true,
    );
    const offRight = subscribeKey(
      this.rightModel,
      'selectedIds',
      (ids) => {
        if (ids.length) this.leftModel.clearSelection();
      },
      true,
    );
    this.unsubscribe = () => {
      offLeft();
      offRight();
    };
    const self = proxy(this);
    handle.self = self;
    self.setData(data);
    return self;
  }

  // ---------------------------------------------------------------- reading

  /** Values of the items on the left, in the order of the data. */
  get leftValues(): V[] {
    return this.items.filter((i) => i.side === 'left').map((i) => i.value);
  }

  /** Values of the items on the right (the chosen ones), in the order of the data. */
  get rightValues(): V[] {
    return this.items.filter((i) => i.side === 'right').map((i) => i.value);
  }

  /** The grid of a side. */
  gridModel(side: ChooserSide): GridModel<ChooserItemData<V>> {
    return side === 'left' ? this.leftModel : this.rightModel;
  }

  /** Whether the selection on the other side holds an item that can move to this side. */
  canMoveTo(side: ChooserSide): boolean {
    return this.gridModel(other(side)).selectedRecords.some((r) => !r.data.locked);
  }

  /** Whether the other side shows (passing its filter) an item that can move to this side. */
  canMoveAllTo(side: ChooserSide): boolean {
    return this.gridModel(other(side)).store.filteredRecords.some((r) => !r.data.locked);
  }

  // ---------------------------------------------------------------- changing

  /** Replaces the items; each starts on its `side` (default left). */
  setData(data: readonly LeftRightChooserItem<V>[]): void {
    this.items = ref(
      data.map((d) => ({
        value: d.value,
        text: d.text,
        group: d.group ?? null,
        description: d.description ?? null,
        locked: !!d.locked,
        side: d.side ?? 'left',
      })),
    );
    this.leftModel.clearSelection();
    this.rightModel.clearSelection();
    this.loadStores();
  }

  /** Moves the items selected on the other side to this side (locked ones stay). */
  moveSelectedTo(side: ChooserSide): void {
    this.moveRecords(this.gridModel(other(side)).selectedRecords, side);
  }

  /** Moves every item the other side shows (those passing its filter) to this side, but locked ones. */
  moveAllTo(side: ChooserSide): void {
    const values = this.gridModel(other(side)).store.filteredRecords.map((r) => r.data.value);
    this.moveValues(values, side, { select: false });
  }

  /**
   * Moves items, by value, to a side; locked items and items already there stay. The moved items end up
   * selected there (unless `select` is false), so a second click can send them back.
   */
  moveValues(values: readonly V[], side: ChooserSide, { select = true }: { select?: boolean } = {}): void {
    const wanted = new Set<ChooserValue>(values);
    const moving = this.items.filter((i) => wanted.has(i.value) && i.side !== side && !i.locked);
    if (!moving.length) return;
    const moved = new Set<ChooserValue>(moving.map((i) => i.value));
    this.items = ref(this.items.map((i) => (moved.has(i.value) ? { ...i, side } : i)));
    this.gridModel(other(side)).clearSelection();
    this.loadStores();
    if (select) this.gridModel(side).select(moving.map((i) => i.value));
    else this.gridModel(side).clearSelection();
    this.onChange?.(this.rightValues);
  }

  /** Moves records of either side to a side (see moveValues). */
  moveRecords(records: readonly StoreRecord<ChooserItemData<V>>[], side: ChooserSide): void {
    this.moveValues(
      records.map((r) => r.data.value),
      side,
    );
  }

  /** Stops keeping the two selections apart (call when the chooser goes away). */
  destroy(): void {
    this.unsubscribe();
  }

  private loadStores(): void {
    const data = (side: ChooserSide): ChooserItemData<V>[] =>
      this.items
        .filter((i) => i.side === side)
        .map(({ value, text, group, description, locked }) => ({ value, text, group, description, locked }));
    this.leftModel.store.loadData(data('left'));
    this.rightModel.store.loadData(data('right'));
  }
}
