import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import type { InputHandle } from './inputHandle';
import { RadioInput } from './RadioInput';
import { TextArea } from './TextArea';

describe('Checkbox', () => {
  it('toggles, shows null as neither, and can be focused through its handle', async () => {
    const onChange = vi.fn();
    const ref = createRef<InputHandle>();
    const { rerender } = render(<Checkbox ref={ref} value={null} label="Agree" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(box).toBePartiallyChecked();
    await userEvent.click(screen.getByText('Agree'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<Checkbox ref={ref} value={true} label="Agree" onChange={onChange} />);
    expect(box).toBeChecked();
    ref.current?.focus();
    expect(box).toHaveFocus();
  });
});

describe('RadioInput', () => {
  it('picks one option; disabled options cannot be picked', async () => {
    const onChange = vi.fn();
    render(
      <RadioInput
        aria-label="Dinner"
        value="Steak"
        options={['Steak', 'Chicken', { value: 'Fish', disabled: true }]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Dinner' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Steak' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fish' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Chicken' }));
    expect(onChange).toHaveBeenLastCalledWith('Chicken');
  });
});

describe('TextArea', () => {
  it('commits on blur, or on each keystroke with commitOnChange; Escape reverts', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { rerender } = render(<TextArea aria-label="Notes" value="" onChange={onChange} onBlur={onBlur} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'one{Enter}two');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('one\ntwo');
    expect(onBlur).toHaveBeenCalled();
    rerender(<TextArea aria-label="Notes" value="" onChange={onChange} commitOnChange />);
    await userEvent.type(area, 'x');
    expect(onChange).toHaveBeenLastCalledWith('x');
  });
});
