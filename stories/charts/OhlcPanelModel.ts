import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { proxy } from 'valtio';
import { positionsApi } from '../../src/api';
import { LoadTask } from '@toolbox/kit/app';
import { ChartModel } from '@toolbox/kit/chart';
import { alert } from '@toolbox/kit/popup';

export const SYMBOL_COUNT = 5;

/**
 * State of the OHLC demo: ten years of daily bars of one symbol (GET portfolio/ohlcSeries) in a stock chart with
 * data grouping, range selector (one year at first) and navigator. A symbol change reloads; the aspect ratio
 * and the chart API act on the ChartModel directly.
 */
export class OhlcPanelModel {
  symbols: string[] = [];
  symbol: string | null = null;
  readonly chartModel = new ChartModel({
    title: 'Daily prices',
    yAxisTitle: 'USD',
    yAxisOpposite: true,
    rangeSelector: true,
    navigator: true,
    exportFilename: 'ohlc-chart',
  });
  readonly loadTask = new LoadTask({ what: 'the OHLC series' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  get aspectRatio(): number | null {
    return this.chartModel.aspectRatio;
  }

  /** Whether the chart is on screen, so its API can be called. */
  get chartExists(): boolean {
    return this.chartModel.isRendered;
  }

  /** Loads the symbols (first time; the first is the default), then the bars of the symbol; a failure gives none. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      if (!this.symbols.length) this.symbols = (await positionsApi.symbols(signal)).slice(0, SYMBOL_COUNT);
      this.symbol ??= this.symbols[0] ?? null;
      const symbol = this.symbol;
      if (!symbol) return;
      const series = await positionsApi.ohlcSeries(symbol, signal).catch(() => {
        if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
        return null;
      });
      this.chartModel.setSeries([{ name: symbol, type: 'ohlc', data: series?.data ?? [] }]);
    });
  }

  setSymbol(symbol: string): void {
    if (symbol === this.symbol) return;
    this.symbol = symbol;
    void this.load();
  }

  /** Width / height of the chart; 0 or empty fills the panel. */
  setAspectRatio(ratio: number | null): void {
    this.chartModel.setAspectRatio(ratio);
  }

  /** Calls the chart's API as an app would: reads the x axis extremes and shows them. */
  async callChartApi(): Promise<void> {
    const e = this.chartModel.getXExtremes();
    await alert({
      title: 'Chart API',
      message: e
        ? `X axis extremes: min ${axisTime(e.min)}, max ${axisTime(e.max)} ` +
          `(data from ${axisTime(e.dataMin)} to ${axisTime(e.dataMax)}).`
        : 'The chart has no data, so no extremes.',
    });
  }

  destroy(): void {
    this.loadTask.abort();
  }
}

/** A time of the chart's axis, which is in UTC, as 'yyyy-MM-dd HH:mm'. */
function axisTime(t: number): string {
  return format(new TZDate(t, 'UTC'), 'yyyy-MM-dd HH:mm');
}
