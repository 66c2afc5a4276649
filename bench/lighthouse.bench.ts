import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result, type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { TABS } from '../src/shell/catalog/catalog';
import { startLoadSite } from './loadSite';
import type { Site } from './serveBuild';
import type { Figure } from './run';
import { quantile } from './stats';

export const name =
  'Lighthouse 12.2.3, desktop preset, signed in (goals: Performance ≥ 95, Accessibility 100 on /app/home and ' +
  'every grid demo)';

/** Runs per route; the figures are medians. LIGHTHOUSE_ROUTES narrows the routes (a substring of the path). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.LIGHTHOUSE_ROUTES;
/** LIGHTHOUSE_DETAILS=1 prints each run's metrics and long tasks: what the score is made of, to know what to fix. */
const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';
/**
 * LIGHTHOUSE_TRACE_DIR keeps each run's trace (route-run.json), to open in DevTools' Performance panel, and its
 * report (route-run.lhr.json).
 */
const TRACE_DIR = process.env.LIGHTHOUSE_TRACE_DIR;
/**
 * LIGHTHOUSE_CPU_SLOWDOWN=2 runs Lighthouse's simulation as on a CPU twice as slow as this one (the desktop
 * preset's is 1): how the page would score on a slower machine. Steadier than slowing the machine itself (a busy
 * core scored the same build 91 and 72 on Home an hour apart). Not the goal's setting.
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 1);
const config: Config =
  CPU_SLOWDOWN === 1
    ? desktopConfig
    : {
        ...desktopConfig,
        settings: {
          ...desktopConfig.settings,
          throttling: { ...desktopConfig.settings?.throttling, cpuSlowdownMultiplier: CPU_SLOWDOWN },
        },
      };
/** Runs of a route Lighthouse may fail (its own runtime error) and be run again. */
const MAX_RETRIES = 2;

const ROUTES = [
  '/app/home',
  ...(TABS.find((t) => t.id === 'grids')?.children ?? []).map((d) => d.path),
].filter((r) => !ONLY || ONLY.split(',').some((part) => r.includes(part)));

export interface Scores {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  /** Speed Index: how soon the page looks complete. */
  si: number;
  /** Titles of the accessibility audits that failed, with the elements they name. */
  failures: string[];
}

export function scoresOf(lhr: Result): Scores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failures: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
    const details = audit.details as { items?: { node?: { snippet?: string } }[] } | undefined;
    const nodes = (details?.items ?? []).map((i) => i.node?.snippet ?? '').filter(Boolean);
    failures.push(`${audit.title}: ${nodes.slice(0, 3).join(' ')}`);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    si: lhr.audits['speed-index']?.numericValue ?? NaN,
    failures,
  };
}

const median = (values: number[]) => quantile(values, 0.5);

/** The run's metrics (value and score) and its long tasks (start, duration, script). */
function printDetails(route: string, lhr: Result): void {
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  console.log(
    `    ${route}: ` +
      metrics
        .map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'} (${lhr.audits[id]?.score ?? '?'})`)
        .join(', '),
  );
  const tasks =
    (
      lhr.audits['long-tasks']?.details as
        { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined
    )?.items ?? [];
  for (const t of tasks)
    console.log(
      `      long task at ${t.startTime?.toFixed(0)} ms, ${t.duration?.toFixed(0)} ms  ${(t.url ?? '').replace(/.*\//, '')}`,
    );
}

/**
 * One Lighthouse run of a route of the site, signed in, desktop preset. A run Lighthouse itself failed
 * (NO_NAVSTART on a busy machine) scores 0: it is no figure of the page, so it runs again, up to twice.
 */
export async function audit(chromePort: number, site: Site, route: string): Promise<RunnerResult> {
  for (let retries = 0; ; retries++) {
    const result = await lighthouse(
      site.url + route,
      {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The session of the signed-in demo user on every request of the page.
        extraHeaders: { Cookie: `${site.cookie.name}=${site.cookie.value}` },
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${route}.`);
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.log(`    ${route}: ${runtimeError.code} ${runtimeError.message}`);
    if (runtimeError && retries < MAX_RETRIES) continue;
    for (const warning of runWarnings) console.log(`    ${route}: ${warning}`);
    return result;
  }
}

/** Chromium for Lighthouse, headless. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [
    { label: 'machine load average (1 min) at start', value: loadavg()[0] ?? 0, unit: '' },
    ...(CPU_SLOWDOWN === 1
      ? []
      : [
          {
            label: 'simulated CPU slowdown (LIGHTHOUSE_CPU_SLOWDOWN; the goal is at 1)',
            value: CPU_SLOWDOWN,
            unit: '×',
          },
        ]),
  ];
  const site = await startLoadSite();
  const chrome = await launchChromium();
  try {
    for (const route of ROUTES) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await audit(chrome.port, site, route);
        if (DETAILS) printDetails(route, result.lhr);
        if (TRACE_DIR) {
          const file = path.join(TRACE_DIR, `${route.replace(/\W+/g, '-')}-${i + 1}.json`);
          await writeFile(file, JSON.stringify(result.artifacts.Trace));
          // The report beside it: which element was the LCP, the requests, the unused JavaScript.
          await writeFile(file.replace(/\.json$/, '.lhr.json'), JSON.stringify(result.lhr));
          console.log(`    ${route}: trace in ${file}, report beside it (.lhr.json)`);
        }
        runs.push(scoresOf(result.lhr));
      }
      const short = route.replace('/app/', '');
      figures.push(
        { label: `${short}: Performance`, value: median(runs.map((r) => r.performance)), unit: '' },
        { label: `${short}: Accessibility`, value: median(runs.map((r) => r.accessibility)), unit: '' },
        { label: `${short}: largest contentful paint`, value: median(runs.map((r) => r.lcp)), unit: 'ms' },
        { label: `${short}: total blocking time`, value: median(runs.map((r) => r.tbt)), unit: 'ms' },
        { label: `${short}: speed index`, value: median(runs.map((r) => r.si)), unit: 'ms' },
      );
      // What to fix, once per route: a figure cannot say which element failed.
      for (const failure of new Set(runs.flatMap((r) => r.failures))) console.log(`    ${short}: ${failure}`);
    }
    return figures;
  } finally {
    chrome.kill();
    await site.close();
  }
}
