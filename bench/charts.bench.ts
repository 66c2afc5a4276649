import type { Browser, Page } from 'playwright-core';
import { loadFigure, withBenchPage } from './benchPage';
import type { Figure } from './run';
import { quantile } from './stats';

export const name =
  'Charts in headless Chromium (goals: line 5×2,500 first render ≤ 100 ms, tooltip ≤ 16 ms; ' +
  'OHLC range change ≤ 50 ms; tree map 1,000 leaves ≤ 50 ms per algorithm)';

const LOADS = 3;

/** A fresh page of one mode, once its chart is drawn; returns it and its first-render time. */
async function openMode(
  browser: Browser,
  url: string,
  mode: string,
): Promise<{ page: Page; renderMs: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}?mode=${mode}`);
  await page.waitForFunction('window.chartBench !== undefined', undefined, { timeout: 60_000 });
  const renderMs = (await page.evaluate('window.chartBench.renderMs')) as number;
  return { page, renderMs };
}

export async function run(): Promise<Figure[]> {
  return withBenchPage('chartsPage', async (browser, url) => {
    const figures: Figure[] = [loadFigure()];

    // Line: first render of 5 × 2,500 points, then the shared tooltip following the pointer.
    const lineRenders: number[] = [];
    let hoverTimes: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const { page, renderMs } = await openMode(browser, url, 'line');
      lineRenders.push(renderMs);
      if (i === LOADS - 1) {
        const all = (await page.evaluate('window.chartBench.hover(80)')) as number[];
        hoverTimes = all.filter((t) => Number.isFinite(t));
      }
      await page.close();
    }
    figures.push(
      {
        label: `line 5×2,500: first render, p50 of ${LOADS} loads (goal ≤ 100)`,
        value: quantile(lineRenders, 0.5),
        unit: 'ms',
      },
      {
        label: 'line: tooltip update on pointer move, p50 (goal ≤ 16)',
        value: quantile(hoverTimes, 0.5),
        unit: 'ms',
      },
      { label: 'line: tooltip update on pointer move, p95', value: quantile(hoverTimes, 0.95), unit: 'ms' },
    );

    // OHLC: ten years of daily bars, grouped; each range selector button in turn.
    const ohlc = await openMode(browser, url, 'ohlc');
    const rangeTimes = (await ohlc.page.evaluate('window.chartBench.ranges(4)')) as {
      button: string;
      ms: number;
    }[];
    await ohlc.page.close();
    const ms = rangeTimes.map((r) => r.ms).filter((t) => Number.isFinite(t));
    figures.push(
      { label: 'OHLC 10 years: first render', value: ohlc.renderMs, unit: 'ms' },
      { label: 'OHLC: range change (1m ... All), p50 (goal ≤ 50)', value: quantile(ms, 0.5), unit: 'ms' },
      { label: 'OHLC: range change, p95', value: quantile(ms, 0.95), unit: 'ms' },
      {
        label: 'OHLC: range change to All (most bars grouped), worst',
        value: Math.max(...rangeTimes.filter((r) => r.button === 'All').map((r) => r.ms)),
        unit: 'ms',
      },
    );

    // Tree map: 1,000 leaves in 20 groups, laid out and drawn by each algorithm.
    const tree = await openMode(browser, url, 'treemap');
    const algoTimes = (await tree.page.evaluate('window.chartBench.algorithms(5)')) as {
      algorithm: string;
      ms: number;
    }[];
    await tree.page.close();
    figures.push({ label: 'tree map 1,000 leaves: first render', value: tree.renderMs, unit: 'ms' });
    for (const algorithm of ['squarified', 'sliceAndDice', 'stripes', 'strip']) {
      const times = algoTimes
        .filter((a) => a.algorithm === algorithm)
        .map((a) => a.ms)
        .filter((t) => Number.isFinite(t));
      figures.push({
        label: `tree map: layout + render, ${algorithm}, p50 (goal ≤ 50)`,
        value: quantile(times, 0.5),
        unit: 'ms',
      });
    }
    return figures;
  });
}
