import { proxy, ref } from 'valtio';
import { andFilters, compileFilter, filtersEqual, type Filter, type RecordTest } from './filter';
import { defaultGroupLabel, groupRecords, type GroupNode, type GroupSortFn } from './grouping';
import type { StoreGroupRow, StoreRecordRow, StoreRow } from './rows';
import { parseSortSpecs, sortRecords, type SortSpec, type SortSpecInput } from './sort';
import { StoreRecord } from './StoreRecord';
import { fieldValue, labelOfField, type FieldSpec, type RecordData, type RecordId } from './types';

export interface StoreConfig<T extends object, R = T> {
  /** The fields of the records (names or specs): their types and labels, and the default search fields. */
  fields?: readonly (string | FieldSpec)[];
  /** The field holding a record's id, or a function of its data (default 'id'). */
  idSpec?: string | ((data: T) => RecordId);
  /** Turns each raw object (and each raw child in a tree) into the record's data. */
  processRawData?: (raw: R) => T;
  /** Field of raw objects holding their children: the store is then a tree. */
  childrenField?: string;
  /** Fields a text filter searches; default the string and number `fields`, else every field of the data. */
  searchFields?: readonly string[];
  filter?: Filter | null;
  sortBy?: SortSpecInput | readonly SortSpecInput[] | null;
  groupBy?: string | readonly string[] | null;
  /** Rows at depths below this start expanded (0: all collapsed, 1: top level open, Infinity: all). */
  expandLevel?: number;
  /** Text of a group row for a value; default the value ('[None]' when blank, Yes / No for booleans). */
  groupLabel?: (field: string, value: unknown) => string;
  /** Order of the groups of each level; default by value, blanks last. */
  groupSortFn?: GroupSortFn | null;
  /** In a tree, whether the children of a record that passes the filter all show (default false). */
  filterIncludesChildren?: boolean;
}

/** Changes applied as committed (e.g. pushed by a server): records added, updated (by id) and removed. */
export interface StoreTransaction<R> {
  add?: readonly R[];
  update?: readonly R[];
  remove?: readonly RecordId[];
}

/** What a commit of local changes gives back, to send on. */
export interface StoreChanges<T extends object> {
  added: StoreRecord<T>[];
  modified: StoreRecord<T>[];
  removed: StoreRecord<T>[];
}

/** Source name of the filter set by `setFilter` without one. */
export const DEFAULT_FILTER_SOURCE = 'default';

/** The store's internals: big structures kept out of valtio (never proxied), replaced as a whole. */
interface StoreInternals<T extends object> {
  byId: Map<RecordId, StoreRecord<T>>;
  /** Children ids of each record with children (trees). */
  childIds: Map<RecordId, RecordId[]>;
  rootIds: RecordId[];
  /** Every record, parents before children (tree pre-order). */
  flat: StoreRecord<T>[];
  removed: Map<RecordId, StoreRecord<T>>;
  expandOverrides: Map<string, boolean>;
  /** Pipeline outputs, recomputed from the first stale stage on. */
  passing: Uint8Array;
  filteredFlat: StoreRecord<T>[];
  sortedRoots: StoreRecord<T>[];
  sortedChildren: Map<RecordId, StoreRecord<T>[]>;
  groups: GroupNode<T>[] | null;
}

type Stage = 'filter' | 'sort' | 'group' | 'flatten';
const STAGES: readonly Stage[] = ['filter', 'sort', 'group', 'flatten'];

/**
 * Records with ids, and the rows a view shows of them: filtered, sorted, grouped or as a tree, flattened with
 * expand/collapse state. The store is a valtio proxy; views read `rows`, the counts and the settings through
 * `useSnapshot`. The record lists are replaced (never mutated) on each change and are not proxied, so 100,000
 * records stay fast.
 */
