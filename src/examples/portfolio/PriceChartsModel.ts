import { proxy } from 'valtio';
import { portfolioAppApi } from '../../api';
import { LoadTask } from '@toolbox/kit/app';
import { ChartModel } from '@toolbox/kit/chart';

/** The line chart of daily closes and the OHLC chart of the selected position's symbol. */
export class PriceChartsModel {
  /** The symbol charted, null when the selection is not (inside) one symbol. */
  symbol: string | null = null;
  readonly lineChartModel = new ChartModel({
    title: 'Daily closes',
    yAxisTitle: 'USD',
    rangeSelector: true,
    exportFilename: 'portfolio-closes',
  });
  readonly ohlcChartModel = new ChartModel({
    title: 'Daily prices',
    yAxisTitle: 'USD',
    yAxisOpposite: true,
    rangeSelector: true,
    navigator: true,
    exportFilename: 'portfolio-ohlc',
  });
  readonly loadTask = new LoadTask({ what: 'the price history' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  setSymbol(symbol: string | null): void {
    if (symbol === this.symbol) return;
    this.symbol = symbol;
    void this.load();
  }

  /** Both series of the symbol; a failed series shows as none (SPEC §8: series failures give empty series). */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const symbol = this.symbol;
      if (!symbol) {
        this.lineChartModel.setSeries([]);
        this.ohlcChartModel.setSeries([]);
        return;
      }
      const quietly = <T>(p: Promise<T>) =>
        p.catch((): null => {
          if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
          return null;
        });
      const [line, ohlc] = await Promise.all([
        quietly(portfolioAppApi.lineSeries(symbol, 'close', signal)),
        quietly(portfolioAppApi.ohlcSeries(symbol, signal)),
      ]);
      this.lineChartModel.setSeries([{ name: symbol, data: line?.data ?? [] }]);
      this.ohlcChartModel.setSeries([{ name: symbol, type: 'ohlc', data: ohlc?.data ?? [] }]);
    });
  }

  destroy(): void {
    this.loadTask.abort();
  }
}
