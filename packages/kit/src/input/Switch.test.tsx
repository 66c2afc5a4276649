import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

function Harness({ onChange, disabled }: { onChange: (v: boolean) => void; disabled?: boolean }) {
  const [value, setValue] = useState(false);
  return (
    <Switch
      label="Danger mode"
      value={value}
      disabled={disabled}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Switch', () => {
  it('toggles from the switch and from its label', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Danger mode' });
    expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    expect(sw).toBeChecked();
    await userEvent.click(screen.getByText('Danger mode'));
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing when disabled, and takes an aria-label without a label', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Harness onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Switch value aria-label="Compact" onChange={onChange} />);
    expect(screen.getByRole('switch', { name: 'Compact' })).toBeChecked();
  });
});
