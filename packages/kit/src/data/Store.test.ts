import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { Store } from './Store';
import type { StoreRow } from './rows';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
  active: boolean;
}

const TRADES: Trade[] = [
  { id: 1, company: 'Acme Corp', city: 'London', pnl: 100, active: true },
  { id: 2, company: 'Globex', city: 'Paris', pnl: -500, active: false },
  { id: 3, company: 'Initech', city: 'London', pnl: 20, active: false },
  { id: 4, company: 'Umbrella', city: 'Tokyo', pnl: -30, active: true },
  { id: 5, company: 'Acme Labs', city: 'Paris', pnl: 400, active: true },
];

interface Node {
  id: string;
  name: string;
  pnl: number;
  children?: Node[];
}

const TREE: Node[] = [
  {
    id: 'eu',
    name: 'Europe',
    pnl: 10,
    children: [
      { id: 'eu-tech', name: 'Technology', pnl: 4, children: [{ id: 'asml', name: 'ASML', pnl: 4 }] },
      { id: 'eu-fin', name: 'Financials', pnl: -9, children: [{ id: 'hsba', name: 'HSBA', pnl: -9 }] },
    ],
  },
  { id: 'na', name: 'North America', pnl: 25, children: [{ id: 'na-tech', name: 'Technology', pnl: 25 }] },
];

const trades = (config: ConstructorParameters<typeof Store<Trade>>[0] = {}) => {
  const store = new Store<Trade>(config);
  store.loadData(TRADES);
  return store;
};
const tree = (expandLevel = 0) => {
  const store = new Store<Node>({ childrenField: 'children', expandLevel });
  store.loadData(TREE);
  return store;
};
const rowIds = (rows: readonly StoreRow<object>[]) => rows.map((r) => r.id);

