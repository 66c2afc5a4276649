/**
 * Whether the user's last input was the keyboard (rather than a pointer), followed from capture-phase listeners on
 * the document, installed on first use. Like the browser's :focus-visible, but it also follows events that scripts
 * dispatch (tests, story plays), which :focus-visible ignores.
 */
let keyboard = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', () => (keyboard = true), true);
  document.addEventListener('pointerdown', () => (keyboard = false), true);
  document.addEventListener('mousedown', () => (keyboard = false), true);
}

/** True when the last key or pointer press was a key press (false before any input). */
export function lastInputWasKeyboard(): boolean {
  listen();
  return keyboard;
}

listen();
