import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinPad } from './PinPad';
import { PinPadModel } from './PinPadModel';

const slots = (n: number, of: number) => screen.getByRole('status', { name: `${n} of ${of} digits entered` });

describe('PinPad', () => {
  it('shows the texts and takes digits from its keys', async () => {
    const onComplete = vi.fn();
    const model = new PinPadModel({ pinLength: 4, header: 'Enter PIN...', subHeader: 'Welcome', onComplete });
    render(<PinPad model={model} />);
    const pad = screen.getByRole('group', { name: 'PIN pad' });
    expect(pad).toHaveFocus();
    expect(within(pad).getByText('Enter PIN...')).toBeInTheDocument();
    expect(within(pad).getByText('Welcome')).toBeInTheDocument();
    expect(slots(0, 4)).toBeInTheDocument();

    for (const d of ['4', '2', '9']) await userEvent.click(screen.getByRole('button', { name: d }));
    expect(slots(3, 4)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(slots(2, 4)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(slots(0, 4)).toBeInTheDocument();

    for (const d of ['1', '2', '3', '4']) await userEvent.click(screen.getByRole('button', { name: d }));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('takes digits from the keyboard; Backspace deletes and Escape clears', async () => {
    const onComplete = vi.fn();
    const model = new PinPadModel({ pinLength: 5, onComplete });
    render(<PinPad model={model} />);
    await userEvent.keyboard('123');
    expect(slots(3, 5)).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    expect(model.entered).toBe('12');
    await userEvent.keyboard('{Escape}');
    expect(model.entered).toBe('');
    await userEvent.keyboard('98765');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('98765');
  });

  it('keeps the focus on the pad when a key is clicked, so typing goes on working', async () => {
    const model = new PinPadModel({ pinLength: 4 });
    render(<PinPad model={model} autoFocus={false} />);
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    expect(screen.getByRole('group', { name: 'PIN pad' })).toHaveFocus();
    await userEvent.keyboard('8');
    expect(model.entered).toBe('78');
  });

  it('disables its keys and ignores typing while disabled, and shows the error text', async () => {
    const model = new PinPadModel({ pinLength: 4 });
    render(<PinPad model={model} />);
    // valtio notifies asynchronously: let its update land inside act().
    await act(async () => {
      model.disabled = true;
      model.setDisplay({ header: 'Account Locked.', errorText: 'Too many attempts.' });
    });
    for (const name of ['0', '5', '9', 'Clear', 'Backspace']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.');
    await userEvent.keyboard('12');
    expect(model.entered).toBe('');
  });
});
