import type { Browser, Page } from 'playwright-core';
import { loadFigure, withBenchPage } from './benchPage';
import type { Figure } from './run';
import { quantile } from './stats';
import { longTasksSince, RECORD_LONG_TASKS } from './longTasks';

export const name =
  'Dashboards in headless Chromium (goals: dragging a view on a 30-view DashCanvas has no long task over ' +
  '50 ms; a saved 12-view DashContainer renders in 300 ms or less)';

const RUNS = 3;

/** A page that records every long task from its first script on. */
async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
  await page.addInitScript(RECORD_LONG_TASKS);
  await page.goto(url);
  await page.waitForFunction('window.dashBench !== undefined', undefined, { timeout: 60_000 });
  return page;
}

interface DragResult {
  moves: number;
  dragMs: number;
  longest: number;
  longCount: number;
  moved: boolean;
}

/**
 * Drags the first view by its header down and across the canvas in small pointer moves, as a hand would, and
 * reads the long tasks of the drag (from press to release and the frames after it).
 */
async function measureDrag(browser: Browser, url: string): Promise<DragResult> {
  const page = await openPage(browser, `${url}?scenario=canvas`);
  try {
    const header = page.locator('.tb-dash-view__header').first();
    const start = await header.boundingBox();
    if (!start) throw new Error('no view header');
    const before = await page.locator('.react-grid-item').first().getAttribute('style');
    const x = start.x + start.width / 2;
    const y = start.y + start.height / 2;
    const from = (await page.evaluate('performance.now()')) as number;
    await page.mouse.move(x, y);
    await page.mouse.down();
    const moves = 40;
    for (let i = 1; i <= moves; i++) {
      await page.mouse.move(x + i * 12, y + i * 10);
      await page.evaluate('new Promise((ok) => requestAnimationFrame(() => ok()))');
    }
    await page.mouse.up();
    await page.evaluate(
      'new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok())))',
    );
    const to = (await page.evaluate('performance.now()')) as number;
    const after = await page.locator('.react-grid-item').first().getAttribute('style');
    const tasks = await longTasksSince(page, from);
    return {
      moves,
      dragMs: to - from,
      longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
      longCount: tasks.length,
      moved: before !== after,
    };
  } finally {
    await page.close();
  }
}

/** Time from creating the model (reading the saved state) to all 12 tabs and the visible views painted. */
async function measureRestore(browser: Browser, url: string): Promise<{ renderMs: number; views: number }> {
  const page = await openPage(browser, `${url}?scenario=container`);
  try {
    return (await page.evaluate('window.dashBench')) as { renderMs: number; views: number };
  } finally {
    await page.close();
  }
}

export async function run(): Promise<Figure[]> {
  return withBenchPage('dashPage', async (browser, url) => {
    const drags: DragResult[] = [];
    const restores: { renderMs: number; views: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      drags.push(await measureDrag(browser, url));
      restores.push(await measureRestore(browser, url));
    }
    if (!drags.every((d) => d.moved))
      throw new Error('The dragged view did not move: the drag measured nothing.');
    const median = (values: number[]) => quantile(values, 0.5);
    return [
      loadFigure(),
      { label: 'canvas: views', value: 30, unit: 'views' },
      {
        label: `canvas drag (${drags[0]?.moves} moves): longest task, p50 of ${RUNS}`,
        value: median(drags.map((d) => d.longest)),
        unit: 'ms',
      },
      {
        label: 'canvas drag: longest task, worst run',
        value: Math.max(...drags.map((d) => d.longest)),
        unit: 'ms',
      },
      {
        label: 'canvas drag: long tasks (> 50 ms), p50',
        value: median(drags.map((d) => d.longCount)),
        unit: '',
      },
      {
        label: 'canvas drag: wall time per move, with driver round trips, p50',
        value: median(drags.map((d) => d.dragMs / d.moves)),
        unit: 'ms',
      },
      { label: 'container: views restored from saved state', value: restores[0]?.views ?? 0, unit: 'views' },
      {
        label: `container restore: render time, p50 of ${RUNS}`,
        value: median(restores.map((r) => r.renderMs)),
        unit: 'ms',
      },
      {
        label: 'container restore: render time, worst run',
        value: Math.max(...restores.map((r) => r.renderMs)),
        unit: 'ms',
      },
    ];
  });
}
