import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2024, 5, 1, 12, 0, 0, 0));
});
afterEach(() => vi.useRealTimers());

const time = () => document.querySelector('time')?.textContent;

describe('Clock', () => {
  it('shows the time in its zone and ticks every second', () => {
    render(<Clock timezone="Asia/Tokyo" />);
    expect(time()).toBe('9:00:00 PM');
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toBe('9:00:01 PM');
    act(() => vi.advanceTimersByTime(3000));
    expect(time()).toBe('9:00:04 PM');
  });

  it('applies format, prefix, suffix and update interval', () => {
    render(
      <Clock timezone="Europe/London" format="HH:mm:ss" prefix="Now: " suffix=" BST" updateInterval={5000} />,
    );
    expect(screen.getByText(/Now:/).textContent).toBe('Now: 13:00:00 BST');
    act(() => vi.advanceTimersByTime(4000));
    expect(time()).toBe('13:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toBe('13:00:05');
  });

  it('shows an error for an invalid zone, in place of the time', () => {
    render(<Clock timezone="Invalid/Zone" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid time zone "Invalid/Zone"');
    expect(time()).toBeUndefined();
  });

  it('shows an error for an invalid format', () => {
    render(<Clock timezone="Asia/Tokyo" format="bad format" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid format "bad format"/);
  });

  it('stops its timer on unmount', () => {
    const { unmount } = render(<Clock />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
