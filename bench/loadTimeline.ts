/**
 * What a cold first load does, in order, without the profiler's slowdown: the page's requests (when each was
 * sent, answered and finished) and its main thread's tasks of 4 ms or more, each with the trace events that
 * took its time (script evaluation, function calls, style and layout), and when the demo became visible.
 *
 *   RUNS=3 node --import tsx bench/loadTimeline.ts /app/home Home   (AS_LIGHTHOUSE=1: traced as Lighthouse traces)
 *
 * The first run warms the server up; read the later ones.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { initScript } from './load.bench';
import { startLoadSite } from './loadSite';
import { LIGHTHOUSE_EXTRA_CATEGORIES, rendererMainTasks, traceEvents, type TraceEvent } from './trace';

const [route = '/app/home', title = 'Home'] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 2);
const MIN_TASK_MS = Number(process.env.MIN_TASK_MS ?? 4);
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'loading',
];
/** AS_LIGHTHOUSE=1 traces as Lighthouse 12 traces (see LIGHTHOUSE_EXTRA_CATEGORIES). */
const LIGHTHOUSE_CATEGORIES = [...CATEGORIES, ...LIGHTHOUSE_EXTRA_CATEGORIES];
/** Trace events worth naming inside a task. */
const NAMED =
  /^(EvaluateScript|FunctionCall|v8\.compileModule|v8\.callFunction|ParseHTML|Layout|UpdateLayoutTree|Paint|PrePaint|TimerFire|FireAnimationFrame|EventDispatch|ParseAuthorStyleSheet|Commit)$/;

interface EventData {
  requestId?: string;
  url?: string;
  priority?: string;
}
const dataOf = (e: TraceEvent) => (e.args as { data?: EventData } | undefined)?.data;
const file = (url: string | undefined) => (url ?? '').replace(/.*\//, '').slice(0, 40);
const ms = (micros: number) => (micros / 1000).toFixed(0);

/** Each request of the trace: sent, answered, finished (ms from navigation), priority and file. */
function requests(events: readonly TraceEvent[], origin: number): string[] {
  const byId = new Map<string, { url: string; prio: string; sent: number; answered: number; done: number }>();
  for (const e of events) {
    const d = dataOf(e);
    if (!d?.requestId) continue;
    const r = byId.get(d.requestId) ?? { url: '', prio: '', sent: NaN, answered: NaN, done: NaN };
    if (e.name === 'ResourceSendRequest')
      Object.assign(r, { url: file(d.url), prio: d.priority ?? '', sent: e.ts });
    if (e.name === 'ResourceReceiveResponse') r.answered = e.ts;
    if (e.name === 'ResourceFinish') r.done = e.ts;
    byId.set(d.requestId, r);
  }
  return [...byId.values()]
    .sort((x, y) => x.answered - y.answered)
    .map(
      (r) =>
        `  request ${ms(r.sent - origin).padStart(5)} → answered ${ms(r.answered - origin).padStart(5)}, ` +
        `done ${ms(r.done - origin).padStart(5)}  ${r.prio.padEnd(8)} ${r.url}`,
    );
}

const site = await startLoadSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addCookies([{ ...site.cookie, url: site.url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: initScript(title) });
    await browser.startTracing(page, {
      categories: process.env.AS_LIGHTHOUSE === '1' ? LIGHTHOUSE_CATEGORIES : CATEGORIES,
    });
    await page.goto(site.url + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const visible = await page.evaluate(
      () => (window as unknown as { bench: { visible: number | null } }).bench.visible,
    );
    const events = traceEvents(await browser.stopTracing());
    const origin = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
    const tasks = rendererMainTasks(events);
    const main = tasks[0];
    const inThread = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    console.log(`\nrun ${run}: ${route} visible at ${visible?.toFixed(0) ?? 'never'} ms`);
    for (const line of requests(events, origin)) console.log(line);
    for (const task of tasks) {
      const dur = task.dur ?? 0;
      if (dur < MIN_TASK_MS * 1000) continue;
      const named = inThread
        .filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + dur && (e.dur ?? 0) > 1500)
        .filter((e) => NAMED.test(e.name))
        .slice(0, 6)
        .map((e) => `${e.name}${dataOf(e)?.url ? `:${file(dataOf(e)?.url)}` : ''} ${ms(e.dur ?? 0)}`);
      console.log(
        `  task ${ms(task.ts - origin).padStart(5)} +${ms(dur).padStart(4)} ms, CPU ${ms(task.tdur ?? 0).padStart(4)}  ` +
          named.join(' | '),
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
