import type { GridApi } from 'ag-grid-community';

/**
 * Rows AG Grid draws beyond the viewport, above and below, at the standard row height: scrolling then shows rows
 * at once instead of drawing them as they come into view.
 */
export const ROW_BUFFER = 10;

/** The height the buffer covers above and below the viewport: about ten rows at the standard row height. */
const BUFFER_PX = 300;

/**
 * Rows of buffer for a grid whose rows are `rowHeight` pixels high (ten when not known): about the same
 * height beyond the viewport whatever the row height, so a data view of 150-pixel cards draws two cards
 * beyond its viewport, not ten (1,500 pixels of cards nobody sees yet).
 */
export function rowBufferFor(rowHeight: number | undefined): number {
  return rowHeight ? Math.min(ROW_BUFFER, Math.max(2, Math.ceil(BUFFER_PX / rowHeight))) : ROW_BUFFER;
}

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
      if (!api.isDestroyed()) api.setGridOption('rowBuffer', rowBufferFor(api.getGridOption('rowHeight')));
    }, 0),
  );
}
