import { createElement } from 'react';
import { DownloadSimpleIcon, PrinterIcon } from '@phosphor-icons/react';
import { format } from 'date-fns';
import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { positionsApi } from '../../../src/api';
import { LoadTask } from '@toolbox/kit/app';
import { ChartModel, type XYPoint } from '@toolbox/kit/chart';
import type { DashViewModel } from '@toolbox/kit/dash';

/** The ranges the view offers, in days back from the latest close (SPEC §4, §9). */
export const CHART_RANGES = [7, 30, 60, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = 30;

/** How often the title's clock ticks (SPEC §9). */
export const CLOCK_TICK_MS = 1000;

/** The clock in the view's title: the current local time, e.g. '3:04:05 PM'. */
export const CLOCK_FMT = 'h:mm:ss a';

/** The view's menu items (SPEC §2.9). */
export const PRINT_CHART = 'Print chart';
export const EXPORT_CSV = 'Export Data (CSV)';

const DAY_MS = 86_400_000;

/** What the view keeps: the range shown. */
const ChartWidgetState = z.object({ range: z.literal(CHART_RANGES) });

/** The points of the last `days` calendar days of a daily series, counted back from its last point. */
export function lastDays(points: readonly XYPoint[], days: number): XYPoint[] {
  const last = points.at(-1);
  if (!last) return [];
  const from = last[0] - days * DAY_MS;
  let i = points.length;
  while (i > 0 && (points[i - 1] as XYPoint)[0] > from) i--;
  return points.slice(i);
}

/**
 * The chart view of a dashboard: the daily closes of the portfolio's first symbol (GET portfolio/lineSeries)
 * over the last 7, 30, 60 or 90 days. The range is the view's own state, saved with the dashboard; the view's
 * title shows the time, ticking every second, and its menu prints the chart or exports its data as CSV.
 */
export class ChartWidgetModel {
  readonly chartModel = new ChartModel({
    title: 'Daily closes',
    yAxisTitle: 'USD',
    // The view's own menu offers the chart's actions (SPEC §2.9): no second menu inside the view.
    menu: 'none',
    showLegend: false,
    exportFilename: 'daily-closes',
  });
  readonly loadTask = new LoadTask({ what: 'the chart series' });
  /** The symbol shown, once known. */
  symbol: string | null = null;
  range: ChartRange;
  private readonly view: DashViewModel;
  // Kept out of valtio: the full history (thousands of points) and the timer are not view state.
  private readonly handles = ref({
    history: [] as readonly XYPoint[],
    timer: null as ReturnType<typeof setInterval> | null,
  });

  get loading(): boolean {
    return this.loadTask.loading;
  }

  constructor(view: DashViewModel) {
    this.view = ref(view);
    this.range = ChartWidgetState.safeParse(view.viewState).data?.range ?? DEFAULT_CHART_RANGE;
    return proxy(this);
  }

  /**
   * Starts the clock and offers the menu (here rather than in the constructor: React may create a model twice
   * and keep one, so a constructor must leave nothing running), then loads the first symbol's closes. A failed
   * series shows as an empty chart with its No data text (SPEC §8), not as an error.
   */
  load(): Promise<void> {
    this.start();
    return this.loadTask.run(async (signal) => {
      let history: readonly XYPoint[] = [];
      try {
        const [symbol] = await positionsApi.symbols(signal);
        this.symbol = symbol ?? null;
        if (symbol) history = (await positionsApi.lineSeries(symbol, 'close', signal)).data;
      } catch (e) {
        if (signal.aborted) throw e;
      }
      this.handles.history = history;
      this.showRange();
    });
  }

  /** Shows another range, saved as the view's state; the history is at hand, so nothing reloads. */
  setRange(range: ChartRange): void {
    if (range === this.range) return;
    this.range = range;
    this.view.setViewState({ range });
    this.showRange();
  }

  destroy(): void {
    this.loadTask.abort();
    if (this.handles.timer !== null) clearInterval(this.handles.timer);
    this.handles.timer = null;
    this.view.setTitleDetail(null);
    this.view.setExtraMenuItems([]);
  }

  private start(): void {
    if (this.handles.timer !== null) return;
    const tick = () => this.view.setTitleDetail(format(Date.now(), CLOCK_FMT));
    tick();
    this.handles.timer = setInterval(tick, CLOCK_TICK_MS);
    this.view.setExtraMenuItems([
      { text: PRINT_CHART, icon: createElement(PrinterIcon), onClick: () => this.chartModel.print() },
      {
        text: EXPORT_CSV,
        icon: createElement(DownloadSimpleIcon),
        onClick: () => this.chartModel.exportCsv(),
      },
    ]);
  }

  private showRange(): void {
    // A series even without data: the chart then says No data instead of staying blank as while loading.
    const data = lastDays(this.handles.history, this.range);
    this.chartModel.setSeries([{ name: this.symbol ?? 'Close', data }]);
  }
}
