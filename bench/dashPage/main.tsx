// The page of bench/dash.bench.ts. `?scenario=canvas`: a DashCanvas of 30 views for the drag measure.
// `?scenario=container`: a DashContainer restored from a saved state of 12 views, timed from model creation to
// every tab and the visible views painted.
import { createRoot } from 'react-dom/client';
import {
  DashCanvas,
  DashCanvasModel,
  DashContainer,
  DashContainerModel,
  type DashViewProps,
  type DashViewSpec,
} from '@toolbox/kit/dash';
import '@toolbox/kit/theme';

declare global {
  interface Window {
    dashBench?: { views: number; renderMs: number };
  }
}

/** A view with some real content: a small table of figures, as a report tile would show. */
function Figures({ viewModel }: DashViewProps) {
  const rows = Array.from({ length: 8 }, (_, i) => [
    `Row ${i + 1}`,
    (i * 1234.5 + viewModel.id.length).toFixed(1),
  ]);
  return (
    <table style={{ width: '100%', fontSize: 12 }}>
      <tbody>
        {rows.map(([a, b]) => (
          <tr key={a}>
            <td>{a}</td>
            <td style={{ textAlign: 'right' }}>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const specs: DashViewSpec[] = [{ id: 'figures', title: 'Figures', content: Figures, width: 4, height: 4 }];
const scenario = new URLSearchParams(location.search).get('scenario');
const root = document.getElementById('root') as HTMLElement;
root.style.cssText = 'width: 1400px; height: 900px; display: flex;';

/** Marks the frame after `ready` first holds: laid out and painted. */
function whenReady(ready: () => boolean, views: number) {
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      performance.mark('dash-rendered');
      const { duration } = performance.measure('dash-render', 'dash-start', 'dash-rendered');
      window.dashBench = { views, renderMs: duration };
    });
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true });
}

if (scenario === 'canvas') {
  const initialState = Array.from({ length: 30 }, (_, i) => ({
    spec: 'figures',
    title: `View ${i + 1}`,
    x: (i % 3) * 4,
    y: Math.floor(i / 3) * 4,
    w: 4,
    h: 4,
  }));
  performance.mark('dash-start');
  const model = new DashCanvasModel({ viewSpecs: specs, initialState });
  whenReady(() => root.querySelectorAll('.tb-dash-view').length === 30, 30);
  createRoot(root).render(<DashCanvas model={model} aria-label="Bench canvas" />);
} else {
  // A saved state of 12 views in four stacks: two rows of a stack and a column of two stacks.
  const stack = (from: number, size: number) => ({
    type: 'stack' as const,
    size,
    views: Array.from({ length: 3 }, (_, i) => ({
      spec: 'figures',
      id: `v${from + i}`,
      title: `View ${from + i}`,
    })),
  });
  const saved = {
    version: 1,
    layout: {
      type: 'row',
      children: [
        stack(1, 35),
        { type: 'column', size: 35, children: [stack(4, 50), stack(7, 50)] },
        stack(10, 30),
      ],
    },
  };
  localStorage.setItem('dashBench', JSON.stringify(saved));
  performance.mark('dash-start');
  const model = new DashContainerModel({ viewSpecs: specs, persistWith: { localStorageKey: 'dashBench' } });
  whenReady(
    () =>
      root.querySelectorAll('.dv-tab').length === 12 &&
      root.querySelectorAll('.tb-dash-container__view').length === 4,
    12,
  );
  createRoot(root).render(<DashContainer model={model} aria-label="Bench container" />);
}
