import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { TABS } from '../src/shell/catalog/catalog';
import { cpuCheckFigure } from './cpuCheck';
import { startLoadSite, type LoadSite } from './loadSite';
import type { Figure } from './run';
import { quantile } from './stats';

export const name =
  'First load, cold cache, signed in, loopback (goals: JS ≤ 300 kB home / ≤ 600 kB grid demo compressed, ' +
  'no test library; content visible ≤ 1.0 s home / ≤ 1.5 s grid demo; demo switch ≤ 200 ms)';

const RUNS = Number(process.env.LOAD_RUNS ?? 5);
const VIEWPORT = { width: 1400, height: 900 };
const GRID_DEMOS = TABS.find((t) => t.id === 'grids')?.children ?? [];

/**
 * When a demo's content is visible: its wrapper shows the demo's title, its stage has content, no mask, and
 * every grid in it has rows (or says it has none). Home: its Welcome and About widgets show theirs. A route without a story shows its "not built" panel.
 * Strings, not functions, so the page needs none of the bundler's helpers.
 */
const READY = `window.benchReady = (title) => {
  const main = document.querySelector('main');
  const notBuilt = main && main.querySelector('.tb-notbuilt h2');
  if (notBuilt) return notBuilt.textContent.startsWith(title);
  // The demo shown: a tab keeps the demos left last mounted, hidden.
  const demo = main && [...main.querySelectorAll('.tb-demo')].find((d) => d.checkVisibility({ visibilityProperty: true }));
  const heading = demo && demo.querySelector('.tb-demo-info h1');
  if (!heading || heading.textContent !== title) return false;
  const stage = demo.querySelector('[data-testid="demo-stage"]');
  if (!stage || !stage.firstElementChild) return false;
  if (title === 'Home') {
    // Home's dashboard shows Welcome and About at once; Commits and Roadmap (on grids) load after, masked.
    const welcome = stage.querySelector('[data-view-id="welcome"] h2');
    const about = stage.querySelector('[data-view-id="about"]');
    return !!welcome && !!about && !about.querySelector('.tb-mask') && !!about.querySelector('table tr');
  }
  if (stage.querySelector('.tb-mask')) return false;
  for (const grid of stage.querySelectorAll('.ag-root-wrapper')) {
    if (!grid.querySelector('.ag-row, .ag-overlay-no-rows-center')) return false;
  }
  return true;
};
window.benchWait = (title) => new Promise((done) => {
  const poll = () => (window.benchReady(title) ? done(performance.now()) : requestAnimationFrame(poll));
  requestAnimationFrame(poll);
});`;

/** From the first script on: the largest contentful paint, and the time the expected demo became visible. */
export const initScript = (title: string) => `${READY}
performance.setResourceTimingBufferSize(2000);
window.bench = { lcp: 0, visible: null };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.bench.lcp = e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });
window.benchWait(${JSON.stringify(title)}).then((t) => { window.bench.visible = t; });`;

/** What one page fetched: JS bodies as sent (compressed), before its content showed and by network idle. */
const RESOURCES = `(() => {
  const js = performance.getEntriesByType('resource').filter((e) => /\\.m?js(\\?|$)/.test(e.name));
  const before = js.filter((e) => e.responseEnd <= window.bench.visible);
  const sum = (list, key) => list.reduce((s, e) => s + e[key], 0);
  // What the page itself declares it needs for its first content (window.benchDeclared, read from the HTML as
  // served): its module script and the modules it preloads (scripts/routePages.ts). Not what the app asks for
  // later (toasts, lazy widgets), nor the preload links Vite adds as it loads those.
  const declared = new Set(window.benchDeclared.map((u) => new URL(u, location.href).href));
  const initial = js.filter((e) => declared.has(e.name));
  return {
    jsInitial: sum(initial, 'encodedBodySize'),
    requestsInitial: initial.length,
    visible: window.bench.visible,
    lcp: window.bench.lcp,
    jsBefore: sum(before, 'encodedBodySize'),
    jsBeforeRaw: sum(before, 'decodedBodySize'),
    requestsBefore: before.length,
    jsIdle: sum(js, 'encodedBodySize'),
    urls: js.map((e) => new URL(e.name).pathname),
  };
})()`;

