import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { PORTFOLIO_APP_API } from '../src/api/portfolioApp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { loadFigure } from './benchPage';
import { startLoadSite, type LoadSite } from './loadSite';
import type { Figure } from './run';
import { quantile } from './stats';

export const name =
  'Portfolio app (/portfolio) on the real server, signed in (goals: first positions render ≤ 500 ms; a push ' +
  're-pricing the positions ≤ 16 ms of main-thread work; orders of a position ≤ 50 ms server time)';

const RUNS = 5;
const VIEWPORT = { width: 1400, height: 900 };
/** The window after a push in which its main-thread work is counted (and, before it, an idle one alike). */
const WINDOW_MS = 500;

/**
 * From the first script on: when the positions grid first has rows, and every websocket push of positions
 * (a console.timeStamp the trace shows, and the number of positions it re-priced). A string: the page's CSP
 * allows no eval, and tsx's helpers are not in the page.
 */
const INIT = `
window.portfolioBench = { rowsAt: null, pushes: [] };
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
    });
  }
};`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { message?: string } };
}

/** CPU (ms) of the tasks of `main`'s thread (the page's) that overlap [from, to) (trace microseconds). */
function cpuBetween(events: TraceEvent[], main: TraceEvent, from: number, to: number): number {
  let micros = 0;
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.name !== 'RunTask') continue;
    if (e.ts < to && e.ts + (e.dur ?? 0) > from) micros += e.tdur ?? 0;
  }
  return micros / 1000;
}

/** The first load's time to rows, then one push traced: its work, and an idle window of the same length. */
async function measureOnce(browser: Browser, site: LoadSite) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies([{ ...site.cookie, url: site.url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: INIT });
    await page.goto(`${site.url}/portfolio`);
    await page.waitForFunction(() => (window as unknown as Bench).portfolioBench.rowsAt !== null, undefined, {
      timeout: 60_000,
    });
    const rowsAt = (await page.evaluate('window.portfolioBench.rowsAt')) as number;
    // When the positions arrived: from then to rows is the app's own render of them.
    const dataAt = (await page.evaluate(`(performance.getEntriesByType('resource')
      .find((e) => e.name.includes(${JSON.stringify(PORTFOLIO_APP_API.positions)})) || { responseEnd: NaN }).responseEnd`)) as number;
    // A push arrives every few seconds: trace across the next one, and the quiet time before it.
    const seen = (await page.evaluate('window.portfolioBench.pushes.length')) as number;
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.waitForFunction((n) => (window as unknown as Bench).portfolioBench.pushes.length > n, seen, {
      timeout: 30_000,
    });
    await page.waitForTimeout(WINDOW_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'portfolio-push');
    if (!stamp) throw new Error('The trace holds no push.');
    const updates = (await page.evaluate(`window.portfolioBench.pushes[${seen}].updates`)) as number;
    const window = WINDOW_MS * 1000;
    return {
      rowsMs: rowsAt,
      renderMs: rowsAt - dataAt,
      pushCpu: cpuBetween(events, stamp, stamp.ts - 1000, stamp.ts + window),
      idleCpu: cpuBetween(events, stamp, stamp.ts - 1000 - window, stamp.ts - 1000),
      updates,
    };
  } finally {
    await context.close();
  }
}

interface Bench {
  portfolioBench: { rowsAt: number | null; pushes: { at: number; updates: number }[] };
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
      { label: 'positions re-priced by one push, p50', value: median((r) => r.updates), unit: '' },
      {
        label: `one push: main-thread CPU in the ${WINDOW_MS} ms after it, p50`,
        value: median((r) => r.pushCpu),
        unit: 'ms',
      },
      {
        label: `idle page: main-thread CPU in ${WINDOW_MS} ms, p50`,
        value: median((r) => r.idleCpu),
        unit: 'ms',
      },
      { label: 'orders of a position, loopback round trip, p50', value: quantile(orders, 0.5), unit: 'ms' },
      { label: 'orders of a position, loopback round trip, p95', value: quantile(orders, 0.95), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await site.close();
  }
}
