import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { PORTFOLIO_APP_API } from '../src/api/portfolioApp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { loadFigure } from './benchPage';
import { startLoadSite, type LoadSite } from './loadSite';
import type { Figure } from './run';
import { quantile } from './stats';
import { cpuOf, threadTasks, traceEvents } from './trace';

export const name =
  'Portfolio app (/portfolio) on the real server, signed in (goals: first positions render ≤ 500 ms; a push ' +
  're-pricing 500 positions ≤ 16 ms of main-thread work; orders of a position ≤ 50 ms server time)';

const RUNS = 5;
const VIEWPORT = { width: 1400, height: 900 };
/**
 * The work a push causes, counted from it to this long after: its apply (store, grid rows, tree map) and what
 * follows from it, AG Grid's flash of the changed cells (500 ms) and their fade (1 s) included.
 */
const PUSH_WINDOW_MS = 2000;
/**
 * The page's idle work, counted over this long before the push: pushes come every 3 s, so the previous one's
 * fade has ended by then. Scaled to PUSH_WINDOW_MS, it is taken off the push's figure.
 */
const IDLE_WINDOW_MS = 1000;
/** The app's saved grouping (GroupingChooserModel's local state). */
const GROUPING_KEY = 'portfolio.grouping';
/** The app's default grouping (about 200 of its 548 positions re-priced per push) ... */
const DEFAULT_GROUPING = ['region', 'sector', 'symbol'];
/** ... and one by trader within symbol (about 500 of its 1,546 re-priced per push): the 500. */
const FINE_GROUPING = ['region', 'sector', 'symbol', 'trader'];

/**
 * From the first script on: when the positions grid first has rows, and every websocket push of positions
 * (a console.timeStamp the trace shows, and the number of positions it re-priced). `nextPush()` resolves on the
 * next push: waiting for it must not poll the page (a poll on every frame is work the trace would count). A
 * string: the page's CSP allows no eval, and tsx's helpers are not in the page.
 */
const INIT = `
window.portfolioBench = { rowsAt: null, pushes: [], waiting: [] };
window.portfolioBench.nextPush = () => new Promise((resolve) => window.portfolioBench.waiting.push(resolve));
const pollRows = () => {
  const grid = document.querySelector('[role="grid"][aria-label="Positions"]');
  if (grid && grid.querySelector('.ag-row')) window.portfolioBench.rowsAt = performance.now();
  else requestAnimationFrame(pollRows);
};
requestAnimationFrame(pollRows);
const NativeSocket = window.WebSocket;
window.WebSocket = class extends NativeSocket {
  constructor(...args) {
    super(...args);
    this.addEventListener('message', (event) => {
      let updates = 0;
      try {
        const message = JSON.parse(event.data);
        if (!String(message.topic).startsWith('portfolioPositions:')) return;
        updates = (message.data && message.data.updates ? message.data.updates.length : 0);
      } catch { return; }
      console.timeStamp('portfolio-push');
      window.portfolioBench.pushes.push({ at: performance.now(), updates });
      const waiting = window.portfolioBench.waiting;
      window.portfolioBench.waiting = [];
      // After the app's own handler of this message has run (it was added first).
      setTimeout(() => waiting.forEach((resolve) => resolve(updates)), 0);
    });
  }
};`;

interface PushFigures {
  /** Positions the push re-priced. */
  updates: number;
  /** CPU of the task that received the push (its apply: store, rows, React's render and commit). */
  taskCpu: number;
  /** CPU in PUSH_WINDOW_MS from the push, less the idle rate over that time. */
  netCpu: number;
  /** CPU in IDLE_WINDOW_MS before the push, as is. */
  idleCpu: number;
}

/** Traces the page across its next push: the work of the push, and of the idle time before it. */
async function tracePush(browser: Browser, page: Page): Promise<PushFigures> {
  // Two pushes apart from the last one seen, so the idle window follows a whole quiet time (no fade).
  await page.evaluate('window.portfolioBench.nextPush()');
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const updates = (await page.evaluate('window.portfolioBench.nextPush()')) as number;
  await page.waitForTimeout(PUSH_WINDOW_MS);
  const events = traceEvents(await browser.stopTracing());
  const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'portfolio-push');
  if (!stamp) throw new Error('The trace holds no push.');
  const tasks = threadTasks(events, stamp);
  const own = tasks.find((e) => e.ts <= stamp.ts && e.ts + (e.dur ?? 0) >= stamp.ts);
  const idleCpu = cpuOf(tasks, stamp.ts - 1000 - IDLE_WINDOW_MS * 1000, stamp.ts - 1000);
  const pushCpu = cpuOf(tasks, stamp.ts - 1000, stamp.ts + PUSH_WINDOW_MS * 1000);
  return {
    updates,
    taskCpu: (own?.tdur ?? 0) / 1000,
    netCpu: pushCpu - (idleCpu * PUSH_WINDOW_MS) / IDLE_WINDOW_MS,
    idleCpu,
  };
}

