import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner, hideBanner } from './banner';
import { BannerHost } from './BannerHost';
import { PopupHost } from './PopupHost';

describe('banner', () => {
  afterEach(() => act(async () => hideBanner()));

  it('shows a message with an action and a close button', async () => {
    const onAction = vi.fn();
    const onClose = vi.fn();
    render(<PopupHost />);
    await act(async () =>
      banner({ message: 'Maintenance at 6pm.', intent: 'warning', actionText: 'Details', onAction, onClose }),
    );
    const bar = screen.getByRole('status', { name: 'Banner' });
    expect(bar).toHaveTextContent('Maintenance at 6pm.');
    expect(bar).toHaveClass('tb-banner--fixed', 'tb-intent-warning');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Banner' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull();
  });

  it('replaces the previous banner, and hideBanner removes it', async () => {
    const first = vi.fn();
    render(<PopupHost />);
    await act(async () => banner({ message: 'One', onClose: first }));
    await act(async () => banner({ message: 'Two' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Banner' })).toHaveTextContent('Two');
    await act(async () => hideBanner());
    expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull();
  });

  it('prefers an inline host over the fixed one of PopupHost', async () => {
    render(
      <>
        <PopupHost />
        <BannerHost />
      </>,
    );
    await act(async () => banner({ message: 'Inline' }));
    expect(screen.getAllByRole('status', { name: 'Banner' })).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Banner' })).toHaveClass('tb-banner--inline');
  });
});
