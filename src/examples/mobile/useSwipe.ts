import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** How far (px) a finger must travel sideways, and how much more sideways than up or down, to be a swipe. */
export const SWIPE_MIN_DISTANCE = 50;
const SWIPE_RATIO = 1.5;

export type SwipeDirection = 'left' | 'right';

/** The swipe a move from one point to another makes, or null for a tap, a scroll or too short a move. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * SWIPE_RATIO) return null;
  return dx < 0 ? 'left' : 'right';
}

/**
 * Pointer handlers that call `onSwipe` when a touch (or pen, or mouse drag) moves far enough sideways. Pointer
 * events cover touch on every current browser; vertical moves are left to the page's scrolling (touch-action:
 * pan-y on the element).
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: ReactPointerEvent) => {
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: ReactPointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const direction = swipeDirection(e.clientX - s.x, e.clientY - s.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
