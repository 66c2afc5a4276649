import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positionsApi } from '../../../src/api';
import { DashViewModel, type DashViewState } from '@toolbox/kit/dash';
import { ChartWidgetModel, CLOCK_TICK_MS, EXPORT_CSV, lastDays, PRINT_CHART } from './ChartWidgetModel';

const DAY = 86_400_000;
const END = Date.UTC(2025, 11, 31);
/** 100 calendar days of closes up to END (weekends included: the model counts calendar days). */
const HISTORY: [number, number][] = Array.from({ length: 100 }, (_, i) => [END - (99 - i) * DAY, 100 + i]);

function viewOf(state?: DashViewState) {
  const owner: ConstructorParameters<typeof DashViewModel>[1] = {
    onViewChanged: vi.fn(),
    removeView: vi.fn(),
  };
  const view = new DashViewModel(
    { id: 'chart-1', spec: { id: 'chart', title: 'Chart', content: () => null }, state },
    owner,
  );
  return { view, owner };
}

describe('lastDays', () => {
  it('keeps the points of the last n calendar days, counted back from the last point', () => {
    expect(lastDays(HISTORY, 7).map((p) => p[0])).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => END - back * DAY),
    );
    expect(lastDays(HISTORY, 30)).toHaveLength(30);
    expect(lastDays(HISTORY, 1000)).toHaveLength(100);
    expect(lastDays([], 30)).toEqual([]);
  });
});

describe('ChartWidgetModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 0, 15, 9, 30, 5) });
    vi.spyOn(positionsApi, 'symbols').mockResolvedValue(['AAPL', 'MSFT']);
    vi.spyOn(positionsApi, 'lineSeries').mockResolvedValue({
      symbol: 'AAPL',
      dimension: 'close',
      data: HISTORY,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the last 30 days of the first symbol by default', async () => {
    const { view } = viewOf();
    const model = new ChartWidgetModel(view);
    await model.load();
    expect(positionsApi.lineSeries).toHaveBeenCalledWith('AAPL', 'close', expect.any(AbortSignal));
    expect(model.range).toBe(30);
    expect(model.chartModel.series.map((s) => [s.name, s.data.length])).toEqual([['AAPL', 30]]);
    model.destroy();
  });

  it('restores the range from the view state and saves a new one there, without reloading', async () => {
    const { view, owner } = viewOf({ range: 90 });
    const model = new ChartWidgetModel(view);
    await model.load();
    expect(model.chartModel.series[0]?.data).toHaveLength(90);

    model.setRange(7);
    expect(view.viewState).toEqual({ range: 7 });
    expect(owner.onViewChanged).toHaveBeenCalledWith(view);
    expect(model.chartModel.series[0]?.data).toHaveLength(7);
    expect(positionsApi.lineSeries).toHaveBeenCalledTimes(1);
    model.destroy();
  });

  it('falls back to 30 days when the saved range is not one it offers', () => {
    const model = new ChartWidgetModel(viewOf({ range: 45 }).view);
    expect(model.range).toBe(30);
  });

  it('shows the time in the view title, ticking every second, and clears it on destroy', async () => {
    const { view } = viewOf();
    const model = new ChartWidgetModel(view);
    expect(view.titleDetail).toBeNull();
    await model.load();
    expect(view.titleDetail).toBe('9:30:05 AM');
    vi.advanceTimersByTime(CLOCK_TICK_MS);
    expect(view.titleDetail).toBe('9:30:06 AM');
    vi.advanceTimersByTime(3 * CLOCK_TICK_MS);
    expect(view.titleDetail).toBe('9:30:09 AM');

    // A refresh loads again without a second clock.
    await model.load();
    expect(vi.getTimerCount()).toBe(1);

    model.destroy();
    expect(view.titleDetail).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * CLOCK_TICK_MS);
    expect(view.titleDetail).toBeNull();
  });

  it("adds Print chart and Export Data (CSV) to the view's menu while it lives", async () => {
    const { view } = viewOf();
    const model = new ChartWidgetModel(view);
    await model.load();
    expect(view.extraMenuItems.map((i) => i !== '-' && i.text)).toEqual([PRINT_CHART, EXPORT_CSV]);

    const exportCsv = vi.spyOn(model.chartModel, 'exportCsv').mockImplementation(() => {});
    const item = view.extraMenuItems[1];
    if (item && item !== '-') item.onClick?.();
    expect(exportCsv).toHaveBeenCalledTimes(1);

    model.destroy();
    expect(view.extraMenuItems).toEqual([]);
  });

  it('shows an empty series (No data) when the series cannot be loaded', async () => {
    vi.mocked(positionsApi.lineSeries).mockRejectedValue(new Error('Service unavailable'));
    const model = new ChartWidgetModel(viewOf().view);
    await model.load();
    expect(model.chartModel.series.map((s) => [s.name, s.data.length])).toEqual([['AAPL', 0]]);
    expect(model.chartModel.hasData).toBe(false);
    model.destroy();
  });
});
