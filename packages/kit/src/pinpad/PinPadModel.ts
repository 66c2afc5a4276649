import { proxy } from 'valtio';

export interface PinPadDisplay {
  /** Heading above the keys, e.g. what the PIN is for. */
  header?: string;
  /** A second line below the heading. */
  subHeader?: string;
  /** An error shown below the headings, e.g. after a wrong PIN. */
  errorText?: string;
}

export interface PinPadConfig extends PinPadDisplay {
  /** Number of digits in a PIN (default 4). */
  pinLength?: number;
  /** Starts disabled (default false). */
  disabled?: boolean;
  /** Called with the PIN once its last digit is entered. */
  onComplete?: (pin: string) => void;
}

/**
 * State of a PinPad, as a valtio proxy: the digits entered so far, the texts shown above the keys and whether
 * the pad accepts input. `new PinPadModel(config)` returns the proxy.
 */
export class PinPadModel {
  readonly pinLength: number;
  /** The digits entered so far. */
  entered = '';
  header = '';
  subHeader = '';
  errorText = '';
  disabled = false;
  onComplete?: (pin: string) => void;
  private readonly initial: Required<PinPadDisplay> & { disabled: boolean };

  constructor({ pinLength = 4, disabled = false, onComplete, ...display }: PinPadConfig = {}) {
    if (!Number.isInteger(pinLength) || pinLength < 1) throw new Error(`Invalid pinLength ${pinLength}`);
    this.pinLength = pinLength;
    this.onComplete = onComplete;
    this.initial = {
      header: display.header ?? '',
      subHeader: display.subHeader ?? '',
      errorText: display.errorText ?? '',
      disabled,
    };
    this.disabled = disabled;
    this.setDisplay(display);
    return proxy(this);
  }

  /** The whole PIN once all digits are entered, else null. */
  get completedPin(): string | null {
    return this.entered.length === this.pinLength ? this.entered : null;
  }

  /** Adds a digit (ignored when disabled or full); calls onComplete when it completes the PIN. */
  enterDigit(digit: string): void {
    if (this.disabled || !/^\d$/.test(digit) || this.entered.length >= this.pinLength) return;
    this.entered += digit;
    if (this.entered.length === this.pinLength) this.onComplete?.(this.entered);
  }

  /** Removes the last digit entered. */
  deleteDigit(): void {
    if (this.disabled) return;
    this.entered = this.entered.slice(0, -1);
  }

  /** Removes every digit entered. */
  clear(): void {
    this.entered = '';
  }

  /** Sets the header, sub-header and error text together; those not given are cleared. */
  setDisplay({ header = '', subHeader = '', errorText = '' }: PinPadDisplay): void {
    this.header = header;
    this.subHeader = subHeader;
    this.errorText = errorText;
  }

  /** Clears the entry and restores the texts and enabled state the model was created with. */
  reset(): void {
    this.clear();
    this.setDisplay(this.initial);
    this.disabled = this.initial.disabled;
  }
}
