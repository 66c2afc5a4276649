import { useCallback, type Ref } from 'react';

/** On <body> while a backdrop is there (Popup.css keeps its pointer-events then). */
export const MODAL_OPEN_CLASS = 'tb-modal-open';
/** Backdrops in the page: dialogs may stack. */
let openBackdrops = 0;

/**
 * Marks <body> while a backdrop is there. A class, not a `body:has()` rule: under one, every element inserted
 * anywhere in the page restyles <body> again, and traces record each of them.
 */
function markBodyOpen(): () => void {
  if (openBackdrops++ === 0) document.body.classList.add(MODAL_OPEN_CLASS);
  return () => {
    if (--openBackdrops === 0) document.body.classList.remove(MODAL_OPEN_CLASS);
  };
}

/**
 * The dimmed backdrop of the kit's modal dialogs, in place of Radix's Dialog.Overlay. Radix's locks scrolling
 * with react-remove-scroll, which adds a style sheet setting a custom property on <body>: every element of the
 * page has its style computed again when a dialog opens and again when it closes (about 50 ms each over a grid
 * of 10,000 rows), and `overflow: hidden` on the root instead lays the whole page out again. This backdrop
 * keeps the page from scrolling under it by refusing the wheel and touch moves it gets, which changes no style.
 * Radix's modal content also sets `pointer-events: none` on <body>, which restyles the page the same way: while
 * this backdrop (which takes the pointer itself) is there, <body> has a class under which Popup.css keeps its
 * pointer-events as they were. The dialog stays modal as before (Radix's focus trap, aria-hidden outside,
 * Escape): only the backdrop changed. Render it inside the dialog's Portal (a child of <body>), before its
 * Content.
 */
export function ModalOverlay({
  className = 'tb-popup-overlay',
  ref,
}: {
  className?: string;
  /** Radix's Portal gives its child a ref (its Presence watches the element). */
  ref?: Ref<HTMLDivElement>;
}) {
  // Listens on the element while it is mounted (a ref callback's cleanup), and hands it on to Radix's ref.
  const attach = useCallback(
    (el: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
      if (!el) return;
      const unmark = markBodyOpen();
      const refuse = (e: Event) => e.preventDefault();
      // Not passive (React's wheel and touch listeners are), so that preventDefault stops the scroll.
      el.addEventListener('wheel', refuse, { passive: false });
      el.addEventListener('touchmove', refuse, { passive: false });
      return () => {
        el.removeEventListener('wheel', refuse);
        el.removeEventListener('touchmove', refuse);
        unmark();
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  // The backdrop takes the pointer, so the page behind gets none (and a click on it is a click outside the
  // dialog, which dismisses it when it may be dismissed). The data attribute names it for tests and tools.
  return (
    <div
      ref={attach}
      className={className}
      style={{ pointerEvents: 'auto' }}
      aria-hidden="true"
      data-tb-modal-overlay=""
    />
  );
}
