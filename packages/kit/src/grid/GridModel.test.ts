import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../data';
import { GridModel, DEFAULT_EMPTY_TEXT } from './GridModel';
import { mergeColumnState, readGridState, type ColumnState } from './gridState';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
}

const TRADES: Trade[] = [
  { id: 1, company: 'Acme', city: 'London', pnl: 10 },
  { id: 2, company: 'Globex', city: 'Paris', pnl: -50 },
  { id: 3, company: 'Initech', city: 'London', pnl: 30 },
];

const KEY = 'gridModelTest';

function model(extra: Partial<ConstructorParameters<typeof GridModel<Trade>>[0]> = {}) {
  const m = new GridModel<Trade>({
    store: { fields: [{ name: 'pnl', displayName: 'P&L' }] },
    columns: [
      { field: 'company' },
      { groupId: 'where', header: 'Where', children: [{ field: 'city', width: 120 }] },
      { field: 'pnl', absSort: true, hidden: true },
    ],
    ...extra,
  });
  m.store.loadData(TRADES);
  return m;
}

afterEach(() => localStorage.clear());

describe('GridModel', () => {
  it('creates its store, gives the store the sort and grouping, and defaults', () => {
    const m = model({ sortBy: 'pnl|desc|abs', groupBy: 'city' });
    expect(m.store).toBeInstanceOf(Store);
    expect(m.store.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(m.store.groupBy).toEqual(['city']);
    expect(m.emptyText).toBe(DEFAULT_EMPTY_TEXT);
    expect(DEFAULT_EMPTY_TEXT).toBe('No records found...');
    expect(m.selModel).toBe('single');
    expect(m.checkModel).toBeNull();
  });

  it('uses a given store as is', () => {
    const store = new Store<Trade>();
    const m = new GridModel<Trade>({ store, columns: [{ field: 'company' }] });
    expect(m.store).toBe(store);
  });

  it('knows its columns: leaves through groups, headers from specs or the store, visibility', () => {
    const m = model();
    expect(m.leafColumns.map((c) => c.field)).toEqual(['company', 'city', 'pnl']);
    expect(['company', 'city', 'pnl'].map((c) => m.columnHeader(c))).toEqual(['Company', 'City', 'P&L']);
    expect(m.columnState).toEqual([
      { colId: 'company', width: undefined, hidden: false, pinned: null },
      { colId: 'city', width: 120, hidden: false, pinned: null },
      { colId: 'pnl', width: undefined, hidden: true, pinned: null },
    ]);
    m.setColumnVisible('pnl', true);
    m.setColumnVisible('company', false);
    expect(m.isColumnVisible('pnl')).toBe(true);
    expect(m.isColumnVisible('company')).toBe(false);
  });

  it('selects records (one in single mode) without a grid, and selects the first row', () => {
    const single = model({ sortBy: 'pnl|desc|abs' });
    single.select([3, 1]);
    expect(single.selectedIds).toEqual([3]);
    expect(single.selectedRecord?.data.company).toBe('Initech');
    single.selectFirst();
    expect(single.selectedIds).toEqual([2]);
    single.clearSelection();
    expect(single.selectedRecord).toBeNull();

    const multi = model({ selModel: 'multiple' });
    multi.select([3, 1]);
    expect(multi.selectedRecords.map((r) => r.id)).toEqual([3, 1]);
  });

  it('loads raw data into its store, keeping sort, filter and selection over a reload', () => {
    const m = new GridModel<Trade>({ store: {}, columns: [{ field: 'company' }], sortBy: 'pnl|desc' });
    const shownIds = () => m.store.rows.map((r) => (r.kind === 'record' ? r.record.id : null));
    m.loadData(TRADES);
    expect(shownIds()).toEqual([3, 1, 2]);
    m.store.setFilter({ field: 'city', op: '=', value: 'London' });
    m.select(1);
    m.loadData(TRADES.map((t) => ({ ...t, pnl: t.pnl * -1 })));
    expect(shownIds()).toEqual([1, 3]);
    expect(m.store.getById(1)?.data.pnl).toBe(-10);
    expect(m.selectedIds).toEqual([1]);
    m.clear();
    expect(m.store.records).toEqual([]);
    expect(m.selectedIds).toEqual([]);
  });

  it('persists column state, sort and grouping under its key, and restores them', () => {
    const m = model({ persistWith: { localStorageKey: KEY }, sortBy: 'company' });
    m.setColumnState([
      { colId: 'pnl', width: 90, hidden: false, pinned: 'left' },
      { colId: 'company', hidden: false, pinned: null },
      { colId: 'city', width: 150, hidden: true, pinned: null },
    ]);
    m.setSortBy('pnl|desc|abs');
    m.setGroupBy('city');
    expect(readGridState(KEY)).toEqual({
      version: 1,
      columns: [
        { colId: 'pnl', width: 90, hidden: false, pinned: 'left' },
        { colId: 'company', hidden: false, pinned: null },
        { colId: 'city', width: 150, hidden: true, pinned: null },
      ],
      sortBy: [{ field: 'pnl', dir: 'desc', abs: true }],
      groupBy: ['city'],
    });

    const again = model({ persistWith: { localStorageKey: KEY }, sortBy: 'company' });
    expect(again.columnState.map((c) => c.colId)).toEqual(['pnl', 'company', 'city']);
    expect(again.store.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(again.store.groupBy).toEqual(['city']);

    again.restoreDefaults();
    expect(again.columnState.map((c) => [c.colId, c.hidden])).toEqual([
      ['company', false],
      ['city', false],
      ['pnl', true],
    ]);
    expect(again.store.sortBy).toEqual([{ field: 'company', dir: 'asc', abs: false }]);
    expect(again.store.groupBy).toEqual([]);
    expect(readGridState(KEY)).toBeNull();
  });

  it('ignores a saved state it cannot read', () => {
    localStorage.setItem(KEY, '{"version": 0}');
    const m = model({ persistWith: { localStorageKey: KEY } });
    expect(m.columnState.map((c) => c.colId)).toEqual(['company', 'city', 'pnl']);
  });

  it('with externalSort notes the sort for the app and leaves the store in load order', () => {
    const m = model({ externalSort: true, sortBy: 'pnl|desc|abs' });
    expect(m.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(m.externalSortBy).toBe(m.sortBy);
    expect(m.store.sortBy).toEqual([]);
    expect(m.store.records.map((r) => r.id)).toEqual([1, 2, 3]);

    const before = m.externalSortBy;
    m.setSortBy('pnl|desc|abs');
    expect(m.externalSortBy).toBe(before);
    m.setSortBy(['city', 'company|desc']);
    expect(m.sortBy).toEqual([
      { field: 'city', dir: 'asc', abs: false },
      { field: 'company', dir: 'desc', abs: false },
    ]);
    expect(m.store.sortBy).toEqual([]);

    const plain = model({ sortBy: 'company' });
    expect(plain.sortBy).toBe(plain.store.sortBy);
    expect(plain.externalSortBy).toEqual([]);
  });

  it('persists and restores an external sort', () => {
    const m = model({ externalSort: true, sortBy: 'pnl|desc|abs', persistWith: { localStorageKey: KEY } });
    m.setSortBy('company|desc');
    expect(readGridState(KEY)?.sortBy).toEqual([{ field: 'company', dir: 'desc', abs: false }]);
    const again = model({
      externalSort: true,
      sortBy: 'pnl|desc|abs',
      persistWith: { localStorageKey: KEY },
    });
    expect(again.sortBy).toEqual([{ field: 'company', dir: 'desc', abs: false }]);
    expect(again.store.sortBy).toEqual([]);
    again.restoreDefaults();
    expect(again.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
  });

  it('makes a TreeCheckModel for tree check boxes', () => {
    const m = new GridModel<Trade>({ store: {}, columns: [{ field: 'company' }], treeCheckboxes: true });
    expect(m.checkModel).not.toBeNull();
  });
});

describe('mergeColumnState', () => {
  const col = (colId: string, hidden = false): ColumnState => ({ colId, hidden, pinned: null });

  it.each<[string, ColumnState[], ColumnState[], string[]]>([
    ['saved order wins', [col('a'), col('b'), col('c')], [col('c'), col('a'), col('b')], ['c', 'a', 'b']],
    [
      'new columns keep their place',
      [col('a'), col('new'), col('b')],
      [col('b'), col('a')],
      ['b', 'new', 'a'],
    ],
    ['dropped columns go', [col('a'), col('b')], [col('gone'), col('b'), col('a')], ['b', 'a']],
  ])('%s', (_name, defaults, saved, expected) => {
    expect(mergeColumnState(defaults, saved).map((c) => c.colId)).toEqual(expected);
  });
});
