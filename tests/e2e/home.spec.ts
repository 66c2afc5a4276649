import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFakeGithub } from '../../server/fakeGithub';
import { startTestApp } from '../../server/testing';
import { login } from './login';

const DEFAULT_TABS = ['Welcome', 'Commits', 'About', 'Roadmap'];

const dashboard = (page: Page) => page.getByRole('group', { name: 'Home dashboard' });
const tabNames = (page: Page) =>
  dashboard(page)
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('aria-label')));
const view = (page: Page, id: string) => dashboard(page).locator(`[data-view-id="${id}"]`);
/** Group labels in display order: AG Grid appends a row added later at the end of the DOM, wherever it shows. */
const groupLabels = (page: Page, id: string) =>
  view(page, id)
    .locator('[role="row"][row-index]')
    .evaluateAll((rows) => {
      const labels = new Map<number, string>();
      for (const row of rows) {
        const label = row.querySelector('.tb-grid-group__label')?.textContent;
        if (label != null) labels.set(Number(row.getAttribute('row-index')), label);
      }
      return [...labels].sort(([a], [b]) => a - b).map(([, label]) => label);
    });

/** Whether a row is drawn at the top of a grid's viewport: the rows of its scroll position are. */
const rowAtTop = (viewport: Element) => {
  const edge = viewport.getBoundingClientRect().top + 1;
  return [...viewport.querySelectorAll('[role="row"][row-index]')].some((row) => {
    const { top, bottom } = row.getBoundingClientRect();
    return top <= edge && bottom > edge;
  });
};

/**
 * Every group label of a headerless grid (the Roadmap's cards), as a user sees them scrolling it from top to
 * bottom: AG Grid draws only the rows near its viewport. The grid is scrolled back to its top after.
 */
async function allGroupLabels(page: Page, id: string): Promise<string[]> {
  const viewport = view(page, id).locator('.ag-grid-viewport');
  const { scrollHeight, clientHeight } = await viewport.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  const bottom = scrollHeight - clientHeight;
  const seen = new Map<string, number>();
  const tops = [];
  for (let top = 0; top < bottom; top += clientHeight) tops.push(top);
  for (const top of [...tops, bottom, 0]) {
    await viewport.evaluate((el, t) => (el.scrollTop = t), top);
    await expect.poll(() => viewport.evaluate(rowAtTop)).toBe(true);
    const labels = await viewport.locator('[role="row"][row-index]').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const label = row.querySelector('.tb-grid-group__label')?.textContent;
        return label == null ? [] : [[label, Number(row.getAttribute('row-index'))] as const];
      }),
    );
    for (const [label, index] of labels) seen.set(label, index);
  }
  return [...seen].sort(([, a], [, b]) => a - b).map(([label]) => label);
}

async function restoreDefaultLayout(page: Page, viewTitle: string): Promise<void> {
  await dashboard(page)
    .getByRole('button', { name: `${viewTitle} menu` })
    .click();
  await page.getByRole('menuitem', { name: 'Restore Default Layout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore default layout?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Home layout restored.')).toBeVisible();
  await expect.poll(() => tabNames(page)).toEqual(DEFAULT_TABS);
}