export class Store<T extends object = RecordData, R = T> {
  /** Visible rows (groups and records), in order. */
  rows: readonly StoreRow<T>[] = ref([]);
  /** Records that pass the filter (all levels of a tree), in load order. */
  filteredRecords: readonly StoreRecord<T>[] = ref([]);
  /** All records (all levels), in load order. */
  records: readonly StoreRecord<T>[] = ref([]);
  allCount = 0;
  filteredCount = 0;
  /** Number of visible rows, group rows included. */
  visibleCount = 0;
  /** Filters by source (e.g. a filter field and a filter chooser each own one); they combine with AND. */
  filters: Record<string, Filter> = {};
  sortBy: SortSpec[] = [];
  groupBy: string[] = [];
  expandLevel: number;
  /** Bumped on every change of rows, so views can watch one number. */
  version = 0;
  /** When data was last loaded (ms since epoch), null before. */
  lastLoaded: number | null = null;
  /** Whether there are local changes not yet committed. */
  isDirty = false;

  readonly fields: readonly FieldSpec[];
  readonly searchFields: readonly string[] | null;
  readonly childrenField: string | null;
  private readonly config: StoreConfig<T, R>;
  private readonly _: StoreInternals<T>;

  constructor(config: StoreConfig<T, R> = {}) {
    this.config = ref({ ...config });
    this.fields = ref((config.fields ?? []).map((f) => (typeof f === 'string' ? { name: f } : { ...f })));
    this.searchFields = config.searchFields ? ref([...config.searchFields]) : null;
    this.childrenField = config.childrenField ?? null;
    this.expandLevel = config.expandLevel ?? 0;
    this.sortBy = parseSortSpecs(config.sortBy);
    this.groupBy =
      config.groupBy == null
        ? []
        : typeof config.groupBy === 'string'
          ? [config.groupBy]
          : [...config.groupBy];
    if (config.filter) this.filters = { [DEFAULT_FILTER_SOURCE]: config.filter };
    this._ = ref({
      byId: new Map(),
      childIds: new Map(),
      rootIds: [],
      flat: [],
      removed: new Map(),
      expandOverrides: new Map(),
      passing: new Uint8Array(0),
      filteredFlat: [],
      sortedRoots: [],
      sortedChildren: new Map(),
      groups: null,
    });
    return proxy(this);
  }

  // ---------------------------------------------------------------- reading

  /** The combined filter of every source, or null. */
  get filter(): Filter | null {
    return andFilters(...Object.values(this.filters));
  }

  /** Whether the store is a tree (records have children). */
  get isTree(): boolean {
    return this.childrenField !== null;
  }

  getById(id: RecordId): StoreRecord<T> | undefined {
    return this._.byId.get(id);
  }

  /** Children of a record (all of them, unfiltered, in load order). */
  getChildren(record: StoreRecord<T> | RecordId): StoreRecord<T>[] {
    const id = record instanceof StoreRecord ? record.id : record;
    const ids = this._.childIds.get(id) ?? [];
    return ids.map((c) => this._.byId.get(c)).filter((r): r is StoreRecord<T> => r !== undefined);
  }

  /** Every record below a record, in pre-order. */
  getDescendants(record: StoreRecord<T> | RecordId): StoreRecord<T>[] {
    const out: StoreRecord<T>[] = [];
    const visit = (id: RecordId) => {
      for (const child of this.getChildren(id)) {
        out.push(child);
        visit(child.id);
      }
    };
    visit(record instanceof StoreRecord ? record.id : record);
    return out;
  }

  /** Root records (all, unfiltered). */
  get rootRecords(): StoreRecord<T>[] {
    return this._.rootIds
      .map((id) => this._.byId.get(id))
      .filter((r): r is StoreRecord<T> => r !== undefined);
  }

  /** Label of a field: its displayName, else made from its name. */
  fieldLabel(name: string): string {
    return this.fields.find((f) => f.name === name)?.displayName ?? labelOfField(name);
  }

  /** Distinct values of a field across all records, sorted (for filter suggestions). */
  distinctValues(field: string): unknown[] {
    const seen = new Set<unknown>();
    for (const r of this._.flat) {
      const v = fieldValue(r.data, field);
      if (v != null && v !== '') seen.add(v);
    }
    return [...seen].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
  }

  // ---------------------------------------------------------------- loading

