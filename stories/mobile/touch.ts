import { userEvent } from 'storybook/test';

/** Center of an element, in client coordinates. */
function centerOf(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** A tap with a finger: touch pointer down and up on the element (user-event then clicks it, as a browser does). */
export async function tap(el: Element): Promise<void> {
  await userEvent.pointer({ keys: '[TouchA]', target: el, coords: centerOf(el) });
}

/** A finger swipe across the element: down at its middle, moved `dx` pixels sideways in steps, and up. */
export async function swipe(el: Element, dx: number): Promise<void> {
  const { x, y } = centerOf(el);
  await userEvent.pointer([
    { keys: '[TouchA>]', target: el, coords: { x, y } },
    { pointerName: 'TouchA', target: el, coords: { x: x + dx / 2, y: y + 2 } },
    { pointerName: 'TouchA', target: el, coords: { x: x + dx, y: y + 4 } },
    { keys: '[/TouchA]', target: el, coords: { x: x + dx, y: y + 4 } },
  ]);
}
