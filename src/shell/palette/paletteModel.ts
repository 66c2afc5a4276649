import { proxy } from 'valtio';

/** Whether the demo palette is open; the top bar's button and the ctrl/cmd+K hotkey both open it. */
export const paletteModel = proxy({ open: false });

export function openPalette(): void {
  paletteModel.open = true;
}

export function setPaletteOpen(open: boolean): void {
  paletteModel.open = open;
}
