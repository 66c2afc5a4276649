import { describe, expect, it } from 'vitest';
import { Store } from '../data';
import { GridModel } from '../grid';
import { SplitTreeMapModel } from './SplitTreeMapModel';
import { TreeMapModel } from './TreeMapModel';

interface Pos {
  id: string;
  name: string;
  mktVal: number;
  pnl: number;
  children?: Pos[];
}

const DATA: Pos[] = [
  {
    id: 'tech',
    name: 'Technology',
    mktVal: 0,
    pnl: 0,
    children: [
      { id: 'aapl', name: 'AAPL', mktVal: 500, pnl: 50 },
      { id: 'msft', name: 'MSFT', mktVal: -300, pnl: -30 },
      { id: 'zero', name: 'ZERO', mktVal: 0, pnl: 0 },
    ],
  },
  {
    id: 'fin',
    name: 'Financials',
    mktVal: 0,
    pnl: 0,
    children: [{ id: 'jpm', name: 'JPM', mktVal: 200, pnl: -10 }],
  },
];

function store(): Store<Pos> {
  const s = new Store<Pos>({ childrenField: 'children', expandLevel: 0 });
  s.loadData(DATA);
  return s;
}

describe('TreeMapModel', () => {
  it('turns a tree store into groups of leaves sized by |value|, zero-sized leaves left out', () => {
    const model = new TreeMapModel<Pos>({ store: store(), valueField: 'mktVal', heatField: 'pnl' });
    const data = model.data;
    expect(data.map((d) => d.name)).toEqual(['Technology', 'Financials']);
    expect(data[0]?.children?.map((c) => [c.name, c.value, c.heat])).toEqual([
      ['AAPL', 500, 50],
      ['MSFT', 300, -30],
    ]);
    expect(model.leafRecords.map((r) => r.id)).toEqual(['aapl', 'msft', 'jpm']);
    expect(model.effectiveMaxHeat(data[0]?.children ?? [])).toBe(50);
  });

  it('follows the store’s filter and its own leaf filter', () => {
    const s = store();
    const model = new TreeMapModel<Pos>({
      store: s,
      valueField: 'mktVal',
      heatField: 'pnl',
      filter: (r) => r.data.pnl < 0,
    });
    expect(model.leafRecords.map((r) => r.id)).toEqual(['msft', 'jpm']);
    s.setFilter({ field: 'name', op: '=', value: 'JPM' });
    expect(model.data.map((d) => d.name)).toEqual(['Financials']);
  });

  it('selects on its own: click replaces, ctrl-click adds or removes', () => {
    const model = new TreeMapModel<Pos>({ store: store(), valueField: 'mktVal', heatField: 'pnl' });
    model.select('aapl');
    model.select('jpm', true);
    expect(model.selectedIds).toEqual(['aapl', 'jpm']);
    model.select('aapl', true);
    expect(model.selectedIds).toEqual(['jpm']);
    model.select('msft');
    expect(model.selectedIds).toEqual(['msft']);
  });

  it('shares the selection with a grid on the same store, opening the rows selected', () => {
    const gridModel = new GridModel<Pos>({
      store: { childrenField: 'children', expandLevel: 0 },
      selModel: 'multiple',
      columns: [{ field: 'name' }],
    });
    gridModel.store.loadData(DATA);
    const model = new TreeMapModel<Pos>({
      store: gridModel.store,
      gridModel,
      valueField: 'mktVal',
      heatField: 'pnl',
    });
    model.select('jpm');
    expect(gridModel.selectedIds).toEqual(['jpm']);
    expect(gridModel.store.rows.map((r) => r.id)).toEqual(['tech', 'fin', 'jpm']);
    gridModel.select(['aapl', 'jpm']);
    expect(model.selectedIds).toEqual(['aapl', 'jpm']);
    model.clearSelection();
    expect(gridModel.selectedIds).toEqual([]);
  });
});

describe('SplitTreeMapModel', () => {
  it('splits the leaves between two maps and keeps their settings the same', () => {
    const model = new SplitTreeMapModel<Pos>({
      store: store(),
      valueField: 'mktVal',
      heatField: 'pnl',
      mapFilter: (r) => r.data.pnl >= 0,
      mapTitleFn: (map, isPrimary) => `${isPrimary ? 'Profit' : 'Loss'}: ${map.leafRecords.length}`,
    });
    expect(model.primaryMapModel.leafRecords.map((r) => r.id)).toEqual(['aapl']);
    expect(model.secondaryMapModel.leafRecords.map((r) => r.id)).toEqual(['msft', 'jpm']);
    expect([model.titleOf(true), model.titleOf(false)]).toEqual(['Profit: 1', 'Loss: 2']);
    model.setAlgorithm('strip');
    model.setColorMode('wash');
    model.setMaxHeat(2);
    model.setTheme('dark');
    for (const m of model.maps)
      expect([m.algorithm, m.colorMode, m.maxHeat, m.theme]).toEqual(['strip', 'wash', 2, 'dark']);
    expect(model.algorithm).toBe('strip');
    model.setOrientation('vertical');
    expect(model.orientation).toBe('vertical');
  });
});
