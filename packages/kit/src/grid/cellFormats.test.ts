import { describe, expect, it } from 'vitest';
import { dateFormatter, formatNumber, percentFormatter, signClass } from './cellFormats';
import { pluralOf } from './GridCountLabel';

describe('cell formats', () => {
  it.each<[unknown, Parameters<typeof formatNumber>[1], string]>([
    [1234567.8, {}, '1,234,568'],
    [-1234.5, { precision: 1 }, '-1,234.5'],
    [-5, { ledger: true }, '(5)'],
    [5, { withPlusSign: true }, '+5'],
    [-0.001, {}, '0'],
    [1234, { withCommas: false }, '1234'],
    [null, {}, ''],
    [null, { nullDisplay: '-' }, '-'],
    ['12', {}, '12'],
    ['abc', {}, 'abc'],
  ])('formatNumber(%j, %j) = %j', (value, opts, expected) => {
    expect(formatNumber(value, opts)).toBe(expected);
  });

  it('formats percentages, dates and sign classes', () => {
    expect(percentFormatter(2)(0.12345)).toBe('12.35%');
    expect(percentFormatter(1)(-0.5)).toBe('-50.0%');
    expect(percentFormatter()(null)).toBe('');
    expect(dateFormatter('MMM d, yyyy')('2025-01-10')).toBe('Jan 10, 2025');
    expect(dateFormatter()(new Date(2024, 11, 31))).toBe('2024-12-31');
    expect(dateFormatter()('not a date')).toBe('not a date');
    expect([signClass(3), signClass(-1), signClass(0), signClass('x')]).toEqual([
      'tb-grid-cell--pos',
      'tb-grid-cell--neg',
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['record', 'records'],
    ['company', 'companies'],
    ['day', 'days'],
    ['box', 'boxes'],
    ['match', 'matches'],
    ['position', 'positions'],
  ])('pluralOf(%s) = %s', (unit, plural) => {
    expect(pluralOf(unit)).toBe(plural);
  });
});
