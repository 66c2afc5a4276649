import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Grid } from './Grid';
import { actionColumn } from './actionColumn';
import { signClass } from './cellFormats';
import { GridModel } from './GridModel';

interface Row {
  id: number;
  company: string;
  pnl: number;
}

const ROWS: Row[] = [
  { id: 1, company: 'Acme', pnl: 10 },
  { id: 2, company: 'Globex', pnl: -50 },
];

function model(extra: Partial<ConstructorParameters<typeof GridModel<Row>>[0]> = {}) {
  return new GridModel<Row>({
    store: {},
    columns: [{ field: 'company' }, { field: 'pnl', header: 'P&L', align: 'right' }],
    ...extra,
  });
}

/** Enough rows that the one with id 150 is far below the first screen. */
const manyRows = (): Row[] =>
  Array.from({ length: 200 }, (_, i) => ({ id: i + 1, company: `Co ${i + 1}`, pnl: i }));

/** jsdom's frames come from a timer: on a busy machine ten of them take longer than waitFor's default second. */
const FRAMES = { timeout: 15_000 };

/**
 * Records each scroll asked of a grid (the row's id) and whether it was asked inside an animation frame, that is
 * after AG Grid has laid out the rows it was given.
 */
function trackScrolls() {
  let inFrame = false;
  const raf = window.requestAnimationFrame.bind(window);
  const rafSpy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) =>
    raf((t) => {
      inFrame = true;
      try {
        cb(t);
      } finally {
        inFrame = false;
      }
    }),
  );
  const asked: { id: string | undefined; inFrame: boolean }[] = [];
  return {
    asked,
    watch(api: NonNullable<GridModel<Row>['agApi']>) {
      vi.spyOn(api, 'ensureNodeVisible').mockImplementation((node) => {
        asked.push({ id: (node as { id?: string }).id, inFrame });
      });
    },
    restore: () => rafSpy.mockRestore(),
  };
}

