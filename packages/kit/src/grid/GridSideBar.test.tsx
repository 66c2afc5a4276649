import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AgGridReact } from 'ag-grid-react';
import { AllCommunityModule, type ColDef, type ColGroupDef, type GridApi } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';
import { GridModel } from './GridModel';
import { GridSideBar } from './GridSideBar';
import { GridSideBarModel } from './GridSideBarModel';

interface Row {
  id: number;
  company: string;
  city: string;
  pnl: number;
  mktVal: number;
}

const ROWS: Row[] = [
  { id: 1, company: 'Acme', city: 'Boston', pnl: 10, mktVal: 100 },
  { id: 2, company: 'Globex', city: 'Austin', pnl: -50, mktVal: 900 },
  { id: 3, company: 'Initech', city: 'Austin', pnl: 70, mktVal: 400 },
];

/** jsdom's frames come from a timer: on a busy machine AG Grid's drawing takes longer than waitFor's second. */
const FRAMES = { timeout: 15_000 };

function gridModel(key: string) {
  localStorage.removeItem(key);
  const m = new GridModel<Row>({
    store: {
      fields: [
        { name: 'pnl', type: 'number' },
        { name: 'mktVal', type: 'number' },
      ],
    },
    columns: [
      { field: 'company', filterable: true },
      { field: 'city' },
      {
        groupId: 'perf',
        header: 'Performance',
        children: [
          { field: 'mktVal', header: 'Mkt Val', filterable: true },
          { field: 'pnl', header: 'P&L', filterable: true },
        ],
      },
    ],
    sideBar: { defaultPanel: 'columns' },
    persistWith: { localStorageKey: key },
  });
  m.loadData(ROWS);
  return m;
}

const order = (m: GridModel<Row>) => m.columnState.map((c) => c.colId);
const saved = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { columns: { colId: string; hidden: boolean }[] } | null;
const headers = () => screen.queryAllByRole('columnheader').map((h) => h.textContent?.trim());

