import { afterEach, describe, expect, it } from 'vitest';
import { ZoneGridModel, type ZoneGridConfig } from './ZoneGridModel';
import { readZoneGridState } from './zoneGridState';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
}

const TRADES: Trade[] = [
  { id: 1, company: 'Acme', city: 'London', pnl: 10 },
  { id: 2, company: 'Globex', city: 'Paris', pnl: -50 },
  { id: 3, company: 'Initech', city: 'Austin', pnl: 20 },
];
const KEY = 'zoneGridModelTest';

function model(extra: Partial<ZoneGridConfig<Trade>> = {}) {
  return new ZoneGridModel<Trade>({
    store: { fields: ['company', 'city', { name: 'pnl', type: 'number', displayName: 'P&L' }] },
    columns: [
      { field: 'company' },
      { field: 'city', header: 'City' },
      { field: 'pnl', header: 'P&L', absSort: true },
      { field: 'id', header: 'Id', sortable: false, chooserName: 'Trade Id' },
    ],
    mappings: { tl: 'company', tr: 'pnl', bl: ['city'] },
    limits: { tl: { min: 1, max: 1, only: ['company', 'city'] }, tr: { max: 1 } },
    sortBy: 'pnl|desc|abs',
    ...extra,
  });
}

afterEach(() => window.localStorage.clear());

describe('ZoneGridModel', () => {
  it('holds normalized mappings, the sort and grouping, on a grid of one zone column', () => {
    const m = model({ groupBy: 'city' });
    expect(m.mappings.tl).toEqual([{ field: 'company', showLabel: false }]);
    expect(m.mappings.br).toEqual([]);
    expect(m.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(m.groupBy).toEqual(['city']);
    expect(m.gridModel.leafColumns.map((c) => c.field)).toEqual(['zones']);
    expect(m.gridModel.config.rowHeight).toEqual({ large: 60, standard: 52, compact: 44, tiny: 36 });
  });

  it('labels fields by chooser name, header, then the store', () => {
    const m = model();
    expect(m.fieldLabel('id')).toBe('Trade Id');
    expect(m.fieldLabel('pnl')).toBe('P&L');
    expect(m.fieldLabel('company')).toBe('Company');
    expect(m.sortableColumns.map((c) => c.field)).toEqual(['company', 'city', 'pnl']);
  });

  it('refuses mappings that break the limits', () => {
    expect(() => model({ mappings: { tl: 'pnl' } })).toThrow(/tl: field 'pnl' not allowed/);
    const m = model();
    expect(() => m.setMappings({ ...m.mappings, tl: [] })).toThrow(/needs at least 1/);
  });

  it('previews with the selected record, else the first row shown', () => {
    const m = model();
    expect(m.sampleRecord).toBeNull();
    m.store.loadData(TRADES);
    expect(m.sampleRecord?.id).toBe(2);
    m.gridModel.select(3);
    expect(m.sampleRecord?.id).toBe(3);
  });

  it('persists mappings, sort and grouping and reads them back; restoreDefaults forgets them', () => {
    const m = model({ persistWith: { localStorageKey: KEY } });
    m.setMappings({ ...m.mappings, tl: [{ field: 'city', showLabel: true }] });
    m.setSortBy('company');
    m.setGroupBy('city');
    expect(readZoneGridState(KEY)).toMatchObject({
      groupBy: ['city'],
      sortBy: [{ field: 'company', dir: 'asc' }],
    });

    const again = model({ persistWith: { localStorageKey: KEY } });
    expect(again.mappings.tl).toEqual([{ field: 'city', showLabel: true }]);
    expect(again.sortBy[0]?.field).toBe('company');
    expect(again.groupBy).toEqual(['city']);

    again.restoreDefaults();
    expect(again.mappings.tl).toEqual([{ field: 'company', showLabel: false }]);
    expect(again.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(again.groupBy).toEqual([]);
    expect(readZoneGridState(KEY)).toBeNull();
  });

  it('ignores saved mappings that no longer fit the limits or fields', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        mappings: { tl: [{ field: 'gone', showLabel: false }], tr: [], bl: [], br: [] },
        sortBy: [{ field: 'gone', dir: 'asc' }],
        groupBy: [],
      }),
    );
    const m = model({ persistWith: { localStorageKey: KEY } });
    expect(m.mappings.tl[0]?.field).toBe('company');
    expect(m.sortBy[0]?.field).toBe('pnl');
    window.localStorage.setItem(KEY, '{not json');
    expect(model({ persistWith: { localStorageKey: KEY } }).mappings.tl[0]?.field).toBe('company');
  });
});
