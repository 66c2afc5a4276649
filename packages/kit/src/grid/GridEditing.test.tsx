import { act, fireEvent, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lengthIs, required } from '../form/rules';
import { Store } from '../data';
import { actionColumn } from './actionColumn';
import { editorColDef } from './cellEditors';
import { Grid } from './Grid';
import { GridModel, type GridConfig } from './GridModel';

interface Item {
  id: number;
  name: string | null;
  amount: number | null;
  enabled: boolean;
  restricted: boolean;
}

const ITEMS: Item[] = [
  { id: 0, name: 'Record 0', amount: 50, enabled: true, restricted: false },
  { id: 1, name: 'Locked', amount: 30, enabled: false, restricted: true },
];

const notRestricted = (r: { data: Item }) => !r.data.restricted;

function setup(extra: Partial<GridConfig<Item>> = {}) {
  const store = new Store<Item>({
    fields: [
      { name: 'name', rules: [required, lengthIs({ max: 15 })] },
      { name: 'amount', type: 'number' },
    ],
  });
  store.loadData(ITEMS);
  const model = new GridModel<Item>({
    store,
    selModel: 'none',
    columns: [
      { field: 'restricted', editable: true, editor: 'boolean', width: 60 },
      { field: 'name', editable: notRestricted },
      { field: 'amount', editable: notRestricted, editor: 'number' },
    ],
    ...extra,
  });
  const view = render(<Grid model={model} aria-label="Items" />);
  const cell = (id: number, col: string) =>
    view.container.querySelector(`[row-id="${id}"] [col-id="${col}"]`);
  return { store, model, view, cell };
}

