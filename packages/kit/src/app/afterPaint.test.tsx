import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, usePainted } from './afterPaint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // The hidden-tab fallback does not run it a second time.
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it after a short delay when no frame comes (a hidden tab), and never once cancelled', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(249);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames[0]?.(0);
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterPaint(cancelled);
    frames[1]?.(0);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('usePainted shows a body only after what is around it has painted', () => {
    function Panel() {
      const painted = usePainted();
      return (
        <section>
          <h2>Title</h2>
          {painted && <p>Body</p>}
        </section>
      );
    }
    render(<Panel />);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(screen.queryByText('Body')).toBeNull();
    act(() => {
      frames[0]?.(0);
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('Body')).toBeTruthy();
  });

  it('usePainted(ready) waits for a paint after what shows first is ready, not for the first paint', () => {
    function Panel({ ready }: { ready: boolean }) {
      const painted = usePainted(ready);
      return <p>{painted ? 'Body' : 'Waiting'}</p>;
    }
    const { rerender } = render(<Panel ready={false} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(frames).toHaveLength(0);
    expect(screen.getByText('Waiting')).toBeTruthy();
    rerender(<Panel ready />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    act(() => {
      frames[0]?.(0);
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('Body')).toBeTruthy();
  });
});
