import { proxy, ref } from 'valtio';
import { andFilters, compileFilter, filtersEqual, type Filter, type RecordTest } from './filter';
import { defaultGroupLabel, groupRecords, type GroupNode, type GroupSortFn } from './grouping';
import { IdIndex } from './IdIndex';
import { RecordRow, type StoreGroupRow, type StoreRecordRow, type StoreRow } from './rows';
import { parseSortSpecs, sortRecords, type SortSpec, type SortSpecInput } from './sort';
import { StoreRecord } from './StoreRecord';
import { fieldValue, labelOfField, type FieldSpec, type RecordData, type RecordId } from './types';
import {
  messageCount,
  RecordValidator,
  sameErrors,
  type RecordErrors,
  type StoreValidationState,
} from './validation';

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
  /** Initial filter: records that fail it are kept but not shown (set others with `setFilter`). */
  filter?: Filter | null;
  /** Initial sort: 'field', 'field|desc', 'field|desc|abs' or SortSpecs, the first sorting first. */
  sortBy?: SortSpecInput | readonly SortSpecInput[] | null;
  /** Initial grouping: a field, or fields for nested groups. */
  groupBy?: string | readonly string[] | null;
  /** Rows at depths below this start expanded (0: all collapsed, 1: top level open, Infinity: all). */
  expandLevel?: number;
  /** Text of a group row for a value; default the value ('[None]' when blank, Yes / No for booleans). */
  groupLabel?: (field: string, value: unknown) => string;
  /** Order of the groups of each level; default by value, blanks last. */
  groupSortFn?: GroupSortFn | null;
  /** In a tree, whether the children of a record that passes the filter all show (default false). */
  filterIncludesChildren?: boolean;
  /**
   * Committing a record added locally gives it a new id: the highest committed id plus 1 (0 when none is
   * committed), in order when several are committed at once. Needs `idSpec` to be a field name.
   */
  assignIdsOnCommit?: boolean;
}

/** Changes applied as committed (e.g. pushed by a server): records added, updated (by id) and removed. */
export interface StoreTransaction<R> {
  add?: readonly R[];
  update?: readonly R[];
  /**
   * Changes to some fields of records, by id (e.g. a live feed sending only the prices that moved): each is
   * merged into its record's raw data, which is then processed as an update of the whole record would be. The
   * `id` names the record and is not merged. Ids the store does not hold are skipped: a feed may speak of
   * records not loaded. Cheaper than `update` for the caller, who need not look records up to complete them.
   */
  merge?: readonly StoreMerge<R>[];
  remove?: readonly RecordId[];
}

/** A change to some fields of a record's raw data (see StoreTransaction.merge). */
export type StoreMerge<R> = { readonly id: RecordId } & Partial<R>;

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
  byId: IdIndex<StoreRecord<T>>;
  /** Children ids of each record with children (trees). */
  childIds: Map<RecordId, RecordId[]>;
  rootIds: RecordId[];
  /** Every record, parents before children (tree pre-order). */
  flat: StoreRecord<T>[];
  /**
   * Records removed locally. Their ids stay in `rootIds` / `childIds` (out of `byId`) until the removal is
   * committed, so a revert puts them back where they were.
   */
  removed: Map<RecordId, StoreRecord<T>>;
  expandOverrides: Map<string, boolean>;
  /** Pipeline outputs, recomputed from the first stale stage on. `passing` is null when there is no filter. */
  passing: Uint8Array | null;
  filteredFlat: StoreRecord<T>[];
  sortedRoots: StoreRecord<T>[];
  sortedChildren: Map<RecordId, StoreRecord<T>[]>;
  /**
   * Parents whose list in `sortedChildren` is out of date since updates alone (the same records shown, but some
   * replaced and not sorted again): made and sorted only when flattening shows it (the parent expanded). A live
   * push re-prices records under hundreds of collapsed parents, whose order nobody sees.
   */
  unsortedChildren: Set<RecordId>;
  /**
   * During a refresh after updates alone: the parents (null for the roots) of the records replaced. Sibling lists
   * of other parents hold the same records as at the last sort, so (without a filter) their order stands.
   */
  changedParents: Set<RecordId | null> | null;
  /** Updates came while the order was held (see `holdOrder`): the store sorts again once released. */
  orderStale: boolean;
  groups: GroupNode<T>[] | null;
  /** Validation: messages of invalid records, and the run of the async check each pending record waits on. */
  errors: Map<RecordId, RecordErrors>;
  pending: Map<RecordId, number>;
  checkRun: number;
  /** Records whose errors an async check changed: their rows are redrawn together, once per tick. */
  redrawScheduled: boolean;
  /** The last temporary id given to a record added without one (counting down from -1). */
  lastTempId: number;
  /** Callers of `whenChecked` waiting for async checks to settle. */
  waiters: (() => void)[];
  /**
   * The latest rows made one from another by replacing rows in place (see `replacedRows`): each step's rows
   * before and after, and the rows swapped in. Emptied when rows are made otherwise.
   */
  patches: RowPatch<T>[];
}

interface RowPatch<T extends object> {
  base: readonly StoreRow<T>[];
  result: readonly StoreRow<T>[];
  replaced: readonly StoreRow<T>[];
}

