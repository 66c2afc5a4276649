import { useSnapshot } from 'valtio';
import { themeModel, type ThemeName } from '../theme';

/**
 * Colours and font of a chart, as values (not CSS variables): they are written into the SVG as attributes, so
 * an exported SVG or PNG looks like the chart on screen without the page's style sheets. They mirror the kit's
 * tokens in theme/theme.css.
 */
export interface ChartTheme {
  name: ThemeName;
  font: string;
  background: string;
  text: string;
  textMuted: string;
  /** Horizontal gridlines. */
  grid: string;
  /** Axis lines and ticks. */
  axis: string;
  crosshair: string;
  /** Rising and falling bars. */
  up: string;
  down: string;
  /** The navigator's outline of the data, and the shade outside its selection. */
  navigatorLine: string;
  navigatorFill: string;
  navigatorMask: string;
  navigatorHandle: string;
  /** The zoom brush's selection. */
  selection: string;
  /** Colours of the series, in order. */
  palette: readonly string[];
}

const FONT = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const LIGHT_CHART_THEME: ChartTheme = {
  name: 'light',
  font: FONT,
  background: '#ffffff',
  text: '#1b2733',
  textMuted: '#5c6b7a',
  grid: '#e6eaef',
  axis: '#b7c2cd',
  crosshair: 'rgba(27, 39, 51, 0.35)',
  up: '#1e8e4e',
  down: '#cc2f2f',
  navigatorLine: '#4f7fc0',
  navigatorFill: 'rgba(79, 127, 192, 0.14)',
  navigatorMask: 'rgba(16, 42, 67, 0.12)',
  navigatorHandle: '#f5f7fa',
  selection: 'rgba(31, 111, 197, 0.16)',
  palette: ['#2c7fd8', '#e8692c', '#2aa876', '#8a4fd0', '#d6457a', '#1b9fb5', '#b8860b', '#5b6b7d'],
};

export const DARK_CHART_THEME: ChartTheme = {
  name: 'dark',
  font: FONT,
  background: '#1c232b',
  text: '#e3e9ef',
  textMuted: '#a3b0bd',
  grid: '#2c353f',
  axis: '#4a5663',
  crosshair: 'rgba(227, 233, 239, 0.4)',
  up: '#3dbb73',
  down: '#ec5d5d',
  navigatorLine: '#6ea6ec',
  navigatorFill: 'rgba(110, 166, 236, 0.16)',
  navigatorMask: 'rgba(0, 0, 0, 0.3)',
  navigatorHandle: '#36414c',
  selection: 'rgba(74, 148, 230, 0.22)',
  palette: ['#5aa6f2', '#f58c52', '#45c98f', '#a57cf0', '#ef6f9c', '#3cc3d6', '#e0b23c', '#9aa8b6'],
};

export function chartThemeOf(name: ThemeName): ChartTheme {
  return name === 'dark' ? DARK_CHART_THEME : LIGHT_CHART_THEME;
}

/** The chart theme of the app's current theme (re-renders when it changes). */
export function useChartTheme(): ChartTheme {
  const { theme } = useSnapshot(themeModel);
  return chartThemeOf(theme);
}