  /** Replaces every record with the raw data given, as committed; expand state is kept by id. */
  loadData(rawData: readonly R[]): void {
    const _ = this._;
    const byId = new Map<RecordId, StoreRecord<T>>();
    const childIds = new Map<RecordId, RecordId[]>();
    const flat: StoreRecord<T>[] = [];
    const build = this.treeBuilder(byId, childIds, flat);
    const roots: RecordId[] = new Array(rawData.length);
    for (let i = 0; i < rawData.length; i++) roots[i] = build(rawData[i] as R, null, 0);
    _.byId = byId;
    _.childIds = childIds;
    _.removed = new Map();
    _.rootIds = roots;
    this.setFlat(flat);
    this.lastLoaded = Date.now();
    this.isDirty = false;
    this.refresh('filter');
  }

  /** Removes every record. */
  clear(): void {
    this.loadData([]);
  }

  /** Applies committed changes: adds (as roots), updates by id (data only) and removes (with descendants). */
  updateData(tx: StoreTransaction<R>): void {
    const _ = this._;
    for (const id of tx.remove ?? []) this.detach(id);
    for (const raw of tx.update ?? []) {
      const data = this.process(raw);
      const id = this.idOf(data);
      const old = _.byId.get(id);
      if (!old) throw new Error(`Cannot update record ${String(id)}: it is not in the store.`);
      _.byId.set(
        id,
        new StoreRecord({ id, data, committedData: data, raw, parentId: old.parentId, depth: old.depth }),
      );
    }
    const build = this.treeBuilder(_.byId, _.childIds, []);
    for (const raw of tx.add ?? []) _.rootIds.push(build(raw, null, 0));
    this.rebuildFlat();
    this.refresh('filter');
  }

  // ---------------------------------------------------------------- local edits

  /** Adds records locally (uncommitted, `isAdd`) at the root. */
  addRecords(data: readonly T[]): StoreRecord<T>[] {
    const added = data.map((d) => {
      const id = this.idOf(d);
      if (this._.byId.has(id)) throw new Error(`Cannot add record ${String(id)}: the id is taken.`);
      const record = new StoreRecord<T>({ id, data: d, committedData: null, raw: null });
      this._.byId.set(id, record);
      this._.rootIds.push(id);
      return record;
    });
    this.rebuildFlat();
    this.refresh('filter');
    return added;
  }

  /** Changes fields of records locally (`isModified` until committed or reverted). */
  modifyRecords(changes: readonly ({ id: RecordId } & Partial<T>)[]): void {
    for (const { id, ...fields } of changes) {
      const old = this._.byId.get(id);
      if (!old) throw new Error(`Cannot modify record ${String(id)}: it is not in the store.`);
      this._.byId.set(id, old.withData({ ...old.data, ...fields } as T));
    }
    this.rebuildFlat();
    this.refresh('filter');
  }

  /** Removes records locally (with their descendants); a commit reports them, a revert brings them back. */
  removeRecords(ids: readonly RecordId[]): void {
    for (const id of ids) {
      const record = this._.byId.get(id);
      if (!record) continue;
      for (const r of [record, ...this.getDescendants(record)]) if (!r.isAdd) this._.removed.set(r.id, r);
      this.detach(id);
    }
    this.rebuildFlat();
    this.refresh('filter');
  }

  /** Local changes: added, modified and removed records. */
  getChanges(): StoreChanges<T> {
    const flat = this._.flat;
    return {
      added: flat.filter((r) => r.isAdd),
      modified: flat.filter((r) => r.isModified),
      removed: [...this._.removed.values()],
    };
  }

  /** Makes every local change committed; returns what changed. */
  commit(): StoreChanges<T> {
    const changes = this.getChanges();
    for (const r of [...changes.added, ...changes.modified]) {
      this._.byId.set(
        r.id,
        new StoreRecord({
          id: r.id,
          data: r.data,
          committedData: r.data,
          raw: r.raw,
          parentId: r.parentId,
          depth: r.depth,
        }),
      );
    }
    this._.removed.clear();
    this.rebuildFlat();
    this.refresh('filter');
    return changes;
  }

