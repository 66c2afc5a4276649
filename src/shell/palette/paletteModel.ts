import { proxy } from 'valtio';

/** Whether the demo palette is open; the top bar's button and the ctrl/cmd+K hotkey both open it. */
export const paletteModel = proxy({ open: false });

export function openPalette(): void {
  paletteModel.open = true;
}

export function setPaletteOpen(open: boolean): void {
  paletteModel.open = open;
}

/** What was typed, and where the focus was, when the palette was asked for before its code had arrived. */
export interface PendingOpen {
  query: string;
  from: HTMLElement | null;
}

// Not state to render from: the stand-in writes it as keys arrive, the palette takes it once as it opens.
let pending: PendingOpen | null = null;

/** The palette was opened before it loaded: notes where the focus was. */
export function notePendingOpen(from: HTMLElement | null): void {
  pending = { query: '', from };
}

/** What has been typed meanwhile. */
export function notePendingQuery(query: string): void {
  if (pending) pending.query = query;
}

/** What was typed and where the focus was, once; null when the palette was loaded before it opened. */
export function takePendingOpen(): PendingOpen | null {
  const taken = pending;
  pending = null;
  return taken;
}
