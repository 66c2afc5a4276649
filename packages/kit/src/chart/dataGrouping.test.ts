import { describe, expect, it } from 'vitest';
import {
  chooseGrouping,
  groupLabel,
  groupOhlc,
  groupStart,
  nextGroupStart,
  type Grouping,
} from './dataGrouping';
import type { OhlcPoint } from './types';

const DAY = 86_400_000;
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('data grouping', () => {
  it('does not group while every bar gets its 5 pixels', () => {
    expect(chooseGrouping(200, 200 * DAY, 1000)).toBeNull();
    expect(chooseGrouping(200, 200 * DAY, 999)).not.toBeNull();
  });

  it('picks the smallest calendar unit at least 5 pixels wide', () => {
    // A year of daily bars on 1,000 px: 5 px is 1.8 days, so weeks.
    expect(chooseGrouping(252, 365 * DAY, 1000)).toEqual({ unit: 'week', count: 1 });
    // Ten years on 1,000 px: 5 px is 18 days, so months.
    expect(chooseGrouping(2520, 3650 * DAY, 1000)).toEqual({ unit: 'month', count: 1 });
    // Ten years on 200 px: 5 px is 91 days, so quarters.
    expect(chooseGrouping(2520, 3650 * DAY, 200)).toEqual({ unit: 'month', count: 3 });
  });

  it('starts weeks on Monday, months and years on their first day', () => {
    // 2025-03-06 is a Thursday.
    expect(groupStart(day(2025, 3, 6), { unit: 'week', count: 1 })).toBe(day(2025, 3, 3));
    expect(groupStart(day(2025, 3, 3), { unit: 'week', count: 1 })).toBe(day(2025, 3, 3));
    expect(groupStart(day(2025, 3, 9), { unit: 'week', count: 1 })).toBe(day(2025, 3, 3));
    expect(groupStart(day(2025, 5, 20), { unit: 'month', count: 3 })).toBe(day(2025, 4, 1));
    expect(groupStart(day(2025, 5, 20), { unit: 'year', count: 1 })).toBe(day(2025, 1, 1));
  });

  it('aggregates bars: open of the first, highest high, lowest low, close of the last', () => {
    const bars: OhlcPoint[] = [
      [day(2025, 3, 3), 10, 12, 9, 11],
      [day(2025, 3, 4), 11, 15, 10, 14],
      [day(2025, 3, 5), 14, 14, 8, 9],
      [day(2025, 3, 10), 9, 10, 7, 8],
    ];
    expect(groupOhlc(bars, { unit: 'week', count: 1 })).toEqual([
      [day(2025, 3, 3), 10, 15, 8, 9, 3],
      [day(2025, 3, 10), 9, 10, 7, 8, 1],
    ]);
    // Only the indexes asked for.
    expect(groupOhlc(bars, { unit: 'week', count: 1 }, 1, 2)).toEqual([[day(2025, 3, 3), 11, 15, 8, 9, 2]]);
  });

  it('knows where the next group starts, across month and year ends', () => {
    expect(nextGroupStart(day(2025, 3, 3), { unit: 'week', count: 1 })).toBe(day(2025, 3, 10));
    expect(nextGroupStart(day(2025, 11, 1), { unit: 'month', count: 3 })).toBe(day(2026, 2, 1));
    expect(nextGroupStart(day(2020, 1, 1), { unit: 'year', count: 5 })).toBe(day(2025, 1, 1));
    expect(nextGroupStart(day(2025, 3, 3), { unit: 'day', count: 1 })).toBe(day(2025, 3, 4));
  });

  it('groups a long history as grouping each bar by its own group start would', () => {
    // Ten years of weekdays, in every unit: the same groups as starting from each bar's groupStart.
    const bars: OhlcPoint[] = [];
    for (let t = day(2016, 1, 4); t <= day(2025, 12, 31); t += DAY) {
      const weekday = new Date(t).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const v = 100 + Math.sin(t / (40 * DAY)) * 20;
      bars.push([t, v, v + 2, v - 2, v + 1]);
    }
    const groupings: Grouping[] = [
      { unit: 'day', count: 1 },
      { unit: 'week', count: 1 },
      { unit: 'month', count: 1 },
      { unit: 'month', count: 3 },
      { unit: 'year', count: 2 },
    ];
    for (const g of groupings) {
      const starts = [...new Set(bars.map((b) => groupStart(b[0], g)))];
      const grouped = groupOhlc(bars, g);
      expect(grouped.map((b) => b[0])).toEqual(starts);
      expect(grouped.reduce((n, b) => n + b[5], 0)).toBe(bars.length);
    }
  });

  it('labels groups as the tooltip header', () => {
    expect(groupLabel(day(2025, 3, 4), null)).toBe('Tuesday, Mar 4, 2025');
    expect(groupLabel(day(2025, 3, 3), { unit: 'week', count: 1 })).toBe('Week from Mar 3, 2025');
    expect(groupLabel(day(2025, 3, 1), { unit: 'month', count: 1 })).toBe('March 2025');
    expect(groupLabel(day(2025, 1, 1), { unit: 'year', count: 1 })).toBe('2025');
  });
});
