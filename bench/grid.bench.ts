import type { Browser } from 'playwright-core';
import { loadFigure, withBenchPage } from './benchPage';
import type { Figure } from './run';
import { quantile } from './stats';
import { type LongTask, longTasksSince, RECORD_LONG_TASKS } from './longTasks';

export const name =
  'Grid: 10,000 rows in headless Chromium (goal: no long task over 100 ms rendering or scrolling)';

const RUNS = 3;

/**
 * Scrolls the grid to the bottom a screenful per frame and back three at a time, as a fast user drag would.
 * A string, so the bundler's helpers (tsx names functions) are not needed in the page.
 */
const SCROLL_SCRIPT = `(async () => {
  const viewport = document.querySelector('.ag-grid-viewport');
  if (!viewport) throw new Error('no grid viewport');
  const nextFrame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
  const start = performance.now();
  let frames = 0;
  const step = viewport.clientHeight;
  for (let y = 0; y <= viewport.scrollHeight; y += step) {
    viewport.scrollTop = y;
    frames++;
    await nextFrame();
  }
  for (let y = viewport.scrollHeight; y >= 0; y -= step * 3) {
    viewport.scrollTop = y;
    frames++;
    await nextFrame();
  }
  await nextFrame();
  await nextFrame();
  return { start, ms: performance.now() - start, frames };
})()`;

interface RunResult {
  rows: number;
  renderMs: number;
  renderMax: number;
  renderCount: number;
  frames: number;
  scrollMs: number;
  scrollMax: number;
  scrollCount: number;
  loadMax: number;
}

/** One fresh page: render the grid, scroll it, read the long tasks of each phase from the timeline. */
async function measureOnce(browser: Browser, url: string): Promise<RunResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(RECORD_LONG_TASKS);
    await page.goto(url);
    await page.waitForFunction('window.gridBench !== undefined', undefined, { timeout: 60_000 });
    const { rows, renderMs, gridStart } = (await page.evaluate(`({
      rows: window.gridBench.rows,
      renderMs: window.gridBench.renderMs,
      gridStart: performance.getEntriesByName('grid-start')[0].startTime,
    })`)) as { rows: number; renderMs: number; gridStart: number };
    const scroll = (await page.evaluate(SCROLL_SCRIPT)) as { start: number; ms: number; frames: number };
    const tasks = await longTasksSince(page);
    const during = (from: number, to: number) => tasks.filter((t) => t.start >= from && t.start < to);
    const max = (list: LongTask[]) => list.reduce((m, t) => Math.max(m, t.duration), 0);
    const render = during(gridStart, scroll.start);
    const scrolling = during(scroll.start, Infinity);
    return {
      rows,
      renderMs,
      renderMax: max(render),
      renderCount: render.length,
      frames: scroll.frames,
      scrollMs: scroll.ms,
      scrollMax: max(scrolling),
      scrollCount: scrolling.length,
      loadMax: max(during(0, gridStart)),
    };
  } finally {
    await page.close();
  }
}

export async function run(): Promise<Figure[]> {
  return withBenchPage('gridPage', async (browser, url) => {
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await measureOnce(browser, url));
    const median = (pick: (r: RunResult) => number) => quantile(results.map(pick), 0.5);
    const worst = (pick: (r: RunResult) => number) => Math.max(...results.map(pick));
    return [
      loadFigure(),
      { label: 'rows in the grid', value: results[0]?.rows ?? 0, unit: 'rows' },
      {
        label: `render: store load + grid to first rows painted, p50 of ${RUNS}`,
        value: median((r) => r.renderMs),
        unit: 'ms',
      },
      { label: 'render: longest task, p50', value: median((r) => r.renderMax), unit: 'ms' },
      { label: 'render: longest task, worst run', value: worst((r) => r.renderMax), unit: 'ms' },
      { label: 'render: long tasks (> 50 ms), p50', value: median((r) => r.renderCount), unit: '' },
      { label: 'scroll to the end and back: frames', value: results[0]?.frames ?? 0, unit: 'frames' },
      { label: 'scroll: ms per frame, p50', value: median((r) => r.scrollMs / r.frames), unit: 'ms' },
      { label: 'scroll: longest task, p50', value: median((r) => r.scrollMax), unit: 'ms' },
      { label: 'scroll: longest task, worst run', value: worst((r) => r.scrollMax), unit: 'ms' },
      { label: 'scroll: long tasks (> 50 ms), p50', value: median((r) => r.scrollCount), unit: '' },
      {
        label: 'page load before the grid (bundle parse), longest task, p50',
        value: median((r) => r.loadMax),
        unit: 'ms',
      },
    ];
  });
}
