import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select';

const CUSTOMERS: SelectOption<number>[] = [
  { value: 1, label: 'Acme (Boston)' },
  { value: 2, label: 'Apex (Denver)' },
  { value: 3, label: 'Birch (Austin)' },
];

function AsyncHarness({ onChange }: { onChange: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const queryFn = async (q: string) =>
    CUSTOMERS.filter((c) => c.label.toLowerCase().includes(q.toLowerCase()));
  return (
    <Select<number>
      aria-label="Customer"
      value={value}
      queryFn={queryFn}
      queryBuffer={10}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function MultiHarness({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['red']);
  return (
    <Select<string>
      aria-label="Colors"
      enableMulti
      enableCreate
      options={['red', 'green', 'blue']}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Select extensions', () => {
  it('searches as the user types, saying what it is doing, and keeps the label of the pick', async () => {
    const onChange = vi.fn();
    render(<AsyncHarness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.click(input);
    expect(await screen.findByText('Type to search...')).toBeInTheDocument();
    await userEvent.type(input, 'zz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'ap');
    // Wait for the search of the whole text, not an earlier one of 'a'.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: 'Apex (Denver)' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(screen.getByText('Apex (Denver)')).toBeInTheDocument());
  });

  it('holds several values and creates new ones', async () => {
    const onChange = vi.fn();
    render(<MultiHarness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Colors' });
    await userEvent.type(input, 'gre');
    await userEvent.click(await screen.findByRole('option', { name: 'green' }));
    expect(onChange).toHaveBeenLastCalledWith(['red', 'green']);
    await userEvent.type(input, 'teal{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['red', 'green', 'teal']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove red' }));
    expect(onChange).toHaveBeenLastCalledWith(['green', 'teal']);
  });
});
