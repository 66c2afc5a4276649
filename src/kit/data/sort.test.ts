import { describe, expect, it } from 'vitest';
import { formatSortSpec, parseSortSpec, sortRecords, type SortSpecInput } from './sort';
import { StoreRecord } from './StoreRecord';

const make = (rows: Record<string, unknown>[]) =>
  rows.map((data, i) => new StoreRecord({ id: i + 1, data, committedData: data, raw: data }));

const DATA = make([
  { name: 'bravo', pnl: -300, city: 'Paris', when: new Date('2025-02-01') },
  { name: 'Alpha', pnl: 50, city: 'London', when: new Date('2025-01-01') },
  { name: 'charlie', pnl: null, city: 'London', when: null },
  { name: 'alpha', pnl: 200, city: 'Paris', when: new Date('2024-06-01') },
  { name: 'delta', pnl: -50, city: '', when: new Date('2025-03-01') },
]);

const order = (sort: SortSpecInput | SortSpecInput[]) =>
  sortRecords(DATA, (Array.isArray(sort) ? sort : [sort]).map(parseSortSpec)).map((r) => r.id);

describe('sortRecords', () => {
  it.each<[string, SortSpecInput | SortSpecInput[], number[]]>([
    ['numbers ascending, blanks last', 'pnl', [1, 5, 2, 4, 3]],
    ['numbers descending, blanks still last', 'pnl|desc', [4, 2, 5, 1, 3]],
    ['absolute values descending (P&L by size)', 'pnl|desc|abs', [1, 4, 2, 5, 3]],
    ['absolute values ascending, ties keep order', 'pnl|asc|abs', [2, 5, 4, 1, 3]],
    ['text ignores case, ties by case then order', 'name', [2, 4, 1, 3, 5]],
    ['text descending', 'name|desc', [5, 3, 1, 4, 2]],
    ['dates', 'when', [4, 2, 1, 5, 3]],
    ['blank text last', 'city', [2, 3, 1, 4, 5]],
    ['two keys: city, then pnl abs desc', ['city', 'pnl|desc|abs'], [2, 3, 1, 4, 5]],
    ['two keys: city desc, then name', ['city|desc', 'name'], [4, 1, 2, 3, 5]],
  ])('%s', (_name, sort, expected) => {
    expect(order(sort)).toEqual(expected);
  });

  it('returns the input when there is nothing to sort by', () => {
    expect(sortRecords(DATA, [])).toBe(DATA);
  });
});

describe('sort specs', () => {
  it.each<[string, { field: string; dir: 'asc' | 'desc'; abs: boolean }]>([
    ['company', { field: 'company', dir: 'asc', abs: false }],
    ['pnl|desc', { field: 'pnl', dir: 'desc', abs: false }],
    ['profit_loss|desc|abs', { field: 'profit_loss', dir: 'desc', abs: true }],
  ])('parses %s and formats it back', (text, spec) => {
    expect(parseSortSpec(text)).toEqual(spec);
    expect(formatSortSpec(spec)).toBe(text.includes('|') ? text : `${text}|asc`);
  });

  it.each(['', 'pnl|down', 'pnl|desc|abz'])('rejects %j with a readable error', (text) => {
    expect(() => parseSortSpec(text)).toThrow(/Invalid sort/);
  });
});
