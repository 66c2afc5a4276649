import { expect, test } from '@playwright/test';
import { COMPILE_ALL_HINT } from '../../scripts/agGridChunk';
import { login } from './login';

// The hint only works as the file's first line: a preamble another plugin puts before it (Vite's preload map
// does so for chunks with dynamic imports) would silently turn it off.
test("the AG Grid file a grid demo loads starts with V8's compile hint", async ({ page }) => {
  const agGrid = page.waitForResponse((r) => /\/assets\/ag-grid-[^/]+\.js$/.test(r.url()));
  await login(page, 'demo', 'demo', '/app/grids/standard');
  const response = await agGrid;
  expect(response.ok()).toBe(true);
  expect((await response.text()).split('\n', 1)[0]).toBe(COMPILE_ALL_HINT);
});
