import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Store } from '../data';
import { GridCountLabel } from './GridCountLabel';
import { GridModel } from './GridModel';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

describe('GridCountLabel', () => {
  it.each<[number, string | undefined, string]>([
    [1000, undefined, '1,000 records'],
    [1, undefined, '1 record'],
    [0, undefined, '0 records'],
    [2, 'company', '2 companies'],
    [1, 'company', '1 company'],
  ])('%s rows with unit %s read %j', (n, unit, text) => {
    const store = new Store<{ id: number; name: string }>();
    store.loadData(rows(n));
    render(<GridCountLabel model={store as Store<{ id: number; name: string }, never>} unit={unit} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it("follows the store's filter and counts a grid's selection", async () => {
    const model = new GridModel<{ id: number; name: string }>({
      store: {},
      columns: [{ field: 'name' }],
      selModel: 'multiple',
      countUnit: 'item',
    });
    model.store.loadData(rows(12));
    render(<GridCountLabel model={model} />);
    expect(screen.getByRole('status')).toHaveTextContent('12 items');
    await act(async () => model.store.setFilter({ field: 'id', op: '<=', value: 3 }));
    expect(screen.getByRole('status')).toHaveTextContent('3 items');
    await act(async () => model.select([1, 2]));
    expect(screen.getByRole('status')).toHaveTextContent('3 items, 2 selected');
  });

  it('counts the top level of a tree unless asked for all', async () => {
    const store = new Store<{ id: number; children?: { id: number }[] }>({ childrenField: 'children' });
    store.loadData([{ id: 1, children: [{ id: 2 }, { id: 3 }] }, { id: 4 }]);
    const typed = store as Store<{ id: number }, never>;
    const { unmount } = render(<GridCountLabel model={typed} unit="region" />);
    expect(screen.getByRole('status')).toHaveTextContent('2 regions');
    // A match deep in the tree keeps its root.
    await act(async () => store.setFilter({ field: 'id', op: '=', value: 3 }));
    expect(screen.getByRole('status')).toHaveTextContent('1 region');
    await act(async () => store.setFilter(null));
    expect(screen.getByRole('status')).toHaveTextContent('2 regions');
    unmount();
    render(<GridCountLabel model={typed} includeChildren />);
    expect(screen.getByRole('status')).toHaveTextContent('4 records');
  });
});
