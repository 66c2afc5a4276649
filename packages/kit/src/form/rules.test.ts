import { format, addDays } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import {
  constrainAll,
  dateIs,
  lengthIs,
  numberIs,
  required,
  stringExcludes,
  toMessages,
  validEmail,
} from './rules';
import type { Rule, RuleResult } from './types';
import { startCase } from './validation';

const run = async <V>(rule: Rule<V>, value: V): Promise<string[]> =>
  toMessages(
    (await rule({ value, values: {}, formValues: {}, name: 'f', displayName: 'Field' })) as RuleResult,
  );

describe('rules', () => {
  it.each([
    [null, ['Field is required.']],
    ['  ', ['Field is required.']],
    [[], ['Field is required.']],
    ['x', []],
    [false, []],
    [0, []],
  ])('required(%j)', async (value, expected) => {
    expect(await run(required, value)).toEqual(expected);
  });

  it.each([
    ['abc', []],
    ['a', ['Field must contain at least 2 characters.']],
    ['abcdef', ['Field must contain no more than 5 characters.']],
    ['', []],
    [null, []],
  ])('lengthIs 2..5 (%j)', async (value, expected) => {
    expect(await run(lengthIs({ min: 2, max: 5 }), value)).toEqual(expected);
  });

  it.each([
    [0, []],
    [100, []],
    [-1, ['Field must be greater than or equal to 0.']],
    [101, ['Field must be less than or equal to 100.']],
    [null, []],
  ])('numberIs 0..100 (%j)', async (value, expected) => {
    expect(await run(numberIs({ min: 0, max: 100 }), value)).toEqual(expected);
  });

  it.each([
    ['ada@example.com', []],
    ['ada@example', ['Field is not a properly formatted address.']],
    ['not an address', ['Field is not a properly formatted address.']],
    ['', []],
  ])('validEmail(%j)', async (value, expected) => {
    expect(await run(validEmail, value)).toEqual(expected);
  });

  it('dateIs: today and fixed bounds, dates or local dates', async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
    expect(await run(dateIs({ max: 'today' }), today)).toEqual([]);
    expect(await run(dateIs({ max: 'today' }), tomorrow)).toEqual(['Field must be on or before today.']);
    expect(await run(dateIs({ min: '2024-01-01' }), new Date(2023, 11, 31))).toEqual([
      'Field must be on or after 2024-01-01.',
    ]);
    expect(await run(dateIs({ min: '2024-01-01' }), 'garbage')).toEqual(['Field is not a valid date.']);
  });

  it('dateIs: compares whole days, and refuses days that do not exist', async () => {
    const rule = dateIs({ min: '2024-01-01', max: '2024-12-31' });
    // Any time on a bound day is within it.
    expect(await run(rule, new Date(2024, 11, 31, 23, 59))).toEqual([]);
    expect(await run(rule, new Date(2024, 0, 1, 0, 0))).toEqual([]);
    expect(await run(rule, '2024-12-31T18:00')).toEqual([]);
    expect(await run(rule, '2025-01-01')).toEqual(['Field must be on or before 2024-12-31.']);
    expect(await run(rule, '2024-02-29')).toEqual([]);
    expect(await run(rule, '2024-02-30')).toEqual(['Field is not a valid date.']);
    expect(await run(rule, '2024-13-01')).toEqual(['Field is not a valid date.']);
    expect(await run(rule, '')).toEqual([]);
  });

  it('dateIs: today follows the clock from one day to the next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const rule = dateIs({ max: 'today' });
      vi.setSystemTime(new Date(2024, 5, 10, 23, 59));
      expect(await run(rule, '2024-06-11')).toEqual(['Field must be on or before today.']);
      vi.setSystemTime(new Date(2024, 5, 11, 0, 1));
      expect(await run(rule, '2024-06-11')).toEqual([]);
      // Clocks set back (as tests do) are followed too.
      vi.setSystemTime(new Date(2024, 5, 9, 12, 0));
      expect(await run(rule, '2024-06-10')).toEqual(['Field must be on or before today.']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stringExcludes and constrainAll check every item of a list', async () => {
    const rule = constrainAll(stringExcludes('/', 'tag'));
    expect(await run(rule, ['ok', 'fine'])).toEqual([]);
    expect(await run(rule, ['a/b', 'c/d', 'mytag'])).toEqual([
      'Field must not include "/".',
      'Field must not include "tag".',
    ]);
  });

  it('names fields in words', () => {
    expect(startCase('yearsExperience')).toBe('Years Experience');
    expect(startCase('reason_for_leaving')).toBe('Reason for leaving');
  });
});
