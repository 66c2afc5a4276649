import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZoneGrid } from './ZoneGrid';
import { ZoneGridModel } from './ZoneGridModel';

interface Trade {
  id: number;
  company: string;
  city: string;
  pnl: number;
}

const TRADES: Trade[] = [
  { id: 1, company: 'Acme', city: 'London', pnl: 10 },
  { id: 2, company: 'Globex', city: 'Paris', pnl: -50 },
];

function model() {
  return new ZoneGridModel<Trade>({
    store: {},
    columns: [
      { field: 'company' },
      { field: 'city', header: 'City' },
      {
        field: 'pnl',
        header: 'P&L',
        formatter: (v) => `${Number(v) > 0 ? '+' : ''}${String(v)}`,
        cellClass: (v) => (Number(v) < 0 ? 'neg' : undefined),
      },
      { field: 'id', renderer: (v) => <b>#{String(v)}</b> },
    ],
    mappings: { tl: 'company', tr: 'pnl', bl: ['city', { field: 'id', showLabel: true }] },
    limits: { tl: { min: 1, max: 1 } },
    sortBy: 'pnl|desc|abs',
    emptyText: 'No trades found...',
  });
}

/** The zones of the rendered record rows, in display order. */
function zoneTexts(container: HTMLElement) {
  return [...container.querySelectorAll('[role="row"][row-index]')]
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .filter((row) => row.querySelector('[data-zone]'))
    .map((row) =>
      ['tl', 'tr', 'bl', 'br'].map((z) => row.querySelector(`[data-zone="${z}"]`)?.textContent ?? ''),
    );
}

describe('ZoneGrid', () => {
  it('draws each record as four zones of formatted, rendered and labelled fields', async () => {
    const m = model();
    m.store.loadData(TRADES);
    const { container } = render(<ZoneGrid model={m} aria-label="Trades" />);
    await waitFor(() => expect(zoneTexts(container)).toHaveLength(2));
    expect(zoneTexts(container)).toEqual([
      ['Globex', '-50', 'Paris • Id: #2', ''],
      ['Acme', '+10', 'London • Id: #1', ''],
    ]);
    expect(container.querySelector('[data-field="pnl"]')?.className).toContain('neg');
    expect(screen.getByRole('grid', { name: 'Trades' })).toBeInTheDocument();
    expect(container.querySelector('.tb-grid')).toHaveClass('tb-zone-grid');
  });

  it('redraws the rows when the mappings change, and shows the empty text without rows', async () => {
    const m = model();
    m.store.loadData(TRADES);
    const { container } = render(<ZoneGrid model={m} />);
    await waitFor(() => expect(zoneTexts(container)).toHaveLength(2));
    act(() => m.setMappings({ ...m.mappings, tl: [{ field: 'city', showLabel: false }], bl: [] }));
    await waitFor(() => expect(zoneTexts(container)[0]).toEqual(['Paris', '-50', '', '']));
    await act(async () => m.store.loadData([]));
    expect(screen.getByText('No trades found...')).toBeInTheDocument();
  });

  it('shows group rows when grouped', async () => {
    const m = model();
    m.store.loadData(TRADES);
    m.setGroupBy('city');
    render(<ZoneGrid model={m} />);
    expect(await screen.findByText('London')).toHaveClass('tb-grid-group__label');
    expect(screen.getByText('Paris')).toHaveClass('tb-grid-group__label');
  });
});
