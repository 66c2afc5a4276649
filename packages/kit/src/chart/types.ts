/** A point of a line series: [x (ms since the epoch), y]. */
export type XYPoint = readonly [number, number];

/** A bar of an OHLC or candlestick series: [x (ms since the epoch), open, high, low, close]. */
export type OhlcPoint = readonly [number, number, number, number, number];

/** How a series is drawn. */
export type SeriesType = 'line' | 'ohlc' | 'candlestick';

interface SeriesBase {
  /** Unique within the chart; default the name. */
  id?: string;
  /** Shown in the legend, the tooltip and the exported data. */
  name: string;
  /** A CSS colour; default the next colour of the theme's palette. */
  color?: string;
  /** Default true; the legend toggles it. */
  visible?: boolean;
}

export interface LineSeriesSpec extends SeriesBase {
  type?: 'line';
  /** Points sorted by x. */
  data: readonly XYPoint[];
}

export interface OhlcSeriesSpec extends SeriesBase {
  type: 'ohlc' | 'candlestick';
  /** Bars sorted by x. */
  data: readonly OhlcPoint[];
}

/** A series given to a ChartModel. */
export type SeriesSpec = LineSeriesSpec | OhlcSeriesSpec;

/** A series as the model holds it: id, colour and visibility resolved. */
export type ChartSeries = (
  { type: 'line'; data: readonly XYPoint[] } | { type: 'ohlc' | 'candlestick'; data: readonly OhlcPoint[] }
) & { id: string; name: string; color: string | null; visible: boolean };

/** A range of the x axis, in ms since the epoch. */
export interface XRange {
  min: number;
  max: number;
}

/** What `ChartModel.getXExtremes` answers, as Highcharts' axis.getExtremes does. */
export interface XExtremes extends XRange {
  /** The first and last x of the data (all series). */
  dataMin: number;
  dataMax: number;
}
