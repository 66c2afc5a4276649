/** Events that count as the user being active. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleDetectorOptions {
  /** How long without activity counts as idle. */
  timeoutMs: number;
  /** Called once each time the user goes idle (again only after new activity). */
  onIdle: () => void;
  /** Where activity is watched (default: window). */
  target?: EventTarget;
}

/**
 * Calls onIdle after timeoutMs without user activity (pointer, keys, wheel, touch, scroll). Activity only stamps
 * the time; a single timer checks the stamp, so mouse moves cost next to nothing.
 */
export class IdleDetector {
  private readonly opts: IdleDetectorOptions;
  private lastActive = Date.now();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private fired = false;

  constructor(opts: IdleDetectorOptions) {
    this.opts = opts;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const target = this.opts.target ?? window;
    for (const e of ACTIVITY_EVENTS)
      target.addEventListener(e, this.onActivity, { capture: true, passive: true });
    this.onActivity();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    const target = this.opts.target ?? window;
    for (const e of ACTIVITY_EVENTS) target.removeEventListener(e, this.onActivity, { capture: true });
    this.clearTimer();
  }

  /** Milliseconds since the last activity. */
  get idleMs(): number {
    return Date.now() - this.lastActive;
  }

  /** Counts as activity (e.g. after the app resumes). */
  readonly onActivity = (): void => {
    this.lastActive = Date.now();
    this.fired = false;
    if (this.running && !this.timer) this.schedule(this.opts.timeoutMs);
  };

  private schedule(ms: number): void {
    this.timer = setTimeout(this.check, ms);
  }

  private readonly check = (): void => {
    this.timer = null;
    if (!this.running || this.fired) return;
    const left = this.opts.timeoutMs - this.idleMs;
    if (left > 0) {
      this.schedule(left);
      return;
    }
    this.fired = true;
    this.opts.onIdle();
  };

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
