// Hooks of the story tests (test-storybook): besides the play and the axe check, a story fails on anything the
// page reports going wrong while it is shown: an uncaught error or rejection, or a request, script, style or
// worker the server's Content-Security-Policy refused (scripts/test-stories.mjs runs them against the real
// server, so its headers apply). A story of the kit's own catalog (titled Kit/…) also fails when, in any
// sizing mode, a control is cut off by its container or overlaps another.
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import type { SizingMode } from '@toolbox/kit/theme';
import { layoutProblems, type MeasuredControl } from './layoutProblems';
import { CONTROL_SELECTOR, measureControls } from './measureControls';

/** What went wrong on a page since its last story was checked. */
const problemsOf = new WeakMap<Page, string[]>();

/** Listens to a page's errors once; the page itself records CSP violations (see prepare). */
function watch(page: Page): string[] {
  let problems = problemsOf.get(page);
  if (!problems) {
    const list: string[] = [];
    page.on('pageerror', (err) => list.push(`Uncaught ${err.name}: ${err.message}`));
    problemsOf.set(page, list);
    problems = list;
  }
  return problems;
}

declare global {
  interface Window {
    /** CSP violations seen by the page since the last story was checked (see prepare). */
    __tbCspViolations?: string[];
  }
}

/** Every sizing mode, the one a story opens in (standard) first. */
const SIZING_MODES: readonly SizingMode[] = ['standard', 'large', 'compact', 'tiny'];

/** Frames to wait at most for a new sizing mode to be laid out (a grid lays its rows out again in a frame). */
const MAX_FRAMES = 12;

/** The page's controls once two measures a frame apart agree: the new mode is laid out. */
async function settledControls(page: Page): Promise<MeasuredControl[]> {
  let last = '';
  let controls: MeasuredControl[] = [];
  for (let frame = 0; frame < MAX_FRAMES; frame++) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    controls = await page.evaluate(measureControls, CONTROL_SELECTOR);
    const now = JSON.stringify(controls);
    if (now === last) break;
    last = now;
  }
  return controls;
}

/** Shows the story in each sizing mode and says what is cut off or overlaps; leaves the mode it found. */
async function sizingProblems(page: Page): Promise<string[]> {
  const setMode = (mode: string) =>
    page.evaluate((m) => {
      if (!window.__tbSetSizingMode) throw new Error('preview.tsx no longer offers window.__tbSetSizingMode');
      window.__tbSetSizingMode(m as SizingMode);
    }, mode);
  const found: string[] = [];
  const start = await page.evaluate(() => document.documentElement.dataset.sizing ?? 'standard');
  try {
    for (const mode of SIZING_MODES) {
      await setMode(mode);
      for (const problem of layoutProblems(await settledControls(page))) found.push(`${mode}: ${problem}`);
    }
  } finally {
    await setMode(start);
  }
  return found;
}

const config: TestRunnerConfig = {
  // The test runner's own prepare (open iframe.html once loaded), after a listener for CSP violations is in
  // place before any of the page's scripts run.
  async prepare({ page }) {
    watch(page);
    await page.addInitScript(() => {
      window.__tbCspViolations = [];
      window.addEventListener(
        'securitypolicyviolation',
        (e) =>
          window.__tbCspViolations?.push(
            `CSP refused ${e.blockedURI || 'inline code'} (${e.effectiveDirective})` +
              (e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : ''),
          ),
        true,
      );
    });
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
  },

  async postVisit(page, context) {
    const sizing = context.title.startsWith('Kit/') ? await sizingProblems(page) : [];
    const problems = watch(page);
    const violations = await page.evaluate(() => window.__tbCspViolations?.splice(0) ?? []);
    const found = [...problems.splice(0), ...violations];
    if (found.length)
      throw new Error(`The page reported problems while showing the story:\n${found.join('\n')}`);
    if (sizing.length)
      throw new Error(
        `In a sizing mode, controls are cut off or overlap:\n${sizing.slice(0, 20).join('\n')}`,
      );
  },
};
export default config;
