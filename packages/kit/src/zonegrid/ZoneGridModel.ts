import { createElement, type ReactNode } from 'react';
import { proxy, ref } from 'valtio';
import type { Store } from '../data';
import {
  parseSortSpecs,
  type SortSpec,
  type SortSpecInput,
  type StoreConfig,
  type StoreGroupRow,
  type StoreRecord,
} from '../data';
import { GridModel, type GridContextMenuFn, type SelectionMode } from '../grid';
import type { SizeByMode, SizingMode } from '../theme';
import type { ColumnSpec } from '../grid';
import type { ZoneLimits, ZoneMappings, ZoneMappingsInput } from './types';
import { ZoneGridCell } from './ZoneGridCell';
import { clearZoneGridState, readZoneGridState, writeZoneGridState } from './zoneGridState';
import { copyMappings, mappingProblems, normalizeMappings } from './zoneMappings';
import { ZoneMapperModel } from './ZoneMapperModel';

export interface ZoneGridConfig<T extends object, R = T> {
  /** The grid's Store, or the config of one to create. */
  store: Store<T, R> | StoreConfig<T, R>;
  /**
   * The fields the zones can show: their label (chooserName, else header, else the store's label), formatter,
   * renderer and cell class, and whether users can sort by them (`sortable`, `absSort`).
   */
  columns: readonly ColumnSpec<T>[];
  /** The fields of each zone at first (and after a reset). */
  mappings: ZoneMappingsInput;
  /** How many fields each zone takes, and which: enforced by the zone mapper. */
  limits?: ZoneLimits;
  /** Initial sort; users change it in the zone mapper (a zone grid has no headers). */
  sortBy?: SortSpecInput | readonly SortSpecInput[] | null;
  /** Initial grouping (given to the store). */
  groupBy?: string | readonly string[] | null;
  /** Shown when there are no rows; default 'No records found...'. */
  emptyText?: ReactNode;
  /** Default 'single'. */
  selModel?: SelectionMode;
  /**
   * Height of a record row (two lines), in every sizing mode or per mode; default 60, 52, 44 or 36 pixels in
   * large, standard, compact and tiny mode.
   */
  rowHeight?: SizeByMode;
  /** Height of group rows, in every sizing mode or per mode; default the grid's. */
  groupRowHeight?: SizeByMode;
  /** Content of a group row; default its label and record count. */
  groupRowRenderer?: (row: StoreGroupRow<T>) => ReactNode;
  /** Alternate row shading (default false: rows are divided by lines). */
  stripeRows?: boolean;
  /** Put between the fields of a zone (default ' • '). */
  delimiter?: string;
  /** CSS classes given to rows whose record passes the test (e.g. `{'tb-grid-row--highlight': r => ...}`). */
  rowClassRules?: Record<string, (record: StoreRecord<T>) => boolean>;
  /** Items of the right-click menu, worked out from the record clicked. */
  contextMenu?: GridContextMenuFn<T> | null;
  /** Called with the record of a row double-clicked (not on group rows). */
  onRowDoubleClicked?: (record: StoreRecord<T>) => void;
  /** Unit of the record count, singular (default 'record'). */
  countUnit?: string;
  /** Keeps the mappings, sort and grouping in local storage under this key. */
  persistWith?: { localStorageKey: string };
}

export const DEFAULT_ZONE_ROW_HEIGHTS: Readonly<Record<SizingMode, number>> = {
  large: 60,
  standard: 52,
  compact: 44,
  tiny: 36,
};
export const DEFAULT_ZONE_DELIMITER = ' • ';
/** Id of the one full-width column a zone grid draws its rows in. */
export const ZONE_COLUMN_ID = 'zones';

/**
 * The model of a ZoneGrid: a grid of two-line rows, each with four zones (top-left, top-right, bottom-left,
 * bottom-right) showing fields of the record. Built on a GridModel with one column drawing the zones; users
 * choose the fields of each zone, and the sort, in the zone mapper, within the configured limits.
 */
export class ZoneGridModel<T extends object = Record<string, unknown>, R = T> {
  /**
   * The grid drawing the rows (one full-width column, no headers); its selection, filter and export are the
   * zone grid's.
   */
  readonly gridModel: GridModel<T, R>;
  readonly store: Store<T, R>;
  /** The fields the zones can show, in the order the zone mapper lists them. */
  readonly columns: readonly ColumnSpec<T>[];
  readonly limits: ZoneLimits;
  readonly delimiter: string;
  /** The fields each zone shows now. */
  mappings: ZoneMappings;
  /** The zone mapper's state (open, the zone picked, the draft). */
  readonly mapperModel: ZoneMapperModel<T, R>;
  private readonly persistKey: string | null;
  private readonly defaults: { mappings: ZoneMappings; sortBy: SortSpec[]; groupBy: string[] };

