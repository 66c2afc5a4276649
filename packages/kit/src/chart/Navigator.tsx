import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Brush } from '@visx/brush';
import type { BaseBrushState, BrushHandleRenderProps } from '@visx/brush';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { AreaClosed } from '@visx/shape';
import type { XScale, YScale } from './chartLayout';
import type { ChartTheme } from './chartTheme';
import { shortDate, timeTickFormatter } from './timeFormat';
import type { ChartSeries, OhlcPoint, XRange, XYPoint } from './types';

/** What the navigator uses of visx's brush instance: its state, and moving it when the view changes. */
interface BrushInstance {
  state: BaseBrushState;
  updateBrush: (update: (prev: BaseBrushState) => BaseBrushState) => void;
}

export interface NavigatorProps {
  /** The series outlined in the navigator (a bar series by its closes). */
  series: ChartSeries;
  data: XRange;
  view: XRange;
  width: number;
  /** Left and right margins of the plot above, so the navigator lines up with it. */
  left: number;
  right: number;
  theme: ChartTheme;
  onChange: (min: number, max: number) => void;
}

export const NAVIGATOR_HEIGHT = 58;
const STRIP = 40;

/** Closes of a series as points. */
function closes(series: ChartSeries): readonly XYPoint[] {
  return series.type === 'line'
    ? series.data
    : (series.data as readonly OhlcPoint[]).map((b): XYPoint => [b[0], b[4]]);
}

/**
 * Highcharts Stock's navigator: all the data as a small area below the chart, with a window (a visx Brush) on
 * the range shown. Drag the window to pan, its handles to zoom, or across the strip to pick a new range; the
 * arrow keys pan it and shift + arrows widen or narrow it.
 */
