import { describe, expect, it } from 'vitest';
import { Store } from '../data';
import { DATAVIEW_COLUMN_ID, DATAVIEW_EMPTY_TEXT, DataViewModel } from './DataViewModel';

interface Item {
  id: number;
  name: string;
  city: string;
  value: number;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Globex', city: 'Paris', value: -20 },
  { id: 2, name: 'Acme', city: 'London', value: 10 },
  { id: 3, name: 'Initech', city: 'London', value: 5 },
];

const renderer = () => null;

describe('DataViewModel', () => {
  it('is a grid of one full-width item column, no header, items at their height, unstriped', () => {
    const m = new DataViewModel<Item>({ store: {}, renderer, itemHeight: 70 });
    const { config, leafColumns } = m.gridModel;
    expect(leafColumns.map((c) => c.colId)).toEqual([DATAVIEW_COLUMN_ID]);
    expect(leafColumns[0]).toMatchObject({ flex: 1, sortable: false, chooserEnabled: false });
    expect(config).toMatchObject({ hideHeaders: true, rowHeight: 70, stripeRows: false });
    expect(m.itemHeight).toBe(70);
    expect(m.selModel).toBe('single');
    expect(m.emptyText).toBe(DATAVIEW_EMPTY_TEXT);
  });

  it('draws each item with the renderer, given the record, and takes the record as the value', () => {
    const seen: string[] = [];
    const m = new DataViewModel<Item>({
      store: {},
      itemHeight: 50,
      renderer: (record) => {
        seen.push(record.data.name);
        return record.data.name;
      },
    });
    m.loadData(ITEMS);
    const column = m.gridModel.leafColumns[0];
    const record = m.store.getById(2);
    if (!column?.renderer || !column.getValue || !record) throw new Error('no item column');
    expect(column.getValue(record)).toBe(record);
    expect(column.renderer(record, record)).toBe('Acme');
    expect(seen).toEqual(['Acme']);
  });

  it('loads, sorts, groups and filters through its store', () => {
    const m = new DataViewModel<Item>({
      store: { fields: ['name', 'city', { name: 'value', type: 'number' }] },
      renderer,
      itemHeight: 70,
      sortBy: 'name',
    });
    m.loadData(ITEMS);
    expect(m.store.rows.map((r) => r.id)).toEqual(['2', '1', '3']);
    m.setSortBy('value|desc');
    expect(m.store.rows.map((r) => r.id)).toEqual(['2', '3', '1']);
    m.setGroupBy('city');
    expect(m.store.rows.filter((r) => r.kind === 'group').map((r) => r.kind === 'group' && r.label)).toEqual([
      'London',
      'Paris',
    ]);
    m.expandAll();
    expect(m.store.visibleCount).toBe(5);
    m.setGroupBy(null);
    m.store.setFilter({ text: 'lon' });
    expect(m.store.filteredCount).toBe(2);
    m.clear();
    expect(m.store.allCount).toBe(0);
  });

  it('selects like a grid, and keeps the selection by id over a reload', () => {
    const m = new DataViewModel<Item>({ store: {}, renderer, itemHeight: 70, selModel: 'multiple' });
    m.loadData(ITEMS);
    m.select([1, 3]);
    expect(m.selectedIds).toEqual([1, 3]);
    expect(m.selectedRecords.map((r) => r.data.name)).toEqual(['Globex', 'Initech']);
    expect(m.selectedRecord?.id).toBe(1);
    m.loadData(ITEMS.map((i) => ({ ...i, value: i.value + 1 })));
    expect(m.selectedRecords.map((r) => r.data.value)).toEqual([-19, 6]);
    m.clearSelection();
    expect(m.selectedRecord).toBeNull();
    m.selectFirst();
    expect(m.selectedIds).toEqual([1]);
  });

  it('uses a store given to it, and passes its settings to the grid', () => {
    const store = new Store<Item>();
    const opened: number[] = [];
    const m = new DataViewModel<Item>({
      store,
      renderer,
      itemHeight: 60,
      groupRowHeight: 36,
      emptyText: 'No companies found...',
      stripeRows: true,
      countUnit: 'company',
      onItemDoubleClicked: (r) => opened.push(r.data.id),
    });
    expect(m.store).toBe(store);
    expect(m.emptyText).toBe('No companies found...');
    expect(m.gridModel.config).toMatchObject({ groupRowHeight: 36, stripeRows: true, countUnit: 'company' });
    store.loadData(ITEMS);
    const record = store.getById(3);
    if (record) m.gridModel.config.onRowDoubleClicked?.(record);
    expect(opened).toEqual([3]);
  });
});
