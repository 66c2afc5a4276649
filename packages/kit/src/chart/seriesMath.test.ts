import { describe, expect, it } from 'vitest';
import { clampRange, dataXRange, lowerBound, nearestIndex, visibleIndexes, yExtent } from './seriesMath';
import type { ChartSeries, XYPoint } from './types';

const points: XYPoint[] = [
  [10, 1],
  [20, 5],
  [30, 3],
  [40, 9],
];
const line = (id: string, data: XYPoint[], visible = true): ChartSeries => ({
  id,
  name: id,
  color: null,
  visible,
  type: 'line',
  data,
});

describe('series math', () => {
  it('finds points by x with a binary search', () => {
    expect(lowerBound(points, 25)).toBe(2);
    expect(lowerBound(points, 50)).toBe(4);
    expect(nearestIndex(points, 24)).toBe(1);
    expect(nearestIndex(points, 26)).toBe(2);
    expect(nearestIndex(points, -5)).toBe(0);
    expect(nearestIndex([], 5)).toBe(-1);
  });

  it('cuts to a range with one point beyond each edge', () => {
    expect(visibleIndexes(points, { min: 22, max: 33 })).toEqual([1, 3]);
  });

  it('measures the shown series only, within the range', () => {
    const series = [line('a', points), line('b', [[25, 100]], false)];
    expect(dataXRange(series)).toEqual({ min: 10, max: 40 });
    expect(yExtent(series, { min: 15, max: 35 })).toEqual([3, 5]);
  });

  it('keeps a zoom inside the data and at least the minimum span', () => {
    const data = { min: 0, max: 100 };
    expect(clampRange({ min: -20, max: 30 }, data, 5)).toEqual({ min: 0, max: 50 });
    expect(clampRange({ min: 90, max: 130 }, data, 5)).toEqual({ min: 60, max: 100 });
    expect(clampRange({ min: 50, max: 51 }, data, 10)).toEqual({ min: 45.5, max: 55.5 });
    expect(clampRange({ min: -50, max: 500 }, data, 10)).toEqual(data);
  });
});
