import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import type { Intent } from '../button';
import { hasHost } from './singleHost';

/** A button of a popup dialog. */
export interface PopupButton {
  text: string;
  /** What the popup resolves to when this button is clicked (default: its text). */
  value?: string;
  intent?: Intent;
  icon?: ReactNode;
  minimal?: boolean;
  outlined?: boolean;
}

/** The text input of a prompt. */
export interface PopupInput {
  initialValue: string;
  placeholder?: string;
  /** Returns an error message, or null when the value may be submitted. */
  validate?: (value: string) => string | null;
}

/** Everything a dialog shows; alert, confirm, prompt and message each build one. */
export interface PopupSpec {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  intent: Intent;
  buttons: PopupButton[];
  /** Index of the button that submits the input (prompts) and gets the initial focus. */
  primaryIndex: number;
  input?: PopupInput;
  /** Whether Escape, a click on the background and the close button dismiss it (resolving null). */
  dismissible: boolean;
}

/** How a dialog was closed: the button clicked (null when dismissed) and, for prompts, the text entered. */
export interface PopupResult {
  button: PopupButton | null;
  input: string | null;
}

export interface PopupEntry {
  id: number;
  /** False while it animates out. */
  open: boolean;
}

interface PopupParts {
  spec: PopupSpec;
  settle: (result: PopupResult) => void;
}

/** Time a closed dialog is kept for its exit animation. */
const EXIT_MS = 200;
let nextId = 0;
let warned = false;

/** The open dialogs, oldest first; PopupHost renders them. */
export const popupModel = proxy({ entries: [] as PopupEntry[] });
// Specs hold elements and callbacks, which stay out of the proxy.
const parts = new Map<number, PopupParts>();

/** What a dialog shows. */
export function popupSpec(id: number): PopupSpec | undefined {
  return parts.get(id)?.spec;
}

/** Opens a dialog; resolves with how it was closed. */
export function openPopup(spec: PopupSpec): Promise<PopupResult> {
  if (!hasHost('popups') && !warned) {
    warned = true;
    console.warn('A popup was opened but no <PopupHost /> is mounted: mount one near the root of the app.');
  }
  return new Promise((resolve) => {
    const id = ++nextId;
    parts.set(id, { spec, settle: resolve });
    popupModel.entries.push({ id, open: true });
  });
}

/** Closes a dialog, settling its promise. */
export function closePopup(id: number, result: PopupResult): void {
  const entry = popupModel.entries.find((e) => e.id === id);
  if (!entry?.open) return;
  entry.open = false;
  parts.get(id)?.settle(result);
  setTimeout(() => {
    popupModel.entries = popupModel.entries.filter((e) => e.id !== id);
    parts.delete(id);
  }, EXIT_MS);
}

/** Dismisses every open dialog (e.g. on logout); each resolves as if dismissed. */
export function closeAllPopups(): void {
  popupModel.entries.forEach((e) => closePopup(e.id, { button: null, input: null }));
}
