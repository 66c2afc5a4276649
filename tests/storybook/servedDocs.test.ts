import path from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { portOf, startTestApp } from '../../server/testing';
import { TABS } from '../../src/shell/catalog/catalog';

/**
 * The built Storybook as the server serves it at /storybook/ (its headers and CSP included): it opens on the
 * introduction, lists the tabs in the app's order, and every Docs page renders its description, its stories and
 * its controls without an error, a refused request or a failed render. Story plays are run by the story tests
 * (scripts/test-stories.mjs); they do not run on Docs pages.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
const docsPages = entries.filter((e) => e.type === 'docs');

let browser: Browser;
/**
 * Docs frames free for the next page: a page of the preview (iframe.html) that has loaded Storybook once and is
 * sent from one Docs page to the next over Storybook's channel, as the manager does. Loading the preview again for
 * each page (its bundle, its mock service worker) took over half of each page's time.
 */
const idleFrames: WatchedPage[] = [];
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const server = await startTestApp({ storybookDir: path.resolve('storybook-static') });
  close = server.close;
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${portOf(server.app)}/storybook/`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await Promise.all(idleFrames.map((f) => f.page.context().close()));
  await browser?.close();
  await close?.();
});

/**
 * A page that records what goes wrong on it: an uncaught error, a request the CSP refused, a file of the
 * Storybook build that did not load, or an API call that escaped the mocks and reached the real server.
 * Console errors are not problems here: demos show failing views and services on purpose.
 */
interface WatchedPage {
  page: Page;
  problems: string[];
}

async function watchedPage(): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`Uncaught ${err.name}: ${err.message}`));
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.startsWith('/storybook/') && res.status() >= 400)
      problems.push(`${res.status()} for ${pathname}`);
    if (pathname.startsWith('/api/') && !res.fromServiceWorker())
      problems.push(`${pathname} reached the server (${res.status()}) instead of the mocks`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
    window.addEventListener(
      'securitypolicyviolation',
      (e) => report(`CSP refused ${e.blockedURI || 'inline code'} (${e.effectiveDirective})`),
      true,
    );
  });
  return { page, problems };
}

/** How long a loaded preview may take to render the next Docs page it is asked for. */
const SWITCH_TIMEOUT_MS = 30_000;

/** Storybook's event when a Docs page has rendered, with the page's id. */
const DOCS_RENDERED = 'docsRendered';

/**
 * Shows the Docs page `id` in a docs frame: the first time by loading the preview at it, then by asking the
 * loaded preview for it and waiting until it says it has rendered it.
 */
async function showDocs(frame: WatchedPage, id: string, loaded: boolean): Promise<void> {
  const load = () => frame.page.goto(`${base}iframe.html?id=${id}&viewMode=docs`);
  if (!loaded) {
    await load();
    return;
  }
  const asked = frame.page.evaluate(
    ([storyId, event]) =>
      new Promise<void>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on: (e: string, f: (id: string) => void) => void;
              off: (e: string, f: (id: string) => void) => void;
              emit: (e: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const rendered = (renderedId: string) => {
          if (renderedId !== storyId) return;
          channel.off(event, rendered);
          resolve();
        };
        channel.on(event, rendered);
        channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
      }),
    [id, DOCS_RENDERED] as const,
  );
  // Given up for a fresh load, the wait ends with the old page's context: nothing to report then.
  asked.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), SWITCH_TIMEOUT_MS);
  });
  const answer = await Promise.race([asked, late]).finally(() => clearTimeout(timer));
  if (answer === 'late') {
    // On a machine busy enough, a preview asked for the next page can miss its turn; the page is then checked as
    // it first shows, loaded afresh, which is what a reader who follows a link to it sees.
    console.warn(
      `servedDocs: ${id} did not render when asked within ${SWITCH_TIMEOUT_MS} ms; loading it afresh`,
    );
    await load();
  }
}

describe('Storybook served at /storybook/', () => {
  it('opens on the introduction and lists the tabs in the order of the app', async () => {
    const { page, problems } = await watchedPage();
    try {
      await page.goto(base);
      await page.waitForURL(/[?&]path=\/docs\/introduction--docs/, { timeout: 30_000 });
      const docs = page.frameLocator('#storybook-preview-iframe');
      await expect
        .poll(() => docs.locator('.sbdocs-content h1').first().textContent(), { timeout: 30_000 })
        .toBe('Toolbox');
      const groups = await page.locator('#storybook-explorer-menu [data-nodetype="root"]').allTextContents();
      // A tab with one demo (Home) is a story at the top of the tree, not a group of stories.
      const built = new Set(entries.filter((e) => e.title.includes('/')).map((e) => e.title.split('/')[0]));
      // The kit's own catalog (Kit/...) comes first, before the app's tabs (storySort in .storybook/preview.tsx).
      const expected = ['Kit', ...TABS.map((t) => t.title)].filter((t) => built.has(t));
      expect(groups.map((g) => g.trim().toLowerCase())).toEqual(expected.map((t) => t.toLowerCase()));
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('has a Docs page for every story file', () => {
    expect(docsPages.length).toBeGreaterThan(40);
  });

  // Two pages at a time (maxConcurrency in vitest.storybook.config.ts): most of a page's time is waiting.
  it.concurrent.for(docsPages.map((d) => [d.title, d] as const))(
    'the Docs page of %s renders cleanly',
    { timeout: 90_000 },
    async ([, entry], { expect }) => {
      const reused = idleFrames.pop();
      const frame = reused ?? (await watchedPage());
      const { page, problems } = frame;
      let clean = false;
      try {
        await showDocs(frame, entry.id, reused !== undefined);
        const content = page.locator('.sbdocs-content');
        await content.waitFor({ timeout: 30_000 });
        const stories = entries.filter((e) => e.type === 'story' && e.title === entry.title);
        if (stories.length) {
          // A component's page: its name, its description, then every story rendered.
          await expect
            .poll(() => content.locator('h1').first().textContent(), { timeout: 30_000 })
            .toBe(entry.title.split('/').at(-1));
          const description = await content.locator('h1 ~ p, h1 ~ * p').first().textContent();
          expect(description?.length ?? 0).toBeGreaterThan(40);
          for (const story of stories) {
            // Docs render each story inline in an element named for its id (the primary one with a suffix).
            const root = page
              .locator(`[id="story--${story.id}--primary"], [id="story--${story.id}"]`)
              .first();
            await expect
              .poll(() => root.evaluate((el) => el.childElementCount), { timeout: 30_000 })
              .toBeGreaterThan(0);
          }
        } else {
          await expect.poll(() => content.locator('h1').count(), { timeout: 30_000 }).toBeGreaterThan(0);
        }
        // Storybook shows a failed render in place of the story.
        expect(await page.locator('.sb-errordisplay:visible').count()).toBe(0);
        expect(problems.splice(0)).toEqual([]);
        clean = true;
      } finally {
        // A frame left in a failed state is not given the next page.
        if (clean) idleFrames.push(frame);
        else await page.context().close();
      }
    },
  );
});
