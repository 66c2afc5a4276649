import { scaleUtc } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { timeAxisTicks } from './timeAxisTicks';

const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
const labels = (ticks: number[]) => ticks.map((t) => new Date(t).toISOString().slice(0, 10));

describe('timeAxisTicks', () => {
  it('takes about one tick per 110 px, none near the edges', () => {
    const xScale = scaleUtc<number>({ domain: [day('2025-11-30'), day('2025-12-30')], range: [0, 660] });
    const ticks = timeAxisTicks(xScale, 660, { left: 40, right: 10 });
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.every((t) => xScale(t) >= 0 && xScale(t) <= 652)).toBe(true);
  });

  it('asks for finer ticks when a narrow chart would get fewer than two', () => {
    // A month: asked for two ticks, d3 gives only the 1st of the month.
    const xScale = scaleUtc<number>({ domain: [day('2025-11-30'), day('2025-12-30')], range: [0, 220] });
    expect(labels(timeAxisTicks(xScale, 220, { left: 40, right: 10 }))).toEqual([
      '2025-11-30',
      '2025-12-07',
      '2025-12-14',
      '2025-12-21',
      '2025-12-28',
    ]);
  });
});
