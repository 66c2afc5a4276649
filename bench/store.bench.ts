import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateTrades } from '../mocks/data/trades';
import type { Trade } from '../src/api/schemas';
import { Store } from '../src/kit/data';
import type { Figure } from './run';
import { quantile } from './stats';

export const name =
  'Store: 100,000 trades (goals: load, text filter, sort < 50 ms; group by 2 + flatten < 100 ms)';

const RECORDS = 100_000;
const RUNS = 7;

/** Wall-clock and CPU time (user + system, all threads: includes GC helpers) of one call, in ms. */
function time(fn: () => void): { wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

interface Timing {
  wall: number;
  cpu: number;
  max: number;
}

/** Median wall and CPU time, and worst wall time, of RUNS calls of `fn`, each on a fresh store from `setup`. */
function measure(setup: () => Store<Trade>, fn: (store: Store<Trade>) => void): Timing {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const store = setup();
    const t = time(() => fn(store));
    walls.push(t.wall);
    cpus.push(t.cpu);
  }
  return { wall: quantile(walls, 0.5), cpu: quantile(cpus, 0.5), max: Math.max(...walls) };
}

function figures(label: string, t: Timing): Figure[] {
  return [
    { label: `${label}, wall p50`, value: t.wall, unit: 'ms' },
    { label: `${label}, CPU p50`, value: t.cpu, unit: 'ms' },
  ];
}

/**
 * A plain-JavaScript yardstick of the machine's speed at the moment: sort 100,000 random numbers with a
 * comparator. Read the Store's figures against it on a loaded or slow machine.
 */
function reference(): Timing {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const values = Array.from({ length: RECORDS }, (_, j) => Math.sin(j + i) * 1e6);
    const t = time(() => values.sort((a, b) => a - b));
    walls.push(t.wall);
    cpus.push(t.cpu);
  }
  return { wall: quantile(walls, 0.5), cpu: quantile(cpus, 0.5), max: Math.max(...walls) };
}

export async function run(): Promise<Figure[]> {
  const trades = generateTrades(RECORDS, 42);
  const fields = ['company', 'city', 'trade_volume', 'profit_loss', 'trade_date', 'active'];
  const empty = () => new Store<Trade>({ fields });
  const loaded = () => {
    const store = new Store<Trade>({ fields });
    store.loadData(trades);
    return store;
  };

  const yardstick = reference();
  const load = measure(empty, (s) => s.loadData(trades));
  // A first filter on a fresh store, and one that replaces another (both build their per-value memo anew).
  const firstText = measure(loaded, (s) => s.setFilter({ text: 'lon' }));
  const warmText = measure(
    () => {
      const s = loaded();
      s.setFilter({ text: 'x' });
      return s;
    },
    (s) => s.setFilter({ text: 'lon' }),
  );
  const fieldFilter = measure(loaded, (s) =>
    s.setFilter({
      op: 'AND',
      filters: [
        { field: 'city', op: 'in', value: ['London', 'Tokyo', 'Paris'] },
        { field: 'profit_loss', op: '>', value: 0 },
      ],
    }),
  );
  const absSort = measure(loaded, (s) => s.setSortBy('profit_loss|desc|abs'));
  const textSort = measure(loaded, (s) => s.setSortBy('company'));
  const multiSort = measure(loaded, (s) => s.setSortBy(['city', 'profit_loss|desc|abs']));
  const grouped = measure(loaded, (s) => {
    s.setExpandLevel(Infinity);
    s.setGroupBy(['city', 'active']);
  });
  const groupedCollapsed = measure(loaded, (s) => s.setGroupBy(['city', 'active']));

  const sample = loaded();
  sample.setExpandLevel(Infinity);
  sample.setGroupBy(['city', 'active']);
  if (sample.visibleCount <= RECORDS) throw new Error('grouping produced too few rows');

  return [
    {
      label: 'load average (1 min) when run / CPU cores',
      value: loadavg()[0] ?? 0,
      unit: `/ ${cpus().length}`,
    },
    ...figures('yardstick: Array.sort of 100,000 numbers (plain JS)', yardstick),
    ...figures('loadData', load),
    ...figures('text filter "lon" on a fresh store', firstText),
    ...figures('text filter "lon" replacing another', warmText),
    ...figures('field filter city in (3) AND profit_loss > 0', fieldFilter),
    ...figures('sort profit_loss desc by absolute value', absSort),
    ...figures('sort company (text)', textSort),
    ...figures('sort city, then profit_loss abs desc', multiSort),
    ...figures('group by city, active + flatten, all expanded', grouped),
    ...figures('group by city, active + flatten, collapsed', groupedCollapsed),
    {
      label: 'worst single wall time of the above',
      value: Math.max(
        load.max,
        firstText.max,
        warmText.max,
        absSort.max,
        textSort.max,
        multiSort.max,
        grouped.max,
      ),
      unit: 'ms',
    },
    { label: 'visible rows when grouped and expanded', value: sample.visibleCount, unit: 'rows' },
  ];
}
