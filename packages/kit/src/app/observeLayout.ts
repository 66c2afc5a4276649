import { flushSync } from 'react-dom';

/**
 * Calls `measure` each time the browser reports `el`'s size: first once it has laid `el` out, before it paints,
 * then after each resize. Measuring there reads a layout the browser has just made. Measuring as React commits
 * (in a layout effect) makes it lay out everything the commit added, a second time, from deep in React's stack,
 * which a tracing profiler such as Lighthouse's makes many times dearer. What `measure` sets is committed at once
 * (flushSync), so the frame the browser then paints shows it.
 *
 * Returns the disconnect, or null where there is no ResizeObserver (a test's DOM): measure then as you commit.
 */
export function observeLayout(el: Element, measure: () => void): (() => void) | null {
  if (typeof ResizeObserver === 'undefined') return null;
  const observer = new ResizeObserver(() => flushSync(measure));
  observer.observe(el);
  return () => observer.disconnect();
}
