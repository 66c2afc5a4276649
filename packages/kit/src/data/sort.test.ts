import { describe, expect, it } from 'vitest';
import {
  formatSortSpec,
  INSERTION_MAX_ITEMS,
  RADIX_MIN_ITEMS,
  parseSortSpec,
  parseSortSpecs,
  sortData,
  sortRecords,
  type SortSpecInput,
} from './sort';
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

  // Long lists take the radix sort, short ones a comparison sort (RADIX_MIN_ITEMS), the shortest an insertion
  // sort (INSERTION_MAX_ITEMS): all must agree.
  it.each([
    3000,
    RADIX_MIN_ITEMS,
    RADIX_MIN_ITEMS - 1,
    300,
    INSERTION_MAX_ITEMS + 1,
    INSERTION_MAX_ITEMS,
    13,
  ])(
    'orders every kind of number like a comparator sort would, stably, in both directions (%i values)',
    (count) => {
      const specials = [0, -0, 1e-300, -1e-300, 5e300, -5e300, Infinity, -Infinity, 2 ** 53, 0.1, -0.1];
      const values: (number | null)[] = [...specials, null, Number.NaN];
      let seed = 7;
      while (values.length < count) {
        seed = (seed * 16807) % 2147483647;
        values.push(seed % 5 === 0 ? (seed % 200) - 100 : ((seed % 2000001) - 1000000) / 7);
      }
      const records = make(values.map((v, i) => ({ v, g: i % 3 })));
      const isBlank = (v: unknown) => v == null || Number.isNaN(v);
      for (const dir of ['asc', 'desc'] as const) {
        const expected = [...records].sort((a, b) => {
          const x = a.data.v as number | null;
          const y = b.data.v as number | null;
          if (isBlank(x) || isBlank(y))
            return isBlank(x) === isBlank(y) ? (a.id as number) - (b.id as number) : isBlank(x) ? 1 : -1;
          if (x === y) return (a.id as number) - (b.id as number);
          return ((x as number) < (y as number) ? -1 : 1) * (dir === 'desc' ? -1 : 1);
        });
        const actual = sortRecords(records, [{ field: 'v', dir }]);
        expect(actual.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      }
      const byGroupThenAbs = sortRecords(records, parseSortSpecs(['g|desc', 'v|desc|abs']));
      for (let i = 1; i < byGroupThenAbs.length; i++) {
        const a = byGroupThenAbs[i - 1]?.data as { g: number; v: number | null };
        const b = byGroupThenAbs[i]?.data as { g: number; v: number | null };
        expect(a.g >= b.g).toBe(true);
        if (a.g === b.g && !isBlank(b.v))
          expect(Math.abs(a.v as number) >= Math.abs(b.v as number)).toBe(true);
      }
    },
  );

  it('sorts plain data objects the same way (sortData)', () => {
    const rows = DATA.map((r) => r.data);
    expect(sortData(rows, ['pnl|desc|abs']).map((d) => d.name)).toEqual(
      sortRecords(DATA, [parseSortSpec('pnl|desc|abs')]).map((r) => r.data.name),
    );
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
