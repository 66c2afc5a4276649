import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';
import type { RecordId, Store, StoreRecord } from '../data';
import type { GridModel } from '../grid';
import type { TreeMapColorMode, TreeMapTheme } from './heatColor';
import type { TreeMapDatum } from './treeMapLayout';
import type { TreeMapAlgorithm } from './treeMapTiles';
import { upToTwoDecimals } from './numberFormat';

export interface TreeMapConfig<T extends object, R = T> {
  /** The records shown: a flat store, or a tree store whose parents become groups. */
  store: Store<T, R>;
  /** A grid on the same store: the tree map shares its selection, both ways. */
  gridModel?: GridModel<T, R>;
  /** Field named in each cell (default 'name'). */
  labelField?: string;
  /** Field sizing each leaf. */
  valueField: string;
  /** Field colouring each leaf. */
  heatField: string;
  /** Turns the value field into a size (default its absolute value: short positions count by their size). */
  valueFn?: (value: number, record: StoreRecord<T>) => number;
  /** Heat at which colour is full; null works it out from the data (the largest |heat|). */
  maxHeat?: number | null;
  /** How heat colours the cells (default 'linear'): by degree, one tint per sign ('wash'), or not at all ('none'). */
  colorMode?: TreeMapColorMode;
  /** Palette of the cells (default 'default': the app's theme, light or dark). */
  theme?: TreeMapTheme;
  /** How each box is divided among its children (default 'squarified': cells as near square as can be). */
  algorithm?: TreeMapAlgorithm;
  /** Leaves to show (e.g. one side of a SplitTreeMap); groups without a leaf shown are left out. */
  filter?: (record: StoreRecord<T>) => boolean;
  /** Content of a cell's tooltip; default its label, size and heat. False for none. */
  tooltip?: ((record: StoreRecord<T>) => ReactNode) | false;
  /** Formats sizes and heats in the default tooltip and the cells' accessible names. */
  valueFormatter?: (value: number) => string;
  /** Formats heats in the default tooltip and the cells' accessible names (e.g. as a percentage). */
  heatFormatter?: (value: number) => string;
  /** Shown when there is nothing to draw (default 'No data'). */
  emptyText?: string;
}

const fmt = upToTwoDecimals;

/**
 * The model of a TreeMap: which store fields give each cell its label, size and heat, how heat colours
 * (maximum, mode, palette), which algorithm lays it out, and its selection, shared with a GridModel on the
 * same store when given one (a click in either selects in both).
 */
export class TreeMapModel<T extends object = Record<string, unknown>, R = T> {
  readonly store: Store<T, R>;
  readonly gridModel: GridModel<T, R> | null;
  maxHeat: number | null;
  colorMode: TreeMapColorMode;
  theme: TreeMapTheme;
  algorithm: TreeMapAlgorithm;
  /** The selection when there is no grid model. */
  ownSelectedIds: RecordId[] = [];
  /** The config the model was built with, as given; not reactive. */
  readonly config: Readonly<TreeMapConfig<T, R>>;

  constructor(config: TreeMapConfig<T, R>) {
    this.config = ref({ ...config });
    this.store = config.store;
    this.gridModel = config.gridModel ?? null;
    this.maxHeat = config.maxHeat ?? null;
    this.colorMode = config.colorMode ?? 'linear';
    this.theme = config.theme ?? 'default';
    this.algorithm = config.algorithm ?? 'squarified';
    return proxy(this);
  }

  get labelField(): string {
    return this.config.labelField ?? 'name';
  }

  /** The selected records' ids: the grid's selection when there is a grid model. */
  get selectedIds(): readonly RecordId[] {
    return this.gridModel ? this.gridModel.selectedIds : this.ownSelectedIds;
  }

  /**
   * Selects a record (a cell's click), or with `additive` adds it to the selection or takes it out (ctrl / cmd
   * click). With a grid model the grid selects it too, opening its ancestors so its row can be seen.
   */
  select(id: RecordId, additive = false): void {
    const current = this.selectedIds;
    let next: RecordId[];
    if (additive) next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    else next = [id];
    const grid = this.gridModel;
    if (!grid) {
      this.ownSelectedIds = next;
      return;
    }
    for (const selected of next) this.expandAncestors(selected);
    if (next.length) grid.select(next);
    else grid.clearSelection();
  }

  /** Selects nothing, in the grid too when there is a grid model. */
  clearSelection(): void {
    if (this.gridModel) this.gridModel.clearSelection();
    else this.ownSelectedIds = [];
  }

  /**
   * Sets the heat at which colour is full; null, 0 or a negative value works it out from the leaves (the
   * largest heat, ignoring sign).
   */
  setMaxHeat(maxHeat: number | null): void {
    this.maxHeat = maxHeat && maxHeat > 0 ? maxHeat : null;
  }

