// The page of bench/charts.bench.ts: one kit chart at a time, chosen by ?mode= (line: 5 series × 2,500 daily
// points; ohlc: 10 years of daily bars with grouping, range selector and navigator), in a 1200×700 box. It
// marks when it starts rendering and exposes the model for the bench to drive.
import { createRoot } from 'react-dom/client';
import { ohlcHistory, SYMBOLS } from '../../mocks/data/priceHistory';
import { Chart, ChartModel, TreeMap, TreeMapModel, type SeriesSpec } from '../../src/kit/chart';
import { Store } from '../../src/kit/data';
import { seededRandom } from '../../mocks/data/seededRandom';
import { setTheme } from '../../src/kit/theme';

declare global {
  interface Window {
    chartBench?: { mode: string; model: unknown; renderMs: number; points: number };
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

const { model, points } =
  mode === 'ohlc' ? ohlcModel() : mode === 'treemap' ? treeMapModel() : lineModel();
performance.mark('chart-start');
createRoot(root).render(
  model instanceof ChartModel ? <Chart model={model} /> : <TreeMap model={model} aria-label="Bench tree map" />,
);

const observer = new MutationObserver(() => {
  if (!root.querySelector('.tb-chart__series path, .tb-treemap__cells g')) return;
  observer.disconnect();
  requestAnimationFrame(() => {
    performance.mark('chart-rendered');
    const { duration } = performance.measure('chart-render', 'chart-start', 'chart-rendered');
    window.chartBench = { mode, model, renderMs: duration, points };
  });
});
observer.observe(root, { childList: true, subtree: true });
