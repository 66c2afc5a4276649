import { proxy } from 'valtio';
import { toast } from '@toolbox/kit/popup';

export const DEFAULT_TEXT_SIZE = 14;
export const MIN_TEXT_SIZE = 10;
export const MAX_TEXT_SIZE = 24;
export const TEXT_SIZES = { Small: 12, Medium: 14, Large: 17 } as const;
export const ERROR_MESSAGE =
  'Whoops, I threw an error. Fortunately this Panel has its built-in ErrorBoundary enabled.';

/** State of the Panels Intro demo. */
export class IntroPanelModel {
  compactHeader = false;
  contextMenuEnabled = true;
  textSize: number = DEFAULT_TEXT_SIZE;
  usState: string | null = null;
  /** Set by Simulate an Exception: the body throws on its next render, and the panel's boundary catches it. */
  throwError = false;

  constructor() {
    return proxy(this);
  }

  setCompactHeader(value: boolean): void {
    this.compactHeader = value;
  }

  setContextMenuEnabled(value: boolean): void {
    this.contextMenuEnabled = value;
  }

  setTextSize(size: number): void {
    this.textSize = Math.min(MAX_TEXT_SIZE, Math.max(MIN_TEXT_SIZE, size));
  }

  increaseTextSize(): void {
    this.setTextSize(this.textSize + 1);
  }

  decreaseTextSize(): void {
    this.setTextSize(this.textSize - 1);
  }

  setUsState(state: string | null): void {
    this.usState = state;
  }

  simulateException(): void {
    this.throwError = true;
  }

  /** Called once the boundary has caught the error, so Retry renders the text again. */
  exceptionCaught(): void {
    this.throwError = false;
  }

  showStateToast(): void {
    toast(`Currently selected State: ${this.usState ?? 'None'}`);
  }

  /** Copies the text selected in the body, or the whole demo text when nothing is selected. */
  async copyText(wholeText: string): Promise<void> {
    const selected = window.getSelection()?.toString().trim();
    try {
      await navigator.clipboard.writeText(selected || wholeText);
      toast({
        message: selected ? 'Selected text copied to the clipboard.' : 'Text copied to the clipboard.',
        intent: 'success',
      });
    } catch {
      toast({ message: 'The browser did not allow copying to the clipboard.', intent: 'warning' });
    }
  }
}
