import { useEffect, useRef } from 'react';
import { VISUALLY_HIDDEN_CLASS } from '@toolbox/kit/panel';
import {
  notePendingOpen,
  notePendingQuery,
  paletteModel,
  setPaletteOpen,
  takePendingOpen,
} from './paletteModel';

/**
 * Stands in for the palette while its code loads: an unseen search field that keeps what is typed, handed to
 * the palette when it opens, so keys pressed right after ctrl+K are not lost. Escape gives up, as in the palette.
 */
export function PaletteLoading() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    notePendingOpen(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    input.current?.focus();
    // Closed before the palette came (ctrl+K again): nothing is pending for its next opening.
    return () => {
      if (!paletteModel.open) takePendingOpen();
    };
  }, []);
  return (
    <input
      ref={input}
      className={VISUALLY_HIDDEN_CLASS}
      aria-label="Search demos (loading)"
      onChange={(e) => notePendingQuery(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        setPaletteOpen(false);
        takePendingOpen()?.from?.focus();
      }}
    />
  );
}
