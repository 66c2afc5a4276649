import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleDetection } from './idleDetection';
import { SuspendedOverlay } from './suspendedOverlay';
import { enterSuspended, onResume, resumeApp, suspendModel } from './suspendModel';

describe('suspension', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await act(async () => resumeApp());
  });

  it('enterSuspended shows the sleeping overlay; the button wakes the app', async () => {
    const resumed = vi.fn();
    const off = onResume(resumed);
    render(<SuspendedOverlay appName="Toolbox" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => enterSuspended('IDLE'));
    const overlay = screen.getByRole('dialog', { name: 'Toolbox is sleeping...' });
    expect(overlay).toHaveTextContent('put to sleep after a period of inactivity');
    expect(suspendModel.reason).toBe('IDLE');
    const wake = screen.getByRole('button', { name: "I'm back!" });
    expect(wake).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(wake);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(suspendModel.suspended).toBe(false);
    expect(resumed).toHaveBeenCalledTimes(1);
    off();
  });

  it('shows a custom message for other reasons, and renders once with two hosts', async () => {
    render(
      <>
        <SuspendedOverlay />
        <SuspendedOverlay />
      </>,
    );
    await act(async () => enterSuspended('SERVER_FORCE', { message: 'An admin paused all sessions.' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'This app is paused' })).toHaveTextContent(
      'An admin paused all sessions.',
    );
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('useIdleDetection suspends with reason IDLE after the timeout', async () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useIdleDetection({ timeoutMs: 60000 }));
    act(() => vi.advanceTimersByTime(59000));
    expect(suspendModel.suspended).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(suspendModel.suspended).toBe(true);
    expect(suspendModel.reason).toBe('IDLE');
    unmount();
  });

  it('useIdleDetection calls a custom onIdle, and nothing when disabled', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(
      (p: { enabled: boolean }) => useIdleDetection({ timeoutMs: 1000, enabled: p.enabled, onIdle }),
      { initialProps: { enabled: false } },
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(suspendModel.suspended).toBe(false);
    unmount();
  });
});
