import { describe, expect, it } from 'vitest';
import {
  filterSummary,
  filterTypeOfColDef,
  numberRangeModel,
  quickFilterOf,
  textFilterModel,
} from './sideBarFilters';

describe('side bar filters', () => {
  it('knows the filter type of AG Grid names, the kit’s { component } defs and true', () => {
    expect(filterTypeOfColDef('agNumberColumnFilter')).toBe('number');
    expect(filterTypeOfColDef({ component: 'agDateColumnFilter' })).toBe('date');
    expect(filterTypeOfColDef(true)).toBe('text');
    expect(filterTypeOfColDef(undefined)).toBeNull();
    expect(filterTypeOfColDef(false)).toBeNull();
  });

  it('a typed text is a contains filter; a blank one none', () => {
    expect(textFilterModel('NV')).toEqual({ filterType: 'text', type: 'contains', filter: 'NV' });
    expect(textFilterModel('  ')).toBeNull();
  });

  it('a number range is in range, from, up to, or none', () => {
    expect(numberRangeModel(1, 5)).toEqual({ filterType: 'number', type: 'inRange', filter: 1, filterTo: 5 });
    expect(numberRangeModel(1, null)).toMatchObject({ type: 'greaterThanOrEqual', filter: 1 });
    expect(numberRangeModel(null, 5)).toMatchObject({ type: 'lessThanOrEqual', filter: 5 });
    expect(numberRangeModel(null, null)).toBeNull();
  });

  it('reads back what the quick inputs made, and nothing they cannot show', () => {
    expect(quickFilterOf('text', textFilterModel('NV'))).toEqual({ text: 'NV' });
    expect(quickFilterOf('text', null)).toEqual({ text: '' });
    expect(quickFilterOf('number', numberRangeModel(1, 5))).toEqual({ min: 1, max: 5 });
    expect(quickFilterOf('number', numberRangeModel(null, 5))).toEqual({ min: null, max: 5 });
    expect(quickFilterOf('text', { filterType: 'text', type: 'equals', filter: 'NVDA' })).toBeNull();
    expect(quickFilterOf('date', null)).toBeNull();
  });

  it('says a filter in words', () => {
    expect(filterSummary({ filterType: 'text', type: 'equals', filter: 'NVDA' })).toBe('= NVDA');
    expect(
      filterSummary({
        filterType: 'number',
        operator: 'OR',
        conditions: [{ type: 'greaterThan', filter: 100 }, { type: 'blank' }],
      }),
    ).toBe('> 100 or is blank');
    expect(
      filterSummary({
        filterType: 'date',
        type: 'inRange',
        dateFrom: '2025-01-01 00:00:00',
        dateTo: '2025-02-01 00:00:00',
      }),
    ).toBe('between 2025-01-01 and 2025-02-01');
  });
});
