// Hooks of the story tests (test-storybook): besides the play and the axe check, a story fails on anything the
// page reports going wrong while it is shown: an uncaught error or rejection, or a request, script, style or
// worker the server's Content-Security-Policy refused (scripts/test-stories.mjs runs them against the real
// server, so its headers apply).
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';

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

  async postVisit(page) {
    const problems = watch(page);
    const violations = await page.evaluate(() => window.__tbCspViolations?.splice(0) ?? []);
    const found = [...problems.splice(0), ...violations];
    if (found.length)
      throw new Error(`The page reported problems while showing the story:\n${found.join('\n')}`);
  },
};
export default config;
