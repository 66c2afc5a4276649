import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridCountLabel, StoreFilterField } from '../grid';
import { DataView } from './DataView';
import { DataViewModel } from './DataViewModel';

interface Item {
  id: number;
  name: string;
  city: string;
}

const ITEMS: Item[] = [
  { id: 1, name: 'Acme', city: 'London' },
  { id: 2, name: 'Globex', city: 'Paris' },
];

function model(extra: Partial<ConstructorParameters<typeof DataViewModel<Item>>[0]> = {}) {
  return new DataViewModel<Item>({
    store: { fields: ['name', 'city'] },
    itemHeight: 70,
    renderer: (record) => (
      <div className="card">
        <b>{record.data.name}</b> <span>{record.data.city}</span>
      </div>
    ),
    emptyText: 'No companies found...',
    countUnit: 'company',
    ...extra,
  });
}

describe('DataView', () => {
  it('draws an item per record with the renderer, named, with no header', async () => {
    const m = model();
    m.loadData(ITEMS);
    const { container } = render(<DataView model={m} aria-label="Companies" />);
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Companies' })).toBeInTheDocument());
    await waitFor(() => expect(m.gridModel.agApi).not.toBeNull());
    expect(m.gridModel.agApi?.getGridOption('headerHeight')).toBe(0);
    expect(container.querySelector('.tb-dataview.tb-dataview--borders .tb-grid--no-header')).not.toBeNull();
    expect(container.querySelector('.tb-grid--plain')).not.toBeNull();
  });

  it('redraws an item when its record changes', async () => {
    const m = model();
    m.loadData(ITEMS);
    render(<DataView model={m} />);
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    await act(async () => m.store.modifyRecords([{ id: 2, name: 'Globex Intl' }]));
    expect(await screen.findByText('Globex Intl')).toBeInTheDocument();
  });

  it('shows the empty text once loaded with nothing, or with nothing passing the filter', async () => {
    const m = model();
    render(<DataView model={m} />);
    expect(screen.queryByText('No companies found...')).toBeNull();
    await act(async () => m.loadData(ITEMS));
    expect(screen.queryByText('No companies found...')).toBeNull();
    await act(async () => m.store.setFilter({ text: 'zzz' }));
    expect(screen.getByText('No companies found...')).toBeInTheDocument();
  });

  it('selects an item on click, and rings the focused item only for keyboard users', async () => {
    const m = model();
    m.loadData(ITEMS);
    const { container } = render(<DataView model={m} />);
    const view = container.querySelector('.tb-dataview');
    const globex = await screen.findByText('Globex');
    fireEvent.pointerDown(globex);
    fireEvent.click(globex);
    await waitFor(() => expect(m.selectedIds).toEqual([2]));
    expect(container.querySelector('[row-id="2"]')).toHaveClass('ag-row-selected');
    expect(view).not.toHaveClass('tb-dataview--keyboard');
    fireEvent.keyDown(globex, { key: 'ArrowUp' });
    expect(view).toHaveClass('tb-dataview--keyboard');
    fireEvent.pointerDown(globex);
    expect(view).not.toHaveClass('tb-dataview--keyboard');
  });

  it('is taken by StoreFilterField and GridCountLabel like a grid', async () => {
    const m = model({ selModel: 'multiple' });
    m.loadData(ITEMS);
    render(
      <>
        <StoreFilterField store={m} filterBuffer={0} />
        <GridCountLabel model={m} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 companies');
    await act(async () => m.select([1, 2]));
    expect(screen.getByRole('status')).toHaveTextContent('2 companies, 2 selected');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), { target: { value: 'paris' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 company'));
    expect(m.store.filteredRecords.map((r) => r.id)).toEqual([2]);
  });
});