interface Load {
  visible: number;
  /** JS of the page's own script and modulepreload links, as sent. */
  jsInitial: number;
  requestsInitial: number;
  lcp: number;
  jsBefore: number;
  jsBeforeRaw: number;
  requestsBefore: number;
  jsIdle: number;
  urls: string[];
  /** Static files (JS, CSS) of 1 kB or more sent without Content-Encoding. */
  uncompressed: number;
  testLibraryBytes: number;
}

/** One cold load in a new browser context (empty cache), signed in as demo. */
async function coldLoad(browser: Browser, site: LoadSite, route: string, title: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies([{ ...site.cookie, url: site.url }]);
    const page = await context.newPage();
    let uncompressed = 0;
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      const headers = res.headers();
      // Files under 1 kB are not precompressed: the headers of a compressed answer would cost more.
      const big = Number(headers['content-length'] ?? Infinity) >= 1024;
      if (/\.(m?js|css)$/.test(pathname) && big && !headers['content-encoding']) uncompressed++;
    });
    await page.addInitScript({ content: initScript(title) });
    const response = await page.goto(site.url + route);
    const declared = [
      ...((await response?.text()) ?? '').matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g,
      ),
    ].flatMap((m) => (m[1] ? [m[1]] : []));
    await page.waitForFunction(visibleYet, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate((urls) => {
      (window as unknown as { benchDeclared: string[] }).benchDeclared = urls;
    }, declared);
    const r = (await page.evaluate(RESOURCES)) as Omit<Load, 'uncompressed' | 'testLibraryBytes'>;
    const testLibraryBytes = r.urls.reduce(
      (s, u) => s + (site.build.testLibraryBytes.get(u.replace(/^\/app\//, '')) ?? 0),
      0,
    );
    return { ...r, uncompressed, testLibraryBytes };
  } finally {
    await context.close();
  }
}

/** Clicks the sub-tab link of a demo of the shown tab; the page's answer is the ms until that demo is visible. */
export const switchScript = (title: string) => `(async () => {
  const link = [...document.querySelectorAll('nav.tb-subtabs a')].find((l) => l.textContent === ${JSON.stringify(title)});
  const start = performance.now();
  link.click();
  return (await window.benchWait(${JSON.stringify(title)})) - start;
})()`;

/**
 * Presses the shown demo's Source button (its first press: the viewer's code loads then); the page's answer is
 * the ms until the Source dialog has painted.
 */
const SOURCE_SCRIPT = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Source' && b.offsetParent);
  const start = performance.now();
  const shown = new MutationObserver(() => {
    if (!document.querySelector('[role=dialog]')) return;
    shown.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  shown.observe(document.body, { childList: true, subtree: true });
  button.click();
})`;

/**
 * Loads the first demo cold, then clicks between two demos of its tab, then opens the Source of the first; the
 * times until each shows.
 */
async function switches(browser: Browser, site: LoadSite, tabPath: string, a: string, b: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies([{ ...site.cookie, url: site.url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: initScript(a) });
    await page.goto(`${site.url}${tabPath}`);
    await page.waitForFunction(visibleYet, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const click = async (title: string) => (await page.evaluate(switchScript(title))) as number;
    const first = await click(b);
    const back = await click(a);
    const source = (await page.evaluate(SOURCE_SCRIPT)) as number;
    return { first, back, source };
  } finally {
    await context.close();
  }
}

// A function, not a string: the page's CSP forbids the eval a string predicate needs.
const visibleYet = () => (window as unknown as { bench: { visible: number | null } }).bench.visible !== null;

const kB = (bytes: number) => bytes / 1000;
const median = (values: number[]) => quantile(values, 0.5);

export async function run(): Promise<Figure[]> {
  const loadAtStart = loadavg()[0] ?? 0;
  const site = await startLoadSite();
  const cpuBefore = await cpuCheckFigure('before');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const figures: Figure[] = [
      { label: 'machine load average (1 min) at start', value: loadAtStart, unit: '' },
      cpuBefore,
    ];
    // Medians of RUNS cold loads each; the grid demos' sweep and the switches are medians of RUNS too.
    const standard = GRID_DEMOS[0];
    if (!standard) throw new Error('The catalog has no grid demos.');
    const loads: Load[] = [];
    for (const [route, title, short] of [
      ['/app/home', 'Home', 'home'],
      [standard.path, standard.title, 'grids/standard'],
    ] as const) {
      const runs: Load[] = [];
      // One warm-up load: the server's first answers (database, prepared JSON) are not the page's.
      await coldLoad(browser, site, route, title);
      for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, site, route, title));
      loads.push(...runs);
      const m = (key: keyof Omit<Load, 'urls'>) => median(runs.map((r) => r[key]));
      figures.push(
        { label: `${short}: content visible (median of ${RUNS})`, value: m('visible'), unit: 'ms' },
        { label: `${short}: largest contentful paint`, value: m('lcp'), unit: 'ms' },
        {
          label: `${short}: initial JS (the page's script and preloads), as sent`,
          value: kB(m('jsInitial')),
          unit: 'kB',
        },
        { label: `${short}: initial JS requests`, value: m('requestsInitial'), unit: '' },
        { label: `${short}: JS until visible, as sent`, value: kB(m('jsBefore')), unit: 'kB' },
        { label: `${short}: JS until visible, uncompressed`, value: kB(m('jsBeforeRaw')), unit: 'kB' },
        { label: `${short}: JS requests until visible`, value: m('requestsBefore'), unit: '' },
        { label: `${short}: JS by network idle, as sent`, value: kB(m('jsIdle')), unit: 'kB' },
      );
    }
    // Every grid demo once: the heaviest first load of the tab.
    let heaviest = { route: '', bytes: 0 };
    for (const demo of GRID_DEMOS) {
      const load = await coldLoad(browser, site, demo.path, demo.title);
      loads.push(load);
      if (load.jsBefore > heaviest.bytes) heaviest = { route: demo.path, bytes: load.jsBefore };
    }
    figures.push(
      {
        label: `heaviest grid demo: ${heaviest.route.replace('/app/', '')}, as sent`,
        value: kB(heaviest.bytes),
        unit: 'kB',
      },
      {
        label: 'test-library code in any first load',
        value: kB(Math.max(...loads.map((l) => l.testLibraryBytes))),
        unit: 'kB',
      },
      {
        label: 'JS and CSS files ≥ 1 kB sent uncompressed',
        value: loads.reduce((s, l) => s + l.uncompressed, 0),
        unit: '',
      },
    );
    const tree = GRID_DEMOS[1];
    if (!tree) throw new Error('The catalog has one grid demo only.');
    const sw: { first: number; back: number; source: number }[] = [];
    for (let i = 0; i < RUNS; i++)
      sw.push(await switches(browser, site, standard.path, standard.title, tree.title));
    figures.push(
      {
        label: `switch ${standard.title} → ${tree.title} (first visit)`,
        value: median(sw.map((s) => s.first)),
        unit: 'ms',
      },
      { label: `switch back to ${standard.title}`, value: median(sw.map((s) => s.back)), unit: 'ms' },
      {
        label: `${standard.title}: Source dialog shown (first press)`,
        value: median(sw.map((s) => s.source)),
        unit: 'ms',
      },
      await cpuCheckFigure('after'),
    );
    return figures;
  } finally {
    await browser.close();
    await site.close();
  }
}
