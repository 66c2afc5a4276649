import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Focus and blur handlers for an element holding several focusable parts (and maybe popovers in portals, whose
 * React events bubble here too): `onFocusIn` fires when the focus enters, `onFocusOut` once it has left them all.
 * Blur is confirmed a tick later because moving focus between two parts fires blur before the next focus.
 */
export function useFocusWithin(onFocusIn?: () => void, onFocusOut?: () => void) {
  const inside = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onFocusIn, onFocusOut });
  useEffect(() => {
    callbacks.current = { onFocusIn, onFocusOut };
  });
  useEffect(
    () => () => {
      if (pending.current != null) clearTimeout(pending.current);
    },
    [],
  );

  return {
    onFocus: () => {
      if (pending.current != null) {
        clearTimeout(pending.current);
        pending.current = null;
      }
      if (!inside.current) {
        inside.current = true;
        callbacks.current.onFocusIn?.();
      }
    },
    onBlur: (e: FocusEvent) => {
      // Focus that stays inside the element (not a portal) needs no timer.
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      if (pending.current != null) clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        pending.current = null;
        if (!inside.current) return;
        inside.current = false;
        callbacks.current.onFocusOut?.();
      }, 0);
    },
  };
}
