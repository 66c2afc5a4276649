import type { Page } from 'playwright-core';

/** A long task (over 50 ms of the main thread) as the page's PerformanceObserver saw it. */
export interface LongTask {
  start: number;
  duration: number;
}

/**
 * The init script that records every long task from the page's first script on (buffered), with its start: add
 * it with `page.addInitScript` before `goto`. A string, so the bundler's helpers are not needed in the page.
 */
export const RECORD_LONG_TASKS = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** The long tasks the page has recorded that started at `from` (ms since navigation) or later. */
export async function longTasksSince(page: Page, from = 0): Promise<LongTask[]> {
  const tasks = (await page.evaluate('window.longTasks')) as LongTask[];
  return tasks.filter((t) => t.start >= from);
}
