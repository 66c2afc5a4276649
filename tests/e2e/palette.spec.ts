import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diskModuleReader, extractDemoMeta } from '../../scripts/demoMeta';
import { login } from './login';

/** Words from the middle of a demo's description (as its story file has it), which its title does not hold. */
function descriptionWords(storyTitle: string, count: number): string {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return files(p);
      return name.endsWith('.stories.tsx') ? [p] : [];
    });
  for (const file of files(resolve(import.meta.dirname, '../../stories'))) {
    const meta = extractDemoMeta(readFileSync(file, 'utf8'), file, diskModuleReader());
    if (meta.title !== storyTitle || !meta.description) continue;
    const words = meta.description.split(/\s+/).filter((w) => /^[a-z]{3,}$/i.test(w));
    return words.slice(3, 3 + count).join(' ');
  }
  throw new Error(`No story file with the title ${storyTitle} and a description.`);
}

test('the demo palette opens with the keyboard, finds a demo by its description and goes there', async ({
  page,
}) => {
  await login(page, 'demo', 'demo', '/app/grids/standard');
  await expect(page.getByRole('heading', { level: 1, name: 'Standard' })).toBeVisible();

  // From inside an input of the demo: the shortcut works anywhere in /app.
  await page.getByRole('searchbox').first().click();
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Search demos' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();

  // Words only the PIN Pad's description has, not its title.
  await page.keyboard.type(descriptionWords('Other/PIN Pad', 3));
  const options = palette.getByRole('option');
  const pinPad = options.filter({ has: page.locator('.tb-palette__title', { hasText: /^PIN Pad$/ }) });
  await expect(pinPad).toHaveCount(1);
  await expect(pinPad.locator('mark')).not.toHaveCount(0);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Down the list to it with the arrow keys.
  const titles = await options.locator('.tb-palette__title').allTextContents();
  for (let i = 0; i < titles.indexOf('PIN Pad'); i++) await page.keyboard.press('ArrowDown');
  await expect(pinPad).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/app\/other\/pinPad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PIN Pad' })).toBeVisible();
  // The focus went to the demo's area (and the demo may take it on from there, as the PIN pad does).
  await expect
    .poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)))
    .toBe(true);
});

test('the palette moves with the arrow keys, and Escape closes it with the focus back on its button', async ({
  page,
}) => {
  await login(page);
  const button = page.getByRole('button', { name: 'Search demos' });
  await button.focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Search demos' });
  await page.keyboard.type('tree');
  const options = palette.getByRole('option');
  await expect(options.first()).toContainText('Tree');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(/\/app\/home$/);

  // Enter on the second match goes there.
  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('tree');
  await page.keyboard.press('ArrowDown');
  const second = (await options.nth(1).locator('.tb-palette__title').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
});
