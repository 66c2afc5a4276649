import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './Label';
import { TextInput } from './TextInput';

function Harness({ commitOnChange, onChange }: { commitOnChange?: boolean; onChange: (v: string) => void }) {
  const [value, setValue] = useState('start');
  return (
    <>
      <Label htmlFor="name">Name</Label>
      <TextInput
        id="name"
        value={value}
        commitOnChange={commitOnChange}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('TextInput', () => {
  it('commits on Enter, not on each keystroke, by default', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('abc');
    expect(screen.getByRole('status')).toHaveTextContent('abc');
  });

  it('commits on blur', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('start!');
  });

  it('reverts uncommitted edits on Escape', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'xyz{Escape}');
    expect(input).toHaveValue('start');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits every keystroke with commitOnChange', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} commitOnChange />);
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenNthCalledWith(1, 'starta');
    expect(onChange).toHaveBeenNthCalledWith(2, 'startab');
    expect(input).toHaveValue('startab');
  });

  it('follows a value changed from outside, and can be disabled', () => {
    const { rerender } = render(<TextInput aria-label="T" value="one" onChange={() => {}} />);
    rerender(<TextInput aria-label="T" value="two" onChange={() => {}} disabled placeholder="Type" />);
    const input = screen.getByRole('textbox', { name: 'T' });
    expect(input).toHaveValue('two');
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'Type');
  });

  it('can be a named password field that autofill recognises, focused on arrival', () => {
    render(
      <>
        <Label htmlFor="pw">Password</Label>
        <TextInput
          id="pw"
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus
          value=""
          onChange={() => {}}
        />
      </>,
    );
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('name', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toHaveFocus();
  });
});
