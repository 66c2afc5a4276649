import { fireEvent, render, screen } from '@testing-library/react';
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

function setup() {
  const store = new Store<Row>({ fields: [{ name: 'pnl', type: 'number', displayName: 'P&L' }, 'city'] });
  store.loadData(ROWS);
  render(<FilterChooser store={store as Store<Row, never>} fields={['city', 'pnl']} />);
  return { store, input: screen.getByRole('combobox', { name: 'Filter chooser' }) };
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
});
