import { expect, type Page } from '@playwright/test';

export async function login(page: Page, user = 'demo', password = user, path = '/app/home'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Toolbox' })).toBeVisible();
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
}
