import type { XScale } from './chartLayout';

/** How close to the chart's edge a tick may be: its label, centred on it, would be cut by the edge. */
const EDGE = 18;
/** Room a time label wants on the axis. */
const LABEL_ROOM = 110;

/**
 * The ticks of the time axis: about one per LABEL_ROOM pixels, none so near an edge that its label is cut. A
 * narrow chart that would get fewer than two that way (a month gives its 1st, which may lie at an edge) asks for
 * finer ones, so its axis is never left bare or with a lone date.
 */
export function timeAxisTicks(
  xScale: XScale,
  innerWidth: number,
  margin: { left: number; right: number },
): number[] {
  const inside = (count: number) =>
    xScale
      .ticks(count)
      .map((d) => +d)
      .filter((t) => {
        const x = xScale(t);
        return x >= EDGE - margin.left && x <= innerWidth + margin.right - EDGE;
      });
  const wanted = Math.max(2, Math.floor(innerWidth / LABEL_ROOM));
  let ticks = inside(wanted);
  for (let count = wanted + 1; ticks.length < 2 && count <= wanted + 3; count++) ticks = inside(count);
  return ticks;
}