describe('Store: records', () => {
  it('loads records with ids, raw and committed data, and counts them', () => {
    const store = trades();
    expect(store.allCount).toBe(5);
    expect(store.filteredCount).toBe(5);
    expect(store.visibleCount).toBe(5);
    const rec = store.getById(2);
    expect(rec?.data.company).toBe('Globex');
    expect(rec?.raw).toBe(TRADES[1]);
    expect(rec?.committedData).toBe(rec?.data);
    expect(store.lastLoaded).not.toBeNull();
  });

  it('processes raw data and takes ids from an idSpec', () => {
    const store = new Store<{ key: string; value: number }, { code: string; amount: string }>({
      processRawData: (raw) => ({ key: raw.code, value: Number(raw.amount) }),
      idSpec: (d) => d.key,
    });
    store.loadData([{ code: 'a', amount: '1.5' }]);
    expect(store.getById('a')?.data).toEqual({ key: 'a', value: 1.5 });
  });

  it('rejects duplicate and missing ids with a readable error', () => {
    const store = new Store<Trade>();
    expect(() => store.loadData([TRADES[0] as Trade, TRADES[0] as Trade])).toThrow('Duplicate record id 1');
    expect(() => new Store<{ x: number }>().loadData([{ x: 1 }])).toThrow("A record has no id (field 'id')");
  });

  it('applies committed updates, adds and removes', () => {
    const store = trades({ sortBy: 'id' });
    const before = store.getById(1);
    store.updateData({
      update: [{ ...(TRADES[0] as Trade), pnl: 999 }],
      add: [{ id: 6, company: 'Hooli', city: 'Tokyo', pnl: 1, active: true }],
      remove: [2],
    });
    expect(store.getById(1)?.data.pnl).toBe(999);
    expect(store.getById(1)).not.toBe(before);
    expect(store.getById(1)?.isModified).toBe(false);
    expect(store.getById(2)).toBeUndefined();
    expect(rowIds(store.rows)).toEqual(['1', '3', '4', '5', '6']);
    expect(store.isDirty).toBe(false);
  });

  it('applies updates alone in a tree: records keep their places, rows re-sort, a local edit overwritten is clean', () => {
    const store = tree(9);
    store.setSortBy('pnl|desc');
    store.modifyRecords([{ id: 'hsba', pnl: -1 }]);
    expect(store.modifiedCount).toBe(1);
    store.updateData({
      update: [
        { id: 'eu-fin', name: 'Financials', pnl: 20 },
        { id: 'hsba', name: 'HSBA', pnl: 20 },
        { id: 'hsba', name: 'HSBA', pnl: 21 },
      ],
    });
    expect(store.records.map((r) => r.id)).toEqual([
      'eu',
      'eu-tech',
      'asml',
      'eu-fin',
      'hsba',
      'na',
      'na-tech',
    ]);
    expect(store.records.map((r) => r.data.pnl)).toEqual([10, 4, 4, 20, 21, 25, 25]);
    expect(store.getById('hsba')?.isModified).toBe(false);
    expect(store.modifiedCount).toBe(0);
    expect(store.isDirty).toBe(false);
    expect(store.getChildren('eu').map((r) => r.data.pnl)).toEqual([4, 20]);
    expect(rowIds(store.rows)).toEqual(['na', 'na-tech', 'eu', 'eu-fin', 'hsba', 'eu-tech', 'asml']);
    // Only the lists holding a replaced record move: a root re-priced below the others goes last.
    store.updateData({ update: [{ id: 'na', name: 'North America', pnl: 1 }] });
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-fin', 'hsba', 'eu-tech', 'asml', 'na', 'na-tech']);
    store.updateData({ update: [{ id: 'eu-tech', name: 'Technology', pnl: 30 }] });
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'asml', 'eu-fin', 'hsba', 'na', 'na-tech']);
    // The records are found at their places by later changes.
    store.removeRecords(['eu-fin']);
    expect(store.records.map((r) => r.id)).toEqual(['eu', 'eu-tech', 'asml', 'na', 'na-tech']);
  });

  it('sorts the children of a collapsed record re-priced by updates when it is expanded, ties in load order', () => {
    const store = new Store<Node>({ childrenField: 'children', expandLevel: 1, sortBy: 'pnl|desc|abs' });
    store.loadData([
      {
        id: 'eu',
        name: 'Europe',
        pnl: 10,
        children: [
          {
            id: 'eu-tech',
            name: 'Technology',
            pnl: 4,
            children: [
              { id: 'asml', name: 'ASML', pnl: 4 },
              { id: 'sap', name: 'SAP', pnl: -2 },
              { id: 'nok', name: 'Nokia', pnl: 1 },
            ],
          },
        ],
      },
    ]);
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech']);
    store.updateData({
      update: [
        { id: 'sap', name: 'SAP', pnl: -9 },
        { id: 'nok', name: 'Nokia', pnl: 4 },
      ],
    });
    // Collapsed: its rows and child count as before.
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech']);
    expect(store.rows[1]?.kind === 'record' && store.rows[1].childCount).toBe(3);
    store.setExpanded('eu-tech', true);
    // The re-priced order, the equal ones (4 and 4) in load order, and the records as updated.
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'sap', 'asml', 'nok']);
    expect(store.rows.map((r) => r.kind === 'record' && r.record.data.pnl)).toEqual([10, 4, -9, 4, 4]);
    store.updateData({ update: [{ id: 'asml', name: 'ASML', pnl: 20 }] });
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'asml', 'sap', 'nok']);
  });

  it('merges changes to some fields into records, as updates of the whole records, skipping unknown ids', () => {
    const store = new Store<Node & { half: number }, Node>({
      childrenField: 'children',
      expandLevel: 9,
      sortBy: 'pnl|desc',
      processRawData: (raw) => ({ ...raw, half: raw.pnl / 2 }),
    });
    store.loadData(TREE);
    const before = store.getById('eu-fin');
    store.updateData({
      merge: [
        { id: 'eu-fin', pnl: 20 },
        { id: 'gone', pnl: 1 },
      ],
    });
    const merged = store.getById('eu-fin');
    expect(merged).not.toBe(before);
    expect(merged?.data).toMatchObject({ id: 'eu-fin', name: 'Financials', pnl: 20, half: 10 });
    expect(merged?.raw).toMatchObject({ id: 'eu-fin', name: 'Financials', pnl: 20 });
    expect(merged?.isModified).toBe(false);
    expect([merged?.parentId, merged?.depth]).toEqual(['eu', 1]);
    expect(store.getById('gone')).toBeUndefined();
    expect(rowIds(store.rows)).toEqual(['na', 'na-tech', 'eu', 'eu-fin', 'hsba', 'eu-tech', 'asml']);

    // The id names the record; raw data keeping their id under another name are not given an id field.
    const byCode = new Store<{ code: string; qty: number }>({ idSpec: 'code' });
    byCode.loadData([{ code: 'a', qty: 1 }]);
    byCode.updateData({ merge: [{ id: 'a', qty: 5 }] });
    expect(byCode.getById('a')?.raw).toEqual({ code: 'a', qty: 5 });
  });

  it('tracks local changes until commit or revert', () => {
    const store = trades();
    store.modifyRecords([{ id: 1, pnl: 5 }]);
    store.addRecords([{ id: 9, company: 'New Co', city: 'Paris', pnl: 0, active: false }]);
    store.removeRecords([2]);
    expect(store.isDirty).toBe(true);
    expect(store.getById(1)?.isModified).toBe(true);
    expect(store.getById(1)?.committedData?.pnl).toBe(100);
    expect(store.getById(9)?.isAdd).toBe(true);
    const changes = store.getChanges();
    expect(changes.added.map((r) => r.id)).toEqual([9]);
    expect(changes.modified.map((r) => r.id)).toEqual([1]);
    expect(changes.removed.map((r) => r.id)).toEqual([2]);

    store.revert();
    expect(store.isDirty).toBe(false);
    expect(store.getById(1)?.data.pnl).toBe(100);
    expect(store.getById(9)).toBeUndefined();
    expect(store.getById(2)?.data.company).toBe('Globex');

    store.modifyRecords([{ id: 3, city: 'Rome' }]);
    const committed = store.commit();
    expect(committed.modified.map((r) => r.id)).toEqual([3]);
    expect(store.isDirty).toBe(false);
    expect(store.getById(3)?.committedData?.city).toBe('Rome');
  });
});

