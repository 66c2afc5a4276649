import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleDetector } from './idleDetector';

describe('IdleDetector', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onIdle once after the timeout without activity', () => {
    const onIdle = vi.fn();
    const d = new IdleDetector({ timeoutMs: 1000, onIdle });
    d.start();
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    d.stop();
  });

  it('restarts the wait on activity, and fires again after new activity', () => {
    const onIdle = vi.fn();
    const d = new IdleDetector({ timeoutMs: 1000, onIdle });
    d.start();
    vi.advanceTimersByTime(800);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    expect(d.idleMs).toBe(800);
    vi.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    d.stop();
  });

  it('stops listening when stopped', () => {
    const onIdle = vi.fn();
    const d = new IdleDetector({ timeoutMs: 1000, onIdle });
    d.start();
    d.stop();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
