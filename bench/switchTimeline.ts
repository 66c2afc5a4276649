/**
 * What a demo switch does, without the profiler's slowdown: loads the first demo cold, then clicks to the second
 * and back (as load.bench.ts does), tracing each click: its requests and its main-thread tasks of 4 ms or more.
 * With PROFILE=1 the clicks are CPU-profiled too and the heaviest functions of each are printed (slower: read
 * proportions, not times; PROFILE_DIR=<folder> keeps each profile); with LAYOUTS=1, each layout of 1 ms or more, with what it laid out and what forced it.
 *
 *   node --import tsx bench/switchTimeline.ts /app/grids/standard Standard Tree
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { initScript, switchScript } from './load.bench';
import { startLoadSite } from './loadSite';
import { rendererMainTasks, traceEvents, type TraceEvent } from './trace';

const [route = '/app/grids/standard', first = 'Standard', second = 'Tree'] = process.argv.slice(2);
const profile = process.env.PROFILE === '1';
const ms = (micros: number) => (micros / 1000).toFixed(0);
let switchNo = 0;

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Total time per function of a CPU profile (itself and what it calls), heaviest first. */
function heaviest(p: CpuProfile, top = 40): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (!n) break;
      const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + (p.timeDeltas[i] ?? 0));
    }
  });
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => `    ${ms(micros).padStart(5)} ms  ${name}`);
}

const site = await startLoadSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ ...site.cookie, url: site.url }]);
  const page = await context.newPage();
  await page.addInitScript({ content: initScript(first) });
  await page.goto(site.url + route);
  await page.waitForFunction(
    () => (window as unknown as { bench: { visible: number | null } }).bench.visible !== null,
  );
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  for (const title of [second, first, second, first]) {
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'loading',
      ],
    });
    if (profile) await cdp.send('Profiler.start');
    const took = (await page.evaluate(switchScript(title))) as number;
    const cpu = profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null;
    await page.waitForLoadState('networkidle');
    const events = traceEvents(await browser.stopTracing());
    const tasks = rendererMainTasks(events);
    const origin = tasks[0]?.ts ?? 0;
    console.log(`\n→ ${title}: visible after ${took.toFixed(0)} ms`);
    for (const e of events) {
      const data = (e.args as { data?: { url?: string } } | undefined)?.data;
      if (e.name === 'ResourceSendRequest' && data?.url)
        console.log(
          `  request ${ms(e.ts - origin).padStart(5)}  ${data.url.replace(/.*\//, '').slice(0, 50)}`,
        );
      if (e.name === 'ResourceFinish') console.log(`  answer  ${ms(e.ts - origin).padStart(5)}`);
    }
    const inThread = (t: TraceEvent) =>
      events.filter(
        (e) =>
          e.pid === t.pid &&
          e.tid === t.tid &&
          e.ph === 'X' &&
          e !== t &&
          e.ts >= t.ts &&
          e.ts < t.ts + (t.dur ?? 0),
      );
    for (const t of tasks) {
      if ((t.dur ?? 0) < 4000) continue;
      const named = inThread(t)
        .filter((e) =>
          /^(FunctionCall|TimerFire|FireAnimationFrame|Layout|UpdateLayoutTree|Paint|EventDispatch|ParseAuthorStyleSheet)$/.test(
            e.name,
          ),
        )
        .filter((e) => (e.dur ?? 0) > 1500)
        .slice(0, 6)
        .map((e) => {
          // With BENCH_NO_MINIFY=1, the function a call ran: what a timer or a frame callback was.
          const fn = (e.args as { data?: { functionName?: string; url?: string; lineNumber?: number } })
            ?.data;
          const where = fn?.functionName
            ? ` ${fn.functionName} ${fn.url?.replace(/.*\//, '')}:${fn.lineNumber}`
            : '';
          return `${e.name} ${ms(e.dur ?? 0)}${e.name === 'FunctionCall' ? where : ''}`;
        });
      console.log(
        `  task ${ms(t.ts - origin).padStart(5)} +${ms(t.dur ?? 0).padStart(4)} ms, CPU ${ms(t.tdur ?? 0).padStart(4)}  ${named.join(' | ')}`,
      );
    }
    if (process.env.LAYOUTS === '1')
      for (const e of events) {
        if (e.name !== 'Layout' || (e.dur ?? 0) < 1000) continue;
        const a = e.args as {
          beginData?: {
            dirtyObjects?: number;
            totalObjects?: number;
            stackTrace?: { functionName: string; url: string; lineNumber: number }[];
          };
        };
        const frame = a.beginData?.stackTrace?.[0];
        console.log(
          `  layout ${ms(e.ts - origin).padStart(5)} +${ms(e.dur ?? 0).padStart(3)} ms  dirty ${a.beginData?.dirtyObjects}/${a.beginData?.totalObjects}  ` +
            (frame
              ? `${frame.functionName} ${frame.url.replace(/.*\//, '')}:${frame.lineNumber}`
              : '(frame)'),
        );
      }
    if (cpu) console.log(heaviest(cpu).join('\n'));
    // PROFILE_DIR keeps each click's profile, to open in DevTools or sum by subtree.
    if (cpu && process.env.PROFILE_DIR)
      writeFileSync(
        path.join(process.env.PROFILE_DIR, `switch-${++switchNo}-${title}.cpuprofile`),
        JSON.stringify(cpu),
      );
  }
  await context.close();
} finally {
  await browser.close();
  await site.close();
}
