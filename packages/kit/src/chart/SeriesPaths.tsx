import { memo } from 'react';
import type { ChartTheme } from './chartTheme';
import type { DrawnSeries, XScale, YScale } from './chartLayout';
import type { GroupedBar } from './dataGrouping';
import { linear, linePathData } from './pathData';

export interface SeriesPathsProps {
  drawn: readonly DrawnSeries[];
  xScale: XScale;
  yScale: YScale;
  theme: ChartTheme;
}

const px = (v: number) => Math.round(v * 10) / 10;
/** Centre of a pixel, so 1px strokes are crisp. */
const crisp = (v: number) => Math.round(v) + 0.5;

/** The series of a plot: a path per line, two paths (rising, falling) per bar series. */
export const SeriesPaths = memo(function SeriesPaths({ drawn, xScale, yScale, theme }: SeriesPathsProps) {
  return (
    <g className="tb-chart__series">
      {drawn.map((d) =>
        d.kind === 'line' ? (
          <path
            key={d.series.id}
            d={linePathData(d.points, xScale, yScale)}
            stroke={d.color}
            strokeWidth={1.75}
            strokeLinejoin="round"
            strokeLinecap="round"
            fill="none"
            data-series={d.series.name}
          />
        ) : (
          <Bars
            key={d.series.id}
            bars={d.bars}
            style={d.style}
            xScale={xScale}
            yScale={yScale}
            theme={theme}
          />
        ),
      )}
    </g>
  );
});

/**
 * OHLC bars (a high-low line, the open ticked left, the close right) or candlesticks, rising in the theme's
 * up colour and falling in its down colour. All bars of a colour are one path: thousands of bars stay cheap.
 */
function Bars({
  bars,
  style,
  xScale,
  yScale,
  theme,
}: {
  bars: readonly GroupedBar[];
  style: 'ohlc' | 'candlestick';
  xScale: XScale;
  yScale: YScale;
  theme: ChartTheme;
}) {
  const sx = linear(xScale);
  const sy = linear(yScale);
  const first = bars[0];
  const second = bars[1];
  const spacing = first && second ? sx(second[0]) - sx(first[0]) : 12;
  const half = Math.max(1, Math.min(7, Math.floor(spacing * 0.35)));
  let up = '';
  let down = '';
  let upBodies = '';
  let downBodies = '';
  for (const [x, open, high, low, close] of bars) {
    const cx = crisp(sx(x));
    const yo = px(sy(open));
    const yc = px(sy(close));
    const yh = px(sy(high));
    const yl = px(sy(low));
    const rising = close >= open;
    if (style === 'ohlc') {
      const d = `M${cx},${yh}V${yl}M${cx - half},${yo}H${cx}M${cx},${yc}H${cx + half}`;
      if (rising) up += d;
      else down += d;
    } else {
      const top = Math.min(yo, yc);
      const bottom = Math.max(yo, yc, top + 1);
      const wick = `M${cx},${yh}V${top}M${cx},${bottom}V${yl}`;
      const body = `M${cx - half},${top}H${cx + half}V${bottom}H${cx - half}Z`;
      if (rising) {
        up += wick;
        upBodies += body;
      } else {
        down += wick;
        downBodies += body;
      }
    }
  }
  return (
    <g className="tb-chart__bars">
      {upBodies && <path d={upBodies} fill={theme.background} stroke={theme.up} strokeWidth={1} />}
      {downBodies && <path d={downBodies} fill={theme.down} stroke={theme.down} strokeWidth={1} />}
      <path d={up} stroke={theme.up} strokeWidth={1} fill="none" data-bars="up" />
      <path d={down} stroke={theme.down} strokeWidth={1} fill="none" data-bars="down" />
    </g>
  );
}
