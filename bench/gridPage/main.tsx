// The page of bench/grid.bench.ts: a kit Grid of 10,000 trades, sorted by P&L descending by absolute value,
// filling a 1200×800 box. It marks when it starts rendering and when the first rows are on screen.
import { createRoot } from 'react-dom/client';
import { generateTrades } from '../../mocks/data/trades';
import type { Trade } from '../../src/api/samples';
import { booleanCheckColumn, Grid, GridModel, numberCellFormatter, signClass } from '@toolbox/kit/grid';
import '@toolbox/kit/theme';

declare global {
  interface Window {
    gridBench?: { rows: number; renderMs: number };
  }
}

const ROWS = 10_000;
const trades = generateTrades(ROWS, 7);

performance.mark('grid-start');
const model = new GridModel<Trade>({
  store: {},
  sortBy: 'profit_loss|desc|abs',
  selModel: 'multiple',
  columns: [
    { field: 'id', width: 80, align: 'right' },
    { field: 'company', flex: 1, minWidth: 180 },
    { field: 'city', width: 130 },
    { field: 'trade_volume', width: 130, align: 'right', formatter: numberCellFormatter() },
    {
      field: 'profit_loss',
      width: 120,
      align: 'right',
      absSort: true,
      formatter: numberCellFormatter(),
      cellClass: signClass,
    },
    { field: 'trade_date', width: 110 },
    { field: 'active', width: 80, ...booleanCheckColumn },
  ],
});
model.store.loadData(trades);

const root = document.getElementById('root') as HTMLElement;
root.style.cssText = 'width: 1200px; height: 800px; display: flex;';
createRoot(root).render(<Grid model={model} aria-label="Bench grid" />);

const observer = new MutationObserver(() => {
  if (!root.querySelector('.ag-row [col-id="company"]')) return;
  observer.disconnect();
  // The frame after the rows appear: they are laid out and painted.
  requestAnimationFrame(() => {
    performance.mark('grid-rendered');
    const { duration } = performance.measure('grid-render', 'grid-start', 'grid-rendered');
    window.gridBench = { rows: model.store.visibleCount, renderMs: duration };
  });
});
observer.observe(root, { childList: true, subtree: true });
