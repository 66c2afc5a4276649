import { describe, expect, it, vi } from 'vitest';
import type { IRowNode } from 'ag-grid-community';
import { patchRowNodes, type RowNodesApi } from './patchRowNodes';

interface Row {
  id: string;
  value: number;
}

/** Row nodes as AG Grid keeps them, `drawn` of them drawn. */
function grid(ids: string[], drawn: string[]) {
  const nodes = new Map(
    ids.map((id) => {
      const node = { id, data: { id, value: 0 } as Row | undefined, updateData: vi.fn() };
      node.updateData.mockImplementation((row: Row) => {
        node.data = row;
      });
      return [id, node];
    }),
  );
  const api = {
    getRowNode: (id: string) => nodes.get(id) as unknown as IRowNode<Row> | undefined,
    getRenderedNodes: () => drawn.map((id) => nodes.get(id) as unknown as IRowNode<Row>),
  } satisfies RowNodesApi<Row>;
  return { api, nodes };
}

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

  it('does nothing without rows', () => {
    const { api } = grid(['a'], ['a']);
    const rendered = vi.spyOn(api, 'getRenderedNodes');
    expect(patchRowNodes(api, [], (r: Row) => r.id)).toBe(0);
    expect(rendered).not.toHaveBeenCalled();
  });
});