export const Navigator = memo(function Navigator({
  series,
  data,
  view,
  width,
  left,
  right,
  theme,
  onChange,
}: NavigatorProps) {
  const innerWidth = Math.max(10, width - left - right);
  const points = useMemo(() => closes(series), [series]);
  const xScale = useMemo(
    () => scaleUtc<number>({ domain: [data.min, data.max], range: [0, innerWidth] }),
    [data.min, data.max, innerWidth],
  );
  const yScale = useMemo(() => {
    let lo = Infinity;
    let hi = -Infinity;
    for (const p of points) {
      if (p[1] < lo) lo = p[1];
      if (p[1] > hi) hi = p[1];
    }
    return scaleLinear<number>({ domain: lo <= hi ? [lo, hi] : [0, 1], range: [STRIP - 3, 3] });
  }, [points]);
  const brushRef = useRef<BrushInstance | null>(null);

  // The view changed elsewhere (range selector, zoom, API): move the window unless the user is dragging it.
  useEffect(() => {
    const brush = brushRef.current;
    const x0 = xScale(view.min);
    const x1 = xScale(view.max);
    if (!brush || brush.state.isBrushing) return;
    const { extent: e } = brush.state;
    if (Math.abs(e.x0 - x0) < 0.5 && Math.abs(e.x1 - x1) < 0.5) return;
    brush.updateBrush((prev) => ({
      ...prev,
      start: { x: x0, y: 0 },
      end: { x: x1, y: STRIP },
      extent: { x0, x1, y0: 0, y1: STRIP },
    }));
  }, [view.min, view.max, xScale]);

  const onBrushChange = () => {
    const state = brushRef.current?.state;
    if (!state || state.extent.x0 < 0) return;
    const { x0, x1 } = state.extent;
    // Only the user's drags move the view; moves made to follow the view come back here too.
    if (!state.isBrushing || x1 - x0 < 2) return;
    onChange(+xScale.invert(x0), +xScale.invert(x1));
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const span = view.max - view.min;
    const step = span * 0.1;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const dir = event.key === 'ArrowLeft' ? -1 : 1;
      if (event.shiftKey) onChange(view.min, view.max + dir * step);
      else onChange(view.min + dir * step, view.max + dir * step);
      event.preventDefault();
    }
  };

  const ticks = xScale.ticks(Math.max(2, Math.floor(innerWidth / 120))).map((d) => +d);
  const tickFormat = timeTickFormatter(ticks);
  // The shade outside the window follows the view, which follows the window while it is dragged.
  const x0 = Math.max(0, xScale(view.min));
  const x1 = Math.min(innerWidth, xScale(view.max));

  return (
    <svg width={width} height={NAVIGATOR_HEIGHT} className="tb-chart__navigator" fontFamily={theme.font}>
      <Group left={left} top={2}>
        <rect x={0} y={0} width={innerWidth} height={STRIP} fill={theme.background} stroke={theme.grid} />
        <NavigatorArea
          points={points}
          xScale={xScale}
          yScale={yScale}
          fill={theme.navigatorFill}
          stroke={theme.navigatorLine}
        />
        {ticks.map((t) => (
          <g key={t} pointerEvents="none">
            <line x1={xScale(t)} x2={xScale(t)} y1={0} y2={STRIP} stroke={theme.grid} />
            <text x={xScale(t) + 3} y={STRIP + 12} fontSize={10} fill={theme.textMuted}>
              {tickFormat(t)}
            </text>
          </g>
        ))}
        <rect x={0} y={0} width={x0} height={STRIP} fill={theme.navigatorMask} pointerEvents="none" />
        <rect
          x={x1}
          y={0}
          width={Math.max(0, innerWidth - x1)}
          height={STRIP}
          fill={theme.navigatorMask}
          pointerEvents="none"
        />
        <g
          tabIndex={0}
          role="slider"
          aria-label="Navigator: the range shown"
          aria-valuemin={data.min}
          aria-valuemax={data.max}
          aria-valuenow={view.min}
          aria-valuetext={`${shortDate(view.min)} to ${shortDate(view.max)}`}
          onKeyDown={onKeyDown}
          className="tb-chart__navigator-window"
        >
          <Brush
            innerRef={brushRef as never}
            xScale={xScale}
            yScale={yScale}
            width={innerWidth}
            height={STRIP}
            margin={{ top: 0, left: 0, right: 0, bottom: 0 }}
            brushDirection="horizontal"
            brushRegion="chart"
            handleSize={10}
            resizeTriggerAreas={['left', 'right']}
            initialBrushPosition={{ start: { x: x0 }, end: { x: x1 } }}
            useWindowMoveEvents
            disableDraggingSelection={false}
            selectedBoxStyle={{ fill: 'transparent', stroke: theme.navigatorLine, strokeWidth: 1 }}
            onChange={onBrushChange}
            renderBrushHandle={(props) => <NavigatorHandle {...props} theme={theme} />}
          />
        </g>
      </Group>
    </svg>
  );
});

/**
 * All the data as an area. Memoised on the data and the navigator's scales: the navigator renders again at
 * every move of the view (its window and shades follow it), and redrawing ten years of closes each time made
 * up a large part of a range change.
 */
const NavigatorArea = memo(function NavigatorArea({
  points,
  xScale,
  yScale,
  fill,
  stroke,
}: {
  points: readonly XYPoint[];
  xScale: XScale;
  yScale: YScale;
  fill: string;
  stroke: string;
}) {
  return (
    <AreaClosed<XYPoint>
      data={points as XYPoint[]}
      x={(p) => xScale(p[0])}
      y={(p) => yScale(p[1])}
      yScale={yScale}
      fill={fill}
      stroke={stroke}
      strokeWidth={1}
    />
  );
});

/** A grip on each side of the navigator's window, as Highcharts draws them. */
function NavigatorHandle({
  x,
  height,
  isBrushActive,
  theme,
}: BrushHandleRenderProps & { theme: ChartTheme }) {
  if (!isBrushActive) return null;
  const cx = x + 5;
  const top = height / 2 - 8;
  return (
    <g pointerEvents="none">
      <rect
        x={cx - 4}
        y={top}
        width={8}
        height={16}
        rx={2}
        fill={theme.navigatorHandle}
        stroke={theme.navigatorLine}
      />
      <line x1={cx - 1.5} x2={cx - 1.5} y1={top + 4} y2={top + 12} stroke={theme.navigatorLine} />
      <line x1={cx + 1.5} x2={cx + 1.5} y1={top + 4} y2={top + 12} stroke={theme.navigatorLine} />
    </g>
  );
}
