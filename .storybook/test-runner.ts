// Hooks of the story tests (test-storybook): besides the play and the axe check, a story fails on anything the
// page reports going wrong while it is shown: an uncaught error or rejection, or a request, script, style or
// worker the server's Content-Security-Policy refused (scripts/test-stories.mjs runs them against the real
// server, so its headers apply); and on a control whose boundary or state is below 3:1 against what is around it,
// in the light theme or the dark (tests/storybook/controlContrast.ts: axe does not check it).
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
import {
  controlContrastScript,
  describeProblems,
  type ContrastProblem,
} from '../tests/storybook/controlContrast.ts';

/** The page script of the contrast check, made once. */
const CONTRAST_SCRIPT = controlContrastScript();

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
    const problems = watch(page);
    const violations = await page.evaluate(() => window.__tbCspViolations?.splice(0) ?? []);
    const found = [...problems.splice(0), ...violations];
    if (found.length)
      throw new Error(`The page reported problems while showing the story:\n${found.join('\n')}`);
    const contrast = describeProblems(await page.evaluate<ContrastProblem[]>(CONTRAST_SCRIPT));
    if (contrast.length)
      throw new Error(
        `${context.title} › ${context.name}: controls below the 3:1 non-text contrast (WCAG 2.1 SC 1.4.11):\n` +
          contrast.join('\n'),
      );
  },
};
export default config;
