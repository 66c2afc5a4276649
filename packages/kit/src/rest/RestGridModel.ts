import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';
import { LoadTask } from '../app/LoadTask';
import type { RecordId, SortSpecInput, StoreRecord } from '../data';
import { FormModel, type FieldValues } from '../form';
import { GridModel, pluralOf, type ColumnOrGroup } from '../grid';
import { errorText } from '../panel';
import { confirm, toast } from '../popup';
import {
  formFields,
  storeFields,
  toFormValues,
  toRestValues,
  type RestEditorSpec,
  type RestFieldSpec,
  type RestRecord,
  type RestValues,
} from './restFields';

/**
 * How a RestGridModel talks to its resource: the app gives the calls of its typed client. A call that fails
 * with an error carrying `field` (a server 400 about one field, e.g. FetchError) shows its message on that field.
 */
export interface RestAdapter<T extends RestRecord> {
  list(signal: AbortSignal): Promise<readonly T[]>;
  /** Lists of values for fields with a `lookupName`, by lookup name. */
  lookups?(signal: AbortSignal): Promise<Record<string, readonly string[]>>;
  create(values: RestValues): Promise<T>;
  /** Updates a record; `loaded` is the record as the form opened it (e.g. for its lastUpdated). */
  update(id: RecordId, values: RestValues, loaded: T): Promise<T>;
  delete(id: RecordId): Promise<unknown>;
}

export interface RestGridConfig<T extends RestRecord> {
  /** Makes the calls to the resource: list (and lookups), create, update and delete. */
  adapter: RestAdapter<T>;
  /** The fields of the records: their types, labels and rules, for the grid's store and the form. */
  fields: readonly RestFieldSpec[];
  /** The grid's columns, in order. */
  columns: readonly ColumnOrGroup<T>[];
  /** The form's fields, in order (default: every field). */
  editors?: readonly RestEditorSpec[];
  /** What a record is, singular, for titles, counts and messages (default 'record'). */
  unit?: string;
  /** Initial sort of the grid: 'field', 'field|desc' or SortSpecs. */
  sortBy?: SortSpecInput | readonly SortSpecInput[];
  /** Fields the filter field searches (default the text fields). */
  filterFields?: readonly string[];
  /** Shown when there are no records (default 'No records found...'). */
  emptyText?: ReactNode;
  /** Changes the values of a clone before its form opens (e.g. marks its name). */
  prepareClone?: (values: FieldValues) => FieldValues;
  /** Name of a record in messages (default its `name` field, else its id). */
  recordName?: (record: T) => string;
  /** File name of CSV exports. */
  exportFilename?: string;
}

/** add and clone open an empty or prefilled new record; view shows a record read-only. */
export type RestFormMode = 'add' | 'clone' | 'edit' | 'view';

/** The form open over the grid. */
export interface RestFormState<T extends RestRecord> {
  mode: RestFormMode;
  /** The record edited or viewed, as it was when the form opened; null for a new one. */
  record: T | null;
  model: FormModel<FieldValues>;
  saving: boolean;
}

/**
 * A CRUD grid over a REST resource: the records in a grid, a toolbar to add, edit, view, delete and clone them
 * (double-click opens one), and a form generated from the field specs that validates before it saves and shows
 * the server's refusals on the field they name. Render it with RestGrid.
 */
export class RestGridModel<T extends RestRecord> {
  /**
   * The grid of the records (single selection, a store built from the field specs); filter, export or select
   * through it.
   */
  readonly gridModel: GridModel<T>;
  /** Values of each lookup (e.g. the types a company can have). */
  lookups: Record<string, readonly string[]> = {};
  /**
   * The form open over the grid (its mode, the record as opened, its FormModel and whether it is saving);
   * null when none is open.
   */
  form: RestFormState<T> | null = null;
  /**
   * Runs `load`: a new load aborts the one still running, and a failure shows a danger toast ('Could not load
   * records: …').
   */
  readonly loadTask: LoadTask;
  /** The config the model was built with, as given; not reactive. */
  readonly config: RestGridConfig<T>;
  readonly editors: readonly RestEditorSpec[];

  constructor(config: RestGridConfig<T>) {
    // Callbacks act on the proxy (made last), so views see what they change.
    let self: RestGridModel<T> | null = null;
    this.config = ref({ ...config });
    this.editors = ref(config.editors ? [...config.editors] : config.fields.map((f) => ({ field: f.name })));
    this.loadTask = new LoadTask({ what: pluralOf(config.unit ?? 'record') });
    this.gridModel = new GridModel<T>({
      store: {
        fields: storeFields(config.fields),
        searchFields: config.filterFields,
      },
      columns: config.columns,
      sortBy: config.sortBy,
      selModel: 'single',
      emptyText: config.emptyText,
      countUnit: config.unit,
      exportFilename: config.exportFilename,
      onRowDoubleClicked: (record) => self?.editRecord(record),
    });
    self = proxy(this);
    return self;
  }

  get unit(): string {
    return this.config.unit ?? 'record';
  }

  /** True while `load` runs, e.g. for a mask over the grid (RestGrid shows none itself). */
  get loading(): boolean {
    return this.loadTask.loading;
  }

