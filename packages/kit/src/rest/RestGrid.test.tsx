import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeAllPopups, PopupHost } from '../popup';
import { RestGrid } from './RestGrid';
import { RestGridModel, type RestAdapter } from './RestGridModel';
import { toFormValues, toRestValues, type RestFieldSpec } from './restFields';

interface Company {
  id: number;
  name: string;
  type: string;
  employees: number;
  isActive: boolean;
  cfg: unknown;
  note: string | null;
  lastUpdatedBy: string;
}

const FIELDS: RestFieldSpec[] = [
  { name: 'name', required: true },
  { name: 'type', required: true, lookupName: 'types' },
  { name: 'employees', type: 'int', required: true },
  { name: 'isActive', type: 'bool', displayName: 'Active', defaultValue: true },
  { name: 'cfg', type: 'json', displayName: 'Config' },
  { name: 'note' },
  { name: 'lastUpdatedBy', editable: false },
];

const SEED: Company[] = [
  {
    id: 1,
    name: 'Acme',
    type: 'Public',
    employees: 10,
    isActive: true,
    cfg: { a: 1 },
    note: null,
    lastUpdatedBy: 'admin',
  },
  {
    id: 2,
    name: 'Globex',
    type: 'Private',
    employees: 20,
    isActive: false,
    cfg: null,
    note: 'x',
    lastUpdatedBy: 'admin',
  },
];

/** An adapter over an in-memory list that refuses a duplicate name as a server would (a 400 on `name`). */
function fakeAdapter(): RestAdapter<Company> & { rows: Company[] } {
  const rows = SEED.map((c) => ({ ...c }));
  let nextId = 3;
  const duplicate = (name: unknown, id?: number) => rows.some((r) => r.name === name && r.id !== id);
  const refuse = (name: unknown) =>
    Object.assign(new Error(`A company named "${String(name)}" already exists.`), {
      field: 'name',
      status: 400,
    });
  return {
    rows,
    list: async () => [...rows],
    lookups: async () => ({ types: ['Public', 'Private'] }),
    create: async (values) => {
      if (duplicate(values.name)) throw refuse(values.name);
      const row = {
        ...(values as Omit<Company, 'id' | 'lastUpdatedBy'>),
        id: nextId++,
        lastUpdatedBy: 'demo',
      };
      rows.push(row);
      return row;
    },
    update: async (id, values) => {
      if (duplicate(values.name, Number(id))) throw refuse(values.name);
      const i = rows.findIndex((r) => r.id === id);
      rows[i] = { ...(rows[i] as Company), ...(values as Partial<Company>), lastUpdatedBy: 'demo' };
      return rows[i] as Company;
    },
    delete: async (id) => {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
      return { ok: true };
    },
  };
}

function setup(fields: readonly RestFieldSpec[] = FIELDS) {
  const adapter = fakeAdapter();
  const model = new RestGridModel<Company>({
    adapter,
    fields,
    columns: [{ field: 'name' }, { field: 'type' }, { field: 'employees' }],
    unit: 'company',
    emptyText: 'No companies found - try adding one...',
    sortBy: 'name',
    prepareClone: (values) => ({ ...values, name: `${String(values.name)}_CLONE` }),
  });
  const view = render(
    <>
      <RestGrid model={model} aria-label="Companies" />
      <PopupHost />
    </>,
  );
  const row = (id: number) => view.container.querySelector<HTMLElement>(`[row-id="${id}"] [col-id="name"]`);
  return { adapter, model, view, row, user: userEvent.setup() };
}

// CodeMirror (the JSON input) measures text ranges, which jsdom does not lay out. The form's code loads
// when a form first opens (as in a browser, unless it idled before): loaded here once, so a test's first dialog
// is not waiting on the transform of CodeMirror.
beforeAll(async () => {
  await import('./RestForm');
  if (!('getClientRects' in Range.prototype)) {
    Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });
  }
});

afterEach(() => {
  act(() => closeAllPopups());
});

describe('rest fields', () => {
  it('makes form values of a record (JSON as text) and values to send of the form (JSON parsed)', () => {
    const editors = FIELDS.map((f) => ({ field: f.name }));
    const values = toFormValues(FIELDS, editors, SEED[0] as Company);
    expect(values).toEqual({
      name: 'Acme',
      type: 'Public',
      employees: 10,
      isActive: true,
      cfg: '{\n  "a": 1\n}',
      note: '',
    });
    expect(toRestValues(FIELDS, values)).toEqual({
      name: 'Acme',
      type: 'Public',
      employees: 10,
      isActive: true,
      cfg: { a: 1 },
      note: null,
    });
    expect(toFormValues(FIELDS, editors, null)).toMatchObject({
      name: '',
      isActive: true,
      cfg: '',
      employees: null,
    });
  });
});