/** A signed-in page of /portfolio with a grouping saved, and the bench's hooks. */
async function openPortfolio(browser: Browser, site: LoadSite, grouping: readonly string[]) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([{ ...site.cookie, url: site.url }]);
  const page = await context.newPage();
  const saved = JSON.stringify({ version: 1, value: grouping, favorites: [] });
  await page.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(GROUPING_KEY)}, ${JSON.stringify(saved)});`,
  });
  await page.addInitScript({ content: INIT });
  await page.goto(`${site.url}/portfolio`);
  await page.waitForFunction(() => (window as unknown as Bench).portfolioBench.rowsAt !== null, undefined, {
    timeout: 60_000,
  });
  return { context, page };
}

/** The first load's time to rows and a push, on the default grouping; then a push of about 500 positions. */
async function measureOnce(browser: Browser, site: LoadSite) {
  const first = await openPortfolio(browser, site, DEFAULT_GROUPING);
  let load: { rowsMs: number; renderMs: number };
  let push: PushFigures;
  try {
    const { page } = first;
    const rowsAt = (await page.evaluate('window.portfolioBench.rowsAt')) as number;
    // When the positions arrived: from then to rows is the app's own render of them.
    const dataAt = (await page.evaluate(`(performance.getEntriesByType('resource')
      .find((e) => e.name.includes(${JSON.stringify(PORTFOLIO_APP_API.positions)})) || { responseEnd: NaN }).responseEnd`)) as number;
    load = { rowsMs: rowsAt, renderMs: rowsAt - dataAt };
    push = await tracePush(browser, page);
  } finally {
    await first.context.close();
  }
  const fine = await openPortfolio(browser, site, FINE_GROUPING);
  try {
    return { ...load, push, finePush: await tracePush(browser, fine.page) };
  } finally {
    await fine.context.close();
  }
}

interface Bench {
  portfolioBench: { rowsAt: number | null };
}

/** Server time of GET orders for a position (loopback, keep-alive), over the sector positions of a region. */
async function ordersTimes(site: LoadSite): Promise<number[]> {
  const headers = { cookie: `${site.cookie.name}=${site.cookie.value}` };
  const ids = ['root>region:Europe', 'root>region:Europe>sector:Energy', 'root>region:North America'];
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const positionId = ids[i % ids.length] ?? '';
    const start = performance.now();
    const res = await fetch(`${site.url}${PORTFOLIO_APP_API.orders}?${new URLSearchParams({ positionId })}`, {
      headers,
    });
    if (!res.ok) throw new Error(`orders answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.slice(3);
}

export async function run(): Promise<Figure[]> {
  const site = await startLoadSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const runs: Awaited<ReturnType<typeof measureOnce>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, site));
    const median = (pick: (r: Awaited<ReturnType<typeof measureOnce>>) => number) =>
      quantile(runs.map(pick), 0.5);
    const orders = await ordersTimes(site);
    const pushFigures = (label: string, pick: (r: (typeof runs)[number]) => PushFigures): Figure[] => [
      { label: `${label}: positions re-priced, p50`, value: median((r) => pick(r).updates), unit: '' },
      {
        label: `${label}: CPU of the task applying it, p50`,
        value: median((r) => pick(r).taskCpu),
        unit: 'ms',
      },
      {
        label: `${label}: CPU in the ${PUSH_WINDOW_MS} ms after it, net of idle, p50`,
        value: median((r) => pick(r).netCpu),
        unit: 'ms',
      },
      {
        label: `${label}: idle CPU in the ${IDLE_WINDOW_MS} ms before it, p50`,
        value: median((r) => pick(r).idleCpu),
        unit: 'ms',
      },
    ];
    return [
      loadFigure(),
      {
        label: `first positions render (navigation to rows), p50 of ${RUNS}`,
        value: median((r) => r.rowsMs),
        unit: 'ms',
      },
      {
        label: 'first positions render (positions received to rows), p50',
        value: median((r) => r.renderMs),
        unit: 'ms',
      },
      ...pushFigures('push, default grouping', (r) => r.push),
      ...pushFigures(`push, ${FINE_GROUPING.join(' › ')}`, (r) => r.finePush),
      { label: 'orders of a position, loopback round trip, p50', value: quantile(orders, 0.5), unit: 'ms' },
      { label: 'orders of a position, loopback round trip, p95', value: quantile(orders, 0.95), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}
