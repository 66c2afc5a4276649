import { DAY_MS, longDate, monthYear, shortDate } from './timeFormat';
import type { OhlcPoint } from './types';

/** Calendar units bars are grouped into, as Highcharts Stock groups daily OHLC data. */
export type GroupUnit = 'day' | 'week' | 'month' | 'year';

export interface Grouping {
  unit: GroupUnit;
  /** How many units one group spans (e.g. 3 months). */
  count: number;
}

/** Units tried, smallest first, with the multiples allowed (Highcharts' defaults for OHLC). */
const UNITS: readonly (readonly [GroupUnit, readonly number[], number])[] = [
  ['day', [1], DAY_MS],
  ['week', [1], 7 * DAY_MS],
  ['month', [1, 3, 6], 30.44 * DAY_MS],
  ['year', [1, 2, 5, 10], 365.25 * DAY_MS],
];

/** Default width of a group: 5 pixels (SPEC §9). */
export const GROUP_PIXEL_WIDTH = 5;

/**
 * The grouping for `pointCount` bars spread over `spanMs` and drawn `plotWidth` pixels wide: null when every
 * bar gets at least `groupPixelWidth` pixels, else the smallest calendar unit at least that many pixels wide.
 */
export function chooseGrouping(
  pointCount: number,
  spanMs: number,
  plotWidth: number,
  groupPixelWidth = GROUP_PIXEL_WIDTH,
): Grouping | null {
  if (pointCount <= 1 || plotWidth <= 0 || spanMs <= 0) return null;
  if (pointCount * groupPixelWidth <= plotWidth) return null;
  const wanted = (spanMs * groupPixelWidth) / plotWidth;
  for (const [unit, counts, ms] of UNITS) {
    for (const count of counts) if (count * ms >= wanted) return { unit, count };
  }
  const years = Math.ceil(wanted / (365.25 * DAY_MS));
  return { unit: 'year', count: years };
}

/** Start of the group (UTC) a time falls in: weeks start on Monday, months and years on their first day. */
export function groupStart(t: number, { unit, count }: Grouping): number {
  const d = new Date(t);
  switch (unit) {
    case 'day':
      return Math.floor(t / (count * DAY_MS)) * count * DAY_MS;
    case 'week': {
      const day = Math.floor(t / DAY_MS) * DAY_MS;
      const sinceMonday = (d.getUTCDay() + 6) % 7;
      return day - sinceMonday * DAY_MS;
    }
    case 'month': {
      const month = d.getUTCMonth();
      return Date.UTC(d.getUTCFullYear(), month - (month % count), 1);
    }
    case 'year': {
      const year = d.getUTCFullYear();
      return Date.UTC(year - (year % count), 0, 1);
    }
  }
}

/** Start of the group after the one starting at `start`. */
export function nextGroupStart(start: number, { unit, count }: Grouping): number {
  switch (unit) {
    case 'day':
      return start + count * DAY_MS;
    case 'week':
      return start + 7 * DAY_MS;
    case 'month': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + count, 1);
    }
    case 'year':
      return Date.UTC(new Date(start).getUTCFullYear() + count, 0, 1);
  }
}

/** A grouped bar: x is the start of its group, n the number of bars in it. */
export type GroupedBar = readonly [
  x: number,
  open: number,
  high: number,
  low: number,
  close: number,
  n: number,
];

/**
 * Aggregates bars `from`..`to` (indexes, inclusive) into groups: open of the first, highest high, lowest low,
 * close of the last. Bars must be sorted by x.
 */
export function groupOhlc(
  bars: readonly OhlcPoint[],
  grouping: Grouping,
  from = 0,
  to = bars.length - 1,
): GroupedBar[] {
  const out: GroupedBar[] = [];
  let start = NaN;
  // Bars are sorted: while they fall before the next group's start they are in this one, so the calendar
  // (a Date per bar) is only asked once per group.
  let end = NaN;
  let open = 0;
  let high = -Infinity;
  let low = Infinity;
  let close = 0;
  let n = 0;
  for (let i = Math.max(0, from); i <= Math.min(to, bars.length - 1); i++) {
    const b = bars[i] as OhlcPoint;
    if (!(b[0] >= start && b[0] < end)) {
      if (n) out.push([start, open, high, low, close, n]);
      start = groupStart(b[0], grouping);
      end = nextGroupStart(start, grouping);
      open = b[1];
      high = b[2];
      low = b[3];
      n = 0;
    } else {
      if (b[2] > high) high = b[2];
      if (b[3] < low) low = b[3];
    }
    close = b[4];
    n++;
  }
  if (n) out.push([start, open, high, low, close, n]);
  return out;
}

/** The bars as grouped bars of one each (no grouping). */
export function ungroupedOhlc(bars: readonly OhlcPoint[], from = 0, to = bars.length - 1): GroupedBar[] {
  const out: GroupedBar[] = [];
  for (let i = Math.max(0, from); i <= Math.min(to, bars.length - 1); i++) {
    const b = bars[i] as OhlcPoint;
    out.push([b[0], b[1], b[2], b[3], b[4], 1]);
  }
  return out;
}

/** Tooltip header of a group: 'Tuesday, Mar 4, 2025', 'Week from Mar 3, 2025', 'March 2025', '2025'. */
export function groupLabel(x: number, grouping: Grouping | null): string {
  if (!grouping || (grouping.unit === 'day' && grouping.count === 1)) return longDate(x);
  switch (grouping.unit) {
    case 'day':
      return `${grouping.count} days from ${shortDate(x)}`;
    case 'week':
      return `Week from ${shortDate(x)}`;
    case 'month':
      return grouping.count === 1 ? monthYear(x) : `${grouping.count} months from ${monthYear(x)}`;
    case 'year': {
      const year = new Date(x).getUTCFullYear();
      return grouping.count === 1 ? String(year) : `${year}–${year + grouping.count - 1}`;
    }
  }
}
