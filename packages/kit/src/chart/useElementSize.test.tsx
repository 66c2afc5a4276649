import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementSize } from './useElementSize';

/** Reports the size the hook gives, as a chart would draw at it. */
function Sized() {
  const ref = useRef<HTMLDivElement | null>(null);
  const { width, height } = useElementSize(ref, 30);
  return (
    <div ref={ref} data-testid="box">
      {width}×{height}
    </div>
  );
}

/** A ResizeObserver the test drives: `report` sends the observed element a content size. */
function stubObserver(): { report: (width: number, height: number) => void } {
  let callback: ResizeObserverCallback | null = null;
  let target: Element | null = null;
  class DrivenObserver {
    constructor(cb: ResizeObserverCallback) {
      callback = cb;
    }
    observe(el: Element): void {
      target = el;
    }
    unobserve(): void {}
    disconnect(): void {
      callback = null;
    }
  }
  vi.stubGlobal('ResizeObserver', DrivenObserver);
  return {
    report: (width, height) =>
      callback?.(
        [{ target, contentRect: { width, height } } as unknown as ResizeObserverEntry],
        {} as ResizeObserver,
      ),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useElementSize', () => {
  it('has the size of the content box on the first paint, without waiting for the observer', () => {
    stubObserver();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 640, 480));
    render(<Sized />);
    expect(screen.getByTestId('box')).toHaveTextContent('640×480');
  });

  it('takes the first size from the observer when the element measures nothing yet, then debounces', () => {
    vi.useFakeTimers();
    const observer = stubObserver();
    render(<Sized />);
    expect(screen.getByTestId('box')).toHaveTextContent('0×0');
    act(() => observer.report(900, 500));
    expect(screen.getByTestId('box')).toHaveTextContent('900×500');
    act(() => {
      observer.report(800, 500);
      observer.report(700, 400);
    });
    expect(screen.getByTestId('box')).toHaveTextContent('900×500');
    act(() => vi.advanceTimersByTime(30));
    expect(screen.getByTestId('box')).toHaveTextContent('700×400');
  });
});
