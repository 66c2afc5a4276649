import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Store } from '../data';
import { FilterChooser, FILTER_CHOOSER_SOURCE } from './FilterChooser';

interface Row {
  id: number;
  city: string;
  pnl: number;
}

const ROWS: Row[] = [
  { id: 1, city: 'London', pnl: 10 },
  { id: 2, city: 'Paris', pnl: -50 },
  { id: 3, city: 'London', pnl: 500 },
];

function setup(commitOnChange?: boolean) {
  const store = new Store<Row>({ fields: [{ name: 'pnl', type: 'number', displayName: 'P&L' }, 'city'] });
  store.loadData(ROWS);
  const chooser = (commit?: boolean) => (
    <FilterChooser store={store as Store<Row, never>} fields={['city', 'pnl']} commitOnChange={commit} />
  );
  const { rerender } = render(chooser(commitOnChange));
  return {
    store,
    input: screen.getByRole('combobox', { name: 'Filter chooser' }),
    setCommitOnChange: (commit: boolean) => rerender(chooser(commit)),
  };
}

describe('FilterChooser', () => {
  it('suggests filters from the data and applies the one chosen as a chip', async () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'lon' } });
    fireEvent.click(await screen.findByText('City = London'));
    expect(store.filters[FILTER_CHOOSER_SOURCE]).toEqual({ field: 'city', op: '=', value: 'London' });
    expect(store.filteredRecords.map((r) => r.id)).toEqual([1, 3]);
    expect(screen.getByText('City = London')).toBeInTheDocument();
  });

  it('understands typed filters on numbers and combines fields with AND', async () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'lon' } });
    fireEvent.click(await screen.findByText('City = London'));
    fireEvent.change(input, { target: { value: 'p&l > 100' } });
    fireEvent.click(await screen.findByText('P&L > 100'));
    expect(store.filteredRecords.map((r) => r.id)).toEqual([3]);
  });

  it('says how to start when nothing is typed', async () => {
    const { input } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByText('Type to see filters, e.g. city = London')).toBeInTheDocument();
  });

  it('follows its filter on the store: cleared elsewhere, the chips go; set elsewhere, they show', async () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'lon' } });
    fireEvent.click(await screen.findByText('City = London'));
    await act(async () => store.clearFilters());
    expect(screen.queryByText('City = London')).toBeNull();
    await act(async () => store.setFilter({ field: 'pnl', op: '>', value: 0 }, FILTER_CHOOSER_SOURCE));
    expect(screen.getByText('P&L > 0')).toBeInTheDocument();
  });

  it('with commitOnChange off, stages chips until Apply or Enter', async () => {
    const { store, input, setCommitOnChange } = setup(false);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    fireEvent.change(input, { target: { value: 'lon' } });
    fireEvent.click(await screen.findByText('City = London'));
    expect(store.filters[FILTER_CHOOSER_SOURCE]).toBeUndefined();
    expect(store.filteredCount).toBe(3);
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    expect(store.filters[FILTER_CHOOSER_SOURCE]).toEqual({ field: 'city', op: '=', value: 'London' });
    expect(apply).toBeDisabled();

    fireEvent.change(input, { target: { value: 'paris' } });
    fireEvent.click(await screen.findByText('City = Paris'));
    expect(store.filteredCount).toBe(2);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(store.filteredCount).toBe(3);

    // Staged chips apply when switched to commit on change.
    fireEvent.click(screen.getByRole('button', { name: 'Remove City = Paris' }));
    expect(store.filteredCount).toBe(3);
    setCommitOnChange(true);
    expect(store.filteredCount).toBe(2);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
