import { memo, type Ref } from 'react';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { AxisTickLabel } from './AxisTickLabel';
import type { ChartTheme } from './chartTheme';
import type { PlotLayout } from './chartLayout';
import { SeriesPaths } from './SeriesPaths';
import { timeAxisTicks } from './timeAxisTicks';
import { timeTickFormatter } from './timeFormat';

export interface PlotSvgProps {
  layout: PlotLayout;
  theme: ChartTheme;
  yAxisTitle?: string;
  yAxisOpposite?: boolean;
  /** Shown in the middle when there is nothing to draw. */
  emptyText: string | null;
  clipId: string;
  label: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * The still part of a plot, drawn with visx: background, horizontal gridlines, the series clipped to the plot
 * area, the time axis and the value axis with its title. Colours are attributes (from the theme), so the SVG
 * exports as it looks. It re-renders only when the data, view, size or theme change, never on hover.
 */
export const PlotSvg = memo(function PlotSvg({
  layout,
  theme,
  yAxisTitle,
  yAxisOpposite = false,
  emptyText,
  clipId,
  label,
  ref,
}: PlotSvgProps) {
  const { width, height, margin, innerWidth, innerHeight, xScale, yScale, yTicks } = layout;
  const xTicks = timeAxisTicks(xScale, innerWidth, margin);
  const xFormat = timeTickFormatter(xTicks);
  const tickLabel = { fill: theme.textMuted, fontSize: 11, fontFamily: theme.font };
  const YAxis = yAxisOpposite ? AxisRight : AxisLeft;
  return (
    <svg
      ref={ref}
      className="tb-chart__svg"
      width={width}
      height={height}
      role="img"
      aria-label={label}
      fontFamily={theme.font}
    >
      <rect x={0} y={0} width={width} height={height} fill={theme.background} />
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={-2} width={innerWidth} height={innerHeight + 4} />
        </clipPath>
      </defs>
      <Group left={margin.left} top={margin.top}>
        <GridRows scale={yScale} width={innerWidth} tickValues={yTicks} stroke={theme.grid} strokeWidth={1} />
        {emptyText ? (
          <text
            x={innerWidth / 2}
            y={innerHeight / 2}
            textAnchor="middle"
            dominantBaseline="middle"
            fill={theme.textMuted}
            fontSize={14}
          >
            {emptyText}
          </text>
        ) : (
          <g clipPath={`url(#${clipId})`}>
            <SeriesPaths drawn={layout.drawn} xScale={xScale} yScale={yScale} theme={theme} />
          </g>
        )}
      </Group>
      <AxisBottom
        top={margin.top + innerHeight}
        left={margin.left}
        scale={xScale}
        tickValues={emptyText ? [] : xTicks}
        tickFormat={(v) => xFormat(+v)}
        stroke={theme.axis}
        tickStroke={theme.axis}
        tickLength={5}
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle', dy: 2 }}
        tickComponent={AxisTickLabel}
      />
      <YAxis
        left={yAxisOpposite ? margin.left + innerWidth : margin.left}
        top={margin.top}
        scale={yScale}
        tickValues={emptyText ? [] : yTicks}
        tickFormat={(v) => layout.yTickFormat(+v)}
        hideAxisLine
        hideTicks
        tickComponent={AxisTickLabel}
        tickLabelProps={{
          ...tickLabel,
          textAnchor: yAxisOpposite ? 'start' : 'end',
          dx: yAxisOpposite ? 2 : -2,
        }}
      />
      {yAxisTitle && (
        // The axis title, drawn here rather than by the axis, whose Text component measures it on every
        // render. Rotated along the axis, its baseline 16 px in from the chart's outer edge.
        <text
          className="tb-chart__axis-title"
          transform={`translate(${yAxisOpposite ? width - 16 : 16},${margin.top + innerHeight / 2}) rotate(${yAxisOpposite ? 90 : -90})`}
          textAnchor="middle"
          fill={theme.textMuted}
          fontSize={12}
          fontFamily={theme.font}
          fontWeight={600}
        >
          {yAxisTitle}
        </text>
      )}
    </svg>
  );
});
