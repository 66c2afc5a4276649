import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { COMPANIES } from '../../mocks/data/companies';
import type { Company } from '../../src/api/companies';
import { login } from './login';

const root = resolve(import.meta.dirname, '../..');
const [edited, deleted] = COMPANIES as [Company, Company];

interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the server as `npm start` runs it, on a free port and the given DATA_DIR, and resolves with its URL
 * once it listens. This test restarts its own server (the shared one of playwright.config.ts keeps running).
 */
function startServer(dataDir: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((ok, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The ready line of server/main.ts: 'Toolbox is ready at http://127.0.0.1:<port>/app/ ...'.
      const url = /ready at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        ok({ url, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
}

/** The REST Editor in the shell, filtered to one company's row. */
async function openCompany(page: Page, base: string, name: string) {
  await page.goto(`${base}/app/grids/rest`);
  const grid = page.getByRole('grid', { name: 'Companies' });
  await expect(grid).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter' }).fill(name);
  return grid.getByRole('row').filter({ hasText: name });
}

test('REST Editor: companies added, edited and deleted in the shell stay so after a server restart', async ({
  page,
}) => {
  // Two server starts (PGlite, migrations, seeding) on a busy machine: more than the default minute.
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-e2e-rest-'));
  let server: RunningServer | null = null;
  try {
    server = await startServer(dataDir);
    await login(page, 'demo', 'demo', `${server.url}/app/grids/rest`);
    const grid = page.getByRole('grid', { name: 'Companies' });
    await expect(page.getByText('50 companies')).toBeVisible();

    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Persisted Robotics');
    // From the keyboard: the select's text input sits under its placeholder, so it takes no direct click.
    await dialog.getByRole('combobox', { name: 'Type' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Partnership' }).click();
    await dialog.getByRole('spinbutton', { name: 'Employees (#)' }).fill('321');
    await dialog.getByRole('textbox', { name: 'Earnings Date' }).fill('2026-04-30');
    await dialog.getByRole('textbox', { name: 'Earnings Date' }).press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('51 companies')).toBeVisible();

    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('Persisted Robotics');
    await expect(grid.getByRole('row').filter({ hasText: 'Persisted Robotics' })).toContainText('321');

    // A seeded company edited (a double-click opens it) and another deleted.
    await filter.fill(edited.name);
    await grid.getByText(edited.name, { exact: true }).dblclick();
    const edit = page.getByRole('dialog', { name: 'Edit Company' });
    await edit.getByRole('textbox', { name: 'Note' }).fill('Edited before the restart');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    await filter.fill(deleted.name);
    // The edited company stays selected until another row is clicked: click only once the filter has hidden it,
    // and check the row and the confirmation name the company to delete.
    await expect(grid.getByText(edited.name, { exact: true })).toHaveCount(0);
    const toDelete = grid.getByRole('row').filter({ hasText: deleted.name });
    await toDelete.getByText(deleted.name, { exact: true }).click();
    await expect(toDelete).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete company?' });
    await expect(confirmDelete).toContainText(`Are you sure you want to delete "${deleted.name}"?`);
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(grid.getByText(deleted.name, { exact: true })).toHaveCount(0);

    await server.stop();
    server = await startServer(dataDir);

    const row = await openCompany(page, server.url, 'Persisted Robotics');
    await expect(row).toContainText('Partnership');
    await expect(row).toContainText('321');
    await expect(await openCompany(page, server.url, edited.name)).toContainText('Edited before the restart');
    await filter.fill(deleted.name);
    await expect(grid.getByText(deleted.name, { exact: true })).toHaveCount(0);
    await filter.fill('');
    await expect(page.getByText('50 companies')).toBeVisible();

    // Written by the session's user, as the server recorded it.
    await filter.fill('Persisted Robotics');
    await row.getByText('Persisted Robotics').click();
    await page.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'View Company' });
    await expect(view.getByRole('group', { name: 'Last Updated By' })).toHaveText(/demo/);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
