import { expect, test } from '@playwright/test';
import { login } from './login';

test('the PIN Pad works in the shell: a wrong PIN, then the sample PIN', async ({ page }) => {
  await login(page, 'demo', 'demo', '/app/other/pinPad');
  await expect(page).toHaveURL(/\/app\/other\/pinPad$/);
  const pad = page.getByRole('group', { name: 'PIN pad' });
  await expect(pad.getByText('Enter PIN...')).toBeVisible();
  for (const d of '11111') await pad.getByRole('button', { name: d, exact: true }).click();
  await expect(pad.getByRole('alert')).toHaveText(
    'PIN not recognized. Try again. Account will be locked after 4 attempts.',
  );
  await expect(pad.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(pad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await pad.focus();
  await page.keyboard.type('12345');
  await expect(pad.getByText('Access Granted.')).toBeVisible();
  await expect(pad.getByText(/^Welcome to 127\.0\.0\.1:\d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Secret plans' })).toBeVisible();
});

test('the demo wrapper describes the demo and links to its source and its story', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'demo', 'demo', '/app/other/clock');
  await expect(page.getByRole('heading', { level: 1, name: 'Clock' })).toBeVisible();
  // The description is the story's own (Other/Clock), not a stand-in.
  await expect(page.locator('.tb-demo-description p')).toHaveText(
    'Clock shows the current time in any IANA time zone, formatted with a date-fns pattern and re-rendered on ' +
      'its update interval. An unknown zone shows an error in its own tile while the others keep ticking.',
  );

  await page.getByRole('button', { name: 'Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Source' });
  // It opens on the demo's panel, then lists its model and the story (its test) after.
  const tabs = dialog.getByRole('tab');
  await expect(tabs.nth(0)).toHaveText('ClockPanel.tsx');
  await expect(tabs.nth(1)).toHaveText('ClockPanelModel.ts');
  await expect(tabs.nth(2)).toHaveText('Clock.stories.tsx');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('source-code')).toContainText('export function ClockPanel');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('export function ClockPanel');
  await dialog.getByRole('tab', { name: 'Clock.stories.tsx' }).click();
  await expect(dialog.getByTestId('source-code')).toContainText("title: 'Other/Clock'");
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const storybook = page.getByRole('link', { name: 'Open in Storybook' });
  await expect(storybook).toHaveAttribute('href', '/storybook/?path=/story/other-clock--default');
  const [sbPage] = await Promise.all([context.waitForEvent('page'), storybook.click()]);
  await sbPage.waitForLoadState();
  const preview = sbPage.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByText('Tokyo').first()).toBeVisible({ timeout: 30_000 });
  await sbPage.close();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/app\/other\/clock$/);
});

test("the Source dialog of a demo of many files keeps every file's tab inside it", async ({ page }) => {
  await login(page, 'demo', 'demo', '/app/layout/dashContainer');
  await page.getByRole('button', { name: 'Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Source' });
  const tabs = dialog.getByRole('tab');
  await expect(tabs.first()).toHaveText('DashContainerPanel.tsx');
  await expect.poll(() => tabs.count()).toBeGreaterThan(15);
  const box = await dialog.boundingBox();
  if (!box) throw new Error('no dialog box');
  // A long list wraps onto more rows instead of running off the dialog's edge.
  for (const tab of await tabs.all()) {
    const t = await tab.boundingBox();
    expect(t && t.x >= box.x && t.x + t.width <= box.x + box.width).toBe(true);
  }
});

test('ErrorMessage shows the managed error and clears it in the shell', async ({ page }) => {
  await login(page, 'demo', 'demo', '/app/other/errorMessage');
  await page.getByRole('button', { name: 'Simulate an Error' }).click();
  await expect(page.getByText('Something went wrong:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All systems normal' })).toHaveCount(0);
  // The rest of the app keeps working while the demo shows its error.
  await page.getByRole('link', { name: 'PIN Pad' }).click();
  await expect(page.getByRole('group', { name: 'PIN pad' })).toBeVisible();
  await page.goBack();
  // The tab kept the demo as it was left: still showing its error.
  await expect(page.getByText('Something went wrong:')).toBeVisible();
  await page.getByTestId('demo-stage').getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'All systems normal' })).toBeVisible();
  await expect(page.getByText('Something went wrong:')).toHaveCount(0);
});

test('the Clock keeps ticking beside the invalid zone', async ({ page }) => {
  await login(page, 'demo', 'demo', '/app/other/clock');
  await expect(page.getByText(/Invalid time zone/)).toBeVisible();
  // Tokyo's clock shows h:mm:ss a, updated every second: its text changes while the broken tile stays broken.
  const tokyo = page.getByRole('region', { name: 'Tokyo' });
  const time = /\d{1,2}:\d{2}:\d{2} [AP]M/;
  await expect(tokyo).toContainText(time);
  const first = (await tokyo.innerText()).match(time)?.[0];
  await expect
    .poll(async () => (await tokyo.innerText()).match(time)?.[0], { timeout: 5_000 })
    .not.toBe(first);
  await expect(page.getByText(/Invalid time zone/)).toBeVisible();
});

test("the top bar's Refresh reloads the visible demo: a new request, new random records", async ({
  page,
}) => {
  await login(page, 'demo', 'demo', '/app/grids/dataview');
  const cards = page.getByRole('grid', { name: 'Customers' });
  await expect(page.getByText('100 companies')).toBeVisible();
  const before = await cards.innerText();
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/customer');
  await page.getByRole('button', { name: 'Refresh data' }).click();
  await request;
  // 100 customers picked at random, each with a random value: the cards shown change.
  await expect.poll(() => cards.innerText()).not.toBe(before);
  await expect(page.getByText('100 companies')).toBeVisible();
});
