import { memo, useCallback, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Brush } from '@visx/brush';
import type { Bounds } from '@visx/brush';
import { localPoint } from '@visx/event';
import { Group } from '@visx/group';
import { TooltipWithBounds } from '@visx/tooltip';
import type { ChartTheme } from './chartTheme';
import { drawnCount, drawnX, nearestDrawnIndex, type PlotLayout } from './chartLayout';
import { ChartTooltipContent, tooltipText, type TooltipEntry } from './ChartTooltip';

export interface PlotOverlayProps {
  layout: PlotLayout;
  theme: ChartTheme;
  valueFormatter: (value: number) => string;
  zoomable: boolean;
  label: string;
  /** A drag across the plot picked this x range. */
  onZoom: (min: number, max: number) => void;
  /** Keyboard zoom: factor < 1 zooms in around x. */
  onZoomBy: (factor: number, around: number) => void;
  onResetZoom: () => void;
}

/** Where the pointer (or keyboard) is: the x of the anchor point and the pointer's height. */
interface Hover {
  x: number;
  y: number;
  /** Index in the anchor (first drawn) series. */
  index: number;
  byKeyboard: boolean;
}

/**
 * What moves on a plot, drawn over the still PlotSvg so hovering never redraws the series: the zoom brush
 * (drag across to zoom, visx Brush), the crosshair at the nearest x with a marker on each series, and the
 * shared tooltip listing every shown series at that x. The plot is focusable: arrow keys step through the
 * points, + and - zoom, 0 resets the zoom, Escape hides the tooltip.
 */