  /** Undoes local changes: of the given records, or all. */
  revert(ids?: readonly RecordId[]): void {
    const _ = this._;
    const wanted = ids ? new Set(ids) : null;
    for (const r of [..._.flat]) {
      if (wanted && !wanted.has(r.id)) continue;
      if (r.isAdd) this.detach(r.id);
      else if (r.isModified && r.committedData) _.byId.set(r.id, r.withData(r.committedData));
    }
    for (const [id, r] of [..._.removed]) {
      if (wanted && !wanted.has(id)) continue;
      _.byId.set(id, r);
      if (r.parentId === null) _.rootIds.push(id);
      else {
        const siblings = _.childIds.get(r.parentId);
        if (siblings) siblings.push(id);
        else _.childIds.set(r.parentId, [id]);
      }
      _.removed.delete(id);
    }
    this.rebuildFlat();
    this.refresh('filter');
  }

  // ---------------------------------------------------------------- filter, sort, group

  /** Sets (or with null clears) the filter of a source; the sources combine with AND. */
  setFilter(filter: Filter | null, source: string = DEFAULT_FILTER_SOURCE): void {
    if (filtersEqual(this.filters[source], filter)) return;
    const others = Object.entries(this.filters).filter(([name]) => name !== source);
    this.filters = Object.fromEntries(filter ? [...others, [source, filter]] : others);
    this.refresh('filter');
  }

  /** Clears the filters of every source. */
  clearFilters(): void {
    if (Object.keys(this.filters).length === 0) return;
    this.filters = {};
    this.refresh('filter');
  }

  setSortBy(sortBy: SortSpecInput | readonly SortSpecInput[] | null): void {
    const specs = parseSortSpecs(sortBy);
    if (JSON.stringify(specs) === JSON.stringify(this.sortBy)) return;
    this.sortBy = specs;
    this.refresh('sort');
  }

  setGroupBy(groupBy: string | readonly string[] | null): void {
    const fields = groupBy == null ? [] : typeof groupBy === 'string' ? [groupBy] : [...groupBy];
    if (fields.join('\u0000') === this.groupBy.join('\u0000')) return;
    this.groupBy = fields;
    this.refresh('group');
  }

  // ---------------------------------------------------------------- expand / collapse

  isExpanded(rowId: string, depth: number): boolean {
    return this._.expandOverrides.get(rowId) ?? depth < this.expandLevel;
  }

  setExpanded(rowId: string, expanded: boolean): void {
    const row = this.rows.find((r) => r.id === rowId);
    const depth = row?.depth ?? 0;
    if (expanded === depth < this.expandLevel) this._.expandOverrides.delete(rowId);
    else this._.expandOverrides.set(rowId, expanded);
    this.refresh('flatten');
  }

  toggleExpanded(rowId: string): void {
    const row = this.rows.find((r) => r.id === rowId);
    if (row) this.setExpanded(rowId, !row.expanded);
  }

  /** Expands rows above the given depth and collapses the rest (1: top level open). */
  setExpandLevel(level: number): void {
    this._.expandOverrides.clear();
    this.expandLevel = level;
    this.refresh('flatten');
  }

  expandAll(): void {
    this.setExpandLevel(Infinity);
  }

  collapseAll(): void {
    this.setExpandLevel(0);
  }

  // ---------------------------------------------------------------- pipeline

  /** Recomputes rows from a stage on: filter → sort → group → flatten. */
  private refresh(from: Stage): void {
    const start = STAGES.indexOf(from);
    if (start <= 0) this.runFilter();
    if (start <= 1) this.runSort();
    if (start <= 2) this.runGroup();
    this.runFlatten();
  }

  private runFilter(): void {
    const _ = this._;
    const flat = _.flat;
    const n = flat.length;
    const passing = new Uint8Array(n);
    const filter = this.filter;
    if (!filter) passing.fill(1);
    else {
      const test: RecordTest = compileFilter(filter, { searchFields: this.effectiveSearchFields() });
      for (let i = 0; i < n; i++) if (test(flat[i] as StoreRecord<T>)) passing[i] = 1;
      if (this.isTree) this.spreadTreeMatches(passing);
    }
    const filtered: StoreRecord<T>[] = [];
    for (let i = 0; i < n; i++) if (passing[i]) filtered.push(flat[i] as StoreRecord<T>);
    _.passing = passing;
    _.filteredFlat = filtered;
    this.filteredRecords = ref(filtered);
    this.filteredCount = filtered.length;
  }

