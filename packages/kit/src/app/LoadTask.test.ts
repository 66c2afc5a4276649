import { describe, expect, it, vi } from 'vitest';
import { proxy, snapshot } from 'valtio';
import { LoadTask } from './LoadTask';

vi.mock('../popup', () => ({ toast: vi.fn() }));
const { toast } = await import('../popup');

class DemoModel {
  readonly loadTask = new LoadTask({ what: 'trades' });
  rows: string[] = [];
  get loading(): boolean {
    return this.loadTask.loading;
  }
  constructor() {
    return proxy(this);
  }
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('LoadTask', () => {
  it('is loading while the latest load runs, and a snapshot of its model says so', async () => {
    const model = new DemoModel();
    const gate = deferred<string[]>();
    const done = model.loadTask.run(async () => {
      model.rows = await gate.promise;
    });
    expect(snapshot(model).loading).toBe(true);
    gate.resolve(['a']);
    await done;
    expect(snapshot(model).loading).toBe(false);
    expect(model.rows).toEqual(['a']);
  });

  it('aborts the load before when a new one starts, and keeps loading until the new one ends', async () => {
    const model = new DemoModel();
    const first = deferred<undefined>();
    const second = deferred<undefined>();
    let firstSignal: AbortSignal | undefined;
    const one = model.loadTask.run(async (signal) => {
      firstSignal = signal;
      await first.promise;
    });
    const two = model.loadTask.run(async () => {
      await second.promise;
    });
    expect(firstSignal?.aborted).toBe(true);
    first.reject(new DOMException('aborted', 'AbortError'));
    await one;
    expect(model.loading).toBe(true);
    second.resolve(undefined);
    await two;
    expect(model.loading).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts a failure with what it loads, or hands it to onError', async () => {
    const model = new DemoModel();
    await model.loadTask.run(() => Promise.reject(new Error('Server down')));
    expect(toast).toHaveBeenCalledWith({ message: 'Could not load trades: Server down', intent: 'danger' });
    expect(model.loading).toBe(false);
    const onError = vi.fn();
    const task = new LoadTask({ what: 'x', onError });
    await task.run(() => Promise.reject(new Error('boom')));
    expect(onError).toHaveBeenCalledWith(new Error('boom'));
  });

  it('abort() stops the running load and clears loading', async () => {
    const model = new DemoModel();
    let signal: AbortSignal | undefined;
    void model.loadTask.run((s) => {
      signal = s;
      return new Promise(() => undefined);
    });
    model.loadTask.abort();
    expect(signal?.aborted).toBe(true);
    expect(model.loading).toBe(false);
  });
});