describe('Store: filter, sort and counts', () => {
  it.each<[string, Parameters<Store<Trade>['setFilter']>[0], string[]]>([
    ['field filter', { field: 'city', op: '=', value: 'Paris' }, ['2', '5']],
    ['text filter over all fields', { text: 'acme' }, ['1', '5']],
    ['text filter at the start', { text: 'lab', matchMode: 'start' }, []],
    [
      'compound',
      { op: 'OR', filters: [{ field: 'pnl', op: '<', value: -100 }, { text: 'tokyo' }] },
      ['2', '4'],
    ],
    ['null clears', null, ['1', '2', '3', '4', '5']],
  ])('%s', (_name, filter, expected) => {
    const store = trades();
    store.setFilter(filter);
    expect(rowIds(store.rows)).toEqual(expected);
    expect(store.filteredCount).toBe(expected.length);
    expect(store.allCount).toBe(5);
  });

  it('combines filters of several sources with AND', () => {
    const store = trades();
    store.setFilter({ text: 'acme' }, 'filterField');
    store.setFilter({ field: 'city', op: '=', value: 'Paris' }, 'chooser');
    expect(rowIds(store.rows)).toEqual(['5']);
    expect(store.filter).toEqual({
      op: 'AND',
      filters: [{ text: 'acme' }, { field: 'city', op: '=', value: 'Paris' }],
    });
    store.setFilter(null, 'chooser');
    expect(rowIds(store.rows)).toEqual(['1', '5']);
    store.clearFilters();
    expect(store.filteredCount).toBe(5);
  });

  it('sorts by several keys, with absolute values, and keeps the filter', () => {
    const store = trades({ sortBy: 'pnl|desc|abs' });
    expect(rowIds(store.rows)).toEqual(['2', '5', '1', '4', '3']);
    store.setSortBy(['city', 'pnl|desc']);
    expect(rowIds(store.rows)).toEqual(['1', '3', '5', '2', '4']);
    store.setFilter({ field: 'active', op: '=', value: true });
    expect(rowIds(store.rows)).toEqual(['1', '5', '4']);
    expect(store.sortBy).toEqual([
      { field: 'city', dir: 'asc', abs: false },
      { field: 'pnl', dir: 'desc', abs: false },
    ]);
  });

  it('reuses row objects whose content did not change', () => {
    const store = trades();
    const first = store.rows[0];
    store.setSortBy('company|desc');
    expect(store.rows.find((r) => r.id === first?.id)).toBe(first);
  });

  it('is a valtio proxy: snapshots see rows and counts', () => {
    const store = trades();
    store.setFilter({ text: 'acme' });
    const snap = snapshot(store);
    expect(snap.filteredCount).toBe(2);
    expect(snap.rows.map((r) => r.id)).toEqual(['1', '5']);
  });
});

