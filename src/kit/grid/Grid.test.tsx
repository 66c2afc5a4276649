import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';
import { actionColumn } from './actionColumn';
import { GridModel } from './GridModel';

interface Row {
  id: number;
  company: string;
  pnl: number;
}

const ROWS: Row[] = [
  { id: 1, company: 'Acme', pnl: 10 },
  { id: 2, company: 'Globex', pnl: -50 },
];

function model(extra: Partial<ConstructorParameters<typeof GridModel<Row>>[0]> = {}) {
  return new GridModel<Row>({
    store: {},
    columns: [{ field: 'company' }, { field: 'pnl', header: 'P&L', align: 'right' }],
    ...extra,
  });
}

describe('Grid', () => {
  it('renders AG Grid with the columns, named for assistive tech, and gives the model its api', async () => {
    const m = model();
    render(<Grid model={m} aria-label="Trades" />);
    expect(await screen.findByRole('columnheader', { name: /Company/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /P&L/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Trades' })).toBeInTheDocument());
    await waitFor(() => expect(m.agApi).not.toBeNull());
  });

  it('shows the empty text once loaded with no rows, and not before', async () => {
    const m = model();
    render(<Grid model={m} />);
    await screen.findByRole('columnheader', { name: /Company/ });
    expect(screen.queryByText('No records found...')).toBeNull();
    await act(async () => m.store.loadData([]));
    expect(screen.getByText('No records found...')).toBeInTheDocument();
    await act(async () => m.store.loadData(ROWS));
    expect(screen.queryByText('No records found...')).toBeNull();
  });

  it('shows a custom empty text', async () => {
    const m = model({ emptyText: 'No companies found...' });
    m.store.loadData([]);
    render(<Grid model={m} />);
    expect(await screen.findByText('No companies found...')).toBeInTheDocument();
  });

  it('sorts the store when the user sorts a header, by absolute value on absSort columns', async () => {
    const m = model({ columns: [{ field: 'company' }, { field: 'pnl', absSort: true }] });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    const api = m.agApi;
    if (!api) throw new Error('no grid api');
    act(() => {
      api.applyColumnState({
        state: [{ colId: 'pnl', sort: 'desc', sortType: 'absolute' }],
        defaultState: { sort: null },
      });
    });
    // Applied through the api the sort is the model's own; a user's sort reaches the model via syncSortFromGrid.
    act(() => m.syncSortFromGrid());
    expect(m.store.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(m.store.rows.map((r) => r.id)).toEqual(['2', '1']);
  });

  it('keeps the selection of the model on the grid', async () => {
    const m = model({ selModel: 'multiple' });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    act(() => m.select([2]));
    expect(m.agApi?.getSelectedNodes().map((n) => n.id)).toEqual(['2']);
    // The user selects in the grid: the model follows.
    act(() => m.agApi?.selectAll());
    await waitFor(() => expect([...m.selectedIds].sort()).toEqual([1, 2]));
  });
});

describe('Grid rows', () => {
  it('draws record rows with formatted cells, row class rules and record actions', async () => {
    const clicked: number[] = [];
    const m = new GridModel<Row>({
      store: {},
      columns: [
        { field: 'company' },
        {
          field: 'pnl',
          formatter: (v) => `$${String(v)}`,
          cellClass: (v) => (Number(v) < 0 ? 'neg' : undefined),
        },
        actionColumn<Row>([{ text: 'Open', onClick: (r) => clicked.push(r.data.id) }]),
      ],
      rowClassRules: { 'is-loss': (r) => r.data.pnl < 0 },
    });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    await waitFor(() => expect(container.querySelector('[row-id="2"] [col-id="pnl"]')).not.toBeNull());
    const loss = container.querySelector('[row-id="2"] [col-id="pnl"]');
    expect(loss).toHaveTextContent('$-50');
    expect(loss).toHaveClass('neg');
    expect(container.querySelector('[row-id="2"]')).toHaveClass('is-loss');
    expect(container.querySelector('[row-id="1"]')).not.toHaveClass('is-loss');
    const open = container.querySelector<HTMLButtonElement>('[row-id="1"] [col-id="actions"] button');
    expect(open).toHaveTextContent('Open');
    act(() => open?.click());
    expect(clicked).toEqual([1]);
  });

  it('draws groups as full-width rows that expand on click', async () => {
    const m = new GridModel<Row>({ store: {}, columns: [{ field: 'company' }], groupBy: 'company' });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    const toggle = await screen.findByRole('button', { name: 'Expand Acme' });
    expect(container.querySelector('.tb-grid-group__count')).toHaveTextContent('(1)');
    act(() => toggle.click());
    expect(await screen.findByRole('button', { name: 'Collapse Acme' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(container.querySelector('[row-id="1"] [col-id="company"]')).toHaveTextContent('Acme'),
    );
  });
});
