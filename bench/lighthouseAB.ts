/**
 * Compares two builds of the app under Lighthouse (as lighthouse.bench.ts runs it): runs alternating between
 * them (A B, B A, ...), each build served by its own real server, and the medians of Performance, Total
 * Blocking Time and Speed Index. Rounds of the Lighthouse bench run one after the other differ by ten points
 * on Home on a busy machine; alternating runs see the same machine.
 *
 *   npx vite build --outDir /tmp/a   (one version)   npx vite build --outDir /tmp/b   (the other)
 *   N=6 node --import tsx bench/lighthouseAB.ts /tmp/a /tmp/b /app/home /app/grids/standard
 */
import path from 'node:path';
import { audit, launchChromium, scoresOf, type Scores } from './lighthouse.bench';
import { serveBuild } from './serveBuild';
import { quantile } from './stats';

const [dirA, dirB, ...routes] = process.argv.slice(2);
if (!dirA || !dirB || routes.length === 0) {
  throw new Error('Usage: lighthouseAB.ts <build A> <build B> <route> [<route> ...]');
}
const runs = Number(process.env.N ?? 6);
const sites = { a: await serveBuild(path.resolve(dirA)), b: await serveBuild(path.resolve(dirB)) };
const chrome = await launchChromium();

const median = (values: number[]) => quantile(values, 0.5).toFixed(0);
const summary = (scores: Scores[]) =>
  `Performance ${median(scores.map((s) => s.performance))} (${scores.map((s) => s.performance).join(' ')}), ` +
  `TBT ${median(scores.map((s) => s.tbt))} ms, SI ${median(scores.map((s) => s.si))} ms, ` +
  `LCP ${median(scores.map((s) => s.lcp))} ms`;

try {
  for (const route of routes) {
    const scores: Record<'a' | 'b', Scores[]> = { a: [], b: [] };
    for (let run = 0; run < runs; run++) {
      for (const which of run % 2 ? (['b', 'a'] as const) : (['a', 'b'] as const)) {
        scores[which].push(scoresOf((await audit(chrome.port, sites[which], route)).lhr));
      }
    }
    console.log(`${route}\n  A: ${summary(scores.a)}\n  B: ${summary(scores.b)}`);
  }
} finally {
  chrome.kill();
  await sites.a.close();
  await sites.b.close();
}
