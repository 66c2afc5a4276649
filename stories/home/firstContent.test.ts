import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstContentModule from './firstContent';

type FirstContent = typeof FirstContentModule;

/** A fresh copy of the module: its gates are the page's, opened once. */
async function fresh(): Promise<FirstContent> {
  vi.resetModules();
  return import('./firstContent');
}

/** Whether a promise has settled, once pending timers and microtasks have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("Home's grid widgets load one after the other", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Roadmap waits for the first content, then for Commits to build its grid', async () => {
    const gates = await fresh();
    gates.homeFirstGridLoading();
    const roadmap = gates.afterHomeFirstGrid();
    expect(await settled(roadmap)).toBe(false);
    gates.homeFirstContentShown();
    expect(await settled(roadmap)).toBe(false);
    gates.homeFirstGridShown();
    expect(await settled(roadmap)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Roadmap waits only for the first content when Commits is not loading (closed, or behind another tab)', async () => {
    const gates = await fresh();
    const roadmap = gates.afterHomeFirstGrid();
    gates.homeFirstContentShown();
    expect(await settled(roadmap)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Roadmap shows three seconds after the first content should Commits never build its grid', async () => {
    const gates = await fresh();
    gates.homeFirstGridLoading();
    const roadmap = gates.afterHomeFirstGrid();
    gates.homeFirstContentShown();
    await vi.advanceTimersByTimeAsync(2900);
    expect(await settled(roadmap)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(roadmap)).toBe(true);
  });

  it('Commits and Roadmap share one wait for the first content, one idle timer for both', async () => {
    const gates = await fresh();
    const commits = gates.afterHomeFirstContent();
    const roadmap = gates.afterHomeFirstGrid();
    expect(vi.getTimerCount()).toBe(1);
    gates.homeFirstContentShown();
    expect(await settled(commits)).toBe(true);
    expect(await settled(roadmap)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
