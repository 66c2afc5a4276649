import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, ToastHost } from './toast';

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => dismissToast());
  });

  it('shows a message with its intent and a custom icon', async () => {
    render(<ToastHost theme="light" />);
    act(() => {
      toast({ message: 'Saved.', intent: 'success', icon: <svg data-testid="custom-icon" /> });
    });
    const text = await screen.findByText('Saved.');
    expect(text.closest('[data-sonner-toast]')).toHaveClass('tb-toast--success');
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
  });

  it('shows bottom right by default and top centre on request', async () => {
    render(<ToastHost />);
    act(() => {
      toast('Default place');
      toast({ message: 'Up top', position: 'top-center' });
    });
    const low = await screen.findByText('Default place');
    const high = await screen.findByText('Up top');
    expect(low.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(low.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(high.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    expect(high.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  });

  it('renders toasts once when two hosts are mounted, and dismisses by id', async () => {
    render(
      <>
        <ToastHost />
        <ToastHost />
      </>,
    );
    let id: string | number = 0;
    act(() => {
      id = toast({ message: 'Just once', timeout: null });
    });
    expect(await screen.findAllByText('Just once')).toHaveLength(1);
    act(() => dismissToast(id));
    await waitFor(() => expect(screen.queryByText('Just once')).toBeNull());
  });

  it('stays for its timeout: 10 s here', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ToastHost />);
    act(() => {
      toast({ message: 'Ten seconds', timeout: 10000 });
    });
    await screen.findByText('Ten seconds');
    await act(async () => vi.advanceTimersByTime(9000));
    expect(screen.getByText('Ten seconds')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByText('Ten seconds')).toBeNull());
  });
});
