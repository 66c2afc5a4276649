import { expect, type Page } from '@playwright/test';

/** Opens an example app at its path and signs in on its own form (an example app is a page of its own). */
export async function openExampleApp(page: Page, path: string, title: string, user = 'demo'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(user);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Signs out from an example app's user menu; its sign-in form shows again. */
export async function logoutOfExampleApp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}
