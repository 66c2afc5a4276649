import { useEffect, type RefObject } from 'react';

/** What useHoldOrderWhileUsed needs of a store. */
export interface OrderHolder {
  holdOrder(held: boolean): void;
}

/**
 * Holds the store's order (see `Store.holdOrder`) while the user works the grid: while the pointer is over it,
 * and while keys are pressed in it until the focus leaves. Rows a live push would move then stay under the
 * pointer or the keyboard's cursor; the store sorts again once the user leaves, and when the grid goes.
 */
export function useHoldOrderWhileUsed(
  element: RefObject<HTMLElement | null>,
  store: OrderHolder,
  enabled: boolean,
): void {
  useEffect(() => {
    const el = element.current;
    if (!enabled || !el) return;
    let hovered = false;
    let keyboard = false;
    const update = () => store.holdOrder(hovered || keyboard);
    const enter = () => {
      hovered = true;
      update();
    };
    const leave = () => {
      hovered = false;
      update();
    };
    const key = () => {
      keyboard = true;
      update();
    };
    // A click starts over: the keys pressed before it no longer hold the order once the pointer leaves.
    const pointerDown = () => {
      keyboard = false;
    };
    const focusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && el.contains(e.relatedTarget)) return;
      keyboard = false;
      update();
    };
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('keydown', key);
    el.addEventListener('pointerdown', pointerDown);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('keydown', key);
      el.removeEventListener('pointerdown', pointerDown);
      el.removeEventListener('focusout', focusOut);
      store.holdOrder(false);
    };
  }, [element, store, enabled]);
}
