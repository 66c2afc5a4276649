import { describe, expect, it } from 'vitest';
import { Store } from './Store';
import type { StoreRow } from './rows';

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
      { id: 'eu-tech', name: 'Technology', pnl: 8, children: [{ id: 'asml', name: 'ASML', pnl: 8 }] },
      { id: 'eu-fin', name: 'Financials', pnl: 2, children: [{ id: 'hsba', name: 'HSBA', pnl: 2 }] },
    ],
  },
  { id: 'na', name: 'North America', pnl: 5, children: [{ id: 'na-tech', name: 'Technology', pnl: 5 }] },
];

interface Trade {
  id: number;
  company: string;
  pnl: number;
}

const TRADES: Trade[] = [
  { id: 1, company: 'Acme', pnl: 300 },
  { id: 2, company: 'Globex', pnl: 200 },
  { id: 3, company: 'Initech', pnl: 100 },
];

const liveTree = () => {
  const store = new Store<Node>({ childrenField: 'children', expandLevel: 9, sortBy: 'pnl|desc' });
  store.loadData(TREE);
  return store;
};
const liveTrades = () => {
  const store = new Store<Trade>({ sortBy: 'pnl|desc' });
  store.loadData(TRADES);
  return store;
};
const rowIds = (rows: readonly StoreRow<object>[]) => rows.map((r) => r.id);
const pnlOf = (rows: readonly StoreRow<Node | Trade>[], id: string) => {
  const row = rows.find((r) => r.id === id);
  return row?.kind === 'record' ? row.record.data.pnl : undefined;
};

describe('Store.holdOrder', () => {
  it('keeps a tree where it is shown while updates re-price it, and sorts again once released', () => {
    const store = liveTree();
    const shown = ['eu', 'eu-tech', 'asml', 'eu-fin', 'hsba', 'na', 'na-tech'];
    expect(rowIds(store.rows)).toEqual(shown);
    store.holdOrder(true);
    expect(store.orderHeld).toBe(true);
    store.updateData({
      merge: [
        { id: 'na', pnl: 50 },
        { id: 'na-tech', pnl: 50 },
        { id: 'eu-fin', pnl: 30 },
        { id: 'hsba', pnl: 30 },
      ],
    });
    // Still where they were, with their new values.
    expect(rowIds(store.rows)).toEqual(shown);
    expect(pnlOf(store.rows, 'na')).toBe(50);
    expect(pnlOf(store.rows, 'hsba')).toBe(30);
    store.updateData({ merge: [{ id: 'asml', pnl: 1 }] });
    expect(rowIds(store.rows)).toEqual(shown);

    store.holdOrder(false);
    expect(rowIds(store.rows)).toEqual(['na', 'na-tech', 'eu', 'eu-fin', 'hsba', 'eu-tech', 'asml']);
    expect(pnlOf(store.rows, 'asml')).toBe(1);
  });

  it('keeps a flat list, filtered or not; a record that newly passes the filter comes last', () => {
    const store = liveTrades();
    store.holdOrder(true);
    store.updateData({ merge: [{ id: 3, pnl: 900 }] });
    expect(rowIds(store.rows)).toEqual(['1', '2', '3']);
    store.holdOrder(false);
    expect(rowIds(store.rows)).toEqual(['3', '1', '2']);

    store.setFilter({ field: 'pnl', op: '>', value: 150 });
    expect(rowIds(store.rows)).toEqual(['3', '1', '2']);
    store.holdOrder(true);
    store.updateData({
      merge: [
        { id: 2, pnl: 1000 },
        { id: 1, pnl: 100 },
      ],
    });
    // Acme no longer passes; Globex stays where it was, above Initech's 900.
    expect(rowIds(store.rows)).toEqual(['3', '2']);
    store.holdOrder(false);
    expect(rowIds(store.rows)).toEqual(['2', '3']);
  });

  it('still sorts on a change of sort, and on a load, while held; a release after them changes nothing', () => {
    const store = liveTrades();
    store.holdOrder(true);
    store.updateData({ merge: [{ id: 3, pnl: 900 }] });
    expect(rowIds(store.rows)).toEqual(['1', '2', '3']);
    store.setSortBy('pnl|asc');
    expect(rowIds(store.rows)).toEqual(['2', '1', '3']);
    store.loadData([...TRADES, { id: 4, company: 'Hooli', pnl: 150 }]);
    expect(rowIds(store.rows)).toEqual(['3', '4', '2', '1']);
    const rows = store.rows;
    store.holdOrder(false);
    expect(store.rows).toBe(rows);
  });

  it('released without updates meanwhile, leaves the rows as they are', () => {
    const store = liveTree();
    const rows = store.rows;
    store.holdOrder(true);
    store.holdOrder(false);
    expect(store.rows).toBe(rows);
    expect(store.orderHeld).toBe(false);
  });
});
