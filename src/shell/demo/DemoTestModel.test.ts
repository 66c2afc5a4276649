import { describe, expect, it, vi } from 'vitest';
import type { AppPlayContext } from '../catalog/composeTab';
import { DemoTestModel } from './DemoTestModel';

const canvas = () => document.createElement('div');

describe('DemoTestModel', () => {
  it('runs a play on the element given and records each step as it passes', async () => {
    const model = new DemoTestModel();
    model.begin();
    expect(model.running).toBe(true);
    const seen: HTMLElement[] = [];
    await model.run(async ({ canvasElement, step }: AppPlayContext) => {
      seen.push(canvasElement);
      await step('loads', () => undefined);
      await step('filters', async () => undefined);
    }, canvas());
    expect(seen).toHaveLength(1);
    expect(model.status).toBe('passed');
    expect(model.steps).toEqual([
      { label: 'loads', status: 'passed' },
      { label: 'filters', status: 'passed' },
    ]);
    expect(model.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('marks the failing step with the start of its message, and stops there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const model = new DemoTestModel();
    model.begin();
    const after = vi.fn();
    await model.run(async ({ step }) => {
      await step('loads', () => undefined);
      await step('sorts', () => {
        throw new Error('expected [3, 1] to equal [1, 3]\n\nmore\nand more\nand more\nand more');
      });
      after();
    }, canvas());
    expect(after).not.toHaveBeenCalled();
    expect(model.status).toBe('failed');
    expect(model.steps.map((s) => s.status)).toEqual(['passed', 'failed']);
    expect(model.steps[1]?.error).toBe('expected [3, 1] to equal [1, 3]\nmore\nand more\nand more');
    vi.restoreAllMocks();
  });

  it('fails outright when the play cannot start', () => {
    const model = new DemoTestModel();
    model.begin();
    model.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(model.status).toBe('failed');
    expect(model.error).toBe('Failed to fetch dynamically imported module');
  });
});