export function PlotOverlay({
  layout,
  theme,
  valueFormatter,
  zoomable,
  label,
  onZoom,
  onZoomBy,
  onResetZoom,
}: PlotOverlayProps) {
  const { width, height, margin, innerWidth, innerHeight, xScale, yScale, drawn } = layout;
  const [hover, setHover] = useState<Hover | null>(null);
  const anchor = drawn.find((d) => drawnCount(d) > 0) ?? null;

  const hoverAt = useCallback(
    (px: number, py: number, byKeyboard = false, index?: number) => {
      if (!anchor) return;
      const i = index ?? nearestDrawnIndex(anchor, +xScale.invert(px));
      const x = drawnX(anchor, i);
      if (x === undefined) return;
      setHover({ x, y: py, index: i, byKeyboard });
    },
    [anchor, xScale],
  );

  const entries = useMemo((): TooltipEntry[] => {
    if (!hover) return [];
    return drawn
      .map((d) => ({ drawn: d, index: d === anchor ? hover.index : nearestDrawnIndex(d, hover.x) }))
      .filter((e) => e.index >= 0 && drawnX(e.drawn, e.index) === hover.x);
  }, [hover, drawn, anchor]);

  // Stable while the layout is: the brush (below) then stays as it is while the pointer moves.
  const onPointerMove = useCallback(
    (event: PointerEvent<SVGRectElement>) => {
      const point = localPoint(event);
      if (point) hoverAt(point.x, point.y);
    },
    [hoverAt],
  );
  const onPointerLeave = useCallback(() => setHover((h) => (h?.byKeyboard ? h : null)), []);
  const onBrushEnd = useCallback(
    (bounds: Bounds | null) => {
      if (!bounds) return;
      const min = +bounds.x0;
      const max = +bounds.x1;
      // A click, or a sliver of a drag, is not a zoom.
      if (Math.abs(xScale(max) - xScale(min)) >= 4) onZoom(Math.min(min, max), Math.max(min, max));
    },
    [xScale, onZoom],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!anchor) return;
    const count = drawnCount(anchor);
    const current = hover;
    const step = (to: number) => {
      const i = Math.max(0, Math.min(count - 1, to));
      const x = drawnX(anchor, i) ?? 0;
      hoverAt(xScale(x), innerHeight / 3, true, i);
    };
    switch (event.key) {
      case 'ArrowRight':
        step(current ? current.index + (event.shiftKey ? 10 : 1) : 0);
        break;
      case 'ArrowLeft':
        step(current ? current.index - (event.shiftKey ? 10 : 1) : count - 1);
        break;
      case 'Home':
        step(0);
        break;
      case 'End':
        step(count - 1);
        break;
      case '+':
      case '=':
        onZoomBy(0.5, current?.x ?? +xScale.invert(innerWidth / 2));
        break;
      case '-':
      case '_':
        onZoomBy(2, current?.x ?? +xScale.invert(innerWidth / 2));
        break;
      case '0':
        onResetZoom();
        break;
      case 'Escape':
        setHover(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const hx = hover ? Math.round(xScale(hover.x)) + 0.5 : 0;
  const tip = hover && entries.length ? { x: hover.x, entries, valueFormatter } : null;

  return (
    <div
      className="tb-chart__overlay"
      tabIndex={anchor ? 0 : -1}
      role="group"
      aria-roledescription="chart"
      aria-label={`${label}. Arrow keys read the values, + and - zoom, 0 resets the zoom.`}
      onKeyDown={onKeyDown}
      onBlur={() => setHover((h) => (h?.byKeyboard ? null : h))}
    >
      <svg width={width} height={height} className="tb-chart__overlay-svg">
        <Group left={margin.left} top={margin.top}>
          {hover && (
            <g pointerEvents="none">
              <line x1={hx} x2={hx} y1={0} y2={innerHeight} stroke={theme.crosshair} strokeWidth={1} />
              {entries.map(({ drawn: d, index }) => {
                const y = d.kind === 'line' ? d.points[index]?.[1] : (d.bars[index]?.[4] ?? undefined);
                if (y === undefined) return null;
                return (
                  <circle
                    key={d.series.id}
                    cx={hx}
                    cy={yScale(y)}
                    r={4}
                    fill={d.kind === 'line' ? d.color : theme.text}
                    stroke={theme.background}
                    strokeWidth={1.5}
                  />
                );
              })}
            </g>
          )}
          <ZoomBrush
            layout={layout}
            theme={theme}
            zoomable={zoomable}
            onBrushEnd={onBrushEnd}
            onPointerMove={onPointerMove}
            onPointerLeave={onPointerLeave}
          />
        </Group>
      </svg>
      {tip && hover && (
        <TooltipWithBounds
          key={entries.length}
          left={margin.left + hx}
          top={margin.top + hover.y}
          offsetLeft={14}
          offsetTop={-20}
          unstyled
          className="tb-chart-tooltip"
        >
          <ChartTooltipContent {...tip} />
        </TooltipWithBounds>
      )}
      <div className="tb-visually-hidden" aria-live="polite">
        {tip && hover?.byKeyboard ? tooltipText(tip) : ''}
      </div>
    </div>
  );
}

/**
 * The zoom brush, which also takes the pointer's moves for the tooltip. Memoised: it is a visx class component
 * with a dozen children, and redrawing it at every move of the pointer made up most of a tooltip update.
 */
const ZoomBrush = memo(function ZoomBrush({
  layout,
  theme,
  zoomable,
  onBrushEnd,
  onPointerMove,
  onPointerLeave,
}: {
  layout: PlotLayout;
  theme: ChartTheme;
  zoomable: boolean;
  onBrushEnd: (bounds: Bounds | null) => void;
  onPointerMove: (event: PointerEvent<SVGRectElement>) => void;
  onPointerLeave: () => void;
}) {
  return (
    <Brush
      xScale={layout.xScale}
      yScale={layout.yScale}
      width={layout.innerWidth}
      height={layout.innerHeight}
      margin={NO_MARGIN}
      brushDirection="horizontal"
      brushRegion="chart"
      handleSize={6}
      resizeTriggerAreas={NO_TRIGGER_AREAS}
      resetOnEnd
      disableDraggingSelection
      disableDraggingOverlay={!zoomable}
      selectedBoxStyle={{ fill: theme.selection, stroke: 'none' }}
      onBrushEnd={onBrushEnd}
      onMouseMove={onPointerMove}
      onMouseLeave={onPointerLeave}
    />
  );
});

const NO_MARGIN = { top: 0, left: 0, right: 0, bottom: 0 };
const NO_TRIGGER_AREAS: [] = [];
