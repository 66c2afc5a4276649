import type { XScale, YScale } from './chartLayout';
import type { XYPoint } from './types';

/**
 * A linear scale (the charts' time and value scales, unclamped) as a plain function: v maps to a * v + b. The
 * series are drawn through these rather than through the scales, which cost several calls per value: a first
 * render of 5 lines of 2,500 points, and each range change of the stock chart, spent a sixth of their time
 * there.
 */
export function linear(scale: XScale | YScale): (value: number) => number {
  const [d0, d1] = scale.domain().map(Number) as [number, number];
  const [r0, r1] = scale.range() as [number, number];
  const a = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const b = r0 - a * d0;
  return (value) => a * value + b;
}

/** The SVG path data of a line through points, in pixels rounded to a tenth: 'M12.3,45L13.4,44.9…'. */
export function linePathData(points: readonly XYPoint[], xScale: XScale, yScale: YScale): string {
  const x = linear(xScale);
  const y = linear(yScale);
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as XYPoint;
    d += `${i === 0 ? 'M' : 'L'}${Math.round(x(p[0]) * 10) / 10},${Math.round(y(p[1]) * 10) / 10}`;
  }
  return d;
}
