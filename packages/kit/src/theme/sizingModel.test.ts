import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIZING_STORAGE_KEY } from './sizingModel';

/** A fresh copy of the model, as a page load makes it from what local storage holds. */
async function loadModel() {
  vi.resetModules();
  return import('./sizingModel');
}

/** valtio tells subscribers in a microtask after a change. */
const settled = () => Promise.resolve();

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.sizing;
});

describe('sizingModel', () => {
  it('starts in standard mode, applied to <html>, when nothing is saved', async () => {
    const { sizingModel } = await loadModel();
    expect(sizingModel.mode).toBe('standard');
    expect(document.documentElement.dataset.sizing).toBe('standard');
  });

  it('applies a new mode to <html> and saves it under its versioned key', async () => {
    const { sizingModel, setSizingMode } = await loadModel();
    setSizingMode('compact');
    await settled();
    expect(sizingModel.mode).toBe('compact');
    expect(document.documentElement.dataset.sizing).toBe('compact');
    expect(JSON.parse(localStorage.getItem(SIZING_STORAGE_KEY) ?? 'null')).toBe('compact');

    setSizingMode('tiny');
    await settled();
    expect(document.documentElement.dataset.sizing).toBe('tiny');
    expect(JSON.parse(localStorage.getItem(SIZING_STORAGE_KEY) ?? 'null')).toBe('tiny');
  });

  it('starts in the saved mode on the next load', async () => {
    const first = await loadModel();
    first.setSizingMode('large');
    await settled();

    const next = await loadModel();
    expect(next.sizingModel.mode).toBe('large');
    expect(document.documentElement.dataset.sizing).toBe('large');
  });

  it('ignores a saved value that is not a mode (edited by hand, or from another version)', async () => {
    localStorage.setItem(SIZING_STORAGE_KEY, JSON.stringify('huge'));
    expect((await loadModel()).sizingModel.mode).toBe('standard');
    localStorage.setItem(SIZING_STORAGE_KEY, 'compact');
    expect((await loadModel()).sizingModel.mode).toBe('standard');
  });

  it('still changes mode when storage refuses to save it', async () => {
    const { sizingModel, setSizingMode } = await loadModel();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    setSizingMode('compact');
    await settled();
    expect(sizingModel.mode).toBe('compact');
    expect(document.documentElement.dataset.sizing).toBe('compact');
    setItem.mockRestore();
  });
});

describe('sizeForMode', () => {
  it('takes one size for every mode, or the mode’s own', async () => {
    const { sizeForMode } = await loadModel();
    expect(sizeForMode(52, 'tiny')).toBe(52);
    const byMode = { large: 60, standard: 52, compact: 44, tiny: 36 };
    expect(sizeForMode(byMode, 'large')).toBe(60);
    expect(sizeForMode(byMode, 'tiny')).toBe(36);
  });
});