  /** In a tree, ancestors of a match stay (so it can be reached), and optionally descendants of a match too. */
  private spreadTreeMatches(passing: Uint8Array): void {
    const { flat, byId } = this._;
    const matched = this.config.filterIncludesChildren ? passing.slice() : null;
    // Pre-order: children come after parents, so one backward pass marks every ancestor.
    for (let i = flat.length - 1; i >= 0; i--) {
      const r = flat[i] as StoreRecord<T>;
      if (passing[i] && r.parentId !== null) {
        const parent = byId.get(r.parentId);
        if (parent) passing[parent._index] = 1;
      }
    }
    if (matched) {
      for (let i = 0; i < flat.length; i++) {
        const r = flat[i] as StoreRecord<T>;
        if (r.parentId === null) continue;
        const parent = byId.get(r.parentId);
        if (parent && matched[parent._index]) {
          matched[i] = 1;
          passing[i] = 1;
        }
      }
    }
  }

  private runSort(): void {
    const _ = this._;
    const specs = this.sortBy;
    const { passing, byId } = _;
    const visible = (id: RecordId) => {
      const r = byId.get(id);
      return r && passing[r._index] ? r : undefined;
    };
    if (this.isTree) {
      const roots = _.rootIds.map(visible).filter((r): r is StoreRecord<T> => r !== undefined);
      _.sortedRoots = sortRecords(roots, specs);
    } else {
      _.sortedRoots = sortRecords(_.filteredFlat, specs);
    }
    const sortedChildren = new Map<RecordId, StoreRecord<T>[]>();
    for (const [parentId, ids] of _.childIds) {
      const parent = byId.get(parentId);
      if (!parent || !passing[parent._index]) continue;
      const kids = ids.map(visible).filter((r): r is StoreRecord<T> => r !== undefined);
      if (kids.length) sortedChildren.set(parentId, sortRecords(kids, specs));
    }
    _.sortedChildren = sortedChildren;
  }

  private runGroup(): void {
    const fields = this.groupBy;
    this._.groups =
      fields.length === 0
        ? null
        : groupRecords(this._.sortedRoots, fields, {
            label: this.config.groupLabel ?? defaultGroupLabel,
            sortFn: this.config.groupSortFn ?? null,
          });
  }

  private runFlatten(): void {
    const _ = this._;
    const overrides = _.expandOverrides;
    const level = this.expandLevel;
    const rows: StoreRow<T>[] = [];
    const children = _.sortedChildren;
    const hasChildren = children.size > 0;

    const pushRecords = (list: readonly StoreRecord<T>[], depth: number) => {
      for (let i = 0; i < list.length; i++) {
        const record = list[i] as StoreRecord<T>;
        const kids = hasChildren ? children.get(record.id) : undefined;
        const childCount = kids ? kids.length : 0;
        const expanded = childCount > 0 && (overrides.get(String(record.id)) ?? depth < level);
        // Reuse the row object while nothing shown in it changed: views then skip re-rendering it.
        let row = record._row as StoreRecordRow<T> | null;
        if (!row || row.depth !== depth || row.expanded !== expanded || row.childCount !== childCount) {
          row = { kind: 'record', id: String(record.id), record, depth, expanded, childCount };
          record._row = row;
        }
        rows.push(row);
        if (expanded && kids) pushRecords(kids, depth + 1);
      }
    };
    const pushGroups = (groups: readonly GroupNode<T>[]) => {
      for (const g of groups) {
        const expanded = overrides.get(g.id) ?? g.depth < level;
        const row: StoreGroupRow<T> = {
          kind: 'group',
          id: g.id,
          field: g.field,
          value: g.value,
          label: g.label,
          depth: g.depth,
          expanded,
          records: g.records,
        };
        rows.push(row);
        if (!expanded) continue;
        if (g.subgroups) pushGroups(g.subgroups);
        else pushRecords(g.records, g.depth + 1);
      }
    };

    if (_.groups) pushGroups(_.groups);
    else pushRecords(_.sortedRoots, 0);
    this.rows = ref(rows);
    this.visibleCount = rows.length;
    this.version++;
  }

  // ---------------------------------------------------------------- helpers

