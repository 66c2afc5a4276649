import { scaleLinear, scaleUtc } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { linear, linePathData, tenths } from './pathData';
import type { XYPoint } from './types';

const DAY = 86_400_000;

describe('path data', () => {
  const xScale = scaleUtc<number>({
    domain: [Date.UTC(2025, 0, 1), Date.UTC(2025, 11, 31)],
    range: [0, 900],
  });
  const yScale = scaleLinear<number>({ domain: [95, 205], range: [400, 0], nice: 6 });

  it('maps values as the time and value scales do', () => {
    const x = linear(xScale);
    const y = linear(yScale);
    for (let t = Date.UTC(2024, 11, 1); t <= Date.UTC(2026, 1, 1); t += 17 * DAY) {
      expect(x(t)).toBeCloseTo(xScale(t), 6);
    }
    for (const v of [50, 95, 100, 151.25, 205, 260]) expect(y(v)).toBeCloseTo(yScale(v), 6);
  });

  it('draws a line through the points in pixels rounded to a tenth', () => {
    const points: XYPoint[] = [
      [Date.UTC(2025, 0, 1), 100],
      [Date.UTC(2025, 6, 2), 150.5],
      [Date.UTC(2025, 11, 31), 200],
    ];
    const round = (v: number) => Math.round(v * 10) / 10;
    const expected = points
      .map((p, i) => `${i ? 'L' : 'M'}${round(xScale(p[0]))},${round(yScale(p[1]))}`)
      .join('');
    expect(linePathData(points, xScale, yScale)).toBe(expected);
    expect(linePathData([], xScale, yScale)).toBe('');
  });

  it('writes a pixel value rounded to a tenth as JavaScript writes the rounded number', () => {
    const values = [
      0,
      -0,
      0.04,
      -0.04,
      0.05,
      -0.05,
      -0.15,
      1,
      12.34,
      -12.35,
      99.96,
      1117,
      1116.95,
      -3.3,
      1e6 + 0.25,
    ];
    for (let v = -50; v < 1200; v += 0.137) values.push(v);
    for (const v of values) expect(tenths(v)).toBe(`${Math.round(v * 10) / 10}`);
  });
});