describe('Grid', () => {
  it('unmounted in the task that mounts it, leaves no grid and no error; mounted, shows its rows', async () => {
    const early = model();
    early.store.loadData(ROWS);
    const { unmount } = render(<Grid model={early} />);
    unmount();
    await act(async () => {
      await Promise.resolve();
    });
    expect(early.agApi).toBeNull();
    expect(document.querySelector('.ag-root')).toBeNull();

    const built = model();
    built.store.loadData(ROWS);
    render(<Grid model={built} />);
    expect(await screen.findByRole('gridcell', { name: 'Globex' })).toBeInTheDocument();
    expect(built.agApi).not.toBeNull();
  });

  it('sizes columns to their content, unless made without column autosizing', async () => {
    const sized = model();
    sized.store.loadData(ROWS);
    const { unmount } = render(<Grid model={sized} />);
    await waitFor(() => expect(sized.agApi).not.toBeNull());
    const autoSize = vi.spyOn(sized.agApi as NonNullable<typeof sized.agApi>, 'autoSizeAllColumns');
    sized.autosizeColumns();
    expect(autoSize).toHaveBeenCalledTimes(1);
    unmount();

    const plain = model({ columnAutosize: false });
    plain.store.loadData(ROWS);
    render(<Grid model={plain} />);
    await waitFor(() => expect(plain.agApi).not.toBeNull());
    const noAutoSize = vi.spyOn(plain.agApi as NonNullable<typeof plain.agApi>, 'autoSizeAllColumns');
    plain.autosizeColumns();
    expect(noAutoSize).not.toHaveBeenCalled();
    expect(await screen.findByRole('gridcell', { name: 'Globex' })).toBeInTheDocument();
  });

  it('registers only the AG Grid modules the grid uses, and a read-only grid asks for no editing', async () => {
    const readOnly = model({ columnAutosize: false });
    readOnly.store.loadData(ROWS);
    const { unmount } = render(<Grid model={readOnly} />);
    await waitFor(() => expect(readOnly.agApi).not.toBeNull());
    const api = readOnly.agApi as NonNullable<typeof readOnly.agApi>;
    expect(api.isModuleRegistered('HighlightChangesModule')).toBe(true);
    expect(api.isModuleRegistered('TextEditorModule')).toBe(false);
    expect(api.isModuleRegistered('TooltipModule')).toBe(false);
    // Without its module AG Grid would log an error for the call.
    const stop = vi.spyOn(api, 'stopEditing');
    readOnly.endEdit();
    readOnly.cancelEdit();
    expect(stop).not.toHaveBeenCalled();
    expect(await screen.findByRole('gridcell', { name: 'Globex' })).toBeInTheDocument();
    unmount();

    const editable = model({ columns: [{ field: 'company', editable: true, headerTooltip: 'Who' }] });
    editable.store.loadData(ROWS);
    render(<Grid model={editable} />);
    await waitFor(() => expect(editable.agApi).not.toBeNull());
    const editApi = editable.agApi as NonNullable<typeof editable.agApi>;
    expect(editApi.isModuleRegistered('TextEditorModule')).toBe(true);
    expect(editApi.isModuleRegistered('TooltipModule')).toBe(true);
    const stopEditing = vi.spyOn(editApi, 'stopEditing');
    editable.endEdit();
    expect(stopEditing).toHaveBeenCalledWith(false);
  });

  it('renders AG Grid with the columns, named for assistive tech, and gives the model its api', async () => {
    const m = model();
    render(<Grid model={m} aria-label="Trades" />);
    expect(await screen.findByRole('columnheader', { name: /Company/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /P&L/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Trades' })).toBeInTheDocument());
    await waitFor(() => expect(m.agApi).not.toBeNull());
  });

  it('shows the empty text once loaded with no rows, and not before', async () => {
    const m = model();
    render(<Grid model={m} />);
    await screen.findByRole('columnheader', { name: /Company/ });
    expect(screen.queryByText('No records found...')).toBeNull();
    await act(async () => m.store.loadData([]));
    expect(screen.getByText('No records found...')).toBeInTheDocument();
    await act(async () => m.store.loadData(ROWS));
    expect(screen.queryByText('No records found...')).toBeNull();
  });

  it('shows a custom empty text', async () => {
    const m = model({ emptyText: 'No companies found...' });
    m.store.loadData([]);
    render(<Grid model={m} />);
    expect(await screen.findByText('No companies found...')).toBeInTheDocument();
  });

  it('sorts the store when the user sorts a header, by absolute value on absSort columns', async () => {
    const m = model({ columns: [{ field: 'company' }, { field: 'pnl', absSort: true }] });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    const api = m.agApi;
    if (!api) throw new Error('no grid api');
    act(() => {
      api.applyColumnState({
        state: [{ colId: 'pnl', sort: 'desc', sortType: 'absolute' }],
        defaultState: { sort: null },
      });
    });
    // Applied through the api the sort is the model's own; a user's sort reaches the model via syncSortFromGrid.
    act(() => m.syncSortFromGrid());
    expect(m.store.sortBy).toEqual([{ field: 'pnl', dir: 'desc', abs: true }]);
    expect(m.store.rows.map((r) => r.id)).toEqual(['2', '1']);
  });

  it('with externalSort, a header sort reaches the model and the rows keep the order they were loaded in', async () => {
    const m = model({ externalSort: true, sortBy: 'pnl|desc|abs' });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    const api = m.agApi;
    if (!api) throw new Error('no grid api');
    expect(api.getColumnState().find((c) => c.colId === 'pnl')).toMatchObject({
      sort: 'desc',
      sortType: 'absolute',
    });
    act(() => {
      api.applyColumnState({ state: [{ colId: 'company', sort: 'desc' }], defaultState: { sort: null } });
    });
    act(() => m.syncSortFromGrid());
    expect(m.sortBy).toEqual([{ field: 'company', dir: 'desc', abs: false }]);
    expect(m.store.sortBy).toEqual([]);
    const shown: string[] = [];
    api.forEachNodeAfterFilterAndSort((n) => shown.push(String(n.id)));
    expect(shown).toEqual(['1', '2']);
  });

  it('turns header filters into a Store filter, and clears them when the store filter is cleared', async () => {
    const m = model({
      store: { fields: [{ name: 'pnl', type: 'number' }] },
      columns: [
        { field: 'company', filterable: true },
        { field: 'pnl', filterable: true },
      ],
    });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    const api = m.agApi;
    if (!api) throw new Error('no grid api');
    expect(api.getColumnDef('pnl')?.filter).toMatchObject({ component: 'agNumberColumnFilter' });
    expect(api.getColumnDef('company')?.filterParams).toMatchObject({ buttons: ['reset'] });

    await act(async () => {
      api.setFilterModel({ pnl: { filterType: 'number', type: 'lessThan', filter: 0 } });
    });
    await waitFor(() => expect(m.store.filters.columnFilters).toEqual({ field: 'pnl', op: '<', value: 0 }));
    expect(m.store.filteredRecords.map((r) => r.id)).toEqual([2]);
    // The Store filters; AG Grid shows what it is given.
    expect(api.getDisplayedRowCount()).toBe(1);

    act(() => m.store.clearFilters());
    await waitFor(() => expect(api.getFilterModel()).toEqual({}));
    expect(api.getDisplayedRowCount()).toBe(2);

    // Switching to Apply buttons keeps the filters set.
    await act(async () => {
      api.setFilterModel({ company: { filterType: 'text', type: 'contains', filter: 'glo' } });
    });
    await waitFor(() => expect(m.store.filteredCount).toBe(1));
    act(() => m.setColumnFiltersCommitOnChange(false));
    await waitFor(() =>
      expect(api.getColumnDef('company')?.filterParams).toMatchObject({ buttons: ['reset', 'apply'] }),
    );
    expect(api.getFilterModel()).toEqual({
      company: { filterType: 'text', type: 'contains', filter: 'glo' },
    });
    expect(m.store.filteredCount).toBe(1);

    act(() => m.clearColumnFilters());
    expect(api.getFilterModel()).toEqual({});
    expect(m.store.filters.columnFilters).toBeUndefined();
    expect(m.store.filteredCount).toBe(2);
  });

  it('selects the first row of a load made just before, once the grid has the rows', async () => {
    const m = model();
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi?.getDisplayedRowCount()).toBe(2));
    act(() => {
      m.store.loadData([...ROWS].reverse());
      m.selectFirst();
    });
    expect(m.selectedIds).toEqual([2]);
    await waitFor(() => expect(m.agApi?.getDisplayedRowAtIndex(0)?.isSelected()).toBe(true));
    expect(m.agApi?.getSelectedNodes().map((n) => n.id)).toEqual(['2']);
  });

  it('does not save the laid-out width of a flex column as column state', async () => {
    localStorage.removeItem('gridFlexTest');
    const m = model({
      persistWith: { localStorageKey: 'gridFlexTest' },
      columns: [
        { field: 'company', flex: 1 },
        { field: 'pnl', width: 100 },
      ],
    });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    act(() => m.syncColumnsFromGrid());
    expect(m.columnState[0]).toMatchObject({ colId: 'company', width: undefined });
    expect(localStorage.getItem('gridFlexTest')).toBeNull();
    act(() =>
      m.setColumnState([
        { colId: 'company', width: 150, hidden: false, pinned: null },
        ...m.columnState.slice(1),
      ]),
    );
    expect(m.agApi?.getColumnState()[0]).toMatchObject({ width: 150, flex: null });
    act(() => m.restoreDefaults());
    expect(m.agApi?.getColumnState()[0]).toMatchObject({ flex: 1 });
  });

  it("a new grid starts with the model's columns and sort, applied again only where its definitions differ", async () => {
    /** Counts the column state a model applies to its grid as the grid attaches. */
    const countApplied = (m: GridModel<Row>) => {
      const calls: unknown[] = [];
      const attach = m.attachApi.bind(m);
      m.attachApi = (api) => {
        const apply = api.applyColumnState.bind(api);
        api.applyColumnState = (params) => {
          calls.push(params);
          return apply(params);
        };
        attach(api);
      };
      return calls;
    };
    const sorted = model({ sortBy: 'pnl|desc|abs', columnAutosize: false });
    sorted.store.loadData(ROWS);
    const sortedCalls = countApplied(sorted);
    const first = render(<Grid model={sorted} />);
    await waitFor(() => expect(sorted.agApi).not.toBeNull());
    expect(sortedCalls).toEqual([]);
    expect(sorted.agApi?.getColumnState().find((c) => c.colId === 'pnl')).toMatchObject({
      sort: 'desc',
      sortType: 'absolute',
    });
    first.unmount();

    // Columns reordered and resized in the model (as restored state is): the grid's definitions keep the
    // configured order, so the model's is applied.
    const moved = model({ columnAutosize: false });
    moved.setColumnState([
      { colId: 'pnl', width: 120, hidden: false, pinned: null },
      { colId: 'company', hidden: false, pinned: null },
    ]);
    moved.store.loadData(ROWS);
    const movedCalls = countApplied(moved);
    render(<Grid model={moved} />);
    await waitFor(() => expect(moved.agApi).not.toBeNull());
    expect(movedCalls).toHaveLength(1);
    expect(moved.agApi?.getColumnState().map((c) => [c.colId, c.width])).toEqual([
      ['pnl', 120],
      ['company', expect.any(Number)],
    ]);
  });

  it('scrolls to a record selected before its row reached the grid, once the grid has laid the rows out', async () => {
    const m = model();
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    const api = m.agApi as NonNullable<typeof m.agApi>;
    const scrolls = trackScrolls();
    scrolls.watch(api);
    act(() => {
      m.store.loadData(manyRows());
      m.select(150);
    });
    await waitFor(() => expect(scrolls.asked[0]).toEqual({ id: '150', inFrame: true }), FRAMES);
    // jsdom lays nothing out, so the row never shows as in view: the grid tries on a few frames, then stops.
    await waitFor(() => expect(scrolls.asked).toHaveLength(10), FRAMES);
    expect(scrolls.asked.every((s) => s.id === '150' && s.inFrame)).toBe(true);
    expect(api.getRowNode('150')?.isSelected()).toBe(true);
    scrolls.restore();
  });

  it('scrolls to a record selected before the grid was built, once the grid has laid the rows out', async () => {
    const m = model();
    m.store.loadData(manyRows());
    m.select(150);
    // The grid is ready before its rows have a position: a scroll then would be clamped to an empty grid.
    const scrolls = trackScrolls();
    const attach = m.attachApi.bind(m);
    m.attachApi = (api) => {
      scrolls.watch(api);
      attach(api);
    };
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    expect(m.agApi?.getRowNode('150')?.isSelected()).toBe(true);
    await waitFor(() => expect(scrolls.asked[0]).toEqual({ id: '150', inFrame: true }), FRAMES);
    scrolls.restore();
  });

  it('keeps the selection of the model on the grid', async () => {
    const m = model({ selModel: 'multiple' });
    m.store.loadData(ROWS);
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull());
    act(() => m.select([2]));
    expect(m.agApi?.getSelectedNodes().map((n) => n.id)).toEqual(['2']);
    // The user selects in the grid: the model follows.
    act(() => m.agApi?.selectAll());
    await waitFor(() => expect([...m.selectedIds].sort()).toEqual([1, 2]));
  });
});

