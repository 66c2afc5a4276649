import { clsx } from 'clsx';
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { ArrowCounterClockwiseIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { ContextMenu } from '../panel';
import { useChartTheme } from './chartTheme';
import { plotLayout } from './chartLayout';
import { ChartMenuButton } from './ChartMenuButton';
import type { ChartModel } from './ChartModel';
import { GROUP_PIXEL_WIDTH } from './dataGrouping';
import { Legend } from './Legend';
import { Navigator, NAVIGATOR_HEIGHT } from './Navigator';
import { PlotOverlay } from './PlotOverlay';
import { PlotSvg } from './PlotSvg';
import { RangeSelector } from './RangeSelector';
import type { ChartSeries } from './types';
import { useElementSize } from './useElementSize';
import '../panel/VisuallyHidden.css';
import './Chart.css';

export interface ChartProps {
  /** The chart's series, zoom, range selector, menu and options; the chart draws it and writes zooms back. */
  model: ChartModel;
  /** A class on the chart's root, which fills its container. */
  className?: string;
}

const RANGE_HEIGHT = 38;
const LEGEND_HEIGHT = 32;

/**
 * A time series chart on visx: lines, OHLC bars or candlesticks over a time axis, with a value axis and its
 * title, gridlines, a legend that toggles series, a shared tooltip, zoom by dragging across the plot, and
 * optionally Highcharts Stock's range selector and navigator. It fills its container (or keeps the model's
 * aspect ratio within it), follows the kit's light and dark themes, and offers the model's menu from a
 * button and on right-click.
 */
export function Chart({ model, className }: ChartProps) {
  const snap = useSnapshot(model);
  const theme = useChartTheme();
  const clipId = useId().replace(/:/g, '');
  const outerRef = useRef<HTMLDivElement | null>(null);
  const plotRef = useRef<SVGSVGElement | null>(null);
  const { width: availWidth, height: availHeight } = useElementSize(outerRef);
  const { config } = model;
  const series = snap.series as readonly ChartSeries[];

  const ratio = snap.aspectRatio && snap.aspectRatio > 0 ? snap.aspectRatio : null;
  let width = Math.floor(availWidth);
  let height = Math.floor(availHeight);
  if (ratio && width > 0 && height > 0) {
    width = Math.floor(Math.min(width, height * ratio));
    height = Math.floor(width / ratio);
  }
  const hasRange = model.rangeButtons.length > 0;
  const hasNavigator = !!config.navigator && series.length > 0;
  const hasLegend = config.showLegend !== false && series.length > 0;
  const plotHeight =
    height -
    (hasRange ? RANGE_HEIGHT : 0) -
    (hasNavigator ? NAVIGATOR_HEIGHT : 0) -
    (hasLegend ? LEGEND_HEIGHT : 0);

  const dataRange = snap.dataRange;
  const view = snap.viewRange ?? { min: 0, max: 1 };
  const valueFormatter = model.valueFormatter;
  const groupPixelWidth =
    config.dataGrouping === false
      ? null
      : typeof config.dataGrouping === 'object'
        ? (config.dataGrouping.groupPixelWidth ?? GROUP_PIXEL_WIDTH)
        : GROUP_PIXEL_WIDTH;

  // Menu items hold React nodes and callbacks: read them from the model, not its snapshot.
  void snap.menu;
  void snap.isFullscreen;
  const menuItems = model.menuItems;
  const menuCount = menuItems.length;

  const layout = useMemo(
    () =>
      width > 0 && plotHeight > 40
        ? plotLayout({
            series,
            view,
            width,
            height: plotHeight,
            colorOf: (s) => model.colorOf(s, theme),
            yAxisOpposite: config.yAxisOpposite,
            hasYAxisTitle: !!config.yAxisTitle,
            groupPixelWidth,
            // The menu button sits above the plot unless the range selector's row holds it.
            topInset: menuCount > 0 && !hasRange ? 34 : 12,
          })
        : null,
    // view is rebuilt each render: its bounds are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, view.min, view.max, width, plotHeight, theme, model, groupPixelWidth, menuCount, hasRange],
  );

  useLayoutEffect(() => {
    const root = outerRef.current;
    if (!root || !layout) return;
    model.attach(root, plotRef.current, theme);
  }, [model, layout, theme]);
  useEffect(() => {
    const root = outerRef.current;
    return () => {
      if (root) model.detach(root);
    };
  }, [model]);
  useEffect(() => {
    const onChange = () =>
      model.setFullscreen(!!outerRef.current && document.fullscreenElement === outerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [model]);

  const label = [
    config.title ?? 'Chart',
    series
      .filter((s) => s.visible)
      .map((s) => s.name)
      .join(', '),
  ]
    .filter(Boolean)
    .join(': ');
  // Series without points say so; before any series are given (still loading) the plot stays blank.
  const emptyText = snap.hasData || series.length === 0 ? null : (config.emptyText ?? 'No data');
  const firstSeries = series[0];

  // Until its container is measured the chart draws nothing inside it: a first pass at size 0 would build the
  // legend, menu and context menu only to build them again once the size is known, and lay them out in
  // between (the measurement forces a layout of whatever is in the DOM then).
  const measured = availWidth > 0 || availHeight > 0;
  const box = (
    <div className="tb-chart__box" style={{ width, height }}>
      {hasRange && (
        <RangeSelector
          buttons={model.rangeButtons}
          selected={snap.rangeSelected}
          view={snap.hasData ? view : null}
          onSelect={(i) => model.selectRange(i)}
        />
      )}
      {layout && (
        <div className="tb-chart__plot" style={{ height: plotHeight }}>
          <PlotSvg
            ref={plotRef}
            layout={layout}
            theme={theme}
            yAxisTitle={config.yAxisTitle}
            yAxisOpposite={config.yAxisOpposite}
            emptyText={emptyText}
            clipId={clipId}
            label={label}
          />
          <PlotOverlay
            layout={layout}
            theme={theme}
            valueFormatter={valueFormatter}
            zoomable={config.zoomable !== false && snap.hasData}
            label={label}
            onZoom={(min, max) => model.setXExtremes(min, max)}
            onZoomBy={(factor, around) => model.zoomBy(factor, around)}
            onResetZoom={() => model.resetZoom()}
          />
          {snap.isZoomed && !hasRange && (
            <button type="button" className="tb-chart__reset-zoom" onClick={() => model.resetZoom()}>
              <ArrowCounterClockwiseIcon aria-hidden />
              Reset zoom
            </button>
          )}
        </div>
      )}
      {hasNavigator && layout && dataRange && firstSeries && (
        <Navigator
          series={firstSeries}
          data={dataRange}
          view={view}
          width={width}
          left={layout.margin.left}
          right={layout.margin.right}
          theme={theme}
          onChange={(min, max) => model.setXExtremes(min, max)}
        />
      )}
      {hasLegend && (
        <Legend
          entries={series.map((s) => ({
            id: s.id,
            name: s.name,
            type: s.type,
            visible: s.visible,
            color: model.colorOf(s, theme),
          }))}
          onToggle={(id) => model.toggleSeries(id)}
        />
      )}
      {menuItems.length > 0 && <ChartMenuButton items={menuItems} />}
    </div>
  );

  return (
    <div
      ref={outerRef}
      className={clsx('tb-chart', `tb-chart--${theme.name}`, className)}
      data-rendered={layout ? 'true' : undefined}
    >
      {!measured ? null : menuItems.length > 0 ? <ContextMenu items={menuItems}>{box}</ContextMenu> : box}
    </div>
  );
}
