import { scaleLinear, scaleUtc } from '@visx/scale';
import { chooseGrouping, groupOhlc, ungroupedOhlc, type GroupedBar, type Grouping } from './dataGrouping';
import { fixedFormat } from './numberFormat';
import { visibleIndexes, yExtent } from './seriesMath';
import type { ChartSeries, OhlcPoint, XRange, XYPoint } from './types';

export type XScale = ReturnType<typeof scaleUtc<number>>;
export type YScale = ReturnType<typeof scaleLinear<number>>;

/** A shown series as drawn: its colour and the points (or grouped bars) within the view. */
export type DrawnSeries =
  | { kind: 'line'; series: ChartSeries; color: string; points: readonly XYPoint[] }
  | {
      kind: 'bars';
      series: ChartSeries;
      color: string;
      style: 'ohlc' | 'candlestick';
      bars: readonly GroupedBar[];
      grouping: Grouping | null;
    };

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface PlotLayout {
  width: number;
  height: number;
  margin: Margin;
  innerWidth: number;
  innerHeight: number;
  view: XRange;
  xScale: XScale;
  yScale: YScale;
  yTicks: number[];
  /** Labels of the value axis, with as many decimals as the tick step needs. */
  yTickFormat: (value: number) => string;
  drawn: DrawnSeries[];
  /** The grouping of the bars shown, if any were grouped. */
  grouping: Grouping | null;
}

export interface PlotLayoutInput {
  series: readonly ChartSeries[];
  view: XRange;
  width: number;
  height: number;
  colorOf: (series: ChartSeries) => string;
  yAxisOpposite?: boolean;
  /** A title on the value axis takes room beside its labels. */
  hasYAxisTitle?: boolean;
  /** Room above the plot (e.g. for the menu button); default 12. */
  topInset?: number;
  /** null: never group. */
  groupPixelWidth: number | null;
}

/** Room for one character of an axis label (11px sans-serif), to size the value axis from its labels. */
const CHAR_WIDTH = 6.6;

/**
 * Everything a plot needs to draw, computed once per data, view and size: margins sized to the value labels,
 * the time and value scales, and each shown series cut to the view (bars grouped as Highcharts Stock groups
 * them when more than one would fall within `groupPixelWidth` pixels).
 */
export function plotLayout(input: PlotLayoutInput): PlotLayout {
  const { series, view, width, height, yAxisOpposite = false } = input;
  const top = input.topInset ?? 12;
  const bottom = 26;
  const innerHeight = Math.max(10, height - top - bottom);

  // Cut each shown series to the view first: the bars' grouping needs the plot width, so start from a guess
  // of the axis width and settle it below (the grouping hardly changes with a few pixels).
  const guessInner = Math.max(10, width - 70);
  const cut = series.filter((s) => s.visible).map((s) => cutSeries(s, view, guessInner, input));
  const drawn = cut.map(({ drawn: d }) => d);

  const extent = yExtentOfDrawn(drawn) ?? yExtent(series, view) ?? [0, 1];
  const [lo, hi] = extent[0] === extent[1] ? [extent[0] - 1, extent[1] + 1] : extent;
  const pad = (hi - lo) * 0.04;
  // Padding never takes an all-positive series below zero (prices are never negative).
  const bottomValue = lo >= 0 ? Math.max(0, lo - pad) : lo - pad;
  const yScale = scaleLinear<number>({
    domain: [bottomValue, hi + pad],
    range: [innerHeight, 0],
    nice: Math.max(2, Math.round(innerHeight / 56)),
  });
  const yTicks = yScale.ticks(Math.max(2, Math.round(innerHeight / 56)));
  const yTickFormat = axisTickFormatter(yTicks);
  const labelWidth = Math.max(...yTicks.map((t) => yTickFormat(t).length), 1) * CHAR_WIDTH;
  const axisWidth = Math.ceil(labelWidth + 12 + (input.hasYAxisTitle ? 22 : 0));
  const margin: Margin = yAxisOpposite
    ? { top, bottom, left: 12, right: axisWidth }
    : { top, bottom, left: axisWidth, right: 16 };
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const xScale = scaleUtc<number>({ domain: [view.min, view.max], range: [0, innerWidth] });
  const grouping = drawn.find(
    (d): d is Extract<DrawnSeries, { kind: 'bars' }> => d.kind === 'bars',
  )?.grouping;
  return {
    width,
    height,
    margin,
    innerWidth,
    innerHeight,
    view,
    xScale,
    yScale,
    yTicks,
    yTickFormat,
    drawn,
    grouping: grouping ?? null,
  };
}

function cutSeries(
  s: ChartSeries,
  view: XRange,
  plotWidth: number,
  input: PlotLayoutInput,
): { drawn: DrawnSeries } {
  const color = input.colorOf(s);
  if (s.type === 'line') {
    const [from, to] = visibleIndexes(s.data, view);
    return { drawn: { kind: 'line', series: s, color, points: s.data.slice(from, to + 1) } };
  }
  const bars = s.data as readonly OhlcPoint[];
  const [from, to] = visibleIndexes(bars, view);
  const grouping =
    input.groupPixelWidth === null
      ? null
      : chooseGrouping(to - from + 1, view.max - view.min, plotWidth, input.groupPixelWidth);
  return {
    drawn: {
      kind: 'bars',
      series: s,
      color,
      style: s.type,
      grouping,
      bars: grouping ? groupOhlc(bars, grouping, from, to) : ungroupedOhlc(bars, from, to),
    },
  };
}

/** Lowest and highest value of what is drawn within the view (bars by their lows and highs). */
function yExtentOfDrawn(drawn: readonly DrawnSeries[]): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const d of drawn) {
    if (d.kind === 'line') {
      for (const p of d.points) {
        if (p[1] < lo) lo = p[1];
        if (p[1] > hi) hi = p[1];
      }
    } else {
      for (const b of d.bars) {
        if (b[3] < lo) lo = b[3];
        if (b[2] > hi) hi = b[2];
      }
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/** Index of the drawn point or bar nearest in x to t (they are sorted by x), or -1. */
export function nearestDrawnIndex(d: DrawnSeries, t: number): number {
  const list: readonly (readonly number[])[] = d.kind === 'line' ? d.points : d.bars;
  if (list.length === 0) return -1;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (((list[mid] as readonly number[])[0] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return 0;
  if (lo >= list.length) return list.length - 1;
  const before = (list[lo - 1] as readonly number[])[0] as number;
  const after = (list[lo] as readonly number[])[0] as number;
  return t - before <= after - t ? lo - 1 : lo;
}

/** x of a drawn point or bar. */
export function drawnX(d: DrawnSeries, i: number): number | undefined {
  return d.kind === 'line' ? d.points[i]?.[0] : d.bars[i]?.[0];
}

/** Number of points or bars drawn. */
export function drawnCount(d: DrawnSeries): number {
  return d.kind === 'line' ? d.points.length : d.bars.length;
}

/** Labels of value ticks: thousands separators and the decimals the step between ticks needs (none for 50). */
export function axisTickFormatter(ticks: readonly number[]): (value: number) => string {
  const step = ticks.length > 1 ? Math.abs((ticks[1] ?? 0) - (ticks[0] ?? 0)) : 1;
  const decimals = step > 0 && step < 1 ? Math.min(6, Math.ceil(-Math.log10(step) - 1e-9)) : 0;
  return fixedFormat(decimals);
}