  /** The record selected in the grid, or null: what Edit, View, Delete and Clone act on by default. */
  get selectedRecord(): StoreRecord<T> | null {
    return this.gridModel.selectedRecord;
  }

  /** Loads the records and the lookups. */
  load(): Promise<void> {
    return this.loadTask.run(async (signal) => {
      const { adapter } = this.config;
      const [records, lookups] = await Promise.all([
        adapter.list(signal),
        adapter.lookups ? adapter.lookups(signal) : Promise.resolve({}),
      ]);
      this.lookups = lookups;
      this.gridModel.store.loadData(records);
    });
  }

  // ---------------------------------------------------------------- actions

  /** Opens the form on a new record, each field at its default, closing any form open. */
  addRecord(): void {
    this.openForm('add', null, toFormValues(this.config.fields, this.editors, null));
  }

  /** Opens a record (default: the selected one) for editing. */
  editRecord(record: StoreRecord<T> | null = this.selectedRecord): void {
    if (record) this.openForm('edit', record.data, this.valuesOf(record.data));
  }

  /**
   * Opens a record (default: the selected one) in a read-only form, which `switchToEdit` turns into an edit;
   * nothing without a record.
   */
  viewRecord(record: StoreRecord<T> | null = this.selectedRecord): void {
    if (record) this.openForm('view', record.data, this.valuesOf(record.data));
  }

  /** Opens a new record prefilled from one (default: the selected one), as `prepareClone` marks it. */
  cloneRecord(record: StoreRecord<T> | null = this.selectedRecord): void {
    if (!record) return;
    const values = this.valuesOf(record.data);
    this.openForm('clone', null, this.config.prepareClone ? this.config.prepareClone(values) : values);
  }

  /** Deletes a record (default: the selected one) once the user confirms. */
  async deleteRecord(record: StoreRecord<T> | null = this.selectedRecord): Promise<void> {
    if (!record) return;
    const name = this.nameOf(record.data);
    const ok = await confirm({
      title: `Delete ${this.unit}?`,
      message: `Are you sure you want to delete ${name}? This cannot be undone.`,
      confirmText: 'Delete',
      intent: 'danger',
    });
    if (!ok) return;
    try {
      await this.config.adapter.delete(record.id);
      this.gridModel.store.updateData({ remove: [record.id] });
      this.gridModel.clearSelection();
    } catch (e) {
      toast({ message: `Could not delete ${name}: ${errorText(e)}`, intent: 'danger' });
    }
  }

  /** Switches the open read-only form to editing. */
  switchToEdit(): void {
    if (!this.form || this.form.mode !== 'view') return;
    this.form.mode = 'edit';
    this.form.model.setReadonly(false);
  }

  /**
   * Validates the form and, if it passes, saves it: creates or updates the record, shows it in the grid
   * (selected) and closes the form. A refusal about a field shows on it; any other failure in a toast.
   */
  async saveForm(): Promise<boolean> {
    const form = this.form;
    if (!form || form.mode === 'view' || form.saving) return false;
    if (!(await form.model.validate())) return false;
    const values = toRestValues(this.config.fields, form.model.getValues());
    form.saving = true;
    try {
      const { adapter } = this.config;
      const saved =
        form.record === null
          ? await adapter.create(values)
          : await adapter.update(form.record.id, values, form.record);
      const store = this.gridModel.store;
      if (store.getById(saved.id)) store.updateData({ update: [saved] });
      else store.updateData({ add: [saved] });
      this.closeForm();
      this.gridModel.select(saved.id);
      return true;
    } catch (e) {
      const field = (e as { field?: unknown } | null)?.field;
      if (typeof field === 'string' && form.model.fieldNames.includes(field)) {
        form.model.setServerError(field, errorText(e));
      } else {
        toast({ message: `Could not save the ${this.unit}: ${errorText(e)}`, intent: 'danger' });
      }
      return false;
    } finally {
      form.saving = false;
    }
  }

  /** Closes the form without saving, discarding its changes. */
  closeForm(): void {
    this.form?.model.destroy();
    this.form = null;
  }

  /** Aborts a load still running and closes the form; call it when the grid goes away. */
  destroy(): void {
    this.loadTask.abort();
    this.closeForm();
  }

  // ---------------------------------------------------------------- helpers

  private valuesOf(data: T): FieldValues {
    return toFormValues(this.config.fields, this.editors, data);
  }

  private nameOf(data: T): string {
    if (this.config.recordName) return this.config.recordName(data);
    const name = (data as Record<string, unknown>).name;
    return typeof name === 'string' && name ? `"${name}"` : `${this.unit} ${String(data.id)}`;
  }

  private openForm(mode: RestFormMode, record: T | null, values: FieldValues): void {
    this.closeForm();
    const fields = formFields(this.config.fields, this.editors);
    for (const [name, config] of Object.entries(fields)) config.initial = values[name];
    const model = new FormModel<FieldValues>({ fields, readonly: mode === 'view' });
    this.form = { mode, record: record ? ref(record) : null, model, saving: false };
  }
}
