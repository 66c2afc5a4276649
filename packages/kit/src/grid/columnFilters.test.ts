import { describe, expect, it } from 'vitest';
import { Store } from '../data';
import { agFilterComponent, agFilterModelToFilter, agFilterParams, filterTypeOfField } from './columnFilters';

const FIELDS: Record<string, string> = { company: 'company', pnl: 'profit_loss', day: 'trade_date' };
const fieldOf = (colId: string) => FIELDS[colId];

describe('agFilterModelToFilter', () => {
  it('is null for no model, unknown columns and conditions without a value', () => {
    expect(agFilterModelToFilter(null, fieldOf)).toBeNull();
    expect(agFilterModelToFilter({}, fieldOf)).toBeNull();
    expect(
      agFilterModelToFilter({ other: { filterType: 'text', type: 'contains', filter: 'x' } }, fieldOf),
    ).toBeNull();
    expect(
      agFilterModelToFilter({ company: { filterType: 'text', type: 'contains', filter: '' } }, fieldOf),
    ).toBeNull();
    expect(
      agFilterModelToFilter({ pnl: { filterType: 'number', type: 'inRange', filter: 1 } }, fieldOf),
    ).toBeNull();
  });

  it.each([
    ['contains', 'like'],
    ['notContains', 'not like'],
    ['equals', '='],
    ['notEqual', '!='],
    ['startsWith', 'begins'],
    ['endsWith', 'ends'],
  ])('maps the text option %s to %s', (type, op) => {
    expect(agFilterModelToFilter({ company: { filterType: 'text', type, filter: 'ac' } }, fieldOf)).toEqual({
      field: 'company',
      op,
      value: 'ac',
    });
  });

  it('maps numbers, inclusive ranges, blanks and dates (as local dates)', () => {
    expect(
      agFilterModelToFilter({ pnl: { filterType: 'number', type: 'greaterThan', filter: 5 } }, fieldOf),
    ).toEqual({
      field: 'profit_loss',
      op: '>',
      value: 5,
    });
    expect(
      agFilterModelToFilter(
        { pnl: { filterType: 'number', type: 'inRange', filter: -5, filterTo: 5 } },
        fieldOf,
      ),
    ).toEqual({
      op: 'AND',
      filters: [
        { field: 'profit_loss', op: '>=', value: -5 },
        { field: 'profit_loss', op: '<=', value: 5 },
      ],
    });
    expect(agFilterModelToFilter({ pnl: { filterType: 'number', type: 'blank' } }, fieldOf)).toEqual({
      field: 'profit_loss',
      op: '=',
      value: null,
    });
    expect(
      agFilterModelToFilter(
        { day: { filterType: 'date', type: 'lessThan', dateFrom: '2025-03-01 00:00:00', dateTo: null } },
        fieldOf,
      ),
    ).toEqual({ field: 'trade_date', op: '<', value: '2025-03-01' });
  });

  it('joins two conditions of a column with their operator, and columns with AND', () => {
    const filter = agFilterModelToFilter(
      {
        company: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { filterType: 'text', type: 'startsWith', filter: 'a' },
            { filterType: 'text', type: 'startsWith', filter: 'b' },
          ],
        },
        pnl: { filterType: 'number', type: 'lessThan', filter: 0 },
      },
      fieldOf,
    );
    expect(filter).toEqual({
      op: 'AND',
      filters: [
        {
          op: 'OR',
          filters: [
            { field: 'company', op: 'begins', value: 'a' },
            { field: 'company', op: 'begins', value: 'b' },
          ],
        },
        { field: 'profit_loss', op: '<', value: 0 },
      ],
    });
  });

  it('gives filters the Store applies as AG Grid would', () => {
    const store = new Store({ fields: [{ name: 'trade_date', type: 'localDate' }] });
    store.loadData([
      { id: 1, company: 'Acme', profit_loss: 10, trade_date: '2025-01-10' },
      { id: 2, company: 'Beta', profit_loss: -3, trade_date: '2025-02-10' },
      { id: 3, company: 'Cobalt', profit_loss: 0, trade_date: '2025-03-10' },
    ]);
    const apply = (model: Record<string, unknown>) => {
      store.setFilter(agFilterModelToFilter(model, fieldOf));
      return store.filteredRecords.map((r) => r.id);
    };
    expect(apply({ company: { filterType: 'text', type: 'contains', filter: 'B' } })).toEqual([2, 3]);
    expect(apply({ pnl: { filterType: 'number', type: 'inRange', filter: -3, filterTo: 0 } })).toEqual([
      2, 3,
    ]);
    expect(
      apply({
        day: { filterType: 'date', type: 'inRange', dateFrom: '2025-02-10 00:00:00', dateTo: '2025-03-01' },
      }),
    ).toEqual([2]);
  });
});

describe('header filter settings', () => {
  it('picks the filter of a field type and offers only what the Store can do', () => {
    expect(filterTypeOfField('int')).toBe('number');
    expect(filterTypeOfField('localDate')).toBe('date');
    expect(filterTypeOfField(undefined)).toBe('text');
    expect(agFilterComponent('date')).toBe('agDateColumnFilter');
    expect(agFilterParams('number', true)).toMatchObject({ buttons: ['reset'], inRangeInclusive: true });
    expect(agFilterParams('text', false)).toMatchObject({ buttons: ['reset', 'apply'] });
    expect(agFilterParams('date', true).filterOptions).not.toContain('today');
  });
});
