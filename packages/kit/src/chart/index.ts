export { Chart, type ChartProps } from './Chart';
export {
  ChartModel,
  DEFAULT_CHART_MENU,
  type ChartConfig,
  type ChartMenuItem,
  type ChartMenuSpec,
  type ChartMenuToken,
  type RangeSelectorConfig,
} from './ChartModel';
export { DEFAULT_RANGE_BUTTONS, DEFAULT_RANGE_SELECTED, rangeOf, type RangeButton } from './rangeSelector';
export {
  chooseGrouping,
  groupOhlc,
  groupStart,
  groupLabel,
  GROUP_PIXEL_WIDTH,
  type Grouping,
  type GroupUnit,
  type GroupedBar,
} from './dataGrouping';
export { plotLayout, type PlotLayout, type DrawnSeries } from './chartLayout';
export {
  chartThemeOf,
  useChartTheme,
  LIGHT_CHART_THEME,
  DARK_CHART_THEME,
  type ChartTheme,
} from './chartTheme';
export { chartCsvText, chartSvgText, svgToPng, downloadBlob } from './exportChart';
export type {
  SeriesSpec,
  LineSeriesSpec,
  OhlcSeriesSpec,
  ChartSeries,
  SeriesType,
  XYPoint,
  OhlcPoint,
  XRange,
  XExtremes,
} from './types';
export { TreeMap, type TreeMapProps } from './TreeMap';
export { TreeMapModel, type TreeMapConfig } from './TreeMapModel';
export { SplitTreeMap, type SplitTreeMapProps } from './SplitTreeMap';
export { SplitTreeMapModel, type SplitTreeMapConfig, type SplitOrientation } from './SplitTreeMapModel';
export {
  layoutTreeMap,
  GROUP_HEADERS,
  type GroupHeader,
  type TreeMapDatum,
  type TreeMapCell,
} from './treeMapLayout';
export { TREE_MAP_ALGORITHMS, tileOf, stripTile, stripesTile, type TreeMapAlgorithm } from './treeMapTiles';
export {
  heatColor,
  treeMapPalette,
  type TreeMapColorMode,
  type TreeMapTheme,
  type TreeMapPalette,
} from './heatColor';
export { GroupingChooser, type GroupingChooserProps } from './GroupingChooser';
export {
  GroupingChooserModel,
  type GroupingChooserConfig,
  type GroupingDimension,
} from './GroupingChooserModel';
export { TreeMapTooltip, type TreeMapTooltipProps } from './TreeMapTooltip';