describe('Grid editing', () => {
  it('maps editor types to AG Grid Community editors', () => {
    expect(editorColDef('number', false)).toMatchObject({
      cellEditor: 'agNumberCellEditor',
      cellDataType: 'number',
    });
    expect(editorColDef('localDate', false)).toMatchObject({ cellEditor: 'agDateStringCellEditor' });
    expect(editorColDef({ type: 'select', options: ['US', 'EU'] }, false)).toMatchObject({
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: ['US', 'EU'] },
    });
    expect(editorColDef('longText', false)).toMatchObject({
      cellEditor: 'agLargeTextCellEditor',
      cellEditorPopup: true,
    });
    // No popup editors in full-row editing: long text is edited in the cell.
    expect(editorColDef('longText', true)).toMatchObject({ cellEditor: 'agTextCellEditor' });
    expect(editorColDef(undefined, false)).toMatchObject({ cellEditor: 'agTextCellEditor' });
  });

  it('marks editable cells, and not those of a restricted record', async () => {
    const { cell } = setup();
    await waitFor(() => expect(cell(0, 'name')).not.toBeNull());
    expect(cell(0, 'name')).toHaveClass('tb-grid-cell--editable');
    expect(cell(1, 'name')).not.toHaveClass('tb-grid-cell--editable');
    expect(cell(1, 'restricted')).toHaveClass('tb-grid-cell--editable');
  });

  it('edits a cell with a double click: the store takes the value and the cell shows it, marked dirty', async () => {
    const { store, model, cell } = setup();
    await waitFor(() => expect(cell(0, 'name')).not.toBeNull());
    const user = userEvent.setup();
    await user.dblClick(cell(0, 'name') as Element);
    const input = await waitFor(() => {
      const el = cell(0, 'name')?.querySelector('input');
      expect(el).not.toBeNull();
      return el as HTMLInputElement;
    });
    await waitFor(() => expect(model.isEditing).toBe(true));
    await user.clear(input);
    await user.type(input, 'Renamed{Enter}');
    await waitFor(() => expect(store.getById(0)?.data.name).toBe('Renamed'));
    expect(model.isEditing).toBe(false);
    await waitFor(() => expect(cell(0, 'name')).toHaveTextContent('Renamed'));
    expect(cell(0, 'name')).toHaveClass('tb-grid-cell--dirty');
    expect(cell(0, 'amount')).not.toHaveClass('tb-grid-cell--dirty');
  });

  it('gives the store the value as Enter closes the editor, in the same task: no frame shows the old value', async () => {
    const { store, cell } = setup();
    await waitFor(() => expect(cell(0, 'amount')).not.toBeNull());
    const user = userEvent.setup();
    await user.dblClick(cell(0, 'amount') as Element);
    const input = await waitFor(() => {
      const el = cell(0, 'amount')?.querySelector('input');
      expect(el).not.toBeNull();
      return el as HTMLInputElement;
    });
    await user.clear(input);
    await user.type(input, '7');
    // No await between the key and the check: the store has the value before any timer or frame runs.
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(store.getById(0)?.data.amount).toBe(7);
    await waitFor(() => expect(cell(0, 'amount')).toHaveTextContent('7'));
    expect(cell(0, 'amount')).toHaveClass('tb-grid-cell--dirty');
  });

  it('a click on a check box cell gives the store the new value', async () => {
    const { store, cell } = setup();
    const box = () => cell(0, 'restricted')?.querySelector('input') as HTMLInputElement;
    await waitFor(() => expect(box()).toBeEnabled());
    await userEvent.click(box());
    await waitFor(() => expect(store.getById(0)?.data.restricted).toBe(true));
    await waitFor(() => expect(cell(0, 'restricted')?.querySelector('input')).toBeChecked());
    expect(cell(0, 'restricted')).toHaveClass('tb-grid-cell--dirty');
  });

  it('Tab saves the cell and edits the next editable cell of the row, as in a spreadsheet', async () => {
    const { store, cell } = setup();
    await waitFor(() => expect(cell(0, 'name')).not.toBeNull());
    const user = userEvent.setup();
    await user.dblClick(cell(0, 'name') as Element);
    const name = await waitFor(() => {
      const el = cell(0, 'name')?.querySelector('input');
      expect(el).not.toBeNull();
      return el as HTMLInputElement;
    });
    await user.clear(name);
    await user.type(name, 'Tabbed');
    await user.tab();
    await waitFor(() => expect(store.getById(0)?.data.name).toBe('Tabbed'));
    const amount = await waitFor(() => {
      const el = cell(0, 'amount')?.querySelector('input');
      expect(el).not.toBeNull();
      return el as HTMLInputElement;
    });
    await user.clear(amount);
    await user.type(amount, '12{Enter}');
    await waitFor(() => expect(store.getById(0)?.data.amount).toBe(12));
  });

  it("redraws a whole edited row: a row button following the record's state updates too", async () => {
    const { store, cell } = setup({
      columns: [
        actionColumn<Item>([{ text: 'Revert', disabled: (r) => !r.isModified, onClick: () => {} }]),
        { field: 'name', editable: true },
      ],
    });
    const revert = () => cell(0, 'actions')?.querySelector('button');
    await waitFor(() => expect(revert()).toBeDisabled());
    act(() => store.modifyRecords([{ id: 0, name: 'Changed' }]));
    await waitFor(() => expect(revert()).toBeEnabled());
    act(() => store.revert([0]));
    await waitFor(() => expect(revert()).toBeDisabled());
  });

  it('Escape drops what was typed', async () => {
    const { store, cell } = setup();
    await waitFor(() => expect(cell(0, 'name')).not.toBeNull());
    const user = userEvent.setup();
    await user.dblClick(cell(0, 'name') as Element);
    const input = await waitFor(() => {
      const el = cell(0, 'name')?.querySelector('input');
      expect(el).not.toBeNull();
      return el as HTMLInputElement;
    });
    await user.type(input, ' not kept{Escape}');
    await waitFor(() => expect(cell(0, 'name')?.querySelector('input')).toBeNull());
    expect(store.getById(0)?.data.name).toBe('Record 0');
  });

  it('does not start editing a restricted record', async () => {
    const { model, cell } = setup();
    await waitFor(() => expect(cell(1, 'name')).not.toBeNull());
    await userEvent.setup().dblClick(cell(1, 'name') as Element);
    act(() => model.beginEdit({ record: 1, colId: 'name' }));
    expect(cell(1, 'name')?.querySelector('input')).toBeNull();
    expect(model.isEditing).toBe(false);
  });

  it('marks a cell failing its rules, with the message as its tooltip text', async () => {
    const { store, model, cell } = setup();
    await waitFor(() => expect(cell(0, 'name')).not.toBeNull());
    act(() => store.modifyRecords([{ id: 0, name: 'A name far too long' }]));
    await waitFor(() => expect(cell(0, 'name')).toHaveClass('tb-grid-cell--invalid'));
    const def = model.agApi?.getColumnDef('name');
    const tip = def?.tooltipValueGetter?.({
      data: model.store.rows[0],
    } as Parameters<NonNullable<typeof def.tooltipValueGetter>>[0]);
    expect(tip).toBe('Name must contain no more than 15 characters.');
    act(() => store.revert());
    await waitFor(() => expect(cell(0, 'name')).not.toHaveClass('tb-grid-cell--invalid'));
  });

  it('beginEdit starts editing a cell from code, on a record added just now too', async () => {
    const { store, model, cell } = setup();
    await waitFor(() => expect(cell(0, 'amount')).not.toBeNull());
    act(() => model.beginEdit({ colId: 'amount' }));
    await waitFor(() => expect(cell(0, 'amount')?.querySelector('input')).not.toBeNull());
    act(() => model.endEdit());
    await waitFor(() => expect(model.isEditing).toBe(false));

    let id = 0;
    act(() => {
      id = store.addRecords([{ name: 'New Record' }])[0]?.id as number;
      model.beginEdit({ record: id, colId: 'name' });
    });
    await waitFor(() => expect(cell(id, 'name')?.querySelector('input')).not.toBeNull());
    // AG Grid reports the start of an edit just after it draws the editor.
    await waitFor(() => expect(model.isEditing).toBe(true));
  });

  it('edits single-click when clicksToEdit is 1, and never by click when -1', async () => {
    const one = setup({ clicksToEdit: 1 });
    await waitFor(() => expect(one.cell(0, 'name')).not.toBeNull());
    await userEvent.setup().click(one.cell(0, 'name') as Element);
    await waitFor(() => expect(one.cell(0, 'name')?.querySelector('input')).not.toBeNull());
    one.view.unmount();

    const none = setup({ clicksToEdit: -1 });
    await waitFor(() => expect(none.cell(0, 'name')).not.toBeNull());
    await userEvent.setup().dblClick(none.cell(0, 'name') as Element);
    expect(none.cell(0, 'name')?.querySelector('input')).toBeNull();
    expect(none.model.clicksToEdit).toBe(-1);
  });

  it('redraws only the edited row: an edit that moves no row reaches its row node, not the whole row data', async () => {
    const { store, model, cell } = setup();
    await waitFor(() => expect(cell(1, 'amount')).not.toBeNull());
    const otherRow = cell(1, 'amount')?.closest('[role="row"]');
    const rowDataUpdates = vi.spyOn(model, 'onRowsUpdated');
    act(() => store.modifyRecords([{ id: 0, amount: 7 }]));
    await waitFor(() => expect(cell(0, 'amount')).toHaveTextContent('7'));
    expect(cell(0, 'amount')).toHaveClass('tb-grid-cell--dirty');
    act(() => store.modifyRecords([{ id: 0, name: 'A name far too long' }]));
    await waitFor(() => expect(cell(0, 'name')).toHaveClass('tb-grid-cell--invalid'));
    expect(rowDataUpdates).not.toHaveBeenCalled();
    expect(cell(1, 'amount')?.closest('[role="row"]')).toBe(otherRow);

    // Anything else (here a record added) is new row data, and the edits stay.
    act(() => void store.addRecords([{ name: 'New Record' }]));
    await waitFor(() => expect(cell(-1, 'name')).toHaveTextContent('New Record'));
    expect(rowDataUpdates).toHaveBeenCalled();
    expect(cell(0, 'amount')).toHaveTextContent('7');
    act(() => store.revert());
    await waitFor(() => expect(cell(0, 'amount')).toHaveTextContent('50'));
    // Removed rows fade out (AG Grid animates rows) before they leave the DOM.
    await waitFor(() => expect(cell(-1, 'name')).toBeNull());
  });

  it('keeps the row of an added record when Commit gives it its id: the row is updated in place, not redrawn', async () => {
    const { model, cell } = setup({
      store: new Store<Item>({ fields: [{ name: 'name' }], assignIdsOnCommit: true }),
      columns: [
        actionColumn<Item>([
          { text: 'Commit new record', hidden: (r) => !r.isAdd, onClick: () => {} },
          { text: 'Commit', hidden: (r) => r.isAdd, disabled: (r) => !r.isDirty, onClick: () => {} },
        ]),
        { field: 'id', formatter: (v, r) => (r.isAdd ? 'new' : String(v)) },
        { field: 'name', editable: true },
      ],
    });
    const { store } = model;
    act(() => model.loadData(ITEMS));
    act(() => void store.addRecords([{ name: 'New Record' }]));
    await waitFor(() => expect(cell(-1, 'id')).toHaveTextContent('new'));
    const row = cell(-1, 'id')?.closest('[role="row"]');
    act(() => void store.commit());
    // The row keeps its key (-1) and shows the id the commit gave, 2, and the buttons of a committed record.
    await waitFor(() => expect(cell(-1, 'id')).toHaveTextContent('2'));
    expect(cell(-1, 'id')?.closest('[role="row"]')).toBe(row);
    expect(cell(-1, 'actions')?.querySelector('button')).toHaveAccessibleName('Commit');
    expect(cell(-1, 'actions')?.querySelector('button')).toBeDisabled();
    // The model finds the row by the record's id.
    act(() => model.beginEdit({ record: 2, colId: 'name' }));
    await waitFor(() => expect(cell(-1, 'name')?.querySelector('input')).toHaveValue('New Record'));
  });

  it('a commit of many rows redraws the rows drawn; the others take their new rows, drawn when they show', async () => {
    const { model, cell } = setup({
      store: new Store<Item>({ fields: [{ name: 'name' }], assignIdsOnCommit: true }),
      columns: [{ field: 'id', formatter: (v, r) => (r.isAdd ? 'new' : String(v)) }, { field: 'name' }],
    });
    const { store } = model;
    act(() => model.loadData(ITEMS));
    act(() => void store.addRecords(Array.from({ length: 300 }, () => ({ name: 'New Record' }))));
    await waitFor(() => expect(cell(-1, 'id')).toHaveTextContent('new'));
    const api = model.agApi;
    if (!api) throw new Error('No grid api.');
    const drawn = api.getRenderedNodes();
    const last = api.getRowNode('-300');
    if (!last) throw new Error('No node of the last row.');
    expect(drawn).not.toContain(last);
    const updates = vi.spyOn(Object.getPrototypeOf(last) as { updateData: () => void }, 'updateData');

    act(() => void store.commit());
    await waitFor(() => expect(cell(-1, 'id')).toHaveTextContent('2'));
    // Only drawn rows went through AG Grid's update; the row not drawn holds its committed record all the same.
    expect(updates.mock.calls.length).toBeLessThanOrEqual(drawn.length);
    expect(updates.mock.calls.length).toBeGreaterThan(0);
    const lastRow = last.data;
    expect(lastRow?.kind === 'record' && lastRow.record).toMatchObject({ id: 301, isAdd: false });
    updates.mockRestore();
    // Drawn once in view, it shows the id the commit gave.
    act(() => api.ensureNodeVisible(last));
    await waitFor(() => expect(cell(-300, 'id')).toHaveTextContent('301'));
  });
});