/** Steps of in-place replacement kept: a view further behind than this takes all its rows again. */
const MAX_PATCHES = 64;

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
  /** Number of records, all levels of a tree. */
  allCount = 0;
  /** Number of records that pass the filter, all levels of a tree. */
  filteredCount = 0;
  /** Records of the top level that pass the filter: a tree's roots shown, else `filteredCount`. */
  filteredRootCount = 0;
  /** Number of visible rows, group rows included. */
  visibleCount = 0;
  /** Filters by source (e.g. a filter field and a filter chooser each own one); they combine with AND. */
  filters: Record<string, Filter> = {};
  /** The sort applied, the first spec sorting first; change it with `setSortBy`. */
  sortBy: SortSpec[] = [];
  /** The fields rows are grouped by, outermost first; change them with `setGroupBy`. */
  groupBy: string[] = [];
  /** Rows at depths below this are expanded unless toggled (see `setExpandLevel`). */
  expandLevel: number;
  /** Bumped on every change of rows, so views can watch one number. */
  version = 0;
  /** When data was last loaded (ms since epoch), null before. */
  lastLoaded: number | null = null;
  /** Whether updates leave the records where they are shown (see `holdOrder`). */
  orderHeld = false;
  /** Whether there are local changes not yet committed. */
  isDirty = false;
  /** Records added, modified and removed locally and not yet committed. */
  addedCount = 0;
  /** Records modified locally and not yet committed. */
  modifiedCount = 0;
  /** Records removed locally and not yet committed. */
  removedCount = 0;
  /** Whether the records pass their fields' rules (see `validate`): 'unknown' when no field has rules. */
  validationState: StoreValidationState = 'unknown';
  /** Messages of every invalid field of every record. */
  errorCount = 0;

  /** The fields of the records, as configured (names given alone made into specs). */
  readonly fields: readonly FieldSpec[];
  /** The fields a text filter searches, when configured; null to search the default ones. */
  readonly searchFields: readonly string[] | null;
  /** The raw objects' field holding their children, for a tree; null for a flat store. */
  readonly childrenField: string | null;
  private readonly config: StoreConfig<T, R>;
  private readonly _: StoreInternals<T>;
  private readonly validator: RecordValidator;

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
    this.validator = ref(new RecordValidator(this.fields));
    this._ = ref({
      byId: new IdIndex<StoreRecord<T>>(),
      childIds: new Map(),
      rootIds: [],
      flat: [],
      removed: new Map(),
      expandOverrides: new Map(),
      passing: null,
      filteredFlat: [],
      sortedRoots: [],
      sortedChildren: new Map(),
      unsortedChildren: new Set(),
      groups: null,
      errors: new Map(),
      pending: new Map(),
      checkRun: 0,
      redrawScheduled: false,
      lastTempId: 0,
      waiters: [],
      patches: [],
      changedParents: null,
      orderStale: false,
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

  /** A record by its id, at any level, whether or not it passes the filter. */
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
    const byId = new IdIndex<StoreRecord<T>>(rawData.length);
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
    this.setChangeCounts(0, 0, 0);
    this.resetValidation();
    this.check(flat);
    this.refresh('filter');
  }

  /** Removes every record. */
  clear(): void {
    this.loadData([]);
  }

  /** Applies committed changes: adds (as roots), updates by id (data only) and removes (with descendants). */
  updateData(tx: StoreTransaction<R>): void {
    const _ = this._;
    if (tx.remove?.length) {
      this.detach(tx.remove);
      this.purgeRemoved(tx.remove);
    }
    const touched: StoreRecord<T>[] = [];
    const replaced: [StoreRecord<T>, StoreRecord<T>][] = [];
    const swapIn = (old: StoreRecord<T>, raw: R, data: T) => {
      const record = new StoreRecord({
        id: old.id,
        data,
        committedData: data,
        raw,
        parentId: old.parentId,
        depth: old.depth,
      });
      _.byId.set(old.id, record);
      touched.push(record);
      replaced.push([old, record]);
    };
    for (const raw of tx.update ?? []) {
      const data = this.process(raw);
      const id = this.idOf(data);
      const old = _.byId.get(id);
      if (!old) throw new Error(`Cannot update record ${String(id)}: it is not in the store.`);
      swapIn(old, raw, data);
    }
    for (const change of tx.merge ?? []) {
      const old = _.byId.get(change.id);
      if (!old) continue;
      const oldRaw = old.raw as R;
      // Raw data with their id under `id` take the change as it is (its id is theirs); others without the id.
      let raw: R;
      if ((oldRaw as RecordData).id === change.id) raw = { ...oldRaw, ...change };
      else {
        const { id: _id, ...fields } = change;
        raw = { ...oldRaw, ...fields } as R;
      }
      swapIn(old, raw, this.process(raw));
    }
    if (!tx.remove?.length && !tx.add?.length) {
      // Updates alone (a live re-pricing) leave the tree as it is: swap the records into the flat list.
      this.replaceInFlat(replaced);
      this.check(touched);
      _.changedParents = new Set(touched.map((r) => r.parentId));
      try {
        this.refresh('filter');
      } finally {
        _.changedParents = null;
      }
      return;
    }
    const build = this.treeBuilder(_.byId, _.childIds, touched);
    if (tx.add?.length && _.removed.size) {
      // A record the source adds again is no longer a local removal.
      this.purgeRemoved(tx.add.map((raw) => this.idOf(this.process(raw))));
    }
    for (const raw of tx.add ?? []) _.rootIds.push(build(raw, null, 0));
    this.rebuildFlat();
    this.forgetChecks(tx.remove ?? []);
    this.check(touched);
    this.refresh('filter');
  }

  // ---------------------------------------------------------------- local edits

  /**
   * Adds records locally (uncommitted, `isAdd`) at the root. Fields they lack get their field's `defaultValue`;
   * a record without an id gets a temporary one (negative) until it is committed.
   */
  addRecords(data: readonly Partial<T>[]): StoreRecord<T>[] {
    const _ = this._;
    const defaults = this.fields.filter((f) => f.defaultValue !== undefined);
    const idField = typeof this.config.idSpec === 'function' ? null : (this.config.idSpec ?? 'id');
    const added: StoreRecord<T>[] = new Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const d = { ...data[i] } as RecordData;
      for (const f of defaults) if (d[f.name] === undefined) d[f.name] = f.defaultValue;
      if (idField !== null && d[idField] == null) d[idField] = this.nextTempId();
      const values = d as T;
      const id = this.idOf(values);
      if (_.byId.has(id) || _.removed.has(id))
        throw new Error(`Cannot add record ${String(id)}: the id is taken.`);
      const record = new StoreRecord<T>({ id, data: values, committedData: null, raw: null });
      _.byId.set(id, record);
      _.rootIds.push(id);
      added[i] = record;
    }
    this.rebuildFlat();
    this.check(added);
    this.refresh('filter');
    return added;
  }

  /**
   * Changes fields of records locally (`isModified` until committed or reverted). A record whose values all
   * return to the committed ones is clean again. A change that moves no row (no filter, grouping or tree, and
   * no sort on a changed field) replaces the rows in place: editing one cell of a big store stays instant.
   */
  modifyRecords(changes: readonly ({ id: RecordId } & Partial<T>)[]): void {
    const _ = this._;
    const replaced: [StoreRecord<T>, StoreRecord<T>][] = [];
    const fieldsChanged = new Set<string>();
    for (const { id, ...fields } of changes) {
      const old = _.byId.get(id);
      if (!old) throw new Error(`Cannot modify record ${String(id)}: it is not in the store.`);
      const data = { ...old.data } as RecordData;
      let changed = false;
      for (const [k, v] of Object.entries(fields)) {
        if (Object.is(data[k], v)) continue;
        data[k] = v;
        changed = true;
        fieldsChanged.add(k);
      }
      if (!changed) continue;
      const committed = old.committedData;
      const next = old.withData(committed && sameValues(data, committed) ? committed : (data as T));
      _.byId.set(id, next);
      replaced.push([old, next]);
    }
    if (replaced.length === 0) return;
    if (this.movesNoRow(fieldsChanged)) this.replaceInPlace(replaced);
    else {
      this.rebuildFlat();
      this.check(replaced.map(([, next]) => next));
      this.refresh('filter');
    }
  }

  /**
   * The rows that replaced others in place to turn `from` into `to` (a cell edit that moves no row), or null when
   * `to` was made otherwise (filtered, sorted, records added...). A view can then redraw just those rows.
   */
  replacedRows(from: readonly StoreRow<T>[], to: readonly StoreRow<T>[]): readonly StoreRow<T>[] | null {
    if (from === to) return [];
    const patches = this._.patches;
    if (patches[patches.length - 1]?.result !== to) return null;
    const first = patches.findIndex((p) => p.base === from);
    if (first < 0) return null;
    // One step (a commit of 10,000 records): its rows as they are, each record's once.
    if (first === patches.length - 1) return patches[first]?.replaced ?? null;
    // The latest row of each record replaced since `from`.
    const rows = new Map<string, StoreRow<T>>();
    for (let i = first; i < patches.length; i++)
      for (const row of patches[i]?.replaced ?? []) rows.set(row.id, row);
    return [...rows.values()];
  }

  /** Removes records locally (with their descendants); a commit reports them, a revert brings them back. */
  removeRecords(ids: readonly RecordId[]): void {
    const _ = this._;
    const gone: RecordId[] = [];
    const added: RecordId[] = [];
    for (const id of ids) {
      const record = _.byId.get(id);
      if (!record) continue;
      if (record.isAdd) {
        added.push(id);
        gone.push(id);
        continue;
      }
      for (const r of [record, ...this.getDescendants(record)]) {
        _.removed.set(r.id, r);
        _.byId.delete(r.id);
        gone.push(r.id);
      }
    }
    if (gone.length === 0) return;
    // Added records leave for good; committed ones leave their ids in place for a revert.
    if (added.length) this.detach(added);
    this.rebuildFlat();
    this.forgetChecks(gone);
    this.refresh('filter');
  }

  /** Records added locally, not yet committed. */
  get addedRecords(): StoreRecord<T>[] {
    return this._.flat.filter((r) => r.isAdd);
  }

  /** Records changed locally since they were committed. */
  get modifiedRecords(): StoreRecord<T>[] {
    return this._.flat.filter((r) => r.isModified);
  }

  /** Records removed locally, as they were. */
  get removedRecords(): StoreRecord<T>[] {
    return [...this._.removed.values()];
  }

  /** Local changes: added, modified and removed records. */
  getChanges(): StoreChanges<T> {
    return { added: this.addedRecords, modified: this.modifiedRecords, removed: this.removedRecords };
  }

  /**
   * Makes local changes committed: of the given records, or all. With `assignIdsOnCommit`, added records get
   * their new ids (see StoreConfig). Returns what was committed (added records with their new ids).
   */
  commit(ids?: readonly RecordId[]): StoreChanges<T> {
    const _ = this._;
    const wanted = ids ? new Set(ids) : null;
    const pick = (r: StoreRecord<T>) => !wanted || wanted.has(r.id);
    const changes = this.getChanges();
    const added = changes.added.filter(pick);
    const modified = changes.modified.filter(pick);
    const removed = changes.removed.filter(pick);
    let nextId = this.config.assignIdsOnCommit && added.length ? this.nextCommittedId() : null;
    // Read once: not through the store's proxy for each of (up to) 10,000 records.
    const idField = nextId === null ? null : this.idField();
    const renamed = new Map<RecordId, RecordId>();
    const committedAdded: StoreRecord<T>[] = [];
    // Each record committed, beside the one it replaces.
    const pairs: [StoreRecord<T>, StoreRecord<T>][] = [];
    for (const r of added) {
      let { id, data } = r;
      if (nextId !== null && idField !== null) {
        id = nextId++;
        data = withId(data, idField, id);
        _.byId.delete(r.id);
        renamed.set(r.id, id);
      }
      // The record keeps its key (its row's id in views): the row is updated in place, not drawn anew.
      const record = new StoreRecord({ id, data, committedData: data, raw: r.raw ?? data, key: r.key });
      _.byId.set(id, record);
      committedAdded.push(record);
      pairs.push([r, record]);
    }
    for (const r of modified) {
      const record = r.withCommitted();
      _.byId.set(r.id, record);
      pairs.push([r, record]);
    }
    if (removed.length) this.purgeRemoved(removed.map((r) => r.id));
    if (renamed.size) {
      _.rootIds = _.rootIds.map((id) => renamed.get(id) ?? id);
      // A renamed record keeps the messages of its data: they move to the new id, no need to check it again.
      this.moveChecks(renamed);
    }
    // Records committed where they are (nothing removed, no row moved by new ids): their rows are replaced in
    // place, and a view redraws them without comparing every row (Commit All of 10,000 added records).
    if (
      removed.length === 0 &&
      pairs.length &&
      this.movesNoRow(new Set(renamed.size ? [this.idField()] : []))
    )
      this.replaceInPlace(pairs, true);
    else {
      this.rebuildFlat();
      this.refresh('filter');
    }
    return { added: committedAdded, modified, removed };
  }

  /** Undoes local changes: of the given records, or all. Removed records come back where they were. */
  revert(ids?: readonly RecordId[]): void {
    const _ = this._;
    const wanted = ids ? new Set(ids) : null;
    const dropped: RecordId[] = [];
    const restored: StoreRecord<T>[] = [];
    for (const r of _.flat) {
      if (wanted && !wanted.has(r.id)) continue;
      if (r.isAdd) dropped.push(r.id);
      else if (r.isModified && r.committedData) {
        const back = r.withData(r.committedData);
        _.byId.set(r.id, back);
        restored.push(back);
      }
    }
    if (dropped.length) this.detach(dropped);
    for (const [id, r] of [..._.removed]) {
      if (wanted && !wanted.has(id)) continue;
      _.byId.set(id, r);
      _.removed.delete(id);
      restored.push(r);
    }
    this.rebuildFlat();
    this.forgetChecks(dropped);
    this.check(restored);
    this.refresh('filter');
  }

  // ---------------------------------------------------------------- validation

  /** The messages of a record's invalid fields, or null when it is valid (or not checked yet). */
  recordErrors(id: RecordId): RecordErrors | null {
    return this._.errors.get(id) ?? null;
  }

  /** The messages of one field of a record (empty when valid). */
  fieldErrors(id: RecordId, field: string): readonly string[] {
    return this._.errors.get(id)?.[field] ?? [];
  }

  /** Whether a record's async rules are still running. */
  isRecordPending(id: RecordId): boolean {
    return this._.pending.has(id);
  }

  /** Whether any field has rules. */
  get hasRules(): boolean {
    return this.validator.hasRules;
  }

  /**
   * Checks every record (removed ones aside) against its fields' rules, waits for async rules, and says
   * whether all are valid. Records are also checked as they load and change; this checks them all anew.
   */
  async validate(): Promise<boolean> {
    if (!this.hasRules) return true;
    if (this.check(this._.flat)) this.redraw();
    await this.whenChecked();
    return this.validationState !== 'invalid';
  }

  /** Resolves once no async check runs. */
  async whenChecked(): Promise<void> {
    while (this._.pending.size) {
      await new Promise<void>((resolve) => {
        this._.waiters.push(resolve);
      });
    }
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

  /**
   * Holds or releases the order of the rows. While held, updates (`updateData` with only `update` and `merge`,
   * as a live push re-pricing records) leave every record where it is shown, with its new values: a live grid
   * being read keeps its rows still. Released, the store sorts again if updates came meanwhile. Loads, adds,
   * removals, edits and changes of sort, filter or grouping sort as usual, held or not.
   */
  holdOrder(held: boolean): void {
    if (this.orderHeld === held) return;
    this.orderHeld = held;
    if (held || !this._.orderStale) return;
    this._.orderStale = false;
    this.refresh('sort');
  }

  /** Sorts the rows ('field', 'field|desc', 'field|desc|abs' or SortSpecs); null for load order. */
  setSortBy(sortBy: SortSpecInput | readonly SortSpecInput[] | null): void {
    const specs = parseSortSpecs(sortBy);
    if (JSON.stringify(specs) === JSON.stringify(this.sortBy)) return;
    this.sortBy = specs;
    this.refresh('sort');
  }

  /** Groups the rows by a field, or fields for nested groups; null for none. */
  setGroupBy(groupBy: string | readonly string[] | null): void {
    const fields = groupBy == null ? [] : typeof groupBy === 'string' ? [groupBy] : [...groupBy];
    if (fields.join('\u0000') === this.groupBy.join('\u0000')) return;
    this.groupBy = fields;
    this.refresh('group');
  }

  // ---------------------------------------------------------------- expand / collapse

  /** Whether a group or tree row at this depth is expanded: as toggled, else by `expandLevel`. */
  isExpanded(rowId: string, depth: number): boolean {
    return this._.expandOverrides.get(rowId) ?? depth < this.expandLevel;
  }

  /** Expands or collapses one group or tree row. */
  setExpanded(rowId: string, expanded: boolean): void {
    const row = this.rows.find((r) => r.id === rowId);
    const depth = row?.depth ?? 0;
    if (expanded === depth < this.expandLevel) this._.expandOverrides.delete(rowId);
    else this._.expandOverrides.set(rowId, expanded);
    this.refresh('flatten');
  }

  /** Expands a collapsed row, or collapses an expanded one. */
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

  /** Expands every group and tree row. */
  expandAll(): void {
    this.setExpandLevel(Infinity);
  }

  /** Collapses every group and tree row. */
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
    const filter = this.filter;
    if (!filter) {
      // Nothing filtered: the filtered list is the flat list itself (never mutated), no copy.
      _.passing = null;
      _.filteredFlat = flat;
      this.filteredRecords = ref(flat);
      this.filteredCount = flat.length;
      return;
    }
    const n = flat.length;
    const passing = new Uint8Array(n);
    const test: RecordTest = compileFilter(filter, { searchFields: this.effectiveSearchFields() });
    for (let i = 0; i < n; i++) if (test(flat[i] as StoreRecord<T>)) passing[i] = 1;
    if (this.isTree) this.spreadTreeMatches(passing);
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
    if (this.orderHeld && _.changedParents !== null) {
      this.keepOrder();
      return;
    }
    const specs = this.sortBy;
    const { passing, byId } = _;
    const visible = (id: RecordId) => {
      const r = byId.get(id);
      return r && (passing === null || passing[r._index]) ? r : undefined;
    };
    // After updates alone and without a filter, only the sibling lists holding a replaced record are sorted again.
    const changed = passing === null ? _.changedParents : null;
    const stands = (parentId: RecordId | null) => changed !== null && !changed.has(parentId);
    if (stands(null)) {
      // The roots are the records sorted last time.
    } else if (this.isTree) {
      const roots = _.rootIds.map(visible).filter((r): r is StoreRecord<T> => r !== undefined);
      _.sortedRoots = sortRecords(roots, specs);
    } else {
      _.sortedRoots = sortRecords(_.filteredFlat, specs);
    }
    // Counted here, where the roots shown are known, so views need not walk every record to count them.
    const rootCount = this.isTree ? _.sortedRoots.length : this.filteredCount;
    if (this.filteredRootCount !== rootCount) this.filteredRootCount = rootCount;
    if (changed !== null) {
      // The lists of other parents stand; the changed ones hold the same records, some replaced: they are made
      // and sorted again when shown (see sortedChildrenOf), their length (a row's child count) standing meanwhile.
      for (const parentId of changed) if (parentId !== null) _.unsortedChildren.add(parentId);
      return;
    }
    // Every list sorted: nothing held back is left to sort.
    _.orderStale = false;
    const sortedChildren = new Map<RecordId, StoreRecord<T>[]>();
    for (const [parentId, ids] of _.childIds) {
      const kids = this.visibleChildren(parentId, ids);
      if (kids.length) sortedChildren.set(parentId, sortRecords(kids, specs));
    }
    _.sortedChildren = sortedChildren;
    _.unsortedChildren = new Set();
  }

  /**
   * The sort after updates while the order is held: every list keeps the order it is shown in, its records
   * replaced by their updated ones; a record that newly passes the filter goes at the end of its list. The lists
   * of parents not shown since an earlier update are sorted when shown, as usual (see sortedChildrenOf).
   */
  private keepOrder(): void {
    const _ = this._;
    const { passing, byId, changedParents } = _;
    const visible = (id: RecordId) => {
      const r = byId.get(id);
      return r && (passing === null || passing[r._index]) ? r : undefined;
    };
    const roots = this.isTree
      ? _.rootIds.map(visible).filter((r): r is StoreRecord<T> => r !== undefined)
      : _.filteredFlat;
    _.sortedRoots = inOrderOf(_.sortedRoots, roots);
    if (this.filteredRootCount !== _.sortedRoots.length) this.filteredRootCount = _.sortedRoots.length;
    // Without a filter only the lists holding a replaced record changed; with one, any list may have.
    const parents = passing === null && changedParents ? changedParents : _.childIds.keys();
    for (const parentId of parents) {
      if (parentId === null || _.unsortedChildren.has(parentId)) continue;
      const kids = this.visibleChildren(parentId, _.childIds.get(parentId) ?? []);
      if (kids.length) _.sortedChildren.set(parentId, inOrderOf(_.sortedChildren.get(parentId) ?? [], kids));
      else _.sortedChildren.delete(parentId);
    }
    _.orderStale = true;
  }

  /** The children of a parent that pass the filter, in load order; none when the parent itself does not pass. */
  private visibleChildren(parentId: RecordId, ids: readonly RecordId[]): StoreRecord<T>[] {
    const { passing, byId } = this._;
    const visible = (id: RecordId) => {
      const r = byId.get(id);
      return r && (passing === null || passing[r._index]) ? r : undefined;
    };
    const kids: StoreRecord<T>[] = [];
    if (!visible(parentId)) return kids;
    for (const id of ids) {
      const r = visible(id);
      if (r) kids.push(r);
    }
    return kids;
  }

  /** A parent's children to show, sorted: made and sorted now if updates have left them out of date. */
  private sortedChildrenOf(parentId: RecordId): StoreRecord<T>[] | undefined {
    const _ = this._;
    if (_.unsortedChildren.delete(parentId)) {
      const kids = this.visibleChildren(parentId, _.childIds.get(parentId) ?? []);
      if (kids.length) _.sortedChildren.set(parentId, sortRecords(kids, this.sortBy));
      else _.sortedChildren.delete(parentId);
    }
    return _.sortedChildren.get(parentId);
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
        // A list out of date still counts the children shown; it is sorted (below) only to be shown.
        let kids = hasChildren ? children.get(record.id) : undefined;
        const childCount = kids ? kids.length : 0;
        const expanded = childCount > 0 && (overrides.get(record.key) ?? depth < level);
        // Reuse the row object while nothing shown in it changed: views then skip re-rendering it.
        let row = record._row as RecordRow<T> | null;
        if (!row || row.depth !== depth || row.expanded !== expanded || row.childCount !== childCount) {
          row = new RecordRow(record, depth, expanded, childCount);
          record._row = row;
        }
        rows.push(row);
        if (expanded && kids) {
          if (_.unsortedChildren.has(record.id)) kids = this.sortedChildrenOf(record.id) ?? [];
          pushRecords(kids, depth + 1);
        }
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
        else if (hasChildren) pushRecords(g.records, g.depth + 1);
        else {
          // A group's rows are made once per grouping (from the records, never reading them: records of a group
          // lie scattered in memory) and reused as groups expand and collapse.
          let groupRows = g.rows;
          if (!groupRows) {
            const depth = g.depth + 1;
            groupRows = new Array<StoreRecordRow<T>>(g.records.length);
            for (let i = 0; i < groupRows.length; i++)
              groupRows[i] = new RecordRow(g.records[i] as StoreRecord<T>, depth, false, 0);
            g.rows = groupRows;
          }
          for (let i = 0; i < groupRows.length; i++) rows.push(groupRows[i] as StoreRecordRow<T>);
        }
      }
    };

    if (_.groups) pushGroups(_.groups);
    else pushRecords(_.sortedRoots, 0);
    this.notePatch(this.rows, rows, null);
    this.rows = ref(rows);
    this.visibleCount = rows.length;
    this.version++;
  }

  /**
   * Notes how `rows` follow `base` for `replacedRows`: by the rows `replaced` in place, or, when not given, by the
   * rows that differ at positions holding the same record object or group (a redraw of new messages) if all do.
   */
  private notePatch(
    base: readonly StoreRow<T>[],
    rows: readonly StoreRow<T>[],
    replaced: readonly StoreRow<T>[] | null,
  ): void {
    const _ = this._;
    let swapped = replaced;
    if (!swapped && base.length === rows.length) {
      const found: StoreRow<T>[] = [];
      let i = 0;
      for (; i < rows.length; i++) {
        const a = base[i] as StoreRow<T>;
        const b = rows[i] as StoreRow<T>;
        if (a === b) continue;
        // A record's row made anew (e.g. for new messages), or a group row of the same group.
        const same = a.kind === 'record' && b.kind === 'record' ? a.record === b.record : a.id === b.id;
        if (!same) break;
        found.push(b);
      }
      if (i === rows.length) swapped = found;
    }
    if (!swapped) {
      _.patches = [];
      return;
    }
    // A step on from the last one continues the chain; after rows made otherwise, a new chain starts.
    if (_.patches[_.patches.length - 1]?.result !== base) _.patches = [];
    _.patches.push({ base, result: rows, replaced: swapped });
    if (_.patches.length > MAX_PATCHES) _.patches.shift();
  }

  // ---------------------------------------------------------------- editing helpers

  /** Counts local changes (added, modified, removed) and whether there are any. */
  private countChanges(): void {
    let added = 0;
    let modified = 0;
    for (const r of this._.flat) {
      if (r.committedData === null) added++;
      else if (r.committedData !== r.data) modified++;
    }
    this.setChangeCounts(added, modified, this._.removed.size);
  }

  private setChangeCounts(added: number, modified: number, removed: number): void {
    if (this.addedCount !== added) this.addedCount = added;
    if (this.modifiedCount !== modified) this.modifiedCount = modified;
    if (this.removedCount !== removed) this.removedCount = removed;
    const dirty = added + modified + removed > 0;
    if (this.isDirty !== dirty) this.isDirty = dirty;
  }

  /** Whether changing these fields leaves every row where it is (so rows can be replaced in place). */
  private movesNoRow(fields: ReadonlySet<string>): boolean {
    if (this.isTree || this.groupBy.length > 0 || this._.passing !== null) return false;
    return !this.sortBy.some((s) => fields.has(s.field));
  }

  /**
   * Swaps changed records into the lists and rows at their places: no filter, sort or flatten pass. `checked`:
   * the new records' messages are known already (a commit moves them), so they are not checked again.
   */
  private replaceInPlace(pairs: readonly [StoreRecord<T>, StoreRecord<T>][], checked = false): void {
    const _ = this._;
    const flat = _.flat.slice();
    const sorted = _.sortedRoots === _.flat ? flat : _.sortedRoots.slice();
    const rows = this.rows.slice();
    const replaced: StoreRow<T>[] = [];
    let added = this.addedCount;
    let modified = this.modifiedCount;
    if (!checked) this.check(pairs.map(([, next]) => next));
    // Many records (a commit of 10,000): their places found from one pass over the lists, not a search each.
    const many = pairs.length > MANY_REPLACED;
    const sortedAt = many && sorted !== flat ? placesOf(sorted) : null;
    // Rows in the order of the flat list (no sort, filter, grouping or tree): a record's row is at its index.
    const rowsFollowFlat = sorted === flat && rows.length === flat.length;
    const rowAt = many && !rowsFollowFlat ? rowPlacesOf(rows) : null;
    for (const [old, next] of pairs) {
      const at = old._index;
      next._index = at;
      flat[at] = next;
      if (sorted !== flat) {
        const i = sortedAt ? (sortedAt.get(old) ?? -1) : sorted.indexOf(old);
        if (i >= 0) sorted[i] = next;
      }
      // The old record's row (found by record when an async check has dropped it since).
      const atRow = rows[at];
      let r = rowsFollowFlat && atRow?.kind === 'record' && atRow.record === old ? at : -1;
      if (r < 0) {
        r = rowAt ? (rowAt.get(old) ?? -1) : old._row ? rows.indexOf(old._row as RecordRow<T>) : -1;
        if (r < 0 && !rowAt) r = rows.findIndex((x) => x.kind === 'record' && x.record === old);
      }
      const row = rows[r];
      if (row?.kind === 'record') {
        const fresh = new RecordRow(next, row.depth, row.expanded, row.childCount);
        next._row = fresh;
        rows[r] = fresh;
        replaced.push(fresh);
      }
      modified += (next.isModified ? 1 : 0) - (old.isModified ? 1 : 0);
      added += (next.isAdd ? 1 : 0) - (old.isAdd ? 1 : 0);
    }
    _.flat = flat;
    _.filteredFlat = flat;
    _.sortedRoots = sorted;
    this.records = ref(flat);
    this.filteredRecords = ref(flat);
    this.setChangeCounts(added, modified, _.removed.size);
    this.notePatch(this.rows, rows, replaced);
    this.rows = ref(rows);
    this.version++;
  }

  /** The id a record committed now gets: the highest committed (or removed) id plus 1, or 0 if none. */
  private nextCommittedId(): number {
    let max = -1;
    const consider = (r: StoreRecord<T>) => {
      if (typeof r.id === 'number' && r.id > max) max = r.id;
    };
    for (const r of this._.flat) if (r.committedData !== null) consider(r);
    for (const r of this._.removed.values()) consider(r);
    return Math.floor(max) + 1;
  }

  /** The field holding the id, which ids given on commit go to. */
  private idField(): string {
    const spec = this.config.idSpec ?? 'id';
    if (typeof spec === 'function') {
      throw new Error('assignIdsOnCommit needs the store idSpec to be the name of the id field.');
    }
    return spec;
  }

  /** A temporary id for a record added without one: -1, -2, ... (skipping any in use). */
  private nextTempId(): number {
    const _ = this._;
    do _.lastTempId--;
    while (_.byId.has(_.lastTempId) || _.removed.has(_.lastTempId));
    return _.lastTempId;
  }

  // ---------------------------------------------------------------- validation helpers

  /** Forgets every check (a load replaces all records; `validate` checks them all anew). */
  private resetValidation(): void {
    const _ = this._;
    _.errors = new Map();
    _.pending = new Map();
    _.checkRun++;
    this.errorCount = 0;
    this.updateValidationState();
  }

  /**
   * Checks records against their fields' rules. Sync answers apply at once (a record whose messages change
   * gets a new row, drawn by the pass that follows); async ones when they settle, redrawn once per tick.
   */
  private check(records: readonly StoreRecord<T>[]): boolean {
    if (!this.validator.hasRules || records.length === 0) return false;
    const _ = this._;
    let count = this.errorCount;
    let changed = false;
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as StoreRecord<T>;
      const { errors, pending } = this.validator.check(record.data);
      const delta = this.setErrors(record, errors);
      if (delta !== null) {
        count += delta;
        changed = true;
      }
      if (!pending) {
        _.pending.delete(record.id);
        continue;
      }
      const run = ++_.checkRun;
      _.pending.set(record.id, run);
      void pending.then((final) => {
        if (this._.pending.get(record.id) !== run) return;
        this._.pending.delete(record.id);
        const delta = this.setErrors(this._.byId.get(record.id) ?? record, final);
        if (delta !== null) {
          this.errorCount += delta;
          this.scheduleRedraw();
        }
        this.updateValidationState();
      });
    }
    this.errorCount = count;
    this.updateValidationState();
    return changed;
  }

  /**
   * Sets a record's messages; returns the change in the message count, or null when they did not change.
   * A record whose messages changed loses its row, so the next flatten draws it anew.
   */
  private setErrors(record: StoreRecord<T>, errors: RecordErrors | null): number | null {
    const map = this._.errors;
    const old = map.get(record.id);
    if (sameErrors(old, errors)) return null;
    if (errors) map.set(record.id, errors);
    else map.delete(record.id);
    record._row = null;
    return messageCount(errors) - messageCount(old);
  }

  /** Forgets the checks of records that left the store. */
  private forgetChecks(ids: readonly RecordId[]): void {
    const _ = this._;
    if (!this.validator.hasRules || ids.length === 0) return;
    let count = this.errorCount;
    for (const id of ids) {
      count -= messageCount(_.errors.get(id));
      _.errors.delete(id);
      _.pending.delete(id);
    }
    this.errorCount = count;
    this.updateValidationState();
  }

  /** Moves the checks of records that got new ids on commit (pending ones are checked again). */
  private moveChecks(renamed: ReadonlyMap<RecordId, RecordId>): void {
    const _ = this._;
    // One new map of messages rather than a delete and a set for each of (up to) 10,000 records.
    if (_.errors.size > 0) {
      const errors = new Map<RecordId, RecordErrors>();
      for (const [id, messages] of _.errors) errors.set(renamed.get(id) ?? id, messages);
      _.errors = errors;
    }
    if (_.pending.size === 0) return;
    const recheck: StoreRecord<T>[] = [];
    let dropped = false;
    for (const id of [..._.pending.keys()]) {
      const to = renamed.get(id);
      if (to === undefined) continue;
      _.pending.delete(id);
      dropped = true;
      const record = _.byId.get(to);
      if (record) recheck.push(record);
    }
    if (recheck.length) this.check(recheck);
    else if (dropped) this.updateValidationState();
  }

  private updateValidationState(): void {
    const _ = this._;
    const state: StoreValidationState = !this.validator.hasRules
      ? 'unknown'
      : _.pending.size > 0
        ? 'pending'
        : _.errors.size > 0
          ? 'invalid'
          : 'valid';
    if (this.validationState !== state) this.validationState = state;
    if (_.pending.size === 0 && _.waiters.length) {
      const waiters = _.waiters;
      _.waiters = [];
      for (const w of waiters) w();
    }
  }

  /** Redraws the rows whose messages changed, once for all the async checks that settle in one tick. */
  private scheduleRedraw(): void {
    const _ = this._;
    if (_.redrawScheduled) return;
    _.redrawScheduled = true;
    queueMicrotask(() => {
      _.redrawScheduled = false;
      this.redraw();
    });
  }

  /** Flattens again: rows dropped (records with new messages) are made anew, the others reused. */
  private redraw(): void {
    // Rows kept by groups do not know their records' messages changed: make them anew.
    const forget = (groups: readonly GroupNode<T>[]) => {
      for (const g of groups) {
        g.rows = null;
        if (g.subgroups) forget(g.subgroups);
      }
    };
    if (this._.groups) forget(this._.groups);
    this.runFlatten();
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
    byId: IdIndex<StoreRecord<T>>,
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
      // Into a fresh index (a load) one operation per record does: a duplicate shows as a set that added
      // nothing, and the half-built index is dropped. Into the live one (an update) check first, to change nothing.
      if (!fresh && byId.has(id)) throw duplicate(id);
      const record = new StoreRecord<T>({ id, data, committedData: data, raw, parentId, depth });
      if (!byId.set(id, record)) throw duplicate(id);
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

  /** Takes records and their descendants out of the tree (not into `removed`), in one pass over siblings. */
  private detach(ids: readonly RecordId[]): void {
    const _ = this._;
    const rootsGone = new Set<RecordId>();
    const childrenGone = new Map<RecordId, Set<RecordId>>();
    for (const id of ids) {
      const record = _.byId.get(id);
      if (!record) continue;
      for (const d of [record, ...this.getDescendants(record)]) {
        _.byId.delete(d.id);
        _.childIds.delete(d.id);
      }
      if (record.parentId === null) rootsGone.add(id);
      else {
        const gone = childrenGone.get(record.parentId) ?? new Set<RecordId>();
        gone.add(id);
        childrenGone.set(record.parentId, gone);
      }
    }
    if (rootsGone.size) _.rootIds = _.rootIds.filter((r) => !rootsGone.has(r));
    for (const [parentId, gone] of childrenGone) {
      const siblings = _.childIds.get(parentId);
      if (siblings)
        _.childIds.set(
          parentId,
          siblings.filter((r) => !gone.has(r)),
        );
    }
  }

  /** Forgets local removals (committed, or overtaken by the source): their ids leave the tree for good. */
  private purgeRemoved(ids: readonly RecordId[]): void {
    const _ = this._;
    const purged = new Set<RecordId>();
    for (const id of ids) if (_.removed.delete(id)) purged.add(id);
    if (purged.size === 0) return;
    const keep = (id: RecordId) => !purged.has(id);
    _.rootIds = _.rootIds.filter(keep);
    for (const id of purged) _.childIds.delete(id);
    for (const [parentId, kids] of _.childIds) {
      if (kids.some((k) => purged.has(k))) _.childIds.set(parentId, kids.filter(keep));
    }
  }

  /** Rebuilds the flat pre-order list from roots and children (after edits), and counts the changes. */
  private rebuildFlat(): void {
    const { byId, childIds, rootIds } = this._;
    const flat: StoreRecord<T>[] = [];
    if (childIds.size === 0) {
      for (let i = 0; i < rootIds.length; i++) {
        const r = byId.get(rootIds[i] as RecordId);
        if (r) flat.push(r);
      }
    } else {
      const visit = (id: RecordId) => {
        const r = byId.get(id);
        if (!r) return;
        flat.push(r);
        for (const c of childIds.get(id) ?? []) visit(c);
      };
      for (const id of rootIds) visit(id);
    }
    this.setFlat(flat);
    this.countChanges();
  }

  /**
   * Swaps new records for old ones at their places in the flat list (the tree unchanged), and counts the changes
   * from the ones swapped: no walk of the tree, no pass over every record.
   */
  private replaceInFlat(pairs: readonly [StoreRecord<T>, StoreRecord<T>][]): void {
    if (pairs.length === 0) return;
    const flat = this._.flat.slice();
    let added = this.addedCount;
    let modified = this.modifiedCount;
    for (const [old, next] of pairs) {
      next._index = old._index;
      flat[old._index] = next;
      modified += (next.isModified ? 1 : 0) - (old.isModified ? 1 : 0);
      added += (next.isAdd ? 1 : 0) - (old.isAdd ? 1 : 0);
    }
    this._.flat = flat;
    this.records = ref(flat);
    this.setChangeCounts(added, modified, this._.removed.size);
  }

  private setFlat(flat: StoreRecord<T>[]): void {
    for (let i = 0; i < flat.length; i++) (flat[i] as StoreRecord<T>)._index = i;
    this._.flat = flat;
    this.records = ref(flat);
    this.allCount = flat.length;
  }
}

