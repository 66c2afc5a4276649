import { proxy } from 'valtio';
import type { AppPlayContext } from '../catalog/composeTab';

export interface TestStepResult {
  label: string;
  status: 'running' | 'passed' | 'failed';
  /** The failure's message, on the step that failed. */
  error?: string;
}

export type TestRunStatus = 'idle' | 'loading' | 'running' | 'passed' | 'failed';

/** The first lines of an error's message: expect's messages run long, and the rest is in the console. */
function errorSummary(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.slice(0, 4).join('\n') || 'The test failed.';
}

/**
 * One run of a demo's play function against the live demo (the wrapper's Run test): its status, and each
 * step the play reports as it passes or fails.
 */
export class DemoTestModel {
  status: TestRunStatus = 'idle';
  steps: TestStepResult[] = [];
  /** Why the run failed (outside or inside a step). */
  error: string | null = null;
  /** How long the last run took, in milliseconds. */
  durationMs: number | null = null;

  constructor() {
    return proxy(this);
  }

  get running(): boolean {
    return this.status === 'loading' || this.status === 'running';
  }

  /** The run is starting: the test library loads and the demo is mounted afresh. */
  begin(): void {
    this.status = 'loading';
    this.steps = [];
    this.error = null;
    this.durationMs = null;
  }

  /** Runs the play on the demo's element, step by step; resolves when it has passed or failed. */
  async run(play: (context: AppPlayContext) => Promise<void>, canvasElement: HTMLElement): Promise<void> {
    this.status = 'running';
    const started = performance.now();
    const context: AppPlayContext = {
      canvasElement,
      step: async (label, stepPlay) => {
        const index = this.steps.push({ label, status: 'running' }) - 1;
        try {
          await stepPlay(context);
          this.setStep(index, { label, status: 'passed' });
        } catch (e) {
          this.setStep(index, { label, status: 'failed', error: errorSummary(e) });
          throw e;
        }
      },
    };
    try {
      await play(context);
      this.status = 'passed';
    } catch (e) {
      console.error(e);
      this.fail(e);
    } finally {
      this.durationMs = Math.round(performance.now() - started);
    }
  }

  /** The run could not go on (the library did not load, or the play threw). */
  fail(e: unknown): void {
    this.status = 'failed';
    this.error = errorSummary(e);
  }

  private setStep(index: number, result: TestStepResult): void {
    this.steps[index] = result;
  }
}
