import { proxy } from 'valtio';

export const STEPS = ['1', '5', '10'] as const;
export type Step = (typeof STEPS)[number];
/** Increments kept in the history (newest first). */
export const HISTORY_LENGTH = 5;

/** One change of the counter, for the history the Inspector shows as a nested list. */
export interface CounterChange {
  from: number;
  to: number;
  at: string;
}

/** State of the Inspector demo: a counter to change and watch live in the Inspector. */
export class InspectorPanelModel {
  count = 0;
  step: Step = '1';
  history: CounterChange[] = [];

  constructor() {
    return proxy(this);
  }

  increment(): void {
    this.change(this.count + Number(this.step));
  }

  decrement(): void {
    this.change(this.count - Number(this.step));
  }

  setStep(step: Step): void {
    this.step = step;
  }

  reset(): void {
    this.count = 0;
    this.step = '1';
    this.history = [];
  }

  private change(to: number): void {
    this.history.unshift({ from: this.count, to, at: new Date().toISOString() });
    this.history.splice(HISTORY_LENGTH);
    this.count = to;
  }
}
