import type { ChartSeries, OhlcPoint, XRange, XYPoint } from './types';

type Point = XYPoint | OhlcPoint;

/** Index of the first point with x >= t (points sorted by x); the length when there is none. */
export function lowerBound(points: readonly Point[], t: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((points[mid] as Point)[0] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the point nearest in x to t, or -1 for no points. */
export function nearestIndex(points: readonly Point[], t: number): number {
  if (points.length === 0) return -1;
  const i = lowerBound(points, t);
  if (i === 0) return 0;
  if (i >= points.length) return points.length - 1;
  const before = (points[i - 1] as Point)[0];
  const after = (points[i] as Point)[0];
  return t - before <= after - t ? i - 1 : i;
}

/**
 * Indexes [from, to] of the points to draw for a range: those inside it plus one on each side, so lines run to
 * the plot's edges.
 */
export function visibleIndexes(points: readonly Point[], range: XRange): [number, number] {
  const from = Math.max(0, lowerBound(points, range.min) - 1);
  const to = Math.min(points.length - 1, lowerBound(points, range.max));
  return [from, to];
}

/** First and last x over the series (all of them, shown or not), or null when they have no points. */
export function dataXRange(series: readonly ChartSeries[]): XRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    const first = s.data[0];
    const last = s.data.at(-1);
    if (first && first[0] < min) min = first[0];
    if (last && last[0] > max) max = last[0];
  }
  return min <= max ? { min, max } : null;
}

/** Lowest and highest y of the shown series within an x range (lows and highs for bars), or null. */
export function yExtent(series: readonly ChartSeries[], range: XRange): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series) {
    if (!s.visible) continue;
    const from = lowerBound(s.data, range.min);
    const to = lowerBound(s.data, range.max + 1);
    if (s.type === 'line') {
      for (let i = from; i < to; i++) {
        const y = (s.data[i] as XYPoint)[1];
        if (y < lo) lo = y;
        if (y > hi) hi = y;
      }
    } else {
      for (let i = from; i < to; i++) {
        const b = s.data[i] as OhlcPoint;
        if (b[3] < lo) lo = b[3];
        if (b[2] > hi) hi = b[2];
      }
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/** A range kept inside the data and at least `minSpan` wide (zooming never leaves the data or collapses). */
export function clampRange(range: XRange, data: XRange, minSpan: number): XRange {
  const full = data.max - data.min;
  const span = Math.min(full, Math.max(range.max - range.min, minSpan));
  // A range narrower than the minimum widens around its centre.
  let min = range.max - range.min < span ? (range.min + range.max) / 2 - span / 2 : range.min;
  min = Math.min(Math.max(min, data.min), data.max - span);
  return { min, max: min + span };
}