  constructor(config: ZoneGridConfig<T, R>) {
    // The zone column and the mapper act on the proxy made below, not on this raw object.
    const self: { model: ZoneGridModel<T, R> | null } = { model: null };
    const owner = () => {
      if (!self.model) throw new Error('ZoneGridModel used before construction finished.');
      return self.model;
    };
    this.columns = ref([...config.columns]);
    this.limits = ref({ ...config.limits });
    this.delimiter = config.delimiter ?? DEFAULT_ZONE_DELIMITER;
    this.persistKey = config.persistWith?.localStorageKey ?? null;

    const zoneColumn: ColumnSpec<T> = {
      field: ZONE_COLUMN_ID,
      flex: 1,
      sortable: false,
      resizable: false,
      chooserEnabled: false,
      excludeFromExport: true,
      // The record itself: a changed record is a changed value, so AG Grid redraws its row.
      getValue: (record) => record,
      renderer: (_value, record) => createElement(ZoneGridCell<T, R>, { model: owner(), record }),
    };
    this.gridModel = new GridModel<T, R>({
      store: config.store,
      columns: [zoneColumn],
      sortBy: config.sortBy,
      groupBy: config.groupBy,
      emptyText: config.emptyText,
      selModel: config.selModel,
      rowHeight: config.rowHeight ?? DEFAULT_ZONE_ROW_HEIGHTS,
      hideHeaders: true,
      groupRowHeight: config.groupRowHeight,
      groupRowRenderer: config.groupRowRenderer,
      stripeRows: config.stripeRows ?? false,
      rowClassRules: config.rowClassRules,
      contextMenu: config.contextMenu,
      onRowDoubleClicked: config.onRowDoubleClicked,
      countUnit: config.countUnit,
    });
    this.store = this.gridModel.store;

    const mappings = normalizeMappings(config.mappings);
    const problems = mappingProblems(mappings, this.limits, this.fieldNames);
    if (problems.length) throw new Error(`ZoneGridModel: invalid mappings (${problems.join('; ')}).`);
    this.defaults = ref({
      mappings: copyMappings(mappings),
      sortBy: parseSortSpecs(this.store.sortBy),
      groupBy: [...this.store.groupBy],
    });
    this.mappings = mappings;

    const saved = this.persistKey ? readZoneGridState(this.persistKey) : null;
    if (saved) {
      // A save made for other fields or limits (the app changed since) is ignored, not half applied.
      if (!mappingProblems(saved.mappings, this.limits, this.fieldNames).length)
        this.mappings = saved.mappings;
      const known = (field: string) => this.store.fields.length === 0 || this.hasField(field);
      if (saved.sortBy.every((s) => this.getColumn(s.field))) this.store.setSortBy(saved.sortBy);
      if (saved.groupBy.every(known)) this.store.setGroupBy(saved.groupBy);
    }
    this.mapperModel = new ZoneMapperModel<T, R>(owner);
    const model = proxy(this);
    self.model = model;
    return model;
  }

  // ---------------------------------------------------------------- reading

  /** Names of the fields the zones can show. */
  get fieldNames(): string[] {
    return this.columns.map((c) => c.field);
  }

  /** The column spec of a field the zones can show, or undefined for a field not among the columns. */
  getColumn(field: string): ColumnSpec<T> | undefined {
    return this.columns.find((c) => c.field === field);
  }

  /** The name users see for a field: the column's chooserName, else its header, else the store's label. */
  fieldLabel(field: string): string {
    const c = this.getColumn(field);
    return c?.chooserName ?? c?.header ?? this.store.fieldLabel(field);
  }

  /** Fields users can sort by. */
  get sortableColumns(): ColumnSpec<T>[] {
    return this.columns.filter((c) => c.sortable !== false);
  }

  get sortBy(): readonly SortSpec[] {
    return this.store.sortBy;
  }

  get groupBy(): readonly string[] {
    return this.store.groupBy;
  }

  /** The mappings, sort and grouping configured, as a reset restores them. */
  get defaultMappings(): ZoneMappings {
    return copyMappings(this.defaults.mappings);
  }

  /**
   * The sort configured (`sortBy`, else the store's), as `restoreDefaults` puts back; a fresh copy on each
   * read.
   */
  get defaultSortBy(): SortSpec[] {
    return this.defaults.sortBy.map((s) => ({ ...s }));
  }

  /** A record to preview the zones with: the selected one, else the first shown, else any. */
  get sampleRecord(): StoreRecord<T> | null {
    const selected = this.gridModel.selectedRecord;
    if (selected) return selected;
    for (const row of this.store.rows) if (row.kind === 'record') return row.record;
    return this.store.records[0] ?? null;
  }

  // ---------------------------------------------------------------- changing

  /** Shows other fields in the zones; mappings that break the limits are refused with an error. */
  setMappings(mappings: ZoneMappings): void {
    const problems = mappingProblems(mappings, this.limits, this.fieldNames);
    if (problems.length) throw new Error(`Invalid zone mappings (${problems.join('; ')}).`);
    this.mappings = copyMappings(mappings);
    this.persist();
  }

  /**
   * Sorts the rows ('field', 'field|desc', sort specs; null for none), as the zone mapper does; saved with
   * `persistWith`.
   */
  setSortBy(sortBy: SortSpecInput | readonly SortSpecInput[] | null): void {
    this.gridModel.setSortBy(sortBy);
    this.persist();
  }

  /** Groups the rows by a field, or fields for nested groups; null for none. Saved with `persistWith`. */
  setGroupBy(groupBy: string | readonly string[] | null): void {
    this.gridModel.setGroupBy(groupBy);
    this.persist();
  }

  /** Back to the configured mappings, sort and grouping; forgets the saved state. */
  restoreDefaults(): void {
    this.mappings = copyMappings(this.defaults.mappings);
    this.gridModel.setSortBy(this.defaults.sortBy);
    this.gridModel.setGroupBy(this.defaults.groupBy);
    if (this.persistKey) clearZoneGridState(this.persistKey);
  }

  /** Opens the zone mapper, on a draft of the current mappings and sort. */
  showMapper(): void {
    this.mapperModel.open();
  }

  // ---------------------------------------------------------------- helpers

  private hasField(field: string): boolean {
    return this.store.fields.some((f) => f.name === field) || !!this.getColumn(field);
  }

  private persist(): void {
    if (!this.persistKey) return;
    writeZoneGridState(this.persistKey, {
      version: 1,
      mappings: copyMappings(this.mappings),
      sortBy: this.store.sortBy.map((s) => ({ field: s.field, dir: s.dir, abs: !!s.abs })),
      groupBy: [...this.store.groupBy],
    });
  }
}
