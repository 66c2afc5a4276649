import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useEffect, useState, type RefObject } from 'react';
import { TOOLTIP_DELAY_MS } from '../tooltip';

/** The buttons of action columns (see actionColumn), which carry their tooltip text in this attribute. */
export const ACTION_TOOLTIP_ATTR = 'data-tb-tooltip';
const SELECTOR = `[${ACTION_TOOLTIP_ATTR}]`;

interface Shown {
  text: string;
  rect: DOMRect;
}

/**
 * The one tooltip of a grid's row buttons (action columns): shown as the kit's tooltips are (after the pointer
 * rests on a button, or at once when the keyboard moves the focus onto it; gone on leaving, a press, Escape or a
 * scroll), but one for the grid rather than one per button. A tooltip per button would be a Radix tooltip
 * mounted in every row drawn: the bulk of drawing rows (10,000 added or committed at once redraw every row in
 * view), for tooltips that show one at a time.
 */
export function ActionTooltip({ container }: { container: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: Element | null = null;
    const hide = () => {
      clearTimeout(timer);
      if (current === null) return;
      current = null;
      setShown(null);
    };
    const show = (button: Element, delay: number) => {
      if (button === current) return;
      hide();
      current = button;
      timer = setTimeout(() => {
        const text = button.getAttribute(ACTION_TOOLTIP_ATTR);
        if (text && button.isConnected) setShown({ text, rect: button.getBoundingClientRect() });
      }, delay);
    };
    const buttonOf = (e: Event) => (e.target instanceof Element ? e.target.closest(SELECTOR) : null);
    const onPointerOver = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      const button = buttonOf(e);
      if (button) show(button, TOOLTIP_DELAY_MS);
      else hide();
    };
    const onFocusIn = (e: FocusEvent) => {
      const button = buttonOf(e);
      // Focus a click or a script moved shows nothing (as the kit's Tooltip): only the keyboard's.
      if (button?.matches(':focus-visible')) show(button, 0);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    const listeners: [string, EventListener, boolean?][] = [
      ['pointerover', onPointerOver as EventListener],
      ['pointerleave', hide],
      ['pointerdown', hide],
      ['focusin', onFocusIn as EventListener],
      ['focusout', hide],
      ['keydown', onKeyDown as EventListener],
      // Capture: a scroll of the grid's own viewport does not bubble.
      ['scroll', hide, true],
    ];
    for (const [type, listener, capture] of listeners) root.addEventListener(type, listener, capture);
    return () => {
      clearTimeout(timer);
      for (const [type, listener, capture] of listeners) root.removeEventListener(type, listener, capture);
    };
  }, [container]);

  if (!shown) return null;
  const { rect, text } = shown;
  // Radix places the tooltip against its trigger: an unseen box over the button.
  return (
    <RadixTooltip.Provider>
      <RadixTooltip.Root open>
        <RadixTooltip.Trigger asChild>
          <span
            aria-hidden
            style={{
              position: 'fixed',
              left: rect.left,
              top: rect.top,
              width: rect.width,
              height: rect.height,
              pointerEvents: 'none',
            }}
          />
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className="tb-tooltip"
            side="bottom"
            align="center"
            sideOffset={6}
            collisionPadding={8}
          >
            {text}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
