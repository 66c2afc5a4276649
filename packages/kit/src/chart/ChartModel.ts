import { proxy, ref } from 'valtio';
import type { MenuItem } from '../panel';
import { chartThemeOf, type ChartTheme } from './chartTheme';
import { chartCsvText, chartSvgText, downloadBlob, printSvg, svgToPng } from './exportChart';
import {
  DEFAULT_RANGE_BUTTONS,
  DEFAULT_RANGE_SELECTED,
  matchingButton,
  rangeOf,
  type RangeButton,
} from './rangeSelector';
import { clampRange, dataXRange } from './seriesMath';
import { DAY_MS } from './timeFormat';
import type { ChartSeries, LineSeriesSpec, OhlcPoint, SeriesSpec, XExtremes, XRange, XYPoint } from './types';
import { fixedFormat } from './numberFormat';

/** Built-in entries of a chart's menu, usable in a custom menu too. */
export type ChartMenuToken = 'viewFullScreen' | 'printChart' | 'downloadPNG' | 'downloadSVG' | 'downloadCSV';

/** An entry of a custom chart menu: a built-in entry, an item of the app's own, or '-' for a separator. */
export type ChartMenuItem = ChartMenuToken | MenuItem;

/** The chart's menu: the default entries, none, or a custom list. */
export type ChartMenuSpec = 'default' | 'none' | readonly ChartMenuItem[];

/** The default menu (SPEC §2.5): View full screen, Print chart, Download PNG / SVG, Export Data (CSV). */
export const DEFAULT_CHART_MENU: readonly ChartMenuItem[] = [
  'viewFullScreen',
  'printChart',
  '-',
  'downloadPNG',
  'downloadSVG',
  '-',
  'downloadCSV',
];

export interface RangeSelectorConfig {
  buttons?: readonly RangeButton[];
  /** Index of the button selected at first (default 4, one year). */
  selected?: number;
}

export interface ChartConfig {
  /** The series drawn: lines (x, y points) or price bars (open, high, low, close); replace them with `setSeries`. */
  series?: readonly SeriesSpec[];
  /** Names the chart for screen readers and heads exports and prints. */
  title?: string;
  /** Title of the value axis, e.g. 'USD'. */
  yAxisTitle?: string;
  /** Puts the value axis on the right, as stock charts do. */
  yAxisOpposite?: boolean;
  /** Formats values on the axis and in the tooltip; default 2 decimals with thousands separators. */
  valueFormatter?: (value: number) => string;
  /** Default 'default'. Also offered on right-click. */
  menu?: ChartMenuSpec;
  /** Buttons that pick a time range (1m ... All) above the chart. */
  rangeSelector?: boolean | RangeSelectorConfig;
  /** A small overview of all the data below the chart, with a window to pan and zoom (default off). */
  navigator?: boolean;
  /** Groups bars when more than one would fall within this many pixels (default 5); false to never group. */
  dataGrouping?: boolean | { groupPixelWidth?: number };
  /** Width / height to keep within the space given; null or 0 fills the space (default). */
  aspectRatio?: number | null;
  /** Base name of exported files (default the title, else 'chart'). */
  exportFilename?: string;
  /** Shows the legend (default true). */
  showLegend?: boolean;
  /** Lets the user zoom by dragging across the plot (default true). */
  zoomable?: boolean;
  /** Shown in the plot when no series has data (default 'No data'). */
  emptyText?: string;
}

/** The narrowest range a zoom can reach: two days of daily data. */
const MIN_SPAN = 2 * DAY_MS;

const defaultFormatter = fixedFormat(2);

function toSeries(spec: SeriesSpec, index: number): ChartSeries {
  const base = {
    id: spec.id ?? spec.name ?? `series-${index}`,
    name: spec.name,
    color: spec.color ?? null,
    visible: spec.visible ?? true,
  };
  // The points can be many: valtio must not wrap them in proxies.
  if (spec.type === 'ohlc' || spec.type === 'candlestick') {
    const bars: OhlcPoint[] = [...spec.data];
    return { ...base, type: spec.type, data: ref(bars) };
  }
  const points: XYPoint[] = [...(spec as LineSeriesSpec).data];
  return { ...base, type: 'line', data: ref(points) };
}

/**
 * The model of a Chart: its series, the x range shown (zoom), the range selector's choice, the menu and the
 * aspect ratio, with an API code can call as it would Highcharts': get and set the x extremes, reset the zoom,
 * export PNG / SVG / CSV, print, full screen. The Chart component draws it; apps talk to the model.
 */
export class ChartModel {
  series: ChartSeries[] = [];
  /** The x range shown; null shows all the data. */
  xRange: XRange | null = null;
  /** Index of the range selector button whose range is shown, else null. */
  rangeSelected: number | null;
  aspectRatio: number | null;
  menu: ChartMenuSpec;
  /** True once the chart is drawn on screen (its API can export, print and so on). */
  isRendered = false;
  /**
   * True while the chart fills the screen; follows the browser's full-screen state, so it is also false again
   * after the user presses Escape.
   */
  isFullscreen = false;

