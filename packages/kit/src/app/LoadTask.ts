import { ref } from 'valtio';
import { errorText } from '../panel';
import { toast } from '../popup';

export interface LoadTaskConfig {
  /** What is loaded, for the failure toast: 'trades' gives 'Could not load trades: {error}'. */
  what: string;
  /** Handles a failure instead of the toast (aborts are never failures). */
  onError?: (error: unknown) => void;
}

/**
 * One load at a time, as a panel model runs it: starting a load aborts the one still running (its result is
 * dropped), `loading` is true while the latest runs (for a mask), and a failure other than an abort shows a
 * danger toast. Keep it as a field of a valtio model so views see `loading` change.
 */
export class LoadTask {
  loading = false;
  private readonly config: LoadTaskConfig;
  // The controller is plain state, not something views watch: kept out of valtio.
  private readonly current = ref({ controller: null as AbortController | null });

  constructor(config: LoadTaskConfig) {
    this.config = ref({ ...config });
  }

  /** Runs a load with its abort signal; resolves when it ends, failed or not (failures are reported). */
  async run(load: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.current.controller?.abort();
    const controller = new AbortController();
    this.current.controller = controller;
    this.loading = true;
    try {
      await load(controller.signal);
    } catch (e) {
      if (controller.signal.aborted) return;
      if (this.config.onError) this.config.onError(e);
      else toast({ message: `Could not load ${this.config.what}: ${errorText(e)}`, intent: 'danger' });
    } finally {
      if (this.current.controller === controller) {
        this.loading = false;
        this.current.controller = null;
      }
    }
  }

  /** Aborts the running load, if any (e.g. when its panel goes away). */
  abort(): void {
    this.current.controller?.abort();
    this.current.controller = null;
    this.loading = false;
  }
}
