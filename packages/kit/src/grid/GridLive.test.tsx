import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';
import { GridModel } from './GridModel';

interface Row {
  id: number;
  company: string;
  pnl: number;
}

const ROWS: Row[] = [
  { id: 1, company: 'Acme', pnl: 300 },
  { id: 2, company: 'Globex', pnl: 200 },
  { id: 3, company: 'Initech', pnl: 100 },
];

function liveModel(live = true) {
  const model = new GridModel<Row>({
    store: {},
    sortBy: 'pnl|desc',
    live,
    columns: [{ field: 'company' }, { field: 'pnl', header: 'P&L', highlightChanges: true }],
  });
  model.loadData(ROWS);
  return model;
}

/** jsdom's frames come from a timer: on a busy machine AG Grid takes longer than findBy's default second. */
const SLOW = { timeout: 15_000 };

/** The companies in the order the grid shows them. */
function shownCompanies(): string[] {
  return [...document.querySelectorAll('[role="row"][row-index]')]
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .map((r) => r.querySelector('[col-id="company"]')?.textContent ?? '');
}

describe('Grid with live data', () => {
  it('moves rows without the slide animation; other grids keep it', async () => {
    const live = liveModel();
    const { unmount } = render(<Grid model={live} />);
    await screen.findByRole('gridcell', { name: 'Acme' }, SLOW);
    expect(live.agApi?.getGridOption('animateRows')).toBe(false);
    unmount();

    const plain = liveModel(false);
    render(<Grid model={plain} />);
    await screen.findByRole('gridcell', { name: 'Acme' }, SLOW);
    expect(plain.agApi?.getGridOption('animateRows')).toBe(true);
  });

  it('keeps its rows still under a push while the pointer is over it, and sorts again when it leaves', async () => {
    const model = liveModel();
    render(<Grid model={model} />);
    await screen.findByRole('gridcell', { name: 'Acme' }, SLOW);
    const grid = document.querySelector('.tb-grid') as HTMLElement;

    fireEvent.pointerEnter(grid);
    expect(model.store.orderHeld).toBe(true);
    model.store.updateData({ merge: [{ id: 3, pnl: 900 }] });
    await screen.findByRole('gridcell', { name: '900' }, SLOW);
    expect(shownCompanies()).toEqual(['Acme', 'Globex', 'Initech']);

    fireEvent.pointerLeave(grid);
    expect(model.store.orderHeld).toBe(false);
    await waitFor(() => expect(shownCompanies()).toEqual(['Initech', 'Acme', 'Globex']), SLOW);
  });

  it('keeps its rows still while used from the keyboard, until the focus leaves it', async () => {
    const model = liveModel();
    render(
      <>
        <Grid model={model} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const cell = await screen.findByRole('gridcell', { name: 'Acme' }, SLOW);
    fireEvent.keyDown(cell, { key: 'ArrowDown' });
    expect(model.store.orderHeld).toBe(true);
    fireEvent.focusOut(cell, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(model.store.orderHeld).toBe(false);
  });

  it('lets go of the order when it goes', async () => {
    const model = liveModel();
    const { unmount } = render(<Grid model={model} />);
    await screen.findByRole('gridcell', { name: 'Acme' }, SLOW);
    fireEvent.pointerEnter(document.querySelector('.tb-grid') as HTMLElement);
    expect(model.store.orderHeld).toBe(true);
    unmount();
    expect(model.store.orderHeld).toBe(false);
  });
});
