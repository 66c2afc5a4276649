import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeLayout } from './observeLayout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('observeLayout', () => {
  it('measures when the browser reports the size, not when it starts observing, until disconnected', () => {
    let report = () => {};
    const observed: Element[] = [];
    let disconnected = false;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = () => callback([], this as unknown as ResizeObserver);
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {
          disconnected = true;
        }
      },
    );
    const el = document.createElement('div');
    const measure = vi.fn();
    const disconnect = observeLayout(el, measure);
    expect(observed).toEqual([el]);
    expect(measure).not.toHaveBeenCalled();
    report();
    expect(measure).toHaveBeenCalledTimes(1);
    disconnect?.();
    expect(disconnected).toBe(true);
  });

  it('gives no disconnect where there is no ResizeObserver, so the caller measures itself', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const measure = vi.fn();
    expect(observeLayout(document.createElement('div'), measure)).toBeNull();
    expect(measure).not.toHaveBeenCalled();
  });
});
