import { expect, test } from '@playwright/test';
import { TABS } from '../../src/shell/catalog/catalog';
import { storyTitles } from '../storybook/storyTitles';
import { login } from './login';

test('an unauthenticated API call is refused with 401', async ({ request }) => {
  const res = await request.get('/api/environment');
  expect(res.status()).toBe(401);
  expect((await res.json()).message).toBe('Please log in.');
});

test("a demo's address opened signed out goes to the login page with no error in the console", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/app/grids/tree');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.waitForLoadState('networkidle');
  // Nothing the page asked for early (the demo's code, its first data) was refused.
  expect(errors).toEqual([]);
});

test('a wrong password gets a clear message and no session', async ({ page }) => {
  await page.goto('/app/home');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('demo logs in, is welcomed, sees a live websocket, and logs out', async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('img', { name: 'Websocket connected' })).toBeVisible();
  await page.getByRole('button', { name: 'App menu' }).click();
  const welcome = page.getByTestId('welcome-message');
  await expect(welcome).toContainText('Welcome, Demo User!');
  await expect(welcome).toContainText('Signed in as demo');
  // The demo user has no profile picture.
  await expect(page.getByRole('img', { name: /profile picture/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  // The session is gone on the server too.
  expect((await page.request.get('/api/auth/identity')).status()).toBe(401);
});

test('admin sees a profile picture', async ({ page }) => {
  await login(page, 'admin');
  const pic = page.getByRole('img', { name: "Admin User's profile picture" });
  await expect(pic).toBeVisible();
  await expect.poll(() => pic.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('every top-level tab is reachable, shows its first demo whole, and shift+h goes home', async ({
  page,
}) => {
  const built = storyTitles();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(`${e.name}: ${e.message}`));
  await login(page);
  for (const tab of TABS) {
    await page.goto(`/app/${tab.id}`);
    await expect(page).toHaveURL(new RegExp(`/app/${tab.id}(/|$)`));
    const first = tab.children?.[0];
    if (first) {
      await expect(page).toHaveURL(new RegExp(`/app/${tab.id}/${first.id}$`));
      await expect(page.getByRole('navigation', { name: `${tab.title} demos` })).toBeVisible();
    }
    const demo = first ?? tab.demo;
    if (!demo) throw new Error(`Tab ${tab.id} has no demo.`);
    if (built.includes(demo.storyTitle)) {
      // The demo itself, not a crash behind its error boundary.
      await expect(page.getByRole('heading', { level: 1, name: demo.title, exact: true })).toBeVisible();
      await expect(page.getByTestId('demo-stage').locator('.tb-story-frame > *').first()).toBeVisible();
      await expect(page.getByTestId('demo-crashed')).toHaveCount(0);
      await expect(page.getByTestId('demo-stage').locator('.tb-error-message')).toHaveCount(0);
    } else {
      await expect(page.getByRole('heading', { name: `${demo.title} is not built yet` })).toBeVisible();
    }
  }
  expect(pageErrors).toEqual([]);
  // Clicking a tab in the switcher works as well as a link.
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Other' }).click();
  await expect(page).toHaveURL(/\/app\/other\/appNotifications$/);
  await page.locator('body').press('Shift+H');
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('a tab keeps the demos left: going back to one shows it as it was left, at once', async ({ page }) => {
  await login(page, 'demo', 'demo', '/app/grids/standard');
  const trades = page.getByRole('region', { name: 'Trades' });
  await expect(trades.getByText('1,000 records')).toBeVisible();
  await trades.getByRole('searchbox', { name: 'Filter' }).fill('london');
  const count = trades.getByText(/^\d[\d,]* records?$/);
  await expect(count).not.toHaveText('1,000 records');
  const filtered = await count.innerText();

  const demos = page.getByRole('navigation', { name: 'Grids demos' });
  await demos.getByRole('link', { name: 'Tree', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tree', exact: true })).toBeVisible();
  await expect(trades).toBeHidden();
  let requests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) requests++;
  });
  await demos.getByRole('link', { name: 'Standard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Standard', exact: true })).toBeVisible();
  await expect(trades.getByRole('searchbox', { name: 'Filter' })).toHaveValue('london');
  await expect(count).toHaveText(filtered);
  // Its data was kept too: nothing was fetched again.
  expect(requests).toBe(0);
});

test('a demo opened from its sub-tab asks for its data once: its load takes what the click asked for', async ({
  page,
}) => {
  await login(page, 'demo', 'demo', '/app/grids/standard');
  await expect(page.getByRole('region', { name: 'Trades' }).getByText('1,000 records')).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/portfolio/')) asked.push(url.pathname + url.search);
  });
  await page
    .getByRole('navigation', { name: 'Grids demos' })
    .getByRole('link', { name: 'Tree', exact: true })
    .click();
  // The demo's first load took the answer its click asked for (the story's parameters.app.prefetch).
  await expect(page.getByText('4 regions')).toBeVisible();
  expect(asked).toEqual(['/api/portfolio/positions?dims=region%2Csector']);
});

test('a demo opened from its sub-tab asks for the data of its own address, not of the page it leaves', async ({
  page,
}) => {
  // Tree w/CheckBox groups by sector here; Tree, opened from its link, groups by its default (region, sector).
  await login(page, 'demo', 'demo', '/app/grids/treeWithCheckBox?dims=sector');
  await expect(page.getByText('7 sectors')).toBeVisible();
  const tree = page
    .getByRole('navigation', { name: 'Grids demos' })
    .getByRole('link', { name: 'Tree', exact: true });
  // The pointer on the link loads Tree's code first, as a user's hover does, so the click asks for its data at once.
  await tree.hover();
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/portfolio/')) asked.push(url.pathname + url.search);
  });
  await tree.click();
  await expect(page.getByText('4 regions')).toBeVisible();
  expect(asked).toEqual(['/api/portfolio/positions?dims=region%2Csector']);
});

test("a demo's page shows its title and description while its code loads, and asks for its data once", async ({
  page,
}) => {
  await login(page);
  // The grid library is held back, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/ag-grid-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/trade') asked.push(url.pathname);
  });
  await page.goto('/app/grids/standard');
  await expect(page.getByRole('heading', { name: 'Standard', level: 1 })).toBeVisible();
  await expect(page.getByText(/^The everyday data grid: 1,000 trades/)).toBeVisible();
  await expect(page.getByTestId('demo-stage')).toContainText('Loading Standard…');
  await expect(page.getByRole('button', { name: 'Source' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Run test' })).toBeDisabled();
  release();
  await expect(page.getByRole('region', { name: 'Trades' }).getByText('1,000 records')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Source' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Run test' })).toBeEnabled();
  // Its first data was asked for as its code came (the story's parameters.app.prefetch), and the grid took it.
  expect(asked).toEqual(['/api/trade']);
});

test('a narrow window moves tabs into the overflow menu', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await login(page);
  await page.getByRole('button', { name: 'More tabs' }).click();
  await page.getByRole('toolbar', { name: 'More tabs' }).getByRole('link', { name: 'Examples' }).click();
  await expect(page).toHaveURL(/\/app\/examples$/);
});

test('unknown API paths answer a JSON 404', async ({ page }) => {
  await login(page);
  const res = await page.request.get('/api/no-such-thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404 });
});

test('correlation ids are echoed', async ({ page }) => {
  await login(page);
  const res = await page.request.get('/api/environment', { headers: { 'X-Correlation-ID': 'e2e-123' } });
  expect(res.headers()['x-correlation-id']).toBe('e2e-123');
});
