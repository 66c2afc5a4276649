import { LoadTask } from '@toolbox/kit/app';

/**
 * The base of a demo model that loads data from the API: one abortable load at a time (the kit's LoadTask),
 * `loading` for the panel's mask, and `load` / `destroy` as the kit's useLocalModel drives them (load on
 * mount and on the app's Refresh, abort on unmount). A subclass says what a load does in `doLoad`.
 */
export abstract class LoadingPanelModel {
  readonly loadTask: LoadTask;

  /** @param what What is loaded, for the failure toast ('trades': 'Could not load trades: ...'). */
  constructor(what: string) {
    this.loadTask = new LoadTask({ what });
  }

  /** Whether a load runs (the panel masks meanwhile). */
  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** Loads (or reloads) the data; a load still running is aborted first. */
  load(): Promise<void> {
    return this.loadTask.run((signal) => this.doLoad(signal));
  }

  /** Aborts a load still running (the panel went away). */
  destroy(): void {
    this.loadTask.abort();
  }

  /** Fetches the data with the signal and puts it into the model's grid or store. */
  protected abstract doLoad(signal: AbortSignal): Promise<void>;
}
