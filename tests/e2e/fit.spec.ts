import { expect, test, type Page, type Request } from '@playwright/test';
import { ALL_DEMOS, EXAMPLES } from '../../src/shell/catalog/catalog';
import { storyTitles } from '../storybook/storyTitles';
import { measureFit } from './fit';
import { judgeFit, type FitReport } from './fitJudge';
import { login } from './login';

const WIDTH = 1000;
const HEIGHT = 700;
const built = new Set(storyTitles());

interface Route {
  path: string;
  /** Where its controls are: the demo's stage in the shell, the whole page for an example app. */
  scope: string;
  /** Resolves once the page shows what it is about to show. */
  shown: (page: Page) => Promise<void>;
}

const STAGE = '[data-testid=demo-stage]';

const routes: Route[] = [
  ...ALL_DEMOS.filter((d) => built.has(d.storyTitle)).map((demo): Route => ({
    path: demo.path,
    scope: STAGE,
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: demo.title, exact: true })).toBeVisible();
      await expect(page.locator(`${STAGE} .tb-story-frame > *`).filter({ visible: true })).not.toHaveCount(0);
    },
  })),
  ...EXAMPLES.map((example): Route => ({
    path: example.path,
    scope: 'body',
    shown: (page) => expect(page.getByRole('button', { name: 'User menu' })).toBeVisible(),
  })),
];

/**
 * A route's report once it has settled: no request is left unanswered (its code, its data), and the page agrees
 * with itself (see measureFit). A request started while it was measured asks for another look.
 */
async function settledFit(page: Page, route: Route, inFlight: Set<Request>): Promise<FitReport> {
  for (let tries = 0; ; tries++) {
    await expect.poll(() => [...inFlight].map((r) => r.url()), { timeout: 15_000 }).toEqual([]);
    const measure = await measureFit(page, route.scope);
    if (inFlight.size === 0 || tries === 3) return judgeFit(measure);
  }
}

// The smallest window the showcase supports: every control of every page can be seen whole there, or scrolled
// to, or sits in a menu that opens from a button that can.
test.use({ viewport: { width: WIDTH, height: HEIGHT } });

test(`every control of every route can be reached whole at ${WIDTH}×${HEIGHT}`, async ({ page }) => {
  // About a minute on a quiet machine; twice that and more on a busy one.
  test.setTimeout(300_000);
  // The admin sees every page, the File Manager included.
  await login(page, 'admin');
  // Requests not answered yet: a page has loaded once none is left (its code, its data). An answer counts from
  // its headers: a busy page may read a body a while later, and its mask covers that time.
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('response', (r) => inFlight.delete(r.request()));
  page.on('requestfailed', (r) => inFlight.delete(r));

  const found: string[] = [];
  const failures: string[] = [];
  let controls = 0;
  for (const route of routes) {
    if (route.scope === STAGE) {
      // Within the shell as a click on a tab goes there: the app loads once.
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
    } else {
      await page.goto(route.path);
    }
    await route.shown(page);
    const report = await settledFit(page, route, inFlight);
    controls += report.checked;
    found.push(`${route.path}: ${report.checked} controls`);
    for (const m of report.misfits) failures.push(`${route.path}: ${m.control} clipped by ${m.by}`);
  }
  console.log(
    [
      `fit at ${WIDTH}×${HEIGHT}: ${routes.length} routes, ${controls} controls checked`,
      ...found.map((line) => `  ${line}`),
      ...failures,
    ].join('\n'),
  );
  expect(routes.length).toBeGreaterThan(50);
  expect(failures).toEqual([]);
});
