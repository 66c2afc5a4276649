import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, screen, waitFor, within } from 'storybook/test';

/** Waits until a toast with exactly this text shows, and returns it. */
export async function expectToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen.getAllByText(text).at(-1) as HTMLElement;
    expect(toast).toBeVisible();
    return toast;
  });
}

/**
 * Renders a second, fresh copy of a demo in its own root, as a reload would: its model starts from what was
 * saved. Returns queries on it and a function that unmounts it.
 */
export function renderFresh(element: ReactElement) {
  const host = document.createElement('div');
  host.style.cssText =
    'position: fixed; inset: 0; z-index: 10; background: var(--tb-bg-sunken); display: flex;';
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(element);
  return {
    view: within(host),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

/** The JSON saved under a local storage key. */
export function saved<T = unknown>(key: string): T {
  return JSON.parse(window.localStorage.getItem(key) ?? 'null') as T;
}
