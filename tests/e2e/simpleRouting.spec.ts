import { expect, test, type Page } from '@playwright/test';
import { login } from './login';

const BASE = '/app/other/simpleRouting';

/** The row of a trade by id in the Simple Routing grid (AG Grid keys rows by the record id). */
function tradeRow(page: Page, id: number) {
  return page.getByRole('grid', { name: 'Trades' }).locator(`[role="row"][row-id="${id}"]`).first();
}

test('Simple Routing: a route with a record id selects that trade', async ({ page }) => {
  await login(page, 'demo', 'demo', `${BASE}/5`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/5$`));
  await expect(tradeRow(page, 5)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Current route' })).toContainText(`${BASE}/5`);
  await expect(page.getByRole('status', { name: 'Route id' })).toHaveText(
    'default.other.simpleRouting.recordId',
  );
});

test('Simple Routing: an unknown record id toasts and goes to the base route', async ({ page }) => {
  await login(page);
  await page.goto(`${BASE}/999999`);
  await expect(page.getByText('Record 999999 not found.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  await expect(page.getByRole('status', { name: 'Route id' })).toHaveText('default.other.simpleRouting');
  await expect(page.getByRole('grid', { name: 'Trades' }).locator('[aria-selected="true"]')).toHaveCount(0);
  // The bad route was replaced, not kept: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('Simple Routing: selecting rows updates the URL, clearing goes to the base route', async ({ page }) => {
  await login(page, 'demo', 'demo', BASE);
  await expect(tradeRow(page, 3)).toBeVisible();
  const historyLength = await page.evaluate(() => window.history.length);

  await tradeRow(page, 3).getByText('3', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/3$`));
  await expect(tradeRow(page, 3)).toHaveAttribute('aria-selected', 'true');

  await tradeRow(page, 7).getByText('7', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/7$`));
  await expect(tradeRow(page, 3)).toHaveAttribute('aria-selected', 'false');
  // Each move replaced the history entry.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  await page.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  await expect(tradeRow(page, 7)).toHaveAttribute('aria-selected', 'false');

  // Opening a route names a record far down the list: it is selected and scrolled into view.
  await page.goto(`${BASE}/640`);
  await expect(tradeRow(page, 640)).toHaveAttribute('aria-selected', 'true');
  await expect(tradeRow(page, 640)).toBeInViewport();
});