test('Home shows its four widgets, keeps the layout across reloads and restores the default', async ({
  page,
}) => {
  await login(page);
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect.poll(() => tabNames(page)).toEqual(DEFAULT_TABS);

  await expect(view(page, 'welcome').getByRole('heading', { name: 'Welcome, Demo User!' })).toBeVisible();
  await expect
    .poll(async () => (await groupLabels(page, 'commits')).slice(0, 2))
    .toEqual(['Today', 'Yesterday']);
  const appRow = view(page, 'about').getByRole('rowheader', { name: 'App', exact: true }).locator('..');
  await expect(appRow).toHaveText('AppToolbox (toolbox)');

  const roadmap = view(page, 'roadmap');
  await expect(roadmap.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  // Polled: rows of the data replaced fade out for a moment after new ones show.
  await expect
    .poll(() => allGroupLabels(page, 'roadmap'))
    .toEqual(['v4.13 · In Progress', 'v5.0 · Next Major', 'Later']);
  await roadmap.getByRole('radio', { name: 'Released' }).click();
  await expect
    .poll(() => allGroupLabels(page, 'roadmap'))
    .toEqual(['v4.12 · Live Home', 'v4.11 · Dashboards', 'v4.10 · Grids and Data']);

  // The left column starts 850 px wide (SPEC §2.3): the Welcome view's width, give or take the gap.
  const welcomeBox = await view(page, 'welcome').boundingBox();
  expect(Math.abs((welcomeBox?.width ?? 0) - 850)).toBeLessThan(12);

  await dashboard(page).getByRole('tab', { name: 'Roadmap' }).getByTitle('Remove Roadmap (Delete)').click();
  await expect.poll(() => tabNames(page)).toEqual(['Welcome', 'Commits', 'About']);
  await page.reload();
  await expect(dashboard(page)).toBeVisible();
  await expect.poll(() => tabNames(page)).toEqual(['Welcome', 'Commits', 'About']);
  expect(await page.evaluate(() => localStorage.getItem('homeDashboard'))).toContain('"commits"');

  await restoreDefaultLayout(page, 'About');
  await page.reload();
  await expect.poll(() => tabNames(page)).toEqual(DEFAULT_TABS);
});

test("Home asks for each grid widget's data once: the request started with its code is the one it shows", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await login(page);
  await expect(view(page, 'commits').getByText(/^[\d,]+ commits$/)).toBeVisible();
  await expect(view(page, 'roadmap').getByText(/^[\d,]+ projects$/)).toBeVisible();
  expect(asked.filter((p) => p === '/api/gitHub/allCommits')).toHaveLength(1);
  expect(asked.filter((p) => p === '/api/roadmap/data')).toHaveLength(1);
});

test("the top bar's Refresh reloads every widget of Home", async ({ page }) => {
  await login(page);
  await expect.poll(() => tabNames(page)).toEqual(DEFAULT_TABS);
  await expect(view(page, 'commits').getByText(/^[\d,]+ commits$/)).toBeVisible();
  await expect(view(page, 'roadmap').getByText(/^[\d,]+ projects$/)).toBeVisible();
  const asked = new Set<string>();
  page.on('request', (r) => asked.add(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Refresh data' }).click();
  await expect
    .poll(() => [...asked].filter((p) => p.startsWith('/api/')).sort())
    .toEqual(
      expect.arrayContaining([
        '/api/auth/identity',
        '/api/environment',
        '/api/gitHub/allCommits',
        '/api/roadmap/data',
      ]),
    );
});

test('Send Feedback stores the message on the server and thanks the user', async ({ page }) => {
  await login(page);
  const about = view(page, 'about');
  await about.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('Sent from the end-to-end test.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ ok: true, id: expect.any(Number) });
  await expect(
    page.getByText('Thank you for your feedback - it has been sent to the Toolbox team.'),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a commit polled from GitHub is stored, pushed, reloaded into the grid and toasted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fake = await startFakeGithub('e2e-token');
  fake.addCommit('acme/widgets', {
    messageHeadline: 'First widget',
    committedDate: new Date(Date.now() - 60 * 60_000),
  });
  const server = await startTestApp({
    githubToken: 'e2e-token',
    githubApiUrl: fake.url,
    githubRepos: [{ owner: 'acme', name: 'widgets' }],
    githubPollIntervalS: 1,
    staticDir: path.resolve('dist/app'),
    loginRateLimit: 1000,
  });
  try {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await login(page, 'demo', 'demo', `http://127.0.0.1:${port}/app/home`);
    const commits = view(page, 'commits');
    await expect(commits.getByText('First widget')).toBeVisible();
    await expect(commits.getByText('1 commit')).toBeVisible();

    fake.addCommit('acme/widgets', {
      messageHeadline: 'Widgets: live from GitHub',
      committedDate: new Date(),
    });
    await expect(page.getByText('New Toolbox commit detected!')).toBeVisible({ timeout: 20_000 });
    await expect(commits.getByText('Widgets: live from GitHub')).toBeVisible();
    await expect(commits.getByText('2 commits')).toBeVisible();
    await expect.poll(async () => (await groupLabels(page, 'commits'))[0]).toBe('Today');
  } finally {
    await server.close();
    await fake.close();
  }
});