describe('Grid rows', () => {
  it('draws record rows with formatted cells, row class rules and record actions', async () => {
    const clicked: number[] = [];
    const m = new GridModel<Row>({
      store: {},
      columns: [
        { field: 'company' },
        {
          field: 'pnl',
          formatter: (v) => `$${String(v)}`,
          cellClass: (v) => (Number(v) < 0 ? 'neg' : undefined),
        },
        actionColumn<Row>([{ text: 'Open', onClick: (r) => clicked.push(r.data.id) }]),
      ],
      rowClassRules: { 'is-loss': (r) => r.data.pnl < 0 },
    });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    await waitFor(() => expect(container.querySelector('[row-id="2"] [col-id="pnl"]')).not.toBeNull());
    const loss = container.querySelector('[row-id="2"] [col-id="pnl"]');
    expect(loss).toHaveTextContent('$-50');
    expect(loss).toHaveClass('neg');
    expect(container.querySelector('[row-id="2"]')).toHaveClass('is-loss');
    expect(container.querySelector('[row-id="1"]')).not.toHaveClass('is-loss');
    const open = container.querySelector<HTMLButtonElement>('[row-id="1"] [col-id="actions"] button');
    expect(open).toHaveTextContent('Open');
    act(() => open?.click());
    expect(clicked).toEqual([1]);
  });

  it('keeps the classes of a cell as its value changes, and marks which way a highlighted value went', async () => {
    const m = new GridModel<Row>({
      store: {},
      columns: [
        { field: 'company', cellClass: 'company' },
        {
          field: 'pnl',
          align: 'right',
          highlightChanges: true,
          cellClass: (v) => (Number(v) < 0 ? 'neg' : undefined),
        },
      ],
    });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    const cell = () => container.querySelector('[row-id="2"] [col-id="pnl"]');
    await waitFor(() => expect(cell()).not.toBeNull());
    expect(cell()).toHaveClass('ag-right-aligned-cell', 'tb-grid-cell--number', 'neg');
    expect(cell()).not.toHaveClass('tb-grid-cell--up', 'tb-grid-cell--down');
    expect(container.querySelector('[row-id="2"] [col-id="company"]')).toHaveClass('company');

    act(() => m.store.updateData({ update: [{ id: 2, company: 'Globex', pnl: 30 }] }));
    await waitFor(() => expect(cell()).toHaveTextContent('30'));
    expect(cell()).toHaveClass('ag-right-aligned-cell', 'tb-grid-cell--number', 'tb-grid-cell--up');
    expect(cell()).not.toHaveClass('neg');
    expect(cell()).not.toHaveClass('tb-grid-cell--down');
    expect(container.querySelector('[row-id="2"] [col-id="company"]')).toHaveClass('company');

    act(() => m.store.updateData({ update: [{ id: 2, company: 'Globex', pnl: -5 }] }));
    await waitFor(() => expect(cell()).toHaveTextContent('-5'));
    expect(cell()).toHaveClass('ag-right-aligned-cell', 'tb-grid-cell--down', 'neg');
    expect(cell()).not.toHaveClass('tb-grid-cell--up');
  });

  it('changes the classes a class function lists only when its answer changes', async () => {
    const m = new GridModel<Row>({
      store: {},
      columns: [
        { field: 'pnl', cellClass: signClass },
        { field: 'pnl', colId: 'unlisted', cellClass: (v) => signClass(v) },
      ],
    });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    const cell = (col: string) => container.querySelector(`[row-id="2"] [col-id="${col}"]`) as Element;
    await waitFor(() => expect(cell('pnl')).toHaveClass('tb-grid-cell--neg'));
    expect(cell('unlisted')).toHaveClass('tb-grid-cell--neg');
    // Class changes of each cell since last asked (records reach the callback as the test awaits).
    let seen: MutationRecord[] = [];
    const changes = new MutationObserver((records) => seen.push(...records));
    changes.observe(container, { attributes: true, attributeFilter: ['class'], subtree: true });
    const takeChanges = () => {
      const records = [...seen, ...changes.takeRecords()];
      seen = [];
      return records;
    };
    const classChanges = (col: string) => takeChanges().filter((r) => r.target === cell(col)).length;
    // Re-priced with the same sign: the listed classes stay as they are; unlisted ones go and come back.
    act(() => m.store.updateData({ update: [{ id: 2, company: 'Globex', pnl: -60 }] }));
    await waitFor(() => expect(cell('pnl')).toHaveTextContent('-60'));
    const records = takeChanges();
    expect(records.filter((r) => r.target === cell('pnl'))).toHaveLength(0);
    expect(records.filter((r) => r.target === cell('unlisted')).length).toBeGreaterThan(0);
    expect(cell('unlisted')).toHaveClass('tb-grid-cell--neg');
    act(() => m.store.updateData({ update: [{ id: 2, company: 'Globex', pnl: 5 }] }));
    await waitFor(() => expect(cell('pnl')).toHaveClass('tb-grid-cell--pos'));
    expect(cell('pnl')).not.toHaveClass('tb-grid-cell--neg');
    expect(classChanges('pnl')).toBeGreaterThan(0);
    act(() => m.store.updateData({ update: [{ id: 2, company: 'Globex', pnl: 0 }] }));
    await waitFor(() => expect(cell('pnl')).not.toHaveClass('tb-grid-cell--pos'));
    expect(cell('pnl')).not.toHaveClass('tb-grid-cell--neg');
    changes.disconnect();
  });

  it('draws groups as full-width rows that expand on click', async () => {
    const m = new GridModel<Row>({ store: {}, columns: [{ field: 'company' }], groupBy: 'company' });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    const toggle = await screen.findByRole('button', { name: 'Expand Acme' });
    expect(container.querySelector('.tb-grid-group__count')).toHaveTextContent('(1)');
    act(() => toggle.click());
    expect(await screen.findByRole('button', { name: 'Collapse Acme' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(container.querySelector('[row-id="1"] [col-id="company"]')).toHaveTextContent('Acme'),
    );
  });

  it('keeps a tree cell right as its row is re-priced, expanded, renamed, collapsed or given children', async () => {
    interface Node {
      id: string;
      name: string;
      pnl: number;
      children?: Node[];
    }
    const m = new GridModel<Node>({
      store: { childrenField: 'children' },
      columns: [{ field: 'name', isTreeColumn: true }, { field: 'pnl' }],
    });
    m.store.loadData([
      { id: 'eu', name: 'Europe', pnl: 1, children: [{ id: 'fr', name: 'France', pnl: 1 }] },
      { id: 'na', name: 'North America', pnl: 2 },
    ]);
    const { container } = render(<Grid model={m} />);
    const name = (id: string) => container.querySelector(`[row-id="${id}"] [col-id="name"] .tb-grid-tree`);
    const toggle = await screen.findByRole('button', { name: 'Expand Europe' });
    const drawn = name('eu');
    // Re-priced: the same name, the same tree.
    act(() => m.store.updateData({ update: [{ id: 'eu', name: 'Europe', pnl: 5 }] }));
    await waitFor(() =>
      expect(container.querySelector('[row-id="eu"] [col-id="pnl"]')).toHaveTextContent('5'),
    );
    expect(name('eu')).toBe(drawn);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Expanded (the value unchanged): the toggle turns.
    act(() => toggle.click());
    expect(await screen.findByRole('button', { name: 'Collapse Europe' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(name('fr')).toHaveTextContent('France'));
    expect(name('fr')).toHaveStyle({ paddingLeft: '18px' });
    // Renamed.
    act(() => m.store.updateData({ update: [{ id: 'eu', name: 'Europa', pnl: 5 }] }));
    expect(await screen.findByRole('button', { name: 'Collapse Europa' })).toBeInTheDocument();
    // Collapsed from the model, and a leaf given children (a reload: the tree changes, the names do not).
    act(() => m.collapseAll());
    expect(await screen.findByRole('button', { name: 'Expand Europa' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    act(() =>
      m.store.loadData([
        { id: 'eu', name: 'Europa', pnl: 5, children: [{ id: 'fr', name: 'France', pnl: 1 }] },
        { id: 'na', name: 'North America', pnl: 2, children: [{ id: 'us', name: 'USA', pnl: 2 }] },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Expand North America' })).toBeInTheDocument();
  });

  it('lets records be selected but not group rows, as grouping comes and goes', async () => {
    const m = new GridModel<Row>({ store: {}, columns: [{ field: 'company' }, { field: 'pnl' }] });
    m.store.loadData(ROWS);
    const { container } = render(<Grid model={m} />);
    await waitFor(() => expect(container.querySelector('[row-id="2"] [col-id="company"]')).not.toBeNull());
    const api = m.agApi as NonNullable<typeof m.agApi>;
    expect(api.getRowNode('2')?.selectable).toBe(true);
    act(() => m.setGroupBy('company'));
    const toggle = await screen.findByRole('button', { name: 'Expand Acme' });
    const groupNode = api.getRowNode(String(m.store.rows[0]?.id));
    expect(groupNode?.data?.kind).toBe('group');
    expect(groupNode?.selectable).toBe(false);
    act(() => toggle.click());
    await waitFor(() => expect(api.getRowNode('1')?.selectable).toBe(true));
    act(() => m.select(1));
    await waitFor(() => expect(api.getRowNode('1')?.isSelected()).toBe(true));
    act(() => m.setGroupBy(null));
    await waitFor(() => expect(container.querySelector('.tb-grid-group')).toBeNull());
    await waitFor(() => expect(api.getRowNode('2')?.selectable).toBe(true));
    expect(m.selectedIds).toEqual([1]);
    expect(api.getRowNode('1')?.isSelected()).toBe(true);
  });
});
