import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput';
import { parseNumber } from './parseNumber';

type HarnessProps = Omit<NumberInputProps, 'value' | 'onChange'> & { onChange: (v: number | null) => void };

function Harness({ onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(1000);
  return (
    <NumberInput
      aria-label="Interval"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('commits a typed number on Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Interval' });
    expect(input).toHaveValue('1000');
    await userEvent.clear(input);
    await userEvent.type(input, '2,500');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2500);
    expect(input).toHaveValue('2500');
  });

  it('clamps to min and max', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} min={100} max={5000} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.type(input, '99999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5000);
  });

  it('reverts text that is not a number, and an empty text unless allowed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    expect(input).toHaveValue('1000');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue('1000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits null for an empty text with allowEmpty', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} allowEmpty />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('steps with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} step={100} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(1100);
    expect(input).toHaveValue('1100');
  });

  it('keeps the text being typed with commitOnChange', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} commitOnChange />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    expect(input).toHaveValue('1.5');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
  });
});

describe('parseNumber', () => {
  it('reads numbers, ignores commas and spaces, and tells empty from invalid', () => {
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber(' -7 ')).toBe(-7);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12abc')).toBeUndefined();
    expect(parseNumber('-')).toBeUndefined();
  });
});

describe('NumberInput steps and scale', () => {
  it('steps by step, Shift for a major step and Alt for a minor one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} step={1000} majorStep={100000} minorStep={100} />);
    const input = screen.getByRole('spinbutton', { name: 'Interval' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(2000);
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(102000);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith(101900);
  });

  it('shows a scaled value with its unit, and divides typed numbers back', async () => {
    const onChange = vi.fn();
    render(
      <NumberInput aria-label="Share" value={0.07} scaleFactor={100} valueLabel="%" onChange={onChange} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Share' });
    expect(input).toHaveValue('7');
    expect(input).toHaveAttribute('aria-valuetext', '7%');
    expect(screen.getByText('%')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '12.5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(0.125);
  });

  it('shows thousands separators when asked', () => {
    render(<NumberInput aria-label="Big" value={1234567} displayWithCommas onChange={vi.fn()} />);
    expect(screen.getByRole('spinbutton', { name: 'Big' })).toHaveValue('1,234,567');
  });
});
