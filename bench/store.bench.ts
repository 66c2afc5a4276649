import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateTrades } from '../mocks/data/trades';
import type { Trade } from '../src/api/samples';
import { Store } from '@toolbox/kit/data';
import { editableStore, EDIT_RECORDS, newRecords, validRecords } from './editableStore';
import type { Figure } from './run';
import { quantile } from './stats';

export const name =
  'Store: 100,000 trades, and editing 10,000 records (goals, against the yardstick measured in the same run: ' +
  'loadData ≤ 1.0×, sort ≤ 1.0×, group by 2 + flatten ≤ 2.0×; editing: commit or validate 10,000 ≤ 100 ms)';

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
function measure<S>(setup: () => S, fn: (store: S) => void): Timing {
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

/** Wall and CPU figures of a measure; with the yardstick, each followed by its ratio to the yardstick's. */
function figures(label: string, t: Timing, yardstick?: Timing): Figure[] {
  const ratio = (value: number, base: number) => ` (${(value / base).toFixed(2)}× yardstick)`;
  return [
    {
      label: `${label}, wall p50`,
      value: t.wall,
      unit: `ms${yardstick ? ratio(t.wall, yardstick.wall) : ''}`,
    },
    { label: `${label}, CPU p50`, value: t.cpu, unit: `ms${yardstick ? ratio(t.cpu, yardstick.cpu) : ''}` },
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

  const editing = measureEditing();

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
    ...figures('loadData', load, yardstick),
    ...figures('text filter "lon" on a fresh store', firstText, yardstick),
    ...figures('text filter "lon" replacing another', warmText, yardstick),
    ...figures('field filter city in (3) AND profit_loss > 0', fieldFilter, yardstick),
    ...figures('sort profit_loss desc by absolute value', absSort, yardstick),
    ...figures('sort company (text)', textSort, yardstick),
    ...figures('sort city, then profit_loss abs desc', multiSort, yardstick),
    ...figures('group by city, active + flatten, all expanded', grouped, yardstick),
    ...figures('group by city, active + flatten, collapsed', groupedCollapsed, yardstick),
    ...editing.flatMap(([label, t]) => figures(label, t)),
    {
      label: 'worst single wall time of the above',
      value: Math.max(
        ...editing.map(([, t]) => t.max),
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

/** The editing figures of the Inline Editing demo's store (its rules), on 10,000 records. */
function measureEditing(): [string, Timing][] {
  const withAdded = () => {
    const store = editableStore();
    store.addRecords(newRecords(EDIT_RECORDS));
    return store;
  };
  const committed = () => {
    const store = editableStore();
    store.loadData(validRecords(EDIT_RECORDS));
    return store;
  };
  let n = 0;
  return [
    [
      'edit: add 10,000 records (rules checked)',
      measure(editableStore, (s) => s.addRecords(newRecords(EDIT_RECORDS))),
    ],
    ['edit: Commit All of 10,000 added (new ids)', measure(withAdded, (s) => s.commit())],
    ['edit: validate 10,000 records (every rule)', measure(committed, (s) => void s.validate())],
    [
      'edit: one cell in a store of 10,000',
      measure(committed, (s) => s.modifyRecords([{ id: 5000, amount: ++n % 100 }])),
    ],
  ];
}
