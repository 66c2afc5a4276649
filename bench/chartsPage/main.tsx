// The page of bench/charts.bench.ts: one kit chart at a time, chosen by ?mode= (line: 5 series × 2,500 daily
// points; ohlc: 10 years of daily bars with grouping, range selector and navigator), in a 1200×700 box. It
// marks when it starts rendering and exposes the model for the bench to drive.
import { createRoot } from 'react-dom/client';
import { ohlcHistory, SYMBOLS } from '../../mocks/data/priceHistory';
import { Chart, ChartModel, TreeMap, TreeMapModel, type SeriesSpec } from '@toolbox/kit/chart';
import { Store } from '@toolbox/kit/data';
import { seededRandom } from '../../mocks/data/seededRandom';
import { setTheme } from '@toolbox/kit/theme';

/** What the bench drives in the page: timings of the interactions it measures, in ms. */
export interface ChartBench {
  mode: string;
  renderMs: number;
  points: number;
  /** Moves the pointer across the plot, one point to the next, timing each tooltip update. */
  hover(steps: number): Promise<number[]>;
  /** Clicks each range selector button in turn, timing each redraw. */
  ranges(rounds: number): Promise<{ button: string; ms: number }[]>;
  /** Switches the tree map to each algorithm in turn, timing each layout and redraw. */
  algorithms(rounds: number): Promise<{ algorithm: string; ms: number }[]>;
}

declare global {
  interface Window {
    chartBench?: ChartBench;
  }
}

const params = new URLSearchParams(window.location.search);
const mode = params.get('mode') ?? 'line';
setTheme(params.get('theme') === 'dark' ? 'dark' : 'light');

const root = document.getElementById('root') as HTMLElement;
root.style.cssText = `width: ${params.get('w') ?? 1200}px; height: ${params.get('h') ?? 700}px; display: flex;`;

function lineModel(): { model: ChartModel; points: number } {
  const series: SeriesSpec[] = SYMBOLS.slice(0, 5).map((symbol) => ({
    name: symbol,
    data: (ohlcHistory(symbol) ?? []).slice(-2500).map((b) => [b[0], b[4]] as const),
  }));
  const model = new ChartModel({ title: 'Bench line chart', yAxisTitle: 'USD', series });
  return { model, points: series.reduce((n, s) => n + s.data.length, 0) };
}

function ohlcModel(): { model: ChartModel; points: number } {
  const data = ohlcHistory('AAPL') ?? [];
  const model = new ChartModel({
    title: 'AAPL',
    yAxisTitle: 'USD',
    yAxisOpposite: true,
    rangeSelector: true,
    navigator: true,
    series: [{ name: 'AAPL', type: 'ohlc', data }],
  });
  return { model, points: data.length };
}

interface Leaf {
  id: string;
  name: string;
  mktVal: number;
  heat: number;
  children?: Leaf[];
}

/** 1,000 leaves in 20 groups of 50, with sizes and heats of both signs, the same on every run. */
function treeMapModel(): { model: TreeMapModel<Leaf>; points: number } {
  const rng = seededRandom(42);
  const groups: Leaf[] = Array.from({ length: 20 }, (_, g) => ({
    id: `g${g}`,
    name: `Group ${g + 1}`,
    mktVal: 0,
    heat: 0,
    children: Array.from({ length: 50 }, (_, i) => ({
      id: `g${g}-${i}`,
      name: `Leaf ${g + 1}.${i + 1}`,
      mktVal: Math.round(10_000 + rng.next() ** 3 * 5_000_000),
      heat: (rng.next() - 0.45) * 0.4,
    })),
  }));
  const store = new Store<Leaf>({ childrenField: 'children' });
  store.loadData(groups);
  const model = new TreeMapModel<Leaf>({ store, valueField: 'mktVal', heatField: 'heat', maxHeat: 0.2 });
  return { model, points: 1000 };
}

const { model, points } = mode === 'ohlc' ? ohlcModel() : mode === 'treemap' ? treeMapModel() : lineModel();
performance.mark('chart-start');
createRoot(root).render(
  model instanceof ChartModel ? (
    <Chart model={model} />
  ) : (
    <TreeMap model={model} aria-label="Bench tree map" />
  ),
);

const observer = new MutationObserver(() => {
  if (!root.querySelector('.tb-chart__series path, .tb-treemap__cells g')) return;
  observer.disconnect();
  requestAnimationFrame(() => {
    performance.mark('chart-rendered');
    const { duration } = performance.measure('chart-render', 'chart-start', 'chart-rendered');
    window.chartBench = { mode, renderMs: duration, points, hover, ranges, algorithms };
  });
});
observer.observe(root, { childList: true, subtree: true });

/**
 * Time from an action to the DOM changed by it (React's commit), in ms; NaN when nothing changed within a
 * second (e.g. the pointer stayed on the same point), which the bench leaves out.
 */
async function timeDomChange(action: () => void): Promise<number> {
  const start = performance.now();
  const changed = new Promise<boolean>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(true);
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, 1000);
  });
  action();
  return (await changed) ? performance.now() - start : NaN;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function hover(steps: number): Promise<number[]> {
  const overlay = root.querySelector('.tb-chart__overlay .visx-brush-overlay');
  if (!overlay) throw new Error('no plot overlay');
  const box = overlay.getBoundingClientRect();
  const times: number[] = [];
  for (let i = 0; i < steps; i++) {
    const x = box.left + 5 + ((box.width - 10) * i) / steps;
    const event = new PointerEvent('pointermove', {
      bubbles: true,
      clientX: x,
      clientY: box.top + box.height / 2,
    });
    times.push(await timeDomChange(() => overlay.dispatchEvent(event)));
    await nextFrame();
  }
  return times;
}

async function ranges(rounds: number): Promise<{ button: string; ms: number }[]> {
  const out: { button: string; ms: number }[] = [];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('.tb-chart__range-button')];
  for (let r = 0; r < rounds; r++) {
    for (const b of buttons) {
      if (b.getAttribute('aria-pressed') === 'true') continue;
      out.push({ button: b.textContent ?? '', ms: await timeDomChange(() => b.click()) });
      await nextFrame();
    }
  }
  return out;
}

async function algorithms(rounds: number): Promise<{ algorithm: string; ms: number }[]> {
  if (!(model instanceof TreeMapModel)) throw new Error('not a tree map');
  const out: { algorithm: string; ms: number }[] = [];
  const list = ['sliceAndDice', 'stripes', 'strip', 'squarified'] as const;
  for (let r = 0; r < rounds; r++) {
    for (const algorithm of list) {
      out.push({ algorithm, ms: await timeDomChange(() => model.setAlgorithm(algorithm)) });
      await nextFrame();
    }
  }
  return out;
}
