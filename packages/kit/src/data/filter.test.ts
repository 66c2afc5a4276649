import { describe, expect, it } from 'vitest';
import { andFilters, compileFilter, filtersEqual, type Filter } from './filter';
import { StoreRecord } from './StoreRecord';

interface Row {
  id: number;
  company: string;
  city: string | null;
  pnl: number | null;
  date: string;
  active: boolean;
}

const ROWS: Row[] = [
  { id: 1, company: 'Acme Corp', city: 'London', pnl: 120, date: '2025-01-10', active: true },
  { id: 2, company: 'Globex Holdings', city: 'New York', pnl: -45, date: '2025-02-01', active: false },
  { id: 3, company: 'Initech Labs', city: 'london', pnl: 0, date: '2024-12-31', active: true },
  { id: 4, company: 'Umbrella Group', city: null, pnl: null, date: '2025-03-15', active: false },
  { id: 5, company: 'Acme Ventures', city: 'Tokyo', pnl: 9000, date: '2025-01-10', active: true },
];

const records = ROWS.map((data) => new StoreRecord({ id: data.id, data, committedData: data, raw: data }));
const ids = (filter: Filter, searchFields = ['company', 'city']) => {
  const test = compileFilter(filter, { searchFields });
  return records.filter(test).map((r) => r.id);
};

describe('compileFilter: field operators', () => {
  it.each<[string, Filter, number[]]>([
    ['= text ignores case', { field: 'city', op: '=', value: 'LONDON' }, [1, 3]],
    ['= null matches blanks', { field: 'city', op: '=', value: null }, [4]],
    ['!= text', { field: 'city', op: '!=', value: 'london' }, [2, 4, 5]],
    ['= number', { field: 'pnl', op: '=', value: 0 }, [3]],
    ['= boolean', { field: 'active', op: '=', value: false }, [2, 4]],
    ['> number skips blanks', { field: 'pnl', op: '>', value: 0 }, [1, 5]],
    ['>= number', { field: 'pnl', op: '>=', value: 0 }, [1, 3, 5]],
    ['< number', { field: 'pnl', op: '<', value: 0 }, [2]],
    ['<= number', { field: 'pnl', op: '<=', value: 0 }, [2, 3]],
    ['> local date (text order)', { field: 'date', op: '>', value: '2025-01-10' }, [2, 4]],
    ['<= local date', { field: 'date', op: '<=', value: '2025-01-10' }, [1, 3, 5]],
    ['like (contains, any case)', { field: 'company', op: 'like', value: 'ACME' }, [1, 5]],
    ['not like', { field: 'company', op: 'not like', value: 'acme' }, [2, 3, 4]],
    ['begins', { field: 'company', op: 'begins', value: 'glo' }, [2]],
    ['ends', { field: 'company', op: 'ends', value: 'labs' }, [3]],
    ['in', { field: 'city', op: 'in', value: ['Tokyo', 'New York'] }, [2, 5]],
    ['in with null', { field: 'city', op: 'in', value: ['Tokyo', null] }, [4, 5]],
    ['not in', { field: 'city', op: 'not in', value: ['london', 'Tokyo'] }, [2, 4]],
    ['= with a list means in', { field: 'pnl', op: '=', value: [120, -45] }, [1, 2]],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});

describe('compileFilter: text and compound filters', () => {
  it.each<[string, Filter, number[]]>([
    ['text anywhere, inside a word', { text: 'TECH' }, [3]],
    ['text at the start of a value', { text: 'lon', matchMode: 'start' }, [1, 3]],
    ['text at the start of a value, not inside', { text: 'corp', matchMode: 'start' }, []],
    ['text at the start of any word', { text: 'corp', matchMode: 'startWord' }, [1]],
    ['text in named fields only', { text: 'acme', fields: ['city'] }, []],
    ['blank text passes all', { text: '  ' }, [1, 2, 3, 4, 5]],
    [
      'AND',
      {
        op: 'AND',
        filters: [
          { field: 'company', op: 'begins', value: 'acme' },
          { field: 'pnl', op: '>', value: 1000 },
        ],
      },
      [5],
    ],
    [
      'OR',
      {
        op: 'OR',
        filters: [
          { field: 'city', op: '=', value: 'Tokyo' },
          { field: 'active', op: '=', value: false },
        ],
      },
      [2, 4, 5],
    ],
    [
      'nested',
      {
        op: 'AND',
        filters: [
          { text: 'acme' },
          {
            op: 'OR',
            filters: [
              { field: 'city', op: '=', value: 'london' },
              { field: 'pnl', op: '>', value: 5000 },
            ],
          },
        ],
      },
      [1, 5],
    ],
    ['empty AND passes all', { op: 'AND', filters: [] }, [1, 2, 3, 4, 5]],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('text search uses the given search fields', () => {
    expect(ids({ text: '9000' }, ['pnl'])).toEqual([5]);
    expect(ids({ text: '9000' }, ['company'])).toEqual([]);
  });
});

describe('filter helpers', () => {
  it('andFilters drops nulls and unwraps one', () => {
    const f: Filter = { field: 'city', op: '=', value: 'London' };
    expect(andFilters(null, undefined)).toBeNull();
    expect(andFilters(f, null)).toBe(f);
    expect(andFilters(f, { text: 'x' })).toEqual({ op: 'AND', filters: [f, { text: 'x' }] });
  });

  it('filters are plain JSON: equal when they serialise the same', () => {
    const f: Filter = { op: 'OR', filters: [{ field: 'city', op: 'in', value: ['a', 'b'] }] };
    expect(filtersEqual(f, JSON.parse(JSON.stringify(f)) as Filter)).toBe(true);
    expect(filtersEqual(f, null)).toBe(false);
    expect(filtersEqual(null, undefined)).toBe(true);
  });
});
