import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRelativeTimestamp, RelativeTimestamp, type RelativeTimestampOptions } from './RelativeTimestamp';

const NOW = new Date('2024-06-01T12:00:00Z').getTime();
const SEC = 1000;

describe('getRelativeTimestamp', () => {
  it('reads past and future times in words, within epsilon as just now', () => {
    const at = { relativeTo: NOW };
    expect(getRelativeTimestamp(NOW - 5 * SEC, at)).toBe('just now');
    expect(getRelativeTimestamp(NOW - 45 * SEC, at)).toBe('45 seconds ago');
    expect(getRelativeTimestamp(NOW - 5 * 60 * SEC, at)).toBe('5 minutes ago');
    expect(getRelativeTimestamp(new Date(NOW + 2 * 3600 * SEC), at)).toBe('2 hours from now');
    expect(getRelativeTimestamp(NOW - 3 * 86400 * SEC, { ...at, short: true })).toBe('3d ago');
  });

  it('applies prefix, suffixes, epsilon, equalString, allowFuture and emptyResult', () => {
    const at = { relativeTo: NOW };
    expect(getRelativeTimestamp(NOW, { ...at, prefix: 'Rendered' })).toBe('Rendered just now');
    expect(getRelativeTimestamp(NOW - 5 * SEC, { ...at, epsilon: 1, pastSuffix: 'back' })).toBe(
      '5 seconds back',
    );
    expect(getRelativeTimestamp(NOW + 60 * SEC, { ...at, futureSuffix: 'ahead' })).toBe('1 minute ahead');
    expect(getRelativeTimestamp(NOW + 60 * SEC, { ...at, allowFuture: false, equalString: 'now' })).toBe(
      'now',
    );
    expect(getRelativeTimestamp(null, { emptyResult: 'never' })).toBe('never');
  });
});