/** Whether a record's data hold the same values as other data (an edit back to the committed values). */
function sameValues(a: RecordData, b: object): boolean {
  const other = b as RecordData;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(other).length) return false;
  for (const k of keys) if (!Object.is(a[k], other[k])) return false;
  return true;
}

/** A copy of a record's data with a new id. */
function withId<T extends object>(data: T, idField: string, id: RecordId): T {
  // Copied, then set: a computed key in the literal would make 10,000 objects of a slower shape.
  const copy = { ...data } as RecordData;
  copy[idField] = id;
  return copy as T;
}

/**
 * The records of `current` in the order their ids have in `previous` (a list shown before they were updated);
 * those not in it follow, in their order in `current`.
 */
function inOrderOf<T extends object>(
  previous: readonly StoreRecord<T>[],
  current: readonly StoreRecord<T>[],
): StoreRecord<T>[] {
  const byId = new Map<RecordId, StoreRecord<T>>();
  for (const r of current) byId.set(r.id, r);
  const ordered: StoreRecord<T>[] = [];
  for (const r of previous) {
    const now = byId.get(r.id);
    if (now === undefined) continue;
    ordered.push(now);
    byId.delete(r.id);
  }
  for (const r of byId.values()) ordered.push(r);
  return ordered;
}

/** Replaced records beyond which replaceInPlace maps the lists once instead of searching them for each. */
const MANY_REPLACED = 16;

/** Each record's position in a list. */
function placesOf<T extends object>(list: readonly StoreRecord<T>[]): Map<StoreRecord<T>, number> {
  const at = new Map<StoreRecord<T>, number>();
  for (let i = 0; i < list.length; i++) at.set(list[i] as StoreRecord<T>, i);
  return at;
}

/** The position of each record's row among rows. */
function rowPlacesOf<T extends object>(rows: readonly StoreRow<T>[]): Map<StoreRecord<T>, number> {
  const at = new Map<StoreRecord<T>, number>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as StoreRow<T>;
    if (row.kind === 'record') at.set(row.record, i);
  }
  return at;
}
