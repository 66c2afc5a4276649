import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_DISTANCE, swipeDirection } from './useSwipe';

describe('swipeDirection', () => {
  it('reads a long sideways move as a swipe that way', () => {
    expect(swipeDirection(-120, 10)).toBe('left');
    expect(swipeDirection(120, -10)).toBe('right');
    expect(swipeDirection(-SWIPE_MIN_DISTANCE, 0)).toBe('left');
  });

  it('ignores taps, short moves and moves that are mostly up or down (scrolling)', () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(SWIPE_MIN_DISTANCE - 1, 0)).toBeNull();
    expect(swipeDirection(80, 70)).toBeNull();
    expect(swipeDirection(10, 300)).toBeNull();
  });
});
