import { describe, expect, it, vi } from 'vitest';
import type { IRowNode } from 'ag-grid-community';
import { FEW_ROWS, patchRowNodes, type RowNodesApi } from './patchRowNodes';

interface Row {
  id: string;
  value: number;
}

const ROW_HEIGHT = 10;

/**
 * Row nodes as AG Grid keeps them, one under the other (ROW_HEIGHT each), `drawn` of them drawn, and the grid
 * showing the pixels `view` (none: a grid not laid out).
 */
function grid(ids: string[], drawn: string[], view = { top: 0, bottom: 0 }) {
  const nodes = new Map(
    ids.map((id, i) => {
      const node = {
        id,
        data: { id, value: 0 } as Row | undefined,
        rowTop: i * ROW_HEIGHT,
        rowHeight: ROW_HEIGHT,
        rowPinned: null,
        updateData: vi.fn(),
      };
      node.updateData.mockImplementation((row: Row) => {
        node.data = row;
      });
      return [id, node];
    }),
  );
  let destroyed = false;
  const api = {
    getRowNode: (id: string) => nodes.get(id) as unknown as IRowNode<Row> | undefined,
    getRenderedNodes: () => drawn.map((id) => nodes.get(id) as unknown as IRowNode<Row>),
    getVerticalPixelRange: () => view,
    isDestroyed: () => destroyed,
  } satisfies RowNodesApi<Row>;
  return { api, nodes, destroy: () => (destroyed = true) };
}

/** Work put off until after the frame, run when the test says. */
function laterQueue() {
  const queue: (() => void)[] = [];
  return {
    later: (work: () => void) => void queue.push(work),
    run: () => queue.splice(0).forEach((work) => work()),
    get size() {
      return queue.length;
    },
  };
}

const rowsOf = (ids: string[], value: number): Row[] => ids.map((id) => ({ id, value }));

/** Ids of a patch more than a few rows long: 'a', 'b', 'c', then '3', '4'… (see FEW_ROWS). */
const manyIds = () => ['a', 'b', 'c', ...Array.from({ length: FEW_ROWS }, (_, i) => String(i + 3))];

describe('patchRowNodes', () => {
  it('updates drawn rows through AG Grid and gives the others their data, skipping rows it does not have', () => {
    const { api, nodes } = grid(['a', 'b', 'c'], ['b']);
    const rows: Row[] = [
      { id: 'a', value: 1 },
      { id: 'b', value: 2 },
      { id: 'c', value: 3 },
      { id: 'gone', value: 4 },
    ];
    expect(patchRowNodes(api, rows, (r) => r.id)).toBe(3);
    // The drawn row is redrawn by AG Grid (updateData); the others only hold their new row for when they are drawn.
    expect(nodes.get('b')?.updateData).toHaveBeenCalledWith(rows[1]);
    expect(nodes.get('a')?.updateData).not.toHaveBeenCalled();
    expect(nodes.get('c')?.updateData).not.toHaveBeenCalled();
    expect(['a', 'b', 'c'].map((id) => nodes.get(id)?.data)).toEqual(rows.slice(0, 3));
  });

  it('redraws the rows drawn beyond the view after the frame, with their data given at once', () => {
    const ids = manyIds();
    // a and b in view (pixels 0-20), c half in view, the others drawn below it (the row buffer).
    const { api, nodes } = grid(ids, ids, { top: 0, bottom: 25 });
    const queue = laterQueue();
    const rows = rowsOf(ids, 1);
    expect(patchRowNodes(api, rows, (r) => r.id, queue.later)).toBe(ids.length);
    for (const id of ['a', 'b', 'c']) expect(nodes.get(id)?.updateData).toHaveBeenCalledTimes(1);
    for (const id of ids.slice(3)) expect(nodes.get(id)?.updateData).not.toHaveBeenCalled();
    expect(ids.map((id) => nodes.get(id)?.data)).toEqual(rows);

    queue.run();
    expect(nodes.get('3')?.updateData).toHaveBeenCalledWith(rows[3]);
    expect(nodes.get(ids.at(-1) ?? '')?.updateData).toHaveBeenCalledWith(rows.at(-1));
    expect(nodes.get('a')?.updateData).toHaveBeenCalledTimes(1);
  });

  it('redraws the drawn rows of a patch of a few rows at once, without reading what the grid shows', () => {
    const ids = ['a', 'b', 'c'];
    const { api, nodes } = grid(ids, ids, { top: 0, bottom: 10 });
    const view = vi.spyOn(api, 'getVerticalPixelRange');
    const queue = laterQueue();
    patchRowNodes(api, rowsOf(['c'], 1), (r) => r.id, queue.later);
    expect(nodes.get('c')?.updateData).toHaveBeenCalledWith({ id: 'c', value: 1 });
    expect(view).not.toHaveBeenCalled();
    expect(queue.size).toBe(0);
  });

  it('leaves a row given newer data or dropped meanwhile, and does nothing once the grid is gone', () => {
    const ids = manyIds();
    // a in view, the others drawn below it.
    const { api, nodes, destroy } = grid(ids, ids, { top: 0, bottom: 10 });
    const b = nodes.get('b');
    const c = nodes.get('c');
    const queue = laterQueue();
    patchRowNodes(api, rowsOf(ids, 1), (r) => r.id, queue.later);
    // Before the redraw: b given a newer row (redrawn with it), c dropped (its record removed).
    (b as { data: Row | undefined }).data = { id: 'b', value: 2 };
    nodes.delete('c');
    queue.run();
    expect(b?.updateData).not.toHaveBeenCalled();
    expect(c?.updateData).not.toHaveBeenCalled();

    patchRowNodes(api, rowsOf(ids, 3), (r) => r.id, queue.later);
    destroy();
    queue.run();
    expect(b?.updateData).not.toHaveBeenCalled();
  });

  it('redraws every row drawn at once in a grid not laid out (nothing in view)', () => {
    const ids = ['a', 'b', 'c'];
    const { api, nodes } = grid(ids, ids);
    const queue = laterQueue();
    patchRowNodes(api, rowsOf(ids, 1), (r) => r.id, queue.later);
    for (const id of ids) expect(nodes.get(id)?.updateData).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(0);
  });

  it('does nothing without rows', () => {
    const { api } = grid(['a'], ['a']);
    const rendered = vi.spyOn(api, 'getRenderedNodes');
    expect(patchRowNodes(api, [], (r: Row) => r.id)).toBe(0);
    expect(rendered).not.toHaveBeenCalled();
  });
});