describe('RestGrid', () => {
  it('loads the records and lookups; Edit, View, Delete and Clone wait for a selection', async () => {
    const { model, row } = setup();
    await act(() => model.load());
    await waitFor(() => expect(row(2)).not.toBeNull());
    expect(model.lookups).toEqual({ types: ['Public', 'Private'] });
    expect(screen.getByText('2 companies')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    for (const name of ['Edit', 'View', 'Delete', 'Clone'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    act(() => model.gridModel.select(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled());
  });

  it('shows the empty text when there are no records', async () => {
    const { adapter, model } = setup();
    adapter.rows.splice(0);
    await act(() => model.load());
    expect(await screen.findByText('No companies found - try adding one...')).toBeInTheDocument();
  });

  it('Add validates before saving, then creates the record, shows and selects it', async () => {
    const { adapter, model, row, user } = setup();
    await act(() => model.load());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Company' });
    // Server-set fields are not shown for a new record.
    expect(within(dialog).queryByRole('group', { name: 'Last Updated By' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Employees is required.')).toBeInTheDocument();
    expect(adapter.rows).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Initech{Enter}');
    act(() => {
      model.form?.model.setValue('type', 'Public');
      model.form?.model.setValue('employees', 42);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adapter.rows.at(-1)).toMatchObject({
      id: 3,
      name: 'Initech',
      employees: 42,
      isActive: true,
      cfg: null,
    });
    await waitFor(() => expect(row(3)).toHaveTextContent('Initech'));
    expect(model.gridModel.selectedIds).toEqual([3]);
  });

  it("a double-click edits; the server's refusal shows on the field it names, saved once fixed", async () => {
    const { adapter, model, user } = setup();
    await act(() => model.load());
    // A double-click edits the record.
    await user.dblClick(await screen.findByText('Globex'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    expect(within(dialog).getByRole('group', { name: 'Last Updated By' })).toHaveTextContent('admin');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Acme{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A company named "Acme" already exists.')).toBeInTheDocument();
    await user.type(name, ' II{Enter}');
    expect(within(dialog).queryByText('A company named "Acme" already exists.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adapter.rows.find((r) => r.id === 2)?.name).toBe('Acme II');
    expect(model.gridModel.store.getById(2)?.data.lastUpdatedBy).toBe('demo');
  });

  it("a field's own check sees the value as sent and shows its message on the field, before any save", async () => {
    const seen: unknown[] = [];
    const { adapter, model, user } = setup(
      FIELDS.map((f) =>
        f.name === 'cfg'
          ? {
              ...f,
              validate: (value: unknown) => {
                seen.push(value);
                return JSON.stringify(value).length > 20
                  ? 'Config must be at most 20 characters as JSON.'
                  : null;
              },
            }
          : f,
      ),
    );
    await act(() => model.load());
    await user.dblClick(await screen.findByText('Acme'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Company' });
    act(() => model.form?.model.setValue('cfg', '{"note": "far too long for this field"}'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText('Config must be at most 20 characters as JSON.');
    expect(message.closest('[data-field]')).toHaveAttribute('data-field', 'cfg');
    expect(seen).toContainEqual({ note: 'far too long for this field' });
    expect(adapter.rows.find((r) => r.id === 1)?.cfg).toEqual({ a: 1 });

    // Text that is not JSON has the JSON message alone; a blank one is sent (and checked) as null.
    act(() => model.form?.model.setValue('cfg', '{'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/^Config is not valid JSON/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Config must be at most 20 characters as JSON.')).toBeNull();
    act(() => model.form?.model.setValue('cfg', ''));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toBeNull();
    expect(adapter.rows.find((r) => r.id === 1)?.cfg).toBeNull();
  });

  it('View is read-only until Edit; Clone opens a new record named _CLONE', async () => {
    const { model, user } = setup();
    await act(() => model.load());
    act(() => model.gridModel.select(1));
    await user.click(await screen.findByRole('button', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'View Company' });
    expect(within(view).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(within(view).getByRole('group', { name: 'Name' })).toHaveTextContent('Acme');
    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Company' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Clone' }));
    const clone = await screen.findByRole('dialog', { name: 'Clone Company' });
    expect(within(clone).getByRole('textbox', { name: 'Name' })).toHaveValue('Acme_CLONE');
  });

  it('Delete asks first; Cancel keeps the record, Delete removes it', async () => {
    const { adapter, model, row, user } = setup();
    await act(() => model.load());
    await waitFor(() => expect(row(1)).not.toBeNull());
    act(() => model.gridModel.select(1));
    const remove = vi.spyOn(adapter, 'delete');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let confirmDialog = await screen.findByRole('dialog', { name: 'Delete company?' });
    expect(confirmDialog).toHaveTextContent('Are you sure you want to delete "Acme"? This cannot be undone.');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    confirmDialog = await screen.findByRole('dialog', { name: 'Delete company?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(row(1)).toBeNull());
    expect(remove).toHaveBeenCalledWith(1);
    expect(screen.getByText('1 company')).toBeInTheDocument();
  });
});
