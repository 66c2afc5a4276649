import { vi } from 'vitest';

/**
 * For unit tests only: jsdom has no layout and no ResizeObserver. This stands one in that reports every
 * observed element at a fixed size at once, as a browser reports the first size of a chart's container; or,
 * `deferred`, only when the returned function is called (a container not laid out yet).
 */
export function stubResizeObserver(width: number, height: number, { deferred = false } = {}): () => void {
  const reports: (() => void)[] = [];
  class FixedSizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      const contentRect = { width, height, top: 0, left: 0, right: width, bottom: height, x: 0, y: 0 };
      const report = () =>
        this.callback(
          [{ target, contentRect } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      if (deferred) reports.push(report);
      else report();
    }
    unobserve(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal('ResizeObserver', FixedSizeObserver);
  // Code that waits for an animation frame runs it at once.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    cb(0);
    return 0;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return () => reports.splice(0).forEach((report) => report());
}

/** Daily points from 2024-01-01 (UTC), one per day, for tests. */
export function dailyPoints(
  count: number,
  value: (i: number) => number,
  start = Date.UTC(2024, 0, 1),
): [number, number][] {
  return Array.from({ length: count }, (_, i) => [start + i * 86_400_000, value(i)]);
}
