import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { toast, ToastHost } from './toast';

/**
 * sonner's own timers (adding a toast on the next tick, removing a closed one 200 ms later) update React state
 * when they fire; one still pending when a test file ends fires after jsdom is gone and fails the run. The
 * shared setup (tests/setup/vitest.setup.ts) settles them after every test: this file checks it does.
 */
const pendingSonnerTimers = new Set<symbol>();
const realSetTimeout = globalThis.setTimeout;

/** Counts the timers sonner starts (recognised by what their callbacks do) until they fire. */
function trackSonnerTimers() {
  return vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const source = String(callback);
    if (!/removeToast|flushSync/.test(source)) return realSetTimeout(callback, ms, ...args);
    const id = Symbol('sonner timer');
    pendingSonnerTimers.add(id);
    return realSetTimeout(() => {
      pendingSonnerTimers.delete(id);
      callback(...args);
    }, ms);
  }) as typeof setTimeout);
}

describe('toasts in tests', () => {
  afterAll(() => vi.restoreAllMocks());

  it('may end right after a toast was closed by its action', async () => {
    trackSonnerTimers();
    const onClick = vi.fn();
    render(<ToastHost theme="light" />);
    act(() => {
      toast({ message: 'Saved.', timeout: null, action: { text: 'Undo', onClick } });
    });
    // A plain click: sonner captures the pointer on pointerdown, which jsdom cannot do.
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      toast('Shown as the test ends.');
    });
    expect(pendingSonnerTimers.size).toBeGreaterThan(0);
  });

  it('leaves no sonner timer running into the next test', () => {
    expect(pendingSonnerTimers.size).toBe(0);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});