  /**
   * Sets how heat colours the cells: by degree ('linear'), one tint per sign ('wash') or not at all ('none').
   */
  setColorMode(mode: TreeMapColorMode): void {
    this.colorMode = mode;
  }

  /** Sets the cells' palette; 'default' follows the app's light or dark theme. */
  setTheme(theme: TreeMapTheme): void {
    this.theme = theme;
  }

  /** Sets how each box is divided among its children; the map is laid out again. */
  setAlgorithm(algorithm: TreeMapAlgorithm): void {
    this.algorithm = algorithm;
  }

  /** A record's size: the value field through `valueFn` (absolute by default). */
  valueOf(record: StoreRecord<T>): number {
    const raw = Number(record.get(this.config.valueField));
    if (!Number.isFinite(raw)) return 0;
    return this.config.valueFn ? this.config.valueFn(raw, record) : Math.abs(raw);
  }

  /**
   * A record's heat: its heat field when that is a finite number, else null (the cell is drawn in the
   * neutral colour).
   */
  heatOf(record: StoreRecord<T>): number | null {
    const raw = record.get(this.config.heatField);
    return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  }

  /**
   * The text named in a record's cell: its label field ('name' by default) as a string, '' when it has none.
   */
  labelOf(record: StoreRecord<T>): string {
    const v = record.get(this.labelField);
    return v == null ? '' : String(v);
  }

  /** The leaves shown: records without children that pass the store's filter and the model's. */
  get leafRecords(): StoreRecord<T>[] {
    const out: StoreRecord<T>[] = [];
    const visit = (nodes: readonly TreeMapDatum<StoreRecord<T>>[]) => {
      for (const n of nodes) {
        if (n.children) visit(n.children);
        else if (n.source) out.push(n.source);
      }
    };
    visit(this.data);
    return out;
  }

  /**
   * The store's records as tree map nodes: roots and children as the store has them (filtered by it), leaves
   * sized and heated by the model's fields, the model's filter applied to leaves, empty groups dropped.
   */
  get data(): TreeMapDatum<StoreRecord<T>>[] {
    const store = this.store;
    // Reading the version ties views that use this to the store's changes.
    void store.version;
    const passing = new Set<RecordId>();
    for (const r of store.filteredRecords) passing.add(r.id);
    const filter = this.config.filter;
    const build = (record: StoreRecord<T>): TreeMapDatum<StoreRecord<T>> | null => {
      const kids = store.isTree ? store.getChildren(record).filter((c) => passing.has(c.id)) : [];
      if (kids.length) {
        const children = kids.map(build).filter((c): c is TreeMapDatum<StoreRecord<T>> => c !== null);
        if (!children.length) return null;
        return {
          id: record.id,
          name: this.labelOf(record),
          value: 0,
          heat: this.heatOf(record),
          source: record,
          children,
        };
      }
      if (filter && !filter(record)) return null;
      const value = this.valueOf(record);
      if (!(value > 0)) return null;
      return { id: record.id, name: this.labelOf(record), value, heat: this.heatOf(record), source: record };
    };
    const roots = store.isTree ? store.rootRecords.filter((r) => passing.has(r.id)) : store.filteredRecords;
    return roots.map(build).filter((d): d is TreeMapDatum<StoreRecord<T>> => d !== null);
  }

  /** The heat of full colour: the model's maximum, else the largest |heat| among the leaves. */
  effectiveMaxHeat(leaves: readonly TreeMapDatum[]): number {
    if (this.maxHeat) return this.maxHeat;
    let max = 0;
    for (const l of leaves) if (l.heat !== null && Math.abs(l.heat) > max) max = Math.abs(l.heat);
    return max || 1;
  }

  /** Text of a cell for screen readers (and the default tooltip's lines). */
  describe(record: StoreRecord<T>): { label: string; lines: [string, string][] } {
    const { valueField, heatField } = this.config;
    const vf = this.config.valueFormatter ?? fmt;
    const hf = this.config.heatFormatter ?? fmt;
    const value = Number(record.get(valueField));
    const heat = this.heatOf(record);
    return {
      label: this.labelOf(record),
      lines: [
        [this.store.fieldLabel(valueField), Number.isFinite(value) ? vf(value) : '–'],
        [this.store.fieldLabel(heatField), heat === null ? '–' : hf(heat)],
      ],
    };
  }

  /** Opens a record's ancestors in the grid, from the top down (a row can open once its parent shows). */
  private expandAncestors(id: RecordId): void {
    const store = this.store;
    const chain: RecordId[] = [];
    for (let r = store.getById(id); r && r.parentId !== null; r = store.getById(r.parentId))
      chain.unshift(r.parentId);
    for (const parentId of chain) {
      const row = store.rows.find((x) => x.id === String(parentId));
      if (row && !row.expanded) store.setExpanded(row.id, true);
    }
  }
}
