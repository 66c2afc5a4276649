/** Reading the Chromium traces the benches record (browser.startTracing / stopTracing). */

/**
 * What Lighthouse 12 records besides the timeline (its trace gatherer's list): stacks and style invalidations
 * make each class or style change of the page cost more, so its tasks come out longer there.
 */
export const LIGHTHOUSE_EXTRA_CATEGORIES = [
  'disabled-by-default-lighthouse',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'latencyInfo',
];

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, microseconds. */
  tdur?: number;
  args?: { name?: string; data?: { message?: string } };
}

/** The events of a trace as stopTracing gives it (an array, or an object holding them). */
export function traceEvents(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The tasks of one thread (the thread of `on`, an event of it), in trace microseconds. */
export function threadTasks(
  events: readonly TraceEvent[],
  on: Pick<TraceEvent, 'pid' | 'tid'>,
): TraceEvent[] {
  return events.filter((e) => e.pid === on.pid && e.tid === on.tid && e.ph === 'X' && e.name === 'RunTask');
}

/**
 * The tasks of the page's renderer main thread. A navigation can leave two renderers in the trace (about:blank's
 * and the site's): the page's is the busiest.
 */
export function rendererMainTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const busy = (tasks: TraceEvent[]) => tasks.reduce((s, e) => s + (e.dur ?? 0), 0);
  let best: TraceEvent[] = [];
  for (const m of events) {
    if (m.ph !== 'M' || m.name !== 'thread_name' || m.args?.name !== 'CrRendererMain') continue;
    const tasks = threadTasks(events, m);
    if (busy(tasks) > busy(best)) best = tasks;
  }
  return best;
}

/** CPU (ms) of the tasks that overlap [from, to) (trace microseconds); all of them without a range. */
export function cpuOf(tasks: readonly TraceEvent[], from = -Infinity, to = Infinity): number {
  let micros = 0;
  for (const e of tasks) if (e.ts < to && e.ts + (e.dur ?? 0) > from) micros += e.tdur ?? 0;
  return micros / 1000;
}
