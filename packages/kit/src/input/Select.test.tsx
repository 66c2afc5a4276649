import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './Label';
import { Select, type SelectOption } from './Select';

function Harness<T extends string | number>(props: {
  options: (T | SelectOption<T>)[];
  initial?: T | null;
  onChange: (v: T | null) => void;
  enableClear?: boolean;
}) {
  const [value, setValue] = useState<T | null>(props.initial ?? null);
  return (
    <>
      <Label htmlFor="state">State</Label>
      <Select<T>
        id="state"
        value={value}
        options={props.options}
        enableClear={props.enableClear}
        placeholder="Pick one..."
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
      <output>{String(value)}</output>
    </>
  );
}

describe('Select', () => {
  it('picks a value from plain options, and filters as the user types', async () => {
    const onChange = vi.fn();
    render(<Harness options={['Alabama', 'Alaska', 'Arizona']} onChange={onChange} />);
    expect(screen.getByText('Pick one...')).toBeInTheDocument();
    const input = screen.getByLabelText('State');
    await userEvent.type(input, 'ari');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Arizona']);
    await userEvent.click(options[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Arizona');
    expect(screen.getByRole('status')).toHaveTextContent('Arizona');
  });

  it('shows labels of value/label options and clears to null', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness
        options={[
          { value: 1, label: 'One' },
          { value: 2, label: 'Two' },
        ]}
        initial={2}
        enableClear
        onChange={onChange}
      />,
    );
    expect(container.querySelector('.tb-select__single-value')).toHaveTextContent('Two');
    await userEvent.click(container.querySelector('.tb-select__clear-indicator') as HTMLElement);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.getByText('Pick one...')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<Select value={null} options={['A']} onChange={() => {}} disabled aria-label="Letter" />);
    expect(screen.getByLabelText('Letter')).toBeDisabled();
  });
});
