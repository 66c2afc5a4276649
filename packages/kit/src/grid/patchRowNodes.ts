import type { GridApi, IRowNode } from 'ag-grid-community';
import { afterPaint } from '../app/afterPaint';

/** What patchRowNodes needs of AG Grid's api. */
export type RowNodesApi<R> = Pick<
  GridApi<R>,
  'getRowNode' | 'getRenderedNodes' | 'getVerticalPixelRange' | 'isDestroyed'
>;

/** Runs work once the frame being made has been painted (a task after the next animation frame). */
export type AfterPaint = (work: () => void) => void;

/**
 * Gives AG Grid's row nodes new data for their rows, by row id: the rows a store replaced in place (a cell edit,
 * a commit of 10,000 records that moves no row). Returns how many nodes took their row.
 *
 * A node drawn in view is updated through AG Grid (`updateData`), which redraws its cells. A node not drawn only
 * takes its new data, which AG Grid reads as it draws the row: its `updateData` would also fire a grid-wide event,
 * copied to each of the grid's listeners and queued once more for a later task, 10,000 of each for a commit of
 * 10,000 rows (about half that commit's work). None of those listeners concerns a row not drawn in the kit's
 * grids: selectable rows follow the row's kind, which a row replaced in place keeps; no row pinning, cell spans,
 * quick filter or value cache; column autosizing measures drawn cells.
 *
 * The rows AG Grid draws beyond the view (its row buffer, ten rows above and below, for scrolling) take their data
 * at once too, but are redrawn after the frame is painted: a commit of 10,000 records redraws the rows the user
 * sees first (half of the rows drawn, and of the commit's redrawing). Unless the user scrolls in that frame, they
 * never show their old content; a row scrolled into view meanwhile shows it for that one frame.
 */
/** A patch this small redraws all its drawn rows at once (see patchRowNodes). */
export const FEW_ROWS = 20;

export function patchRowNodes<R>(
  api: RowNodesApi<R>,
  rows: readonly R[],
  idOf: (row: R) => string,
  later: AfterPaint = afterPaint,
): number {
  if (rows.length === 0) return 0;
  const drawn: ReadonlySet<IRowNode<R>> = new Set(api.getRenderedNodes());
  // What the grid shows: with nothing in view (a grid not laid out), all rows drawn count as in view. Reading it
  // reads the grid's scroll position, a layout of the page just changed (an editor closed: about 2 ms), so a patch
  // of a few rows, which putting off would not make much faster, redraws its drawn rows at once without it.
  const { top, bottom } =
    drawn.size > 0 && rows.length > FEW_ROWS ? api.getVerticalPixelRange() : { top: 0, bottom: 0 };
  const inView = (node: IRowNode<R>) =>
    bottom <= top ||
    node.rowPinned != null ||
    node.rowTop == null ||
    (node.rowTop < bottom && node.rowTop + (node.rowHeight ?? 0) > top);
  const offView: [IRowNode<R>, R][] = [];
  let patched = 0;
  for (const row of rows) {
    const node = api.getRowNode(idOf(row));
    if (!node) continue;
    if (!drawn.has(node)) node.data = row;
    else if (inView(node)) node.updateData(row);
    else {
      node.data = row;
      offView.push([node, row]);
    }
    patched++;
  }
  if (offView.length) {
    later(() => {
      if (api.isDestroyed()) return;
      // A node given another row since has been redrawn with it; one the grid has dropped is left alone.
      for (const [node, row] of offView) {
        if (node.data === row && node.id != null && api.getRowNode(node.id) === node) node.updateData(row);
      }
    });
  }
  return patched;
}
