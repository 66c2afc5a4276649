import '@testing-library/jest-dom/vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect, vi } from 'vitest';

/**
 * sonner schedules real timers around a toast (adding it on the next tick, removing it 200 ms after it closes)
 * whose callbacks update React state. One left pending when a test file ends fires after jsdom is torn down
 * (`ReferenceError: window is not defined`, reported as an unhandled error). So after every test with a toaster
 * mounted: let queued toasts land, dismiss them all, and wait until the last one has left the page, i.e. until
 * sonner's timers have run, while the DOM is still there.
 */
async function settleToasts(): Promise<void> {
  if (typeof document === 'undefined' || vi.isFakeTimers()) return;
  if (!document.querySelector('section[aria-live][aria-label^="Notifications"]')) return;
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  act(() => {
    toast.dismiss();
  });
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 5000 });
}

// Without vitest globals, Testing Library cannot register its own cleanup: unmount after every test here.
afterEach(async () => {
  await settleToasts();
  cleanup();
});
