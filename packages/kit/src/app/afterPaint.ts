import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the browser has painted what is on the page now: at the next animation frame the frame is about
 * to paint, and a task queued then runs after it. Returns the cancel. Where frames do not come (a hidden tab),
 * the timer's own delay stands in.
 */
export function afterPaint(fn: () => void): () => void {
  // Where there are no frames at all (a test's DOM), the next task.
  if (typeof requestAnimationFrame !== 'function') {
    const next = setTimeout(fn, 0);
    return () => clearTimeout(next);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(fn, 0);
  });
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    fn();
  }, 250);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/**
 * False on a component's first render, true once the page has painted it. A panel whose body is slow to build
 * (a grid, a dashboard) shows what is around it first, so a reader sees its title at once rather than after the
 * body's long task, and the browser gets a frame between the two. With `ready`, true once the page has painted
 * after `ready` became true (what the panel shows first had to arrive).
 */
export function usePainted(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (ready && !painted ? afterPaint(() => setPainted(true)) : undefined), [ready, painted]);
  return painted;
}
