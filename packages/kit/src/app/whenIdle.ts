/**
 * Runs `fn` once the page has settled: after `afterMs`, at the browser's next idle moment (requestIdleCallback;
 * a short delay where it cannot tell: Safari, jsdom). Returns the cancel. For work that helps later, not now,
 * e.g. loading code a click may soon need: the wait keeps it out of the gaps of the first load, when the page
 * idles between its own requests.
 */
export function whenIdle(fn: () => void, afterMs = 1500): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout: 2000 });
    else fn();
  }, afterMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