  /**
   * The config the model was built with, as given; it is not reactive, so changing it afterwards redraws
   * nothing.
   */
  readonly config: Readonly<ChartConfig>;
  /**
   * The range selector's buttons: the config's own, else the defaults (1m, 3m, 6m, YTD, 1y, All); [] when the
   * chart has no range selector.
   */
  readonly rangeButtons: readonly RangeButton[];
  private readonly handles = ref({
    root: null as HTMLElement | null,
    plot: null as SVGSVGElement | null,
    theme: chartThemeOf('light') as ChartTheme,
  });

  constructor(config: ChartConfig = {}) {
    this.config = ref({ ...config });
    const rs = config.rangeSelector;
    this.rangeButtons = ref(rs ? (typeof rs === 'object' && rs.buttons) || DEFAULT_RANGE_BUTTONS : []);
    this.rangeSelected = rs
      ? ((typeof rs === 'object' ? rs.selected : undefined) ?? DEFAULT_RANGE_SELECTED)
      : null;
    this.aspectRatio = config.aspectRatio ?? null;
    this.menu = config.menu ?? 'default';
    const self = proxy(this);
    if (config.series) self.setSeries(config.series);
    return self;
  }

  // ---------------------------------------------------------------- reading

  /** The first and last x of all the data, or null without data. */
  get dataRange(): XRange | null {
    return dataXRange(this.series);
  }

  /** The x range on screen: the zoom, else all the data. */
  get viewRange(): XRange | null {
    return this.xRange ?? this.dataRange;
  }

  /** Whether some series has points. */
  get hasData(): boolean {
    return this.series.some((s) => s.data.length > 0);
  }

  /** Whether the view shows less than all the data. */
  get isZoomed(): boolean {
    const data = this.dataRange;
    const view = this.xRange;
    return !!data && !!view && (view.min > data.min || view.max < data.max);
  }

  get valueFormatter(): (value: number) => string {
    return this.config.valueFormatter ?? defaultFormatter;
  }

  /** Like Highcharts' xAxis.getExtremes(): the range shown and the data's, or null without data. */
  getXExtremes(): XExtremes | null {
    const data = this.dataRange;
    const view = this.viewRange;
    if (!data || !view) return null;
    return { min: view.min, max: view.max, dataMin: data.min, dataMax: data.max };
  }

  // ---------------------------------------------------------------- series

  /** Replaces the series; the range selector's choice (or a zoom) is kept on the new data. */
  setSeries(series: readonly SeriesSpec[]): void {
    this.series = series.map(toSeries);
    const data = this.dataRange;
    if (!data) {
      this.xRange = null;
      return;
    }
    if (this.rangeSelected !== null) {
      const button = this.rangeButtons[this.rangeSelected];
      this.xRange = button ? this.fitted(rangeOf(button, data)) : null;
    } else if (this.xRange) {
      this.xRange = this.fitted(this.xRange);
    }
  }

  /** Removes every series (the chart shows its empty text). */
  clear(): void {
    this.setSeries([]);
  }

  /**
   * Shows or hides the series with this id (its legend entry stays, greyed out); an unknown id does nothing.
   */
  setSeriesVisible(id: string, visible: boolean): void {
    const s = this.series.find((x) => x.id === id);
    if (s) s.visible = visible;
  }

  /** Shows or hides a series, as a click on its legend entry does. */
  toggleSeries(id: string): void {
    const s = this.series.find((x) => x.id === id);
    if (s) s.visible = !s.visible;
  }

  // ---------------------------------------------------------------- zoom and range

  /** Shows the x range [min, max] (kept within the data); with no arguments shows all the data. */
  setXExtremes(min?: number | null, max?: number | null): void {
    const data = this.dataRange;
    if (!data) return;
    if (min == null && max == null) {
      this.resetZoom();
      return;
    }
    const range = this.fitted({ min: min ?? data.min, max: max ?? data.max });
    const current = this.viewRange;
    if (current && current.min === range.min && current.max === range.max) return;
    this.xRange = range.min <= data.min && range.max >= data.max ? null : range;
    this.rangeSelected = this.rangeButtons.length ? matchingButton(this.rangeButtons, range, data) : null;
  }

  /** Shows all the data. */
  resetZoom(): void {
    this.xRange = null;
    const data = this.dataRange;
    this.rangeSelected =
      data && this.rangeButtons.length ? matchingButton(this.rangeButtons, data, data) : null;
  }

  /** Shows the range of a range selector button. */
  selectRange(index: number): void {
    const button = this.rangeButtons[index];
    const data = this.dataRange;
    if (!button || !data) return;
    const range = this.fitted(rangeOf(button, data));
    this.xRange = button.type === 'all' ? null : range;
    this.rangeSelected = index;
  }

