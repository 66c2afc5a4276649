import { createElement } from 'react';
import { ListNumbersIcon } from '@phosphor-icons/react';
import { proxy } from 'valtio';
import { positionsApi } from '../../src/api';
import type { LineSeries } from '../../src/api/positions';
import { LoadTask } from '@toolbox/kit/app';
import { ChartModel, type ChartMenuSpec, type LineSeriesSpec } from '@toolbox/kit/chart';
import { toast } from '@toolbox/kit/popup';

/** The symbols offered: the first 5 of the portfolio service (SPEC §9). */
export const SYMBOL_COUNT = 5;

export type ContextMenuChoice = 'Default' | 'None' | 'Custom';
export const CONTEXT_MENU_CHOICES: readonly ContextMenuChoice[] = ['Default', 'None', 'Custom'];

export const LATEST_CLOSES_ITEM = 'Toast latest closes';

/**
 * State of the Line demo: daily closes of the chosen symbols (GET portfolio/lineSeries) in a line chart with a
 * shared tooltip and a USD axis. Choosing symbols or a menu reloads; with none chosen the first is chosen.
 */
export class LinePanelModel {
  symbols: string[] = [];
  selectedSymbols: string[] = [];
  contextMenu: ContextMenuChoice = 'Default';
  readonly chartModel = new ChartModel({
    title: 'Daily closes',
    yAxisTitle: 'USD',
    exportFilename: 'line-chart',
  });
  readonly loadTask = new LoadTask({ what: 'the line series' });

  constructor() {
    return proxy(this);
  }

  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Loads the symbols (first time), then a series per chosen symbol; a failed series is empty, not an error. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      if (!this.symbols.length) this.symbols = (await positionsApi.symbols(signal)).slice(0, SYMBOL_COUNT);
      if (!this.selectedSymbols.length && this.symbols[0]) this.selectedSymbols = [this.symbols[0]];
      const chosen = [...this.selectedSymbols];
      const series = await Promise.all(
        chosen.map((symbol) =>
          positionsApi.lineSeries(symbol, 'close', signal).catch((): LineSeries | null => {
            if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
            return null;
          }),
        ),
      );
      this.chartModel.setMenu(this.menuSpec());
      this.chartModel.setSeries(
        chosen.map((symbol, i): LineSeriesSpec => ({ name: symbol, data: series[i]?.data ?? [] })),
      );
    });
  }

  /** Chooses the symbols shown and reloads (none chosen: the first). */
  setSymbols(symbols: readonly string[]): void {
    this.selectedSymbols = [...symbols];
    void this.load();
  }

  setContextMenu(choice: ContextMenuChoice): void {
    this.contextMenu = choice;
    void this.load();
  }

  destroy(): void {
    this.loadTask.abort();
  }

  /** The chart's menu for the choice: the default one, none, or the app's own items beside built-in ones. */
  private menuSpec(): ChartMenuSpec {
    switch (this.contextMenu) {
      case 'Default':
        return 'default';
      case 'None':
        return 'none';
      case 'Custom':
        return [
          {
            text: LATEST_CLOSES_ITEM,
            icon: createElement(ListNumbersIcon),
            onClick: () => this.toastLatestCloses(),
          },
          '-',
          'viewFullScreen',
          'downloadCSV',
        ];
    }
  }

  private toastLatestCloses(): void {
    const parts = this.chartModel.series.map((s) => {
      const last = s.data.at(-1);
      return last ? `${s.name} ${last[1].toFixed(2)}` : `${s.name} (no data)`;
    });
    toast({ message: `Latest closes: ${parts.join(', ')}`, intent: 'primary' });
  }
}