describe('Grid side bar', () => {
  it('is only there with the sideBar option; its tabs open, switch and collapse the panels', async () => {
    const plain = new GridModel<Row>({ store: {}, columns: [{ field: 'company' }] });
    expect(plain.sideBar).toBeNull();
    const { unmount } = render(<Grid model={plain} />);
    expect(screen.queryByRole('complementary', { name: 'Side bar' })).toBeNull();
    unmount();

    const m = gridModel('sideBarTabs');
    render(<Grid model={m} />);
    const tabs = within(screen.getByRole('complementary', { name: 'Side bar' })).getByRole('toolbar', {
      name: 'Side bar panels',
    });
    const columnsTab = within(tabs).getByRole('button', { name: 'Columns' });
    expect(columnsTab).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Columns' })).toBeVisible();
    fireEvent.click(within(tabs).getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('region', { name: 'Filters' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Columns' })).toBeNull();
    fireEvent.click(within(tabs).getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull());
    expect(columnsTab).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides, moves and pins columns through the model, which keeps them in its persisted state', async () => {
    const key = 'sideBarColumns';
    const m = gridModel(key);
    render(<Grid model={m} />);
    await waitFor(() => expect(headers()).toContain('P&L'), FRAMES);
    const panel = screen.getByRole('region', { name: 'Columns' });
    expect(within(panel).getByRole('list', { name: 'Performance' })).toBeVisible();

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'P&L' }));
    expect(m.isColumnVisible('pnl')).toBe(false);
    expect(saved(key)?.columns.find((c) => c.colId === 'pnl')?.hidden).toBe(true);
    await waitFor(() => expect(headers()).not.toContain('P&L'), FRAMES);
    // The group's box shows that some of its columns are hidden.
    expect(
      (within(panel).getByRole('checkbox', { name: 'Performance' }) as HTMLInputElement).indeterminate,
    ).toBe(true);

    // City moves down past the whole Performance group; Mkt Val cannot leave its group.
    const down = within(panel).getByRole('button', { name: 'Move City down' });
    down.focus();
    fireEvent.click(down);
    expect(order(m)).toEqual(['company', 'mktVal', 'pnl', 'city']);
    expect(saved(key)?.columns.map((c) => c.colId)).toEqual(['company', 'mktVal', 'pnl', 'city']);
    // Now last, City cannot move further down: the focus stays on its row, on its other move button.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Move City down' })).toBeDisabled());
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Move City up' }));
    expect(within(panel).getByRole('button', { name: 'Move Mkt Val up' })).toBeDisabled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Move group Performance up' }));
    await waitFor(() => expect(order(m)).toEqual(['mktVal', 'pnl', 'company', 'city']));

    fireEvent.change(within(panel).getByRole('combobox', { name: 'Pin Company' }), {
      target: { value: 'left' },
    });
    expect(m.columnState.find((c) => c.colId === 'company')?.pinned).toBe('left');
    await waitFor(() =>
      expect(m.agApi?.getColumnState().find((c) => c.colId === 'company')?.pinned).toBe('left'),
    );

    // A new model on the same key starts where the user left the columns.
    const reloaded = new GridModel<Row>({ ...m.config, store: {} });
    expect(reloaded.columnState.map((c) => [c.colId, c.hidden, c.pinned])).toEqual([
      ['mktVal', false, null],
      ['pnl', true, null],
      ['company', false, 'left'],
      ['city', false, null],
    ]);
  });

  it('follows columns the user moves or hides in the grid itself', async () => {
    const m = gridModel('sideBarFollows');
    render(<Grid model={m} />);
    await waitFor(() => expect(m.agApi).not.toBeNull(), FRAMES);
    act(() => m.setColumnVisible('city', false));
    const panel = screen.getByRole('region', { name: 'Columns' });
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'City' })).not.toBeChecked());
    act(() => {
      m.agApi?.moveColumns(['city'], 0);
    });
    await waitFor(() =>
      expect(m.sideBar?.columns.map((c) => c.colId)).toEqual(['city', 'company', 'mktVal', 'pnl']),
    );
  });

  it('filters the store from the Filters panel, shows a popup’s filter in words, and clears them all', async () => {
    const m = gridModel('sideBarFilters');
    render(<Grid model={m} />);
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Globex' })).toBeInTheDocument(), FRAMES);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const list = await within(panel).findByRole('list', { name: 'Column filters' });
    // Only the filterable columns, in the grid's order.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.textContent),
    ).toEqual(['Company', 'Mkt Val', 'P&L']);

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Filter Company' }), {
      target: { value: 'ob' },
    });
    await waitFor(() => expect(m.store.visibleCount).toBe(1));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Acme' })).toBeNull(), FRAMES);
    expect(within(panel).getByRole('status', { name: 'Active filters' })).toHaveTextContent(
      '1 filter active',
    );

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Filter Company' }), {
      target: { value: '' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Mkt Val from' }), {
      target: { value: '400' },
    });
    await waitFor(() => expect(m.store.visibleCount).toBe(2));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Mkt Val to' }), {
      target: { value: '500' },
    });
    await waitFor(() => expect(m.store.visibleCount).toBe(1));

    // A condition the quick inputs cannot show (set in the header popup) is shown in words.
    act(() =>
      m.agApi?.setFilterModel({
        ...m.agApi.getFilterModel(),
        pnl: { filterType: 'number', type: 'lessThan', filter: 0 },
      }),
    );
    await waitFor(() => expect(within(panel).getByText('< 0')).toBeVisible());
    await waitFor(() => expect(m.store.visibleCount).toBe(0));
    expect(within(panel).getByRole('status', { name: 'Active filters' })).toHaveTextContent(
      '2 filters active',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(m.store.visibleCount).toBe(3));
    await waitFor(() =>
      expect(within(panel).getByRole('status', { name: 'Active filters' })).toHaveTextContent('No filters'),
    );
    expect(within(panel).getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('works beside a plain AG Grid, on AG Grid’s own column state', async () => {
    const sideBar = new GridSideBarModel({ defaultPanel: 'columns' });
    const defs: (ColDef<Row> | ColGroupDef<Row>)[] = [
      { field: 'company', headerName: 'Company', filter: 'agTextColumnFilter' },
      {
        headerName: 'Performance',
        groupId: 'perf',
        children: [
          { field: 'mktVal', headerName: 'Mkt Val' },
          { field: 'pnl', headerName: 'P&L', filter: 'agNumberColumnFilter' },
        ],
      },
    ];
    let gridApi: GridApi<Row> | null = null;
    const api = () => gridApi as GridApi<Row>;
    render(
      <>
        <AgGridReact<Row>
          modules={[AllCommunityModule]}
          rowData={ROWS}
          columnDefs={defs}
          onGridReady={(e) => {
            gridApi = e.api;
            sideBar.attachApi(e.api as GridApi);
          }}
        />
        <GridSideBar model={sideBar} />
      </>,
    );
    await waitFor(() => expect(gridApi).not.toBeNull(), FRAMES);
    const panel = screen.getByRole('region', { name: 'Columns' });
    expect(
      within(within(panel).getByRole('list', { name: 'Performance' })).getAllByRole('checkbox').length,
    ).toBe(2);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Mkt Val' }));
    expect(
      api()
        .getColumnState()
        .find((c) => c.colId === 'mktVal')?.hide,
    ).toBe(true);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Move P&L up' }));
    expect(
      api()
        .getColumnState()
        .map((c) => c.colId),
    ).toEqual(['company', 'pnl', 'mktVal']);
    act(() => api().setColumnsPinned(['company'], 'right'));
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Pin Company' })).toHaveValue('right'),
    );
    expect(sideBar.filterColumns.map((c) => [c.colId, c.type])).toEqual([
      ['company', 'text'],
      ['pnl', 'number'],
    ]);
  });
});
