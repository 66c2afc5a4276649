import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import { logoutOfExampleApp, openExampleApp } from './examplesLogin';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A server of its own on a free port and the given DATA_DIR, serving the built app; resolves with its URL. */
function startServer(dataDir: string): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: proc.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const match = /Toolbox is ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(line);
      if (match?.[1]) resolve({ url: match[1], proc });
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
}

function stopServer(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

/** The row of a task by its description in the TODO grid. */
const taskRow = (page: Page, description: string) =>
  page.getByRole('grid', { name: 'Tasks' }).locator('.ag-row').filter({ hasText: description });

async function addTask(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add task' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(taskRow(page, description)).toBeVisible();
}

/** The favourite button of a person in the Contact app's details, once selected by a search. */
async function showContact(page: Page, name: string) {
  await page.getByPlaceholder('Search people...').fill(name);
  await page
    .getByRole('grid', { name: 'Contacts' })
    .locator('[col-id="name"]', { hasText: name })
    .first()
    .click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { level: 3 })).toHaveText(name);
  return details;
}

test.describe.configure({ mode: 'serial' });

test('TODO and Contact: each user keeps their own tasks, favourites and tags across logout and login', async ({
  page,
}) => {
  await openExampleApp(page, '/todo', 'TODO');
  await addTask(page, 'Only demo sees this');
  await logoutOfExampleApp(page);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(taskRow(page, 'Call the compliance desk about the audit')).toBeVisible();
  await expect(taskRow(page, 'Only demo sees this')).toHaveCount(0);
  await logoutOfExampleApp(page);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(taskRow(page, 'Only demo sees this')).toBeVisible();

  await page.goto('/contact');
  const details = await showContact(page, 'Ada Abara');
  await details.getByRole('button', { name: 'Favorite: Ada Abara' }).click();
  await expect(details.getByRole('button', { name: 'Favorite: Ada Abara' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await logoutOfExampleApp(page);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  const adminView = await showContact(page, 'Ada Abara');
  await expect(adminView.getByRole('button', { name: 'Favorite: Ada Abara' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('TODO and Contact: tasks, preferences, favourites and tags survive a server restart', async ({
  browser,
}) => {
  // Two servers start in turn (each opens its database and runs the migrations): more than the default minute
  // on a busy 2-core machine.
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-e2e-restart-'));
  let server = await startServer(dataDir);
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/todo`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await addTask(page, 'Survive the restart');
    await page.getByRole('button', { name: 'Preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Preferences' });
    await prefs.getByRole('switch', { name: 'Show completed tasks' }).click();
    await prefs.getByRole('button', { name: 'Save' }).click();
    await expect(taskRow(page, 'Set up the new laptop')).toHaveCount(0);

    await page.goto(`${server.url}/contact`);
    const details = await showContact(page, 'Bilal Chen');
    await details.getByRole('button', { name: 'Favorite: Bilal Chen' }).click();
    await expect(details.getByRole('button', { name: 'Favorite: Bilal Chen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await details.getByRole('combobox').fill('Restarted');
    await details.getByRole('combobox').press('Enter');
    await expect(details.getByText('Restarted', { exact: true })).toBeVisible();

    await stopServer(server.proc);
    server = await startServer(dataDir);

    await page.goto(`${server.url}/todo`);
    // The session lives in the database too: the app opens signed in.
    await expect(taskRow(page, 'Survive the restart')).toBeVisible();
    await expect(taskRow(page, 'Set up the new laptop')).toHaveCount(0);
    await page.goto(`${server.url}/contact`);
    const after = await showContact(page, 'Bilal Chen');
    await expect(after.getByRole('button', { name: 'Favorite: Bilal Chen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(after.getByText('Restarted', { exact: true })).toBeVisible();
  } finally {
    await page.close();
    await stopServer(server.proc);
    await rm(dataDir, { recursive: true, force: true });
  }
});
