import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ButtonGroupInput, type ButtonGroupInputProps } from './ButtonGroupInput';

function Bound(
  props: Partial<ButtonGroupInputProps> & { initial?: string | null; spy?: (v: string | null) => void },
) {
  const { initial = 'v1', spy, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ButtonGroupInput
      aria-label="Version"
      options={['v1', 'v2', 'v3']}
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('ButtonGroupInput', () => {
  it('shows the choices as a radio group with the value checked', async () => {
    const spy = vi.fn();
    render(<Bound spy={spy} />);
    expect(screen.getByRole('radiogroup', { name: 'Version' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'v1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'v1' })).toHaveClass('tb-button', 'tb-button--active');
    await userEvent.click(screen.getByRole('radio', { name: 'v3' }));
    expect(spy).toHaveBeenLastCalledWith('v3');
    expect(screen.getByRole('radio', { name: 'v3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'v1' })).not.toBeChecked();
  });

  it('keeps a value unless clearing is enabled', async () => {
    const spy = vi.fn();
    const { unmount } = render(<Bound spy={spy} />);
    await userEvent.click(screen.getByRole('radio', { name: 'v1' }));
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'v1' })).toBeChecked();
    unmount();
    render(<Bound spy={spy} enableClear />);
    await userEvent.click(screen.getByRole('radio', { name: 'v1' }));
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('takes the button styles and can be disabled', () => {
    const { rerender } = render(
      <ButtonGroupInput value="b" onChange={() => {}} options={['a', 'b']} outlined intent="success" />,
    );
    expect(screen.getByRole('radio', { name: 'a' })).toHaveClass('tb-button--outlined', 'tb-intent-success');
    rerender(
      <ButtonGroupInput
        value="b"
        onChange={() => {}}
        options={[{ value: 'a', label: 'Alpha' }, 'b']}
        minimal
        disabled
      />,
    );
    expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveClass('tb-button--minimal');
    for (const r of screen.getAllByRole('radio')) expect(r).toBeDisabled();
  });
});