  private effectiveSearchFields(): readonly string[] {
    if (this.searchFields) return this.searchFields;
    const typed = this.fields.filter(
      (f) => !f.type || f.type === 'auto' || f.type === 'string' || f.type === 'number' || f.type === 'int',
    );
    if (typed.length) return typed.map((f) => f.name);
    const first = this._.flat[0];
    return first ? Object.keys(first.data).filter((k) => k !== this.childrenField) : [];
  }

  private process(raw: R): T {
    return this.config.processRawData ? this.config.processRawData(raw) : (raw as unknown as T);
  }

  private idOf(data: T): RecordId {
    const spec = this.config.idSpec ?? 'id';
    const id = typeof spec === 'function' ? spec(data) : fieldValue(data, spec);
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new Error(`A record has no id (field '${String(spec)}'): give the store an idSpec.`);
    }
    return id;
  }

  /**
   * A function that creates a record and (in a tree) its descendants, adds them to the maps, appends them to
   * `flat` in pre-order and returns the id. Config is read once here, not per record.
   */
  private treeBuilder(
    byId: Map<RecordId, StoreRecord<T>>,
    childIds: Map<RecordId, RecordId[]>,
    flat: StoreRecord<T>[],
  ): (raw: R, parentId: RecordId | null, depth: number) => RecordId {
    const process = this.config.processRawData;
    const idSpec = this.config.idSpec ?? 'id';
    const field = this.childrenField;
    const fresh = byId.size === 0;
    const duplicate = (id: RecordId) =>
      new Error(`Duplicate record id ${String(id)}: ids must be unique in a store.`);
    const build = (raw: R, parentId: RecordId | null, depth: number): RecordId => {
      const data = process ? process(raw) : (raw as unknown as T);
      const id = typeof idSpec === 'function' ? idSpec(data) : (data as RecordData)[idSpec];
      if (typeof id !== 'string' && typeof id !== 'number') {
        throw new Error(`A record has no id (field '${String(idSpec)}'): give the store an idSpec.`);
      }
      // Into a fresh map (a load) one hash operation per record does: a duplicate shows as a map that did not
      // grow, and the half-built map is dropped. Into the live map (an update) check first, to change nothing.
      if (!fresh && byId.has(id)) throw duplicate(id);
      const record = new StoreRecord<T>({ id, data, committedData: data, raw, parentId, depth });
      const size = byId.size;
      byId.set(id, record);
      if (byId.size === size) throw duplicate(id);
      flat.push(record);
      const kids = field ? (raw as RecordData)[field] : null;
      if (Array.isArray(kids) && kids.length) {
        const ids: RecordId[] = [];
        for (const child of kids as R[]) ids.push(build(child, id, depth + 1));
        childIds.set(id, ids);
      }
      return id;
    };
    return build;
  }

  /** Takes a record and its descendants out of the tree (not into `removed`). */
  private detach(id: RecordId): void {
    const _ = this._;
    const record = _.byId.get(id);
    if (!record) return;
    const gone = [record, ...this.getDescendants(record)];
    for (const d of gone) {
      _.byId.delete(d.id);
      _.childIds.delete(d.id);
    }
    if (record.parentId === null) _.rootIds = _.rootIds.filter((r) => r !== id);
    else {
      const siblings = _.childIds.get(record.parentId);
      if (siblings)
        _.childIds.set(
          record.parentId,
          siblings.filter((r) => r !== id),
        );
    }
  }

  /** Rebuilds the flat pre-order list from roots and children (after edits). */
  private rebuildFlat(): void {
    const { byId, childIds } = this._;
    const flat: StoreRecord<T>[] = [];
    const visit = (id: RecordId) => {
      const r = byId.get(id);
      if (!r) return;
      flat.push(r);
      for (const c of childIds.get(id) ?? []) visit(c);
    };
    for (const id of this._.rootIds) visit(id);
    this.setFlat(flat);
    this.isDirty = this._.removed.size > 0 || flat.some((r) => r.isDirty);
  }

  private setFlat(flat: StoreRecord<T>[]): void {
    for (let i = 0; i < flat.length; i++) (flat[i] as StoreRecord<T>)._index = i;
    this._.flat = flat;
    this.records = ref(flat);
    this.allCount = flat.length;
  }
}
