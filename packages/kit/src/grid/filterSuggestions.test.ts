import { describe, expect, it } from 'vitest';
import {
  chipsToFilter,
  filterOption,
  filterSuggestions,
  filterToChips,
  type FilterChooserField,
} from './filterSuggestions';

const FIELDS: FilterChooserField[] = [
  { field: 'city', label: 'City', type: 'string', values: ['London', 'Los Angeles', 'New York', 'Toronto'] },
  { field: 'company', label: 'Company', type: 'string', values: ['Acme Corp', 'Blue London Ltd'] },
  { field: 'profit_loss', label: 'P&L', type: 'number', values: [-500, 20, 1500] },
  { field: 'active', label: 'Active', type: 'bool', values: [false, true] },
];

const labels = (query: string, limit?: number) => filterSuggestions(query, FIELDS, limit).map((o) => o.label);

describe('filterSuggestions', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['lon', ['City = London', 'Company = Blue London Ltd', 'City like lon', 'Company like lon']],
    ['to', ['City = Toronto', 'City like to', 'Company like to']],
    ['city = lo', ['City = lo', 'City = London', 'City = Los Angeles']],
    ['City = london', ['City = London']],
    ['city !=', ['City != London', 'City != Los Angeles', 'City != New York', 'City != Toronto']],
    ['p&l > 1,000', ['P&L > 1,000']],
    ['profit_loss <= -5', ['P&L <= -5']],
    ['active = yes', ['Active = true']],
    ['active = maybe', []],
    ['company like "acme"', ['Company like acme']],
  ])('%j → %j', (query, expected) => {
    expect(labels(query)).toEqual(expected);
  });

  it('puts values starting with the text before values containing it, then the "like" filters', () => {
    expect(labels('l')).toEqual([
      'City = London',
      'City = Los Angeles',
      'Company = Blue London Ltd',
      'Active = false',
      'City like l',
      'Company like l',
    ]);
  });

  it('keeps the "like" filters when it stops at the limit', () => {
    expect(labels('o', 3)).toEqual(['City = London', 'City like o', 'Company like o']);
  });
});

describe('chipsToFilter', () => {
  const city = (v: string) => filterOption({ field: 'city', op: '=', value: v }, 'City');
  const pnl = filterOption({ field: 'profit_loss', op: '>', value: 0 }, 'P&L');

  it.each([
    ['no chips', [], null],
    ['one chip', [pnl], { field: 'profit_loss', op: '>', value: 0 }],
    [
      'same field: OR',
      [city('London'), city('Tokyo')],
      {
        op: 'OR',
        filters: [
          { field: 'city', op: '=', value: 'London' },
          { field: 'city', op: '=', value: 'Tokyo' },
        ],
      },
    ],
    [
      'different fields: AND',
      [city('London'), pnl],
      {
        op: 'AND',
        filters: [
          { field: 'city', op: '=', value: 'London' },
          { field: 'profit_loss', op: '>', value: 0 },
        ],
      },
    ],
  ])('%s', (_name, chips, expected) => {
    expect(chipsToFilter(chips)).toEqual(expected);
  });
});

describe('filterToChips', () => {
  const label = (field: string) => (field === 'city' ? 'City' : 'P&L');
  const city = (v: string) => filterOption({ field: 'city', op: '=', value: v }, 'City');
  const pnl = filterOption({ field: 'profit_loss', op: '>', value: 0 }, 'P&L');

  it.each([
    ['no filter', []],
    ['one chip', [pnl]],
    ['same field', [city('London'), city('Tokyo')]],
    ['different fields', [city('London'), city('Tokyo'), pnl]],
  ])('gives back the chips of %s', (_name, chips) => {
    expect(filterToChips(chipsToFilter(chips), label)).toEqual(chips);
  });

  it('is null for filters chips cannot show', () => {
    expect(filterToChips({ text: 'lon' }, label)).toBeNull();
    expect(
      filterToChips(
        {
          op: 'OR',
          filters: [
            { field: 'city', op: '=', value: 'London' },
            { field: 'profit_loss', op: '>', value: 0 },
          ],
        },
        label,
      ),
    ).toBeNull();
  });
});
