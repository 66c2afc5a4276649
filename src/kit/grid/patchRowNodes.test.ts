import { describe, expect, it, vi } from 'vitest';
import type { IRowNode } from 'ag-grid-community';
import { patchRowNodes, type RowNodesApi } from './patchRowNodes';

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
    const ids = ['a', 'b', 'c', 'd', 'e'];
    // a and b in view (pixels 0-20), c half in view, d and e drawn below it (the row buffer).
    const { api, nodes } = grid(ids, ids, { top: 0, bottom: 25 });
    const queue = laterQueue();
    const rows = rowsOf(ids, 1);
    expect(patchRowNodes(api, rows, (r) => r.id, queue.later)).toBe(5);
    for (const id of ['a', 'b', 'c']) expect(nodes.get(id)?.updateData).toHaveBeenCalledTimes(1);
    for (const id of ['d', 'e']) expect(nodes.get(id)?.updateData).not.toHaveBeenCalled();
    expect(ids.map((id) => nodes.get(id)?.data)).toEqual(rows);

    queue.run();
    expect(nodes.get('d')?.updateData).toHaveBeenCalledWith(rows[3]);
    expect(nodes.get('e')?.updateData).toHaveBeenCalledWith(rows[4]);
    expect(nodes.get('a')?.updateData).toHaveBeenCalledTimes(1);
  });

  it('leaves a row given newer data or dropped meanwhile, and does nothing once the grid is gone', () => {
    const ids = ['a', 'b', 'c'];
    // a in view, b and c drawn below it.
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

    patchRowNodes(api, rowsOf(['a', 'b'], 3), (r) => r.id, queue.later);
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
