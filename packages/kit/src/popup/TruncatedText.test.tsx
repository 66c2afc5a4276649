import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRUNCATED_CLOSE_DELAY_MS,
  TRUNCATED_OPEN_DELAY_MS,
  TruncatedText,
  truncateText,
} from './TruncatedText';

const LONG = 'Grid: keep the selection when a reload re-sorts the rows of a grouped grid';

afterEach(() => {
  vi.useRealTimers();
});

describe('truncateText', () => {
  it('keeps text that fits, and cuts longer text at a word break with an ellipsis', () => {
    expect(truncateText('Short name', 55)).toBe('Short name');
    expect(truncateText('x'.repeat(55), 55)).toBe('x'.repeat(55));
    const cut = truncateText(LONG, 55);
    expect(cut).toBe('Grid: keep the selection when a reload re-sorts the…');
    expect(cut.length).toBeLessThanOrEqual(55);
  });

  it('cuts mid-word when no word break is near the end', () => {
    expect(truncateText('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });
});

describe('TruncatedText', () => {
  it('shows text that fits as plain text, with nothing to open', () => {
    render(<TruncatedText text="Short name" maxLength={55} />);
    expect(screen.getByText('Short name')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the whole text on click or Enter, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<TruncatedText text={LONG} maxLength={55} title="Project" />);
    const trigger = screen.getByRole('button', { name: /^Grid: keep the selection.*…$/ });
    await user.click(trigger);
    const popover = await screen.findByRole('dialog');
    expect(popover).toHaveTextContent(`Project${LONG}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toHaveTextContent(LONG);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    trigger.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog')).toHaveTextContent(LONG);
  });

  it('opens when the mouse rests on it, stays open over the popover, and closes once the mouse leaves', () => {
    vi.useFakeTimers();
    render(<TruncatedText text={LONG} maxLength={30} />);
    const trigger = screen.getByRole('button');
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TRUNCATED_OPEN_DELAY_MS - 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    const popover = screen.getByRole('dialog');
    expect(popover).toHaveTextContent(LONG);
    // The trigger keeps the focus the page had: hovering takes nothing from the keyboard user.
    expect(trigger).not.toHaveFocus();

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    fireEvent.pointerEnter(popover, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TRUNCATED_CLOSE_DELAY_MS * 2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.pointerLeave(popover, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TRUNCATED_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores touch hovers, which a tap follows anyway', () => {
    vi.useFakeTimers();
    render(<TruncatedText text={LONG} maxLength={30} />);
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TRUNCATED_OPEN_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
