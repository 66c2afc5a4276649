/**
 * Profiles the editing bench's actions (bench/editingPage, driven as editing.bench.ts drives it): for each action
 * asked for, a CPU profile and a trace of that action alone, to open in Chromium DevTools (Performance panel).
 *
 *   BENCH_NO_MINIFY=1 node --import tsx bench/editingProfile.ts [add10k] [commit] [editCell]
 *
 * Writes <action>.cpuprofile and <action>.trace.json to PROFILE_DIR (default the system's temporary folder) and
 * prints each action's timing. Not a bench: the profiler slows the page down, so read proportions, not times.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { withBenchPage } from './benchPage';

type Action = 'add10k' | 'commit' | 'editCell';
const ACTIONS: readonly Action[] = ['add10k', 'commit', 'editCell'];

const asked = process.argv.slice(2).filter((a): a is Action => (ACTIONS as readonly string[]).includes(a));
const wanted = new Set<Action>(asked.length ? asked : ACTIONS);
const dir = process.env.PROFILE_DIR ?? tmpdir();
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  ...(process.env.INVALIDATIONS === '1'
    ? ['disabled-by-default-devtools.timeline.invalidationTracking']
    : []),
  'v8',
  'disabled-by-default-v8.gc',
];

/** Arms the page's timer, does the action (profiled and traced when wanted) and prints its timing. */
async function step(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  action: Action,
  event: 'click' | 'keydown',
  act: () => Promise<void>,
): Promise<void> {
  await page.evaluate(`window.editBench.arm(${JSON.stringify(action)}, ${JSON.stringify(event)})`);
  const on = wanted.has(action);
  if (on) {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await act();
  await page.waitForFunction(`window.editBench.results[${JSON.stringify(action)}] !== undefined`, undefined, {
    timeout: 60_000,
  });
  const timing = (await page.evaluate(`window.editBench.results[${JSON.stringify(action)}]`)) as object;
  if (on) {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: object };
    writeFileSync(path.join(dir, `${action}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(path.join(dir, `${action}.trace.json`), await browser.stopTracing());
  }
  console.log(
    action,
    JSON.stringify(timing),
    on ? `-> ${path.join(dir, action)}.{cpuprofile,trace.json}` : '',
  );
}

await withBenchPage('editingPage', async (browser, url) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction('window.editBench?.ready === true', undefined, { timeout: 60_000 });
  await step(browser, page, cdp, 'add10k', 'click', () =>
    page.getByRole('button', { name: 'Add 10k' }).click(),
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Commit All' }).click();
  const confirm = page.getByRole('dialog', { name: 'Commit?' });
  await confirm.getByRole('button', { name: 'Commit' }).waitFor();
  await step(browser, page, cdp, 'commit', 'click', () =>
    confirm.getByRole('button', { name: 'Commit' }).click(),
  );
  await page.evaluate(`document.querySelector('.ag-grid-viewport').scrollTop = 0`);
  await page.locator('.ag-row[row-id="0"] [col-id="amount"]').dblclick();
  await page.locator('.ag-cell-inline-editing input').waitFor();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7');
  await step(browser, page, cdp, 'editCell', 'keydown', () => page.keyboard.press('Enter'));
});
