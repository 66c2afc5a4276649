/**
 * Compares the first load of two builds of the app: cold loads alternating between them (A B, B A, ...), each
 * build served by its own real server on loopback, and the median time until the demo is visible (as
 * load.bench.ts decides it). On a busy two-core machine one bench run against another can differ by a quarter;
 * alternating loads see the same machine.
 *
 *   npx vite build --outDir /tmp/a   (one version)   npx vite build --outDir /tmp/b   (the other)
 *   N=8 node --import tsx bench/loadAB.ts /tmp/a /tmp/b /app/home Home /app/grids/standard Standard
 *
 * With SWITCH_TO=<demo title> it compares demo switches instead (as load.bench.ts times them): after each cold
 * load and network idle, a click to that demo of the tab (first visit) and one back.
 */
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { initScript, switchScript } from './load.bench';
import { serveBuild, type Site } from './serveBuild';
import { quantile } from './stats';

const switchTo = process.env.SWITCH_TO;

/**
 * One cold load (a new browser context): ms from navigation until the demo is visible. With SWITCH_TO, after
 * network idle, the ms of the switch to that demo (`time`) and of the one back (`back`) instead.
 */
async function coldLoad(
  browser: Browser,
  site: Site,
  route: string,
  title: string,
): Promise<{ time: number; back: number }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    await context.addCookies([{ ...site.cookie, url: site.url }]);
    const page = await context.newPage();
    await page.addInitScript({ content: initScript(title) });
    await page.goto(site.url + route);
    // A function, not a string: the page's CSP forbids the eval a string predicate needs.
    // Each function stands alone: Playwright sends its source to the page, without what it closes over.
    await page.waitForFunction(
      () => (window as unknown as { bench: { visible: number | null } }).bench.visible !== null,
      undefined,
      { timeout: 60_000 },
    );
    if (switchTo) {
      await page.waitForLoadState('networkidle');
      const time = (await page.evaluate(switchScript(switchTo))) as number;
      return { time, back: (await page.evaluate(switchScript(title))) as number };
    }
    const visible = await page.evaluate(
      () => (window as unknown as { bench: { visible: number | null } }).bench.visible,
    );
    return { time: visible ?? NaN, back: NaN };
  } finally {
    await context.close();
  }
}

const [dirA, dirB, ...rest] = process.argv.slice(2);
if (!dirA || !dirB || rest.length < 2 || rest.length % 2) {
  throw new Error('Usage: loadAB.ts <build A> <build B> <route> <demo title> [<route> <demo title> ...]');
}
const runs = Number(process.env.N ?? 8);
const a = await serveBuild(path.resolve(dirA));
const b = await serveBuild(path.resolve(dirB));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let i = 0; i < rest.length; i += 2) {
    const route = rest[i] as string;
    const title = rest[i + 1] as string;
    const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
    const backs: Record<'a' | 'b', number[]> = { a: [], b: [] };
    // One warm-up load each: the servers' first answers are not the page's.
    await coldLoad(browser, a, route, title);
    await coldLoad(browser, b, route, title);
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? (['b', 'a'] as const) : (['a', 'b'] as const);
      for (const which of order) {
        const load = await coldLoad(browser, which === 'a' ? a : b, route, title);
        times[which].push(load.time);
        backs[which].push(load.back);
      }
    }
    const line = (which: 'a' | 'b', of = times) =>
      `${which.toUpperCase()} median ${quantile(of[which], 0.5).toFixed(0)} ms ` +
      `(${of[which].map((t) => t.toFixed(0)).join(' ')})`;
    if (switchTo) {
      console.log(`${route} → ${switchTo} (first visit): ${line('a')}; ${line('b')}`);
      console.log(`back to ${title}: ${line('a', backs)}; ${line('b', backs)}`);
    } else console.log(`${route}: ${line('a')}; ${line('b')}`);
  }
} finally {
  await browser.close();
  await a.close();
  await b.close();
}
