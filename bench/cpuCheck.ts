/**
 * How fast this machine runs right now. Its host lends it CPU unevenly: the same loop takes from 26 to 53 ms a
 * few seconds apart, while the load average (which counts only this machine's own work) says nothing of it. A
 * bench prints this beside its figures, taken before and after them, so a slow figure can be told from a slow
 * host.
 */
import type { Figure } from './run';
import { quantile } from './stats';

/** Steps of the fixed loop: about 26 ms on this machine when its host is quiet. */
const STEPS = 20_000_000;
const SAMPLES = 9;
const PAUSE_MS = 250;

function loopMs(): number {
  const start = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < STEPS; i++) x += i % 7;
  // Uses x, so the loop is not optimised away.
  if (x < 0) throw new Error('unreachable');
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The fixed loop's time, median of 9 runs over about 2.5 s (the machine otherwise idle). */
export async function cpuCheckMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    times.push(loopMs());
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return quantile(times, 0.5);
}

/** The CPU check as a figure; `when` says when it was taken (e.g. 'before', 'after'). */
export async function cpuCheckFigure(when: string): Promise<Figure> {
  return {
    label: `CPU check ${when} (a fixed loop; 26 ms on a quiet host)`,
    value: await cpuCheckMs(),
    unit: 'ms',
  };
}
