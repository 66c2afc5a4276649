import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferBufferRows, drawBufferRows, ROW_BUFFER, rowBufferFor, type BufferRowsApi } from './bufferRows';

/**
 * A grid's API as far as the buffer goes: its rowBuffer option, its row count, the height of its viewport (none:
 * not laid out, as in jsdom) and whether it is destroyed.
 */
function grid({ rows = 0, height = 600, rowHeight = undefined as number | undefined } = {}) {
  const state = { rowBuffer: ROW_BUFFER, destroyed: false };
  const setGridOption = vi.fn((key: string, value: unknown) => {
    if (key === 'rowBuffer') state.rowBuffer = value as number;
  });
  const api = {
    getDisplayedRowCount: () => rows,
    getVerticalPixelRange: () => ({ top: 0, bottom: height }),
    getGridOption: (key: string) =>
      key === 'rowBuffer' ? state.rowBuffer : key === 'rowHeight' ? rowHeight : undefined,
    setGridOption,
    isDestroyed: () => state.destroyed,
  } as unknown as BufferRowsApi;
  return { api, state, setGridOption };
}

describe('rows beyond the viewport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an empty grid with a height draws the rows in view first, and the others after the frame that paints them', () => {
    const { api, state } = grid();
    deferBufferRows(api);
    expect(state.rowBuffer).toBe(0);

    drawBufferRows(api);
    expect(state.rowBuffer).toBe(0);
    vi.advanceTimersToNextFrame();
    expect(state.rowBuffer).toBe(0);
    vi.runOnlyPendingTimers();
    expect(state.rowBuffer).toBe(ROW_BUFFER);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a grid of tall rows (a data view of cards) draws as few rows beyond its viewport as covers the same height', () => {
    const { api, state } = grid({ rowHeight: 150 });
    deferBufferRows(api);
    drawBufferRows(api);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(state.rowBuffer).toBe(2);
  });

  it('a grid without a height keeps its buffer (it would draw no row at all), and sets no timer', () => {
    const { api, state, setGridOption } = grid({ height: 0 });
    deferBufferRows(api);
    drawBufferRows(api);
    expect(state.rowBuffer).toBe(ROW_BUFFER);
    expect(setGridOption).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a grid that has its rows already keeps its buffer', () => {
    const { api, setGridOption } = grid({ rows: 25 });
    deferBufferRows(api);
    expect(setGridOption).not.toHaveBeenCalled();
  });

  it('a grid destroyed before its first rows painted is left alone', () => {
    const { api, state, setGridOption } = grid();
    deferBufferRows(api);
    drawBufferRows(api);
    state.destroyed = true;
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(setGridOption).toHaveBeenCalledTimes(1);
    expect(state.rowBuffer).toBe(0);
  });
});

describe('rowBufferFor', () => {
  it('is ten rows at the theme row height, fewer for tall rows, never under two nor over ten', () => {
    expect(rowBufferFor(undefined)).toBe(ROW_BUFFER);
    expect(rowBufferFor(28)).toBe(ROW_BUFFER);
    expect(rowBufferFor(32)).toBe(ROW_BUFFER);
    expect(rowBufferFor(70)).toBe(5);
    expect(rowBufferFor(150)).toBe(2);
    expect(rowBufferFor(400)).toBe(2);
    expect(rowBufferFor(12)).toBe(ROW_BUFFER);
  });
});
