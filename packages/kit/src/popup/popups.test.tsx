import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { alert, confirm, message, prompt } from './popups';
import { closeAllPopups } from './popupModel';
import { PopupHost } from './PopupHost';

function open<T>(fn: () => Promise<T>): Promise<T> {
  let result!: Promise<T>;
  act(() => {
    result = fn();
  });
  return result;
}

const gone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

describe('popups', () => {
  afterEach(() => act(() => closeAllPopups()));

  it('alert shows its title and message and resolves on OK', async () => {
    render(<PopupHost />);
    const done = open(() => alert({ title: 'Heads up', message: 'Saved 3 records.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveTextContent('Saved 3 records.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
    await gone('Heads up');
  });

  it('confirm resolves true for the confirm button and false for cancel or Escape', async () => {
    render(<PopupHost />);
    let answer = open(() =>
      confirm({ title: 'Delete?', message: 'Delete it?', confirmText: 'Delete', intent: 'danger' }),
    );
    const ok = await screen.findByRole('button', { name: 'Delete' });
    expect(ok).toHaveClass('tb-intent-danger');
    await userEvent.click(ok);
    await expect(answer).resolves.toBe(true);

    answer = open(() => confirm({ message: 'Sure?' }));
    await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);

    answer = open(() => confirm({ message: 'Sure?' }));
    await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('prompt validates, disables OK while invalid and resolves the text', async () => {
    render(<PopupHost />);
    const answer = open(() =>
      prompt({
        title: 'Name',
        initialValue: 'Bob',
        validate: (v) => (v.length < 5 ? 'At least 5 characters.' : null),
      }),
    );
    const input = await screen.findByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Bob');
    expect(input).toHaveFocus();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await userEvent.type(input, 'by');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await userEvent.clear(input);
    expect(screen.getByRole('alert')).toHaveTextContent('At least 5 characters.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Roberta{Enter}');
    await expect(answer).resolves.toBe('Roberta');
  });

  it('prompt resolves null on Cancel, even for the text "cancel"', async () => {
    render(<PopupHost />);
    const answer = open(() => prompt({ title: 'Word', initialValue: 'cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeNull();
    const second = open(() => prompt({ title: 'Word', initialValue: 'cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBe('cancel');
  });

  it('a prompt that is not dismissible ignores Escape and has no close button', async () => {
    render(<PopupHost />);
    void open(() => prompt({ title: 'Required', dismissible: false }));
    await screen.findByRole('dialog', { name: 'Required' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Required' })).toBeInTheDocument();
  });

  it('message shows custom buttons and resolves with the value clicked', async () => {
    render(<PopupHost />);
    const answer = open(() =>
      message({
        title: 'Unsaved changes',
        message: 'Save them?',
        buttons: [{ text: 'Discard', value: 'discard', intent: 'danger' }, { text: 'Save' }],
      }),
    );
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await expect(answer).resolves.toBe('discard');

    const next = open(() => message({ title: 'Note', message: 'Hi', buttons: [{ text: 'Got it' }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await expect(next).resolves.toBe('Got it');
  });

  it('renders each dialog once when two hosts are mounted', async () => {
    render(
      <>
        <PopupHost />
        <PopupHost />
      </>,
    );
    void open(() => alert({ title: 'Once', message: 'Only one of me.' }));
    await screen.findByRole('dialog', { name: 'Once' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
