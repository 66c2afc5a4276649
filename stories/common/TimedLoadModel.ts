import { ref } from 'valtio';
import { sampleCompanies } from './sampleCompanies';
import { sampleGridModel } from './SampleGrid';

export const LOAD_STAGES = 3;
export const DEFAULT_SECONDS = 3;
export const MIN_SECONDS = 0;
export const MAX_SECONDS = 10;
export const DEFAULT_MESSAGE = 'Loading...';

/**
 * A pretend load of the sample grid, the base of the Mask and Loading Indicator demos' models: it lasts
 * `seconds`, split into three equal waits, and its message names the stage, e.g. 'Loading... (2/3)'. Each load
 * refreshes the rows. A subclass adds its demo's options and makes itself a valtio proxy.
 */
export abstract class TimedLoadModel {
  seconds = DEFAULT_SECONDS;
  message = DEFAULT_MESSAGE;
  spinner = true;
  loading = false;
  /** The stage under way (1 to 3), 0 when idle. */
  stage = 0;
  /** Bumped by each load; seeds the grid's rows. */
  loadCount = 0;
  lastLoaded: number | null = null;
  /** The sample grid: its rows are fresh after each load. */
  readonly gridModel = sampleGridModel();
  private readonly timer = ref({ id: undefined as ReturnType<typeof setTimeout> | undefined });

  constructor() {
    this.gridModel.loadData(sampleCompanies(0));
  }

  /** What the mask or indicator says: the message with its stage, or nothing without a message. */
  get stageMessage(): string | null {
    const message = this.message.trim();
    return this.loading && message ? `${message} (${this.stage}/${LOAD_STAGES})` : null;
  }

  setSeconds(seconds: number | null): void {
    this.seconds = Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, seconds ?? DEFAULT_SECONDS));
  }

  setMessage(message: string): void {
    this.message = message;
  }

  setSpinner(spinner: boolean): void {
    this.spinner = spinner;
  }

  /** Starts a load (unless one is under way): three stages of seconds/3 each, then fresh rows. */
  load(): void {
    if (this.loading) return;
    this.loading = true;
    this.runStage(1, (this.seconds * 1000) / LOAD_STAGES);
  }

  /** Stops a load under way (call on unmount). */
  destroy(): void {
    clearTimeout(this.timer.id);
    this.loading = false;
    this.stage = 0;
  }

  private runStage(stage: number, waitMs: number): void {
    if (stage > LOAD_STAGES) {
      this.loading = false;
      this.stage = 0;
      this.loadCount++;
      this.gridModel.loadData(sampleCompanies(this.loadCount));
      this.lastLoaded = Date.now();
      return;
    }
    this.stage = stage;
    this.timer.id = setTimeout(() => this.runStage(stage + 1, waitMs), waitMs);
  }
}