  /** Zooms in (factor < 1) or out (factor > 1) around an x (default the centre of the view). */
  zoomBy(factor: number, around?: number): void {
    const view = this.viewRange;
    if (!view) return;
    const centre = around ?? (view.min + view.max) / 2;
    this.setXExtremes(centre - (centre - view.min) * factor, centre + (view.max - centre) * factor);
  }

  // ---------------------------------------------------------------- options

  /**
   * Sets the width / height the chart keeps within its space; null, 0 or a negative ratio makes it fill the
   * space.
   */
  setAspectRatio(ratio: number | null): void {
    this.aspectRatio = ratio && ratio > 0 ? ratio : null;
  }

  /**
   * Replaces the chart's menu (button and right-click): 'default', 'none' to hide it, or a list of entries.
   */
  setMenu(menu: ChartMenuSpec): void {
    this.menu = menu;
  }

  // ---------------------------------------------------------------- export, print, full screen

  /** Base name of exported files. */
  get exportFilename(): string {
    const base = this.config.exportFilename ?? this.config.title ?? 'chart';
    return base.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'chart';
  }

  /** The chart as a standalone SVG document (null before it is drawn). */
  getSvg(): string | null {
    const { plot, theme } = this.handles;
    if (!plot) return null;
    const legend =
      this.config.showLegend === false
        ? []
        : this.series.filter((s) => s.visible).map((s) => ({ name: s.name, color: this.colorOf(s) }));
    return chartSvgText(plot, { title: this.config.title, legend, theme });
  }

  /** Downloads the chart as an SVG file. */
  exportSvg(): void {
    const svg = this.getSvg();
    if (svg) downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${this.exportFilename}.svg`);
  }

  /** A PNG image of the chart, drawn by the browser at twice its size (null before it is drawn). */
  async getPng(): Promise<Blob | null> {
    const svg = this.getSvg();
    return svg ? svgToPng(svg) : null;
  }

  /** Downloads the chart as a PNG image. */
  async exportPng(): Promise<void> {
    const png = await this.getPng();
    if (png) downloadBlob(png, `${this.exportFilename}.png`);
  }

  /** Downloads the data of every series as CSV. */
  exportCsv(): void {
    const csv = chartCsvText(this.series);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${this.exportFilename}.csv`);
  }

  /** Prints the chart alone. */
  print(): void {
    const svg = this.getSvg();
    if (svg) printSvg(svg, this.config.title ?? 'Chart');
  }

  /** Shows the chart on the whole screen, or back in its place. */
  toggleFullscreen(): void {
    const root = this.handles.root;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.requestFullscreen?.();
  }

  /** The menu's entries as menu items (built-in entries resolved), or [] for 'none'. */
  get menuItems(): MenuItem[] {
    const spec = this.menu === 'default' ? DEFAULT_CHART_MENU : this.menu === 'none' ? [] : this.menu;
    return spec.map((item) => (typeof item === 'string' && item !== '-' ? this.builtInItem(item) : item));
  }

  // ---------------------------------------------------------------- wiring to the Chart component

  /** The colour a series is drawn in: its own, else the theme palette's by position. */
  colorOf(series: ChartSeries, theme: ChartTheme = this.handles.theme): string {
    if (series.color) return series.color;
    const i = this.series.findIndex((s) => s.id === series.id);
    return theme.palette[Math.max(0, i) % theme.palette.length] ?? '#888';
  }

  /** @internal The Chart is drawn: its root (for full screen), plot SVG (for exports) and theme. */
  attach(root: HTMLElement, plot: SVGSVGElement | null, theme: ChartTheme): void {
    this.handles.root = root;
    this.handles.plot = plot;
    this.handles.theme = theme;
    if (!this.isRendered) this.isRendered = true;
  }

  /** @internal */
  detach(root: HTMLElement): void {
    if (this.handles.root !== root) return;
    this.handles.root = null;
    this.handles.plot = null;
    this.isRendered = false;
  }

  /** @internal The browser entered or left full screen. */
  setFullscreen(on: boolean): void {
    this.isFullscreen = on;
  }

  private builtInItem(token: ChartMenuToken): MenuItem {
    switch (token) {
      case 'viewFullScreen':
        return {
          text: this.isFullscreen ? 'Exit full screen' : 'View full screen',
          onClick: () => this.toggleFullscreen(),
        };
      case 'printChart':
        return { text: 'Print chart', onClick: () => this.print() };
      case 'downloadPNG':
        return { text: 'Download PNG', onClick: () => void this.exportPng() };
      case 'downloadSVG':
        return { text: 'Download SVG', onClick: () => this.exportSvg() };
      case 'downloadCSV':
        return { text: 'Export Data (CSV)', onClick: () => this.exportCsv() };
    }
  }

  private fitted(range: XRange): XRange {
    const data = this.dataRange;
    return data ? clampRange(range, data, MIN_SPAN) : range;
  }
}
