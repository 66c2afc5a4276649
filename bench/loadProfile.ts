/**
 * Profiles a cold first load of shell addresses on the real server (as load.bench.ts loads them): prints the
 * main thread's long tasks (≥ 30 ms), each with the functions that took most of its time, and writes a CPU
 * profile and a trace per address for DevTools.
 *
 *   BENCH_NO_MINIFY=1 node --import tsx bench/loadProfile.ts /app/home /app/grids/standard
 *
 * AS_LIGHTHOUSE=1 traces with what Lighthouse records besides, which makes some work (class and style changes)
 * cost many times more there.
 *
 * Files go to PROFILE_DIR (default the system's temporary folder). Not a bench: the profiler slows the page
 * down, so read proportions, not times.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startLoadSite } from './loadSite';
import { cpuOf, LIGHTHOUSE_EXTRA_CATEGORIES, rendererMainTasks, traceEvents } from './trace';

const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const dir = process.env.PROFILE_DIR ?? tmpdir();
const LONG_TASK_MS = 30;
/** How long after the load event the trace goes on: the data a demo asks for arrives and renders by then. */
const SETTLE_MS = 2500;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const frameName = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

/** The hottest functions (self time, and the app's own frames with time under them) of samples in [from, to). */
function hottest(profile: CpuProfile, from: number, to: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) (byId.get(c) as ProfileNode).parent = n.id;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  let count = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t >= to) return;
    count++;
    const node = byId.get(id);
    if (!node) return;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = n.parent ? byId.get(n.parent) : undefined) {
      const f = frameName(n);
      if (seen.has(f) || !n.callFrame.url || n.callFrame.url.includes('node_modules')) continue;
      seen.add(f);
      total.set(f, (total.get(f) ?? 0) + 1);
    }
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([f, c]) => `${((100 * c) / Math.max(1, count)).toFixed(0).padStart(3)}% ${f}`);
  // TOP=25 lists more functions of each task.
  const k = Number(process.env.TOP ?? 8);
  return ['self:', ...top(self, k), 'under (app frames):', ...top(total, k)];
}

const site = await startLoadSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addCookies([{ ...site.cookie, url: site.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink.user_timing',
        ...(process.env.AS_LIGHTHOUSE === '1' ? LIGHTHOUSE_EXTRA_CATEGORIES : []),
      ],
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(site.url + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const trace = await browser.stopTracing();
    const slug = route.replace(/\W+/g, '_');
    writeFileSync(path.join(dir, `load${slug}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(path.join(dir, `load${slug}.trace.json`), trace);
    const events = traceEvents(trace);
    const tasks = rendererMainTasks(events);
    const nav = events.find((e) => e.name === 'navigationStart');
    const origin = nav?.ts ?? tasks[0]?.ts ?? 0;
    const long = tasks.filter((e) => (e.dur ?? 0) >= LONG_TASK_MS * 1000);
    const cpu = cpuOf(tasks);
    console.log(
      `\n${route}: main-thread CPU ${cpu.toFixed(0)} ms, ${long.length} tasks ≥ ${LONG_TASK_MS} ms`,
    );
    for (const task of long) {
      const start = task.ts;
      const end = task.ts + (task.dur ?? 0);
      console.log(
        `  task at ${((start - origin) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms wall, ` +
          `${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU`,
      );
      for (const line of hottest(profile, start, end)) console.log(`      ${line}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
