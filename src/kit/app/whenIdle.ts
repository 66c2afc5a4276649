/**
 * Runs `fn` once the browser idles (requestIdleCallback), or after a short delay where it cannot tell (Safari,
 * jsdom). Returns the cancel. For work that helps later, not now: e.g. loading code a click may soon need.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
