import { describe, expect, it } from 'vitest';
import { ZoneGridModel } from './ZoneGridModel';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
  date: string;
}

function model() {
  return new ZoneGridModel<Trade>({
    store: {},
    columns: [
      { field: 'company', header: 'Company' },
      { field: 'city', header: 'City' },
      { field: 'pnl', header: 'P&L', absSort: true },
      { field: 'date', header: 'Date' },
    ],
    mappings: { tl: 'company', tr: 'pnl', bl: ['city'] },
    limits: { tl: { min: 1, max: 1, only: ['company', 'city'] }, tr: { max: 1 }, bl: { max: 2 } },
    sortBy: 'pnl|desc|abs',
  });
}

describe('ZoneMapperModel', () => {
  it('opens on a draft of the mappings and sort; Cancel drops the draft', () => {
    const grid = model();
    const mapper = grid.mapperModel;
    grid.showMapper();
    expect(mapper.isOpen).toBe(true);
    expect(mapper.zone).toBe('tl');
    expect(mapper.sort).toEqual({ field: 'pnl', dir: 'desc', abs: true });
    expect(mapper.isDirty).toBe(false);
    mapper.setFieldShown('city', true);
    expect(mapper.isDirty).toBe(true);
    mapper.close();
    expect(mapper.isOpen).toBe(false);
    expect(grid.mappings.tl[0]?.field).toBe('company');
  });

  it('lists the fields a zone may show, with what can change there', () => {
    const mapper = model().mapperModel;
    mapper.open();
    expect(mapper.isSingleChoice).toBe(true);
    expect(mapper.fields.map((f) => [f.field, f.shown, f.canToggle])).toEqual([
      ['company', true, false],
      ['city', false, true],
    ]);
    mapper.selectZone('tr');
    expect(mapper.isSingleChoice).toBe(false);
    expect(mapper.fields.filter((f) => f.canToggle).map((f) => f.field)).toEqual(['pnl']);
    expect(mapper.hint().status).toBe('Limit reached: clear the field to pick another.');
    mapper.setFieldShown('pnl', false);
    expect(mapper.fields.every((f) => f.canToggle)).toBe(true);
    expect(mapper.hint('tl').text).toBe('Exactly 1 field: Company or City only.');
  });

  it('saves the draft mappings, labels and sort to the grid', () => {
    const grid = model();
    const mapper = grid.mapperModel;
    mapper.open();
    mapper.setFieldShown('city', true);
    mapper.selectZone('bl');
    mapper.setFieldLabel('city', true);
    mapper.setSortField('date');
    expect(mapper.sort).toEqual({ field: 'date', dir: 'desc', abs: false });
    mapper.setSortDir('asc');
    mapper.save();
    expect(mapper.isOpen).toBe(false);
    expect(grid.mappings.tl).toEqual([{ field: 'city', showLabel: false }]);
    expect(grid.mappings.bl).toEqual([{ field: 'city', showLabel: true }]);
    expect(grid.sortBy).toEqual([{ field: 'date', dir: 'asc', abs: false }]);
  });

  it('sorts absSort fields by absolute value, largest first; None clears the sort', () => {
    const mapper = model().mapperModel;
    mapper.open();
    mapper.setSortField('company');
    mapper.setSortField('pnl');
    expect(mapper.sort).toEqual({ field: 'pnl', dir: 'desc', abs: true });
    mapper.setSortAbs(false);
    expect(mapper.sort?.abs).toBe(false);
    mapper.setSortField(null);
    expect(mapper.sort).toBeNull();
  });

  it('Reset puts the configured mappings and sort in the draft', () => {
    const grid = model();
    grid.setMappings({ ...grid.mappings, tl: [{ field: 'city', showLabel: false }] });
    grid.setSortBy('company');
    const mapper = grid.mapperModel;
    mapper.open();
    expect(mapper.isDefault).toBe(false);
    mapper.reset();
    expect(mapper.isDefault).toBe(true);
    expect(mapper.mappings.tl[0]?.field).toBe('company');
    expect(mapper.sort).toEqual({ field: 'pnl', dir: 'desc', abs: true });
    mapper.save();
    expect(grid.mappings.tl[0]?.field).toBe('company');
    expect(grid.sortBy[0]).toEqual({ field: 'pnl', dir: 'desc', abs: true });
  });
});
