import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { Tooltip, TooltipProvider } from './Tooltip';

describe('Tooltip', () => {
  it('shows when its element takes the keyboard focus, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Reload the data">
        <button type="button">Reload</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reload the data');
    expect(button).toHaveAccessibleDescription('Reload the data');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows after the pointer rests on its element, and hides when it leaves', () => {
    vi.useFakeTimers();
    try {
      render(
        <TooltipProvider delay={400}>
          <Tooltip content="Settings">
            <button type="button">S</button>
          </Tooltip>
        </TooltipProvider>,
      );
      const button = screen.getByRole('button', { name: 'S' });
      fireEvent.pointerMove(button, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(300));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Settings');
      fireEvent.pointerLeave(button, { pointerType: 'mouse' });
      act(() => vi.runOnlyPendingTimers());
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing when there is nothing to say, and keeps its element when the tooltip comes and goes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Tooltip content="">
        <button type="button">Plain</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Plain' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip content="Now with a tip">
        <button type="button">Plain</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('stays hidden when a click or a script moves the focus, so Escape reaches the dialog around it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Tooltip content="Close the view">
          <button type="button">X</button>
        </Tooltip>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => screen.getByRole('button', { name: 'X' }).focus());
    expect(screen.getByRole('button', { name: 'X' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Button with a title', () => {
  it('names an icon-only button by its title and shows the title as a real tooltip, not a title attribute', async () => {
    const user = userEvent.setup();
    render(<Button icon={<svg />} title="Refresh" />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-label', 'Refresh');
    expect(button).not.toHaveAttribute('title');
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
  });

  it('is named by its title even when handed an undefined aria-label (as wrappers pass theirs on)', () => {
    render(<Button icon={<svg />} title="Settings" aria-label={undefined} />);
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('keeps a text button named by its text, the title describing it', async () => {
    const user = userEvent.setup();
    render(<Button text="Export" title="Export to CSV" />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).not.toHaveAttribute('aria-label');
    await user.tab();
    await screen.findByRole('tooltip');
    expect(button).toHaveAccessibleDescription('Export to CSV');
  });

  it('still clicks through the tooltip trigger', async () => {
    const onClick = vi.fn();
    render(<Button icon={<svg />} title="Add" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
