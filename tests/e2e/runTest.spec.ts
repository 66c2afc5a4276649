import { expect, test } from '@playwright/test';
import { ALL_DEMOS } from '../../src/shell/catalog/catalog';
import { storyTitles } from '../storybook/storyTitles';
import { login } from './login';
import { expectDemoReachable } from './reachable';

const built = new Set(storyTitles());
const demos = ALL_DEMOS.filter((d) => built.has(d.storyTitle));

test('the catalog has built demos to walk', () => {
  expect(demos.length).toBeGreaterThan(30);
});

/** The start of the message of the dashboards' Error Example view, which fails on purpose. */
const DELIBERATE_ERROR = 'This view failed while rendering.';

// The smallest window the showcase supports: every demo must be reachable whole there.
test.use({ viewport: { width: 1000, height: 700 } });

// Every built demo, against the real server, in the smallest supported window: it renders without crashing, it
// fits or the stage scrolls to all of it, and its story's own play passes when run from the demo wrapper's Run
// test button.
for (const demo of demos) {
  test(`${demo.path}: renders cleanly, can be reached whole at 1000×700 and passes its own play (Run test)`, async ({
    page,
  }) => {
    // A play walks a whole demo, waiting up to 10 s per step on a busy machine.
    test.setTimeout(240_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(`${e.name}: ${e.message}`));
    await login(page, 'demo', 'demo', demo.path);
    await expect(page.getByRole('heading', { level: 1, name: demo.title, exact: true })).toBeVisible();
    const stage = page.getByTestId('demo-stage');
    await expect(stage.locator('.tb-story-frame > *').first()).toBeVisible();
    await expect(page.getByTestId('demo-crashed')).toHaveCount(0);
    // The dashboards' Error Example view fails on purpose, to show that its error stays inside it.
    await expect(stage.locator('.tb-error-message').filter({ hasNotText: DELIBERATE_ERROR })).toHaveCount(0);
    await expectDemoReachable(page);
    // The plays are written for a desktop window: at 1000 px some toolbars fold their items into a menu.
    await page.setViewportSize({ width: 1400, height: 900 });

    // Every demo's play runs against the live server: none opts out (parameters.app.skipRunTest).
    await expect(page.getByText(/^Not run here: /)).toHaveCount(0);
    await page.getByRole('button', { name: 'Run test' }).click();
    const summary = page.getByTestId('test-summary');
    await expect(summary).toHaveText(/^Test (passed|failed)/, { timeout: 230_000 });
    const results = await page.getByRole('region', { name: 'Test results' }).innerText();
    expect(results, results).toMatch(/^Test passed/);
    await expect(page.getByTestId('demo-crashed')).toHaveCount(0);
    expect(pageErrors.filter((e) => !e.includes(DELIBERATE_ERROR))).toEqual([]);
  });
}