describe('getRelativeTimestamp, option by option', () => {
  // Local times, so calendar days are the same in any time zone.
  const BASE = new Date(2024, 5, 15, 10, 0, 0).getTime();
  const MIN = 60 * SEC;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  const at = (ms: number) => BASE + ms;
  type Row = [timestamp: number | null, options: RelativeTimestampOptions, expected: string];

  const cases: Record<string, Row[]> = {
    'defaults: floor to the largest unit, ago / from now': [
      [at(-11 * SEC), {}, '11 seconds ago'],
      [at(-59 * MIN), {}, '59 minutes ago'],
      [at(-(2 * HOUR + 59 * MIN)), {}, '2 hours ago'],
      [at(-25 * HOUR), {}, '1 day ago'],
      [at(-45 * DAY), {}, '1 month ago'],
      [at(-400 * DAY), {}, '1 year ago'],
      [at(90 * SEC), {}, '1 minute from now'],
      [at(3 * DAY), {}, '3 days from now'],
    ],
    'epsilon (default 10 s) and equalString': [
      [at(-10 * SEC), {}, 'just now'],
      [at(10 * SEC), {}, 'just now'],
      [at(-10 * SEC), { epsilon: 0 }, '10 seconds ago'],
      [at(-5 * MIN), { epsilon: 600 }, 'just now'],
      [at(-5 * MIN), { epsilon: 600, equalString: 'moments ago' }, 'moments ago'],
    ],
    'allowFuture (default true)': [
      [at(2 * HOUR), { allowFuture: true }, '2 hours from now'],
      [at(2 * HOUR), { allowFuture: false }, 'just now'],
      [at(2 * HOUR), { allowFuture: false, equalString: '[future]' }, '[future]'],
      [at(-2 * HOUR), { allowFuture: false }, '2 hours ago'],
    ],
    short: [
      [at(-45 * SEC), { short: true }, '45s ago'],
      [at(-5 * MIN), { short: true }, '5m ago'],
      [at(-3 * HOUR), { short: true }, '3h ago'],
      [at(4 * DAY), { short: true }, '4d from now'],
      [at(-60 * DAY), { short: true }, '2mo ago'],
      [at(-800 * DAY), { short: true }, '2y ago'],
    ],
    'suffixes, prefix and emptyResult': [
      [at(-5 * MIN), { pastSuffix: 'earlier' }, '5 minutes earlier'],
      [at(5 * MIN), { futureSuffix: 'later' }, '5 minutes later'],
      [at(5 * MIN), { futureSuffix: '' }, '5 minutes'],
      [at(-5 * MIN), { prefix: 'Updated' }, 'Updated 5 minutes ago'],
      [at(0), { prefix: 'Updated' }, 'Updated just now'],
      [null, { emptyResult: 'Never', prefix: 'Updated' }, 'Never'],
      [null, {}, ''],
      [NaN, { emptyResult: '-' }, '-'],
    ],
    "localDateMode 'always': calendar days under 26 days": [
      [at(-3 * HOUR), { localDateMode: 'always' }, 'today'],
      [at(-11 * HOUR), { localDateMode: 'always' }, 'yesterday'],
      [at(15 * HOUR), { localDateMode: 'always' }, 'tomorrow'],
      [at(-(2 * DAY + 11 * HOUR)), { localDateMode: 'always' }, '3 days ago'],
      [at(2 * DAY + 15 * HOUR), { localDateMode: 'always' }, '3 days from today'],
      [at(-(2 * DAY + 11 * HOUR)), { localDateMode: 'always', short: true }, '3d ago'],
      [at(-40 * DAY), { localDateMode: 'always' }, '1 month ago'],
      [at(-11 * HOUR), { localDateMode: 'always', prefix: 'Due' }, 'Due yesterday'],
      [at(15 * HOUR), { localDateMode: 'always', allowFuture: false }, 'today'],
    ],
    "localDateMode 'useTimeForSameDay' and 'useTimeFor24Hr'": [
      [at(-3 * HOUR), { localDateMode: 'useTimeForSameDay' }, '3 hours ago'],
      [at(-11 * HOUR), { localDateMode: 'useTimeForSameDay' }, 'yesterday'],
      [at(-11 * HOUR), { localDateMode: 'useTimeFor24Hr' }, '11 hours ago'],
      [at(-30 * HOUR), { localDateMode: 'useTimeFor24Hr' }, 'yesterday'],
      [at(-(2 * DAY + 11 * HOUR)), { localDateMode: 'useTimeFor24Hr' }, '3 days ago'],
      [at(-3 * HOUR), { localDateMode: 'useTimeForSameDay', equalString: 'now' }, '3 hours ago'],
    ],
    'relativeTo measures from another time (no yesterday / tomorrow)': [
      [at(-11 * HOUR), { relativeTo: new Date(BASE - DAY) }, '13 hours from now'],
      [at(-11 * HOUR), { relativeTo: BASE - DAY, localDateMode: 'always' }, 'today'],
      [at(-DAY), { relativeTo: BASE, localDateMode: 'always' }, '1 day ago'],
      [at(DAY), { relativeTo: BASE, localDateMode: 'always' }, '1 day from today'],
    ],
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(BASE);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const [name, rows] of Object.entries(cases)) {
    it.each(rows)(`${name}: %s %j → %s`, (timestamp, options, expected) => {
      expect(getRelativeTimestamp(timestamp, options)).toBe(expected);
    });
  }
});

describe('RelativeTimestamp', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps itself current', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    render(<RelativeTimestamp timestamp={NOW} prefix="Rendered" />);
    const text = screen.getByText('Rendered just now');
    expect(text).toHaveAttribute('title');
    act(() => vi.advanceTimersByTime(20 * SEC));
    expect(text).toHaveTextContent('Rendered 20 seconds ago');
    act(() => vi.advanceTimersByTime(60 * SEC));
    expect(text).toHaveTextContent('Rendered 1 minute ago');
  });

  it('counts down to a future time, then up from it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    render(<RelativeTimestamp timestamp={NOW + 30 * SEC} options={{ short: true }} />);
    const text = screen.getByText('30s from now');
    act(() => vi.advanceTimersByTime(25 * SEC));
    expect(text).toHaveTextContent('just now');
    act(() => vi.advanceTimersByTime(20 * SEC));
    expect(text).toHaveTextContent('15s ago');
  });

  it('shows emptyResult without a timestamp, and holds still against a fixed relativeTo', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const { rerender } = render(<RelativeTimestamp timestamp={null} options={{ emptyResult: 'Never' }} />);
    const text = screen.getByText('Never');
    expect(text).not.toHaveAttribute('title');
    rerender(<RelativeTimestamp timestamp={NOW} options={{ relativeTo: NOW + 5 * 60 * SEC }} />);
    expect(text).toHaveTextContent('5 minutes ago');
    act(() => vi.advanceTimersByTime(10 * 60 * SEC));
    expect(text).toHaveTextContent('5 minutes ago');
  });
});
