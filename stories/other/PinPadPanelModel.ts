import { proxy, ref } from 'valtio';
import { registerModel } from '@toolbox/kit/inspector';
import { PinPadModel } from '@toolbox/kit/pinpad';

/** The PIN the demo accepts. (The same combination as an idiot's luggage.) */
export const SAMPLE_PIN = '12345';
export const PIN_LENGTH = 5;
export const MAX_ATTEMPTS = 5;
export const CHECK_DELAY_MS = 500;
export const GRANTED_DELAY_MS = 1000;
const PROMPT = 'Enter PIN...';

/** State of the PIN Pad demo: checks each PIN entered, counts failed attempts and locks the account. */
export class PinPadPanelModel {
  readonly pinPad: PinPadModel;
  attempts = 0;
  loggedIn = false;
  private readonly timers = ref(new Set<ReturnType<typeof setTimeout>>());

  constructor() {
    this.pinPad = new PinPadModel({ pinLength: PIN_LENGTH, header: PROMPT });
    const self = proxy(this);
    // The callback must reach the proxy (not `this`), or valtio would not see the changes it makes.
    self.pinPad.onComplete = (pin) => self.checkPin(pin);
    return registerModel('PinPadPanelModel', self);
  }

  /** Shows 'Checking PIN...' with the pad disabled, then grants access or counts a failed attempt. */
  checkPin(pin: string): void {
    const { pinPad } = this;
    pinPad.setDisplay({ header: 'Checking PIN...' });
    pinPad.disabled = true;
    this.later(CHECK_DELAY_MS, () => {
      if (pin === SAMPLE_PIN) this.grant();
      else this.deny();
    });
  }

  /** Back to the start: prompt shown, pad enabled and empty, no failed attempts, logged out. */
  reset(): void {
    this.cancelTimers();
    this.pinPad.reset();
    this.attempts = 0;
    this.loggedIn = false;
  }

  /** Stops pending checks (call on unmount). */
  destroy(): void {
    this.cancelTimers();
  }

  private grant(): void {
    this.pinPad.setDisplay({ header: 'Access Granted.', subHeader: `Welcome to ${window.location.host}` });
    this.later(GRANTED_DELAY_MS, () => {
      this.loggedIn = true;
    });
  }

  private deny(): void {
    const { pinPad } = this;
    this.attempts++;
    const remaining = MAX_ATTEMPTS - this.attempts;
    pinPad.clear();
    if (remaining <= 0) {
      pinPad.setDisplay({
        header: 'Account Locked.',
        subHeader: 'Login disabled at this time.',
        errorText: 'You have made too many attempts to log in. Contact support for help.',
      });
      return;
    }
    pinPad.setDisplay({
      header: PROMPT,
      subHeader: remaining === 2 ? 'Access Denied. (Use the Schwartz!)' : 'Access Denied',
      errorText:
        remaining === 1
          ? `PIN not recognized. Account will be locked after 1 more attempt. Hint: try the sample PIN ${SAMPLE_PIN}.`
          : `PIN not recognized. Try again. Account will be locked after ${remaining} attempts.`,
    });
    pinPad.disabled = false;
  }

  private later(ms: number, fn: () => void): void {
    const id = setTimeout(() => {
      this.timers.delete(id);
      fn();
    }, ms);
    this.timers.add(id);
  }

  private cancelTimers(): void {
    this.timers.forEach(clearTimeout);
    this.timers.clear();
  }
}
