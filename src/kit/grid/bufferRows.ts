import type { GridApi } from 'ag-grid-community';

/**
 * Rows AG Grid draws beyond the viewport, above and below (its default): scrolling then shows rows at once
 * instead of drawing them as they come into view.
 */
export const ROW_BUFFER = 10;

/** What of AG Grid's API this needs. */
export type BufferRowsApi = Pick<
  GridApi,
  'getDisplayedRowCount' | 'getVerticalPixelRange' | 'getGridOption' | 'setGridOption' | 'isDestroyed'
>;

/**
 * Called when a grid is ready, before its first rows. Of a grid's first rows, the ten below the viewport are
 * about a third of those drawn, and of the time until the rows in view show. So a grid that has a height draws
 * only the rows in view at first (rowBuffer 0), and the rows beyond them once those have painted
 * (`drawBufferRows`, when AG Grid reports its first data rendered). A grid without a height (hidden, not laid
 * out yet, or in a test without layout) would draw no row at all: it keeps its buffer.
 */
export function deferBufferRows(api: BufferRowsApi): void {
  if (api.getDisplayedRowCount() > 0) return;
  const { top, bottom } = api.getVerticalPixelRange();
  if (bottom > top) api.setGridOption('rowBuffer', 0);
}

/**
 * Draws the rows beyond the viewport of a grid whose first rows deferred them: after the frame that paints its
 * first rows, so they show first. Nothing to do (and no timer) for a grid that did not defer them.
 */
export function drawBufferRows(api: BufferRowsApi): void {
  if (api.getGridOption('rowBuffer') !== 0) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!api.isDestroyed()) api.setGridOption('rowBuffer', ROW_BUFFER);
    }, 0),
  );
}