describe('Store: grouping', () => {
  it('groups by a field, with group rows, counts and expand state', () => {
    const store = trades({ groupBy: 'city', sortBy: 'pnl|desc' });
    expect(rowIds(store.rows)).toEqual(['group:city=London', 'group:city=Paris', 'group:city=Tokyo']);
    const london = store.rows[0];
    expect(london?.kind === 'group' && london.records.map((r) => r.id)).toEqual([1, 3]);
    expect(london?.kind === 'group' && london.label).toBe('London');
    expect(store.visibleCount).toBe(3);
    expect(store.filteredCount).toBe(5);

    store.toggleExpanded('group:city=Paris');
    expect(rowIds(store.rows)).toEqual([
      'group:city=London',
      'group:city=Paris',
      '5',
      '2',
      'group:city=Tokyo',
    ]);
    expect(store.rows[3]?.depth).toBe(1);
    store.expandAll();
    expect(store.visibleCount).toBe(8);
    store.collapseAll();
    expect(store.visibleCount).toBe(3);
  });

  it('groups by two fields; labels booleans; sorts groups by value or a function', () => {
    const store = trades({ groupBy: ['active', 'city'], expandLevel: 1 });
    expect(store.rows.map((r) => (r.kind === 'group' ? `${r.depth}:${r.label}` : r.id))).toEqual([
      '0:No',
      '1:London',
      '1:Paris',
      '0:Yes',
      '1:London',
      '1:Paris',
      '1:Tokyo',
    ]);
    expect(store.rows[1]?.id).toBe('group:active=false>city=London');
    store.setExpandLevel(2);
    expect(store.rows[2]).toMatchObject({ kind: 'record', id: '3', depth: 2 });

    const bySize = new Store<Trade>({
      groupBy: 'city',
      groupSortFn: (a, b) => b.recordCount - a.recordCount || String(a.value).localeCompare(String(b.value)),
      groupLabel: (field, value) => `${field}: ${String(value)}`,
    });
    bySize.loadData(TRADES);
    expect(bySize.rows.map((r) => (r.kind === 'group' ? r.label : r.id))).toEqual([
      'city: London',
      'city: Paris',
      'city: Tokyo',
    ]);
  });

  it('keeps expand state across reloads and filters; drops empty groups', () => {
    const store = trades({ groupBy: 'city' });
    store.setExpanded('group:city=Tokyo', true);
    store.loadData(TRADES);
    expect(rowIds(store.rows)).toContain('4');
    store.setFilter({ field: 'city', op: '!=', value: 'Tokyo' });
    expect(rowIds(store.rows)).toEqual(['group:city=London', 'group:city=Paris']);
    store.setGroupBy(null);
    expect(store.visibleCount).toBe(4);
  });
});

describe('Store: trees', () => {
  it('loads children, flattens with expand state and depth', () => {
    const store = tree();
    expect(store.allCount).toBe(7);
    expect(rowIds(store.rows)).toEqual(['eu', 'na']);
    expect(store.rows[0]).toMatchObject({ expanded: false, childCount: 2, depth: 0 });
    store.toggleExpanded('eu');
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'eu-fin', 'na']);
    expect(store.rows[1]).toMatchObject({ depth: 1, childCount: 1, expanded: false });
    expect(store.getById('hsba')?.parentId).toBe('eu-fin');
    expect(store.getById('hsba')?.depth).toBe(2);
    expect(store.getChildren('eu').map((r) => r.id)).toEqual(['eu-tech', 'eu-fin']);
  });

  it.each<[number, number]>([
    [0, 2],
    [1, 5],
    [2, 7],
    [Infinity, 7],
  ])('expand level %s shows %s rows', (level, count) => {
    expect(tree(level).visibleCount).toBe(count);
  });

  it('sorts siblings at every level', () => {
    const store = tree(Infinity);
    store.setSortBy('pnl|desc|abs');
    expect(rowIds(store.rows)).toEqual(['na', 'na-tech', 'eu', 'eu-fin', 'hsba', 'eu-tech', 'asml']);
  });

  it('keeps the ancestors of filter matches so they can be reached', () => {
    const store = tree(Infinity);
    store.setFilter({ text: 'hsba' });
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-fin', 'hsba']);
    expect(store.filteredCount).toBe(3);
    store.setFilter({ field: 'name', op: '=', value: 'Technology' });
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'na', 'na-tech']);
    expect(store.rows[1]).toMatchObject({ childCount: 0 });
  });

  it('can show every child of a match', () => {
    const store = new Store<Node>({
      childrenField: 'children',
      expandLevel: Infinity,
      filterIncludesChildren: true,
    });
    store.loadData(TREE);
    store.setFilter({ field: 'name', op: '=', value: 'Europe' });
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'asml', 'eu-fin', 'hsba']);
  });

  it('removes a node with its descendants', () => {
    const store = tree(Infinity);
    store.removeRecords(['eu-fin']);
    expect(rowIds(store.rows)).toEqual(['eu', 'eu-tech', 'asml', 'na', 'na-tech']);
    expect(store.getChanges().removed.map((r) => r.id)).toEqual(['eu-fin', 'hsba']);
    store.revert();
    expect(store.allCount).toBe(7);
  });
});

describe('Store: helpers', () => {
  it('gives field labels and distinct values', () => {
    const store = new Store<Trade>({ fields: [{ name: 'pnl', displayName: 'P&L' }, 'city'] });
    store.loadData(TRADES);
    expect(store.fieldLabel('pnl')).toBe('P&L');
    expect(store.fieldLabel('trade_volume')).toBe('Trade Volume');
    expect(store.distinctValues('city')).toEqual(['London', 'Paris', 'Tokyo']);
    expect(store.distinctValues('pnl')).toEqual([-500, -30, 20, 100, 400]);
  });
});
