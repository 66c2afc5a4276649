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

/**
 * A pixel value rounded to a tenth, as text: what `${Math.round(v * 10) / 10}` gives, built from two integers.
 * Turning a fraction into text is V8's slow path (shortest round-trip digits); small integers are fast and
 * cached. A first render of 5 lines of 2,500 points spent most of its path building there.
 */
export function tenths(v: number): string {
  const r = Math.round(v * 10);
  const n = r < 0 ? -r : r;
  const whole = Math.floor(n / 10);
  const frac = n - whole * 10;
  const text = frac === 0 ? `${whole}` : `${whole}.${frac}`;
  return r < 0 ? `-${text}` : text;
}

/** The SVG path data of a line through points, in pixels rounded to a tenth: 'M12.3,45L13.4,44.9…'. */
export function linePathData(points: readonly XYPoint[], xScale: XScale, yScale: YScale): string {
  const x = linear(xScale);
  const y = linear(yScale);
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as XYPoint;
    d += (i === 0 ? 'M' : 'L') + tenths(x(p[0])) + ',' + tenths(y(p[1]));
  }
  return d;
}
