import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../data';
import { StoreFilterField, FILTER_FIELD_SOURCE } from './StoreFilterField';

interface Row {
  id: number;
  name: string;
  city: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'Acme', city: 'London' },
  { id: 2, name: 'Globex', city: 'Paris' },
  { id: 3, name: 'Lonely Co', city: 'Oslo' },
];

function setup(props: Partial<Parameters<typeof StoreFilterField<Row>>[0]> = {}) {
  const store = new Store<Row>();
  store.loadData(ROWS);
  render(<StoreFilterField store={store} {...props} />);
  const input = screen.getByRole('searchbox', { name: 'Filter' });
  return { store, input };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('StoreFilterField', () => {
  it('filters the store after the buffer, not on every keystroke', () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'lon' } });
    expect(store.filteredCount).toBe(3);
    act(() => vi.advanceTimersByTime(199));
    expect(store.filteredCount).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(store.filteredRecords.map((r) => r.id)).toEqual([1, 3]);
    expect(store.filters[FILTER_FIELD_SOURCE]).toEqual({ text: 'lon', matchMode: 'any' });
  });

  it('applies at once on Enter, clears on Escape and with the clear button', () => {
    const { store, input } = setup({ filterBuffer: 1000 });
    fireEvent.change(input, { target: { value: 'paris' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(store.filteredCount).toBe(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(store.filteredCount).toBe(3);
    fireEvent.change(input, { target: { value: 'acme' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(store.filteredCount).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(store.filteredCount).toBe(3);
    expect(store.filters[FILTER_FIELD_SOURCE]).toBeUndefined();
  });

  it('matches at the start of values and in the given fields only', () => {
    const { store, input } = setup({ matchMode: 'start', fields: ['name'] });
    fireEvent.change(input, { target: { value: 'lon' } });
    act(() => vi.advanceTimersByTime(200));
    expect(store.filteredRecords.map((r) => r.id)).toEqual([3]);
  });

  it('leaves the filters of other sources alone', () => {
    const { store, input } = setup();
    store.setFilter({ field: 'city', op: '!=', value: 'Oslo' }, 'other');
    fireEvent.change(input, { target: { value: 'lon' } });
    act(() => vi.advanceTimersByTime(200));
    expect(store.filteredRecords.map((r) => r.id)).toEqual([1]);
  });

  it('filters several stores alike, and clears them all', () => {
    const left = new Store<Row>();
    const right = new Store<Row>();
    left.loadData(ROWS.slice(0, 2));
    right.loadData(ROWS.slice(2));
    render(<StoreFilterField store={[left, right]} matchMode="start" fields={['name']} />);
    const input = screen.getByRole('searchbox', { name: 'Filter' });
    fireEvent.change(input, { target: { value: 'lo' } });
    act(() => vi.advanceTimersByTime(200));
    expect(left.filteredCount).toBe(0);
    expect(right.filteredRecords.map((r) => r.id)).toEqual([3]);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(left.filteredCount).toBe(2);
    expect(right.filteredCount).toBe(1);
  });

  it('with commitOnChange off filters only on Enter, and applies what is typed when switched on', async () => {
    const store = new Store<Row>();
    store.loadData(ROWS);
    const field = (commitOnChange: boolean) => (
      <StoreFilterField store={store} commitOnChange={commitOnChange} />
    );
    const { rerender } = render(field(false));
    const input = screen.getByRole('searchbox', { name: 'Filter' });
    fireEvent.change(input, { target: { value: 'paris' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(store.filteredCount).toBe(3);
    expect(input.parentElement).toHaveClass('tb-filter-field--pending');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(store.filteredCount).toBe(1);
    await act(async () => undefined);
    expect(input.parentElement).not.toHaveClass('tb-filter-field--pending');

    fireEvent.change(input, { target: { value: 'acme' } });
    expect(store.filteredCount).toBe(1);
    rerender(field(true));
    expect(store.filteredRecords.map((r) => r.id)).toEqual([1]);
  });

  it('follows its filter on the store when it is cleared or set elsewhere', async () => {
    const { store, input } = setup();
    fireEvent.change(input, { target: { value: 'lon' } });
    act(() => vi.advanceTimersByTime(200));
    await act(async () => store.clearFilters());
    expect(input).toHaveValue('');
    await act(async () => store.setFilter({ text: 'oslo' }, FILTER_FIELD_SOURCE));
    expect(input).toHaveValue('oslo');
  });
});
