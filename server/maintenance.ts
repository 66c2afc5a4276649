import type { FastifyBaseLogger } from 'fastify';

/** A periodic clean-up: what it is called (for the logs) and what it does. */
export interface MaintenanceTask {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * Runs the retention rules (old client error reports, expired sessions, stale login counts) at start and then
 * every `intervalMs`. The timer is unref'd (it never keeps the process alive) and cleared by `stop()`, which also
 * waits for a run in progress, so the database can close after it. A failing task is logged and retried on the
 * next run.
 */
export class Maintenance {
  private timer: ReturnType<typeof setInterval> | undefined;
  private current: Promise<void> | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
    private readonly tasks: readonly MaintenanceTask[],
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runNow(), this.intervalMs);
    this.timer.unref();
  }

  /** Runs every task once (a run already in progress is joined, not doubled). */
  runNow(): Promise<void> {
    this.current ??= this.runTasks().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  private async runTasks(): Promise<void> {
    for (const task of this.tasks) {
      try {
        const result = await task.run();
        if (typeof result === 'number' && result > 0)
          this.log.info({ task: task.name, deleted: result }, 'pruned');
      } catch (err) {
        this.log.warn({ err, task: task.name }, 'maintenance task failed');
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }

  /** Whether the timer is set, and whether it would keep the process alive: for tests and diagnostics. */
  get schedule(): { scheduled: boolean; keepsProcessAlive: boolean } {
    return { scheduled: this.timer !== undefined, keepsProcessAlive: this.timer?.hasRef() ?? false };
  }
}
