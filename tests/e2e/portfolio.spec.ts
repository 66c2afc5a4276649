import { expect, test } from '@playwright/test';
import { login } from './login';
import { openExampleApp } from './examplesLogin';

test('Examples tab: Portfolio by default, in a frame at the site origin plus /portfolio, signed in', async ({
  page,
  baseURL,
}) => {
  await login(page, 'demo', 'demo', '/app/examples');
  await expect(page.getByRole('button', { name: /^Portfolio/ })).toHaveAttribute('aria-current', 'true');
  const frame = page.locator('iframe[title="Portfolio example app"]');
  await expect(frame).toHaveAttribute('src', `${baseURL}/portfolio`);
  // The app in the frame shares the session: no second sign-in.
  const app = page.frameLocator('iframe[title="Portfolio example app"]');
  // The frame loads the whole app (its own page and bundle) before the positions: allow for a busy machine.
  await expect(app.getByRole('grid', { name: 'Positions' }).locator('.ag-row').first()).toBeVisible({
    timeout: 30_000,
  });
});

test('Portfolio at its own path: sign-in, positions, then live re-pricing that flashes cells', async ({
  page,
}) => {
  await openExampleApp(page, '/portfolio', 'Portfolio');
  const grid = page.getByRole('grid', { name: 'Positions' });
  await expect(grid.locator('.ag-row-selected')).toHaveCount(1);
  const selected = await grid.locator('.ag-row-selected').first().getAttribute('row-id');
  const orders = page.getByRole('grid', { name: 'Orders' });
  await expect(orders.locator('.ag-row').first()).toBeVisible();
  // The newest orders (first) are from the last trading day before today, as the prices move today.
  const newest = await orders.locator('.ag-row[row-index="0"] [col-id="time"]').textContent();
  const [, y, m, d] = (newest?.match(/^(\d{4})-(\d\d)-(\d\d)/) ?? []).map(Number);
  const daysAgo = (Date.now() - new Date(y ?? 0, (m ?? 1) - 1, d).getTime()) / 86_400_000;
  expect(daysAgo).toBeGreaterThan(0);
  expect(daysAgo).toBeLessThan(6);
  // The server re-prices every few seconds while the grouping is watched.
  await expect(page.getByRole('status', { name: 'Live prices' })).toContainText('Re-priced live', {
    timeout: 15_000,
  });
  await expect(grid.locator('.tb-grid-cell--up, .tb-grid-cell--down').first()).toBeAttached();
  await expect(grid.locator('.ag-row-selected').first()).toHaveAttribute('row-id', selected ?? '');
});

test('the source viewer of an example app lists its files', async ({ page }) => {
  await login(page);
  await page.goto('/app/source/portfolio');
  await expect(page.getByRole('heading', { name: 'Source of the portfolio example app' })).toBeVisible();
  await page.getByRole('button', { name: 'portfolio/PortfolioModel.ts' }).click();
  await expect(page.getByTestId('source-code')).toContainText('class PortfolioModel');
});
