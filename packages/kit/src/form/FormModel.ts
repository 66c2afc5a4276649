import { zodResolver } from '@hookform/resolvers/zod';
import {
  createFormControl,
  type DefaultValues,
  type Path,
  type PathValue,
  type Resolver,
  type ResolverOptions,
} from 'react-hook-form';
import { proxy, ref } from 'valtio';
import type { InputHandle } from '../input/inputHandle';
import { cloneValues, getAtPath, leafName, parentPath, shiftRowPaths } from './paths';
import { activeRules, buildSchema, displayNameOf, fieldErrorsToMap, type ErrorMap } from './validation';
import type { FieldConfig, FieldValues, FormConfig, RuleContext, ValidationState } from './types';

type AnyFieldConfig = FieldConfig<unknown, unknown>;

/** What the resolver is told besides the values: no registered DOM fields, and every message of every rule. */
const resolverOptions = <T extends FieldValues>(): ResolverOptions<T> => ({
  criteriaMode: 'all',
  fields: {},
  names: undefined,
  shouldUseNativeValidation: false,
});

let nextRowKey = 0;
const newRowKey = () => `row-${++nextRowKey}`;

/**
 * The state of a form: its fields (labels, initial values, info, rules), their values, whether they differ from
 * the initial ones (dirty), the validation of every field, and read-only / disabled modes.
 *
 * One source of truth: the values, the initial values and dirtiness live in a react-hook-form control, and every
 * write goes through it. The rules run as a zod schema through one zodResolver, the control's own (so
 * `formControl.handleSubmit` checks exactly what the form shows), on every change of the control.
 *
 * Errors are always computed, but a field shows its own only once it has been visited (focused and left), or
 * after `validate()`: a new form does not greet the user with a wall of red.
 *
 * A valtio proxy: read it with `useSnapshot` in views.
 */
export class FormModel<T extends FieldValues = FieldValues> {
  /** Shows values as text instead of inputs; empty values show as 'N/A'. */
  readonly: boolean;
  /** Disables every input. */
  disabled: boolean;
  /**
   * The control's values as of its last change, published for views (`useSnapshot`, `subscribeKey`): a fresh,
   * read-only object after each change. Change values with `setValue`, never here. (Assigned in the constructor,
   * through the proxy.)
   */
  values!: T;
  /** Whether any value differs from its initial value. */
  isDirty = false;
  /** Whether the values pass their rules: 'unknown' before validating, 'pending' while async rules run, else 'valid' or 'invalid'. */
  validationState: ValidationState = 'unknown';
  /** Every current error, by field path, shown or not. */
  errors: ErrorMap = ref<ErrorMap>({});
  /** Paths whose errors show (visited fields), unless `displayAll`. */
  displayed: Record<string, true> = {};
  /** Whether all errors show (after `validate()`). */
  displayAll = false;
  /** The path of the field holding the keyboard focus, if any. */
  focusedField: string | null = null;
  /** Stable keys of the rows of each list of sub-forms, for rendering. */
  rowKeys: Record<string, string[]> = {};
  /** Fields disabled from code (see `setFieldDisabled`). */
  disabledFields: Record<string, boolean> = {};
  /** Messages a server gave about fields (e.g. a 400 naming one), shown until the field's value changes. */
  serverErrors: Record<string, string[]> = {};

  private readonly fieldConfigs: Record<string, AnyFieldConfig>;
  private readonly control;
  private readonly schema;
  private readonly resolver: Resolver<T>;
  private readonly internal = ref({
    run: 0,
    unsubscribe: () => {},
    inputs: new Map<string, InputHandle>(),
    elements: new Map<string, HTMLElement>(),
    /** The value each server error was given for: a different value clears it. */
    serverErrorValues: new Map<string, unknown>(),
  });

  constructor(config: FormConfig<T>) {
    this.fieldConfigs = ref(config.fields as Record<string, AnyFieldConfig>);
    this.readonly = config.readonly ?? false;
    this.disabled = config.disabled ?? false;
    const initial: FieldValues = {};
    for (const [name, f] of Object.entries(this.fieldConfigs)) initial[name] = f.initial ?? null;

    const self = proxy(this);
    const schema = buildSchema({
      fields: this.fieldConfigs,
      isDisabled: (path) => self.isFieldDisabled(path),
    });
    this.schema = ref(schema);
    this.resolver = zodResolver(schema) as Resolver<T>;
    this.control = ref(
      createFormControl<T>({
        defaultValues: initial as DefaultValues<T>,
        resolver: this.resolver,
        criteriaMode: 'all',
        mode: 'onSubmit',
      }),
    );
    // Through the proxy, so that valtio sees the values and makes the row keys observable.
    self.values = ref(cloneValues(this.control.getValues()));
    self.rowKeys = self.freshRowKeys(self.values);
    // Every change of the control reaches the proxy (not `this`, or valtio would not see it).
    this.internal.unsubscribe = this.control.subscribe({
      formState: { values: true, isDirty: true },
      callback: (state) => self.sync(state.values, state.isDirty ?? false),
    });
    void self.runValidation();
    return self;
  }

  // ---- Fields ----

  /** The config of the field at a path (a sub-form field for 'references.0.name'). */
  fieldConfig(path: string): AnyFieldConfig | undefined {
    const parts = path.split('.');
    const top = parts[0] ?? '';
    const config = this.fieldConfigs[top];
    if (parts.length < 3 || !config) return config;
    const sub = config.subForm?.fields as Record<string, AnyFieldConfig> | undefined;
    return sub?.[parts[2] ?? ''];
  }

  /** The names of the top-level fields, in order. */
  get fieldNames(): string[] {
    return Object.keys(this.fieldConfigs);
  }

  /** A field's label: its configured `label`, else its name in words. */
  label(path: string): string {
    const config = this.fieldConfig(path);
    return config?.label ?? displayNameOf(leafName(path), config);
  }

  /** A field's name in messages: its `displayName`, else its label. */
  displayName(path: string): string {
    return displayNameOf(leafName(path), this.fieldConfig(path));
  }

  /** A field's `info`, the help shown with its input. */
  info(path: string) {
    return this.fieldConfig(path)?.info;
  }

  // ---- Values ----

  /** A field's value by its path ('name', 'address.city', 'items.0.qty'). */
  getValue<P extends Path<T>>(path: P): PathValue<T, P> {
    return getAtPath(this.values, path) as PathValue<T, P>;
  }

  /** The current values (a copy). */
  getValues(): T {
    return cloneValues(this.control.getValues());
  }

  /** Sets a value as if the user had entered it: the form turns dirty if it differs from the initial one. */
  setValue<P extends Path<T>>(path: P, value: PathValue<T, P>): void {
    this.control.setValue(path, value, { shouldDirty: true, shouldTouch: true });
  }

  /** Sets several top-level values. */
  setValues(values: Partial<T>): void {
    for (const [k, v] of Object.entries(values)) this.setValue(k as Path<T>, v as PathValue<T, Path<T>>);
  }

  /** Back to the initial values (or new ones, which become the initial values), hiding every error. */
  reset(values?: T): void {
    this.clearServerErrors();
    this.displayed = {};
    this.displayAll = false;
    this.control.reset(values === undefined ? undefined : cloneValues(values));
    this.rowKeys = this.freshRowKeys(this.control.getValues());
  }

  // ---- Lists of sub-forms ----

  /** The keys of the rows of a list of sub-forms. */
  rows(path: string): string[] {
    return this.rowKeys[path] ?? [];
  }

  /** Adds a row to a list of sub-forms, with the sub-form's initial values overridden by `row`. */
  addRow(path: Path<T>, row: FieldValues = {}): void {
    const config = this.fieldConfig(path);
    const initial: FieldValues = {};
    const sub = (config?.subForm?.fields ?? {}) as Record<string, AnyFieldConfig>;
    for (const [k, f] of Object.entries(sub)) initial[k] = f.initial ?? null;
    const list = (getAtPath(this.values, path) as FieldValues[] | null) ?? [];
    this.rowKeys[path] = [...this.rows(path), newRowKey()];
    this.displayed[path] = true;
    this.control.setValue(path, [...list, { ...initial, ...row }] as PathValue<T, Path<T>>, {
      shouldDirty: true,
    });
  }

  /** Removes a row of a list of sub-forms; the errors shown for later rows move up with them. */
  removeRow(path: Path<T>, index: number): void {
    const list = (getAtPath(this.values, path) as FieldValues[] | null) ?? [];
    this.rowKeys[path] = this.rows(path).filter((_, i) => i !== index);
    const shown = shiftRowPaths(Object.keys(this.displayed), path, index);
    this.displayed = Object.fromEntries(shown.map((p) => [p, true as const]));
    this.displayed[path] = true;
    this.control.setValue(path, list.filter((_, i) => i !== index) as PathValue<T, Path<T>>, {
      shouldDirty: true,
    });
  }

  // ---- Validation ----

  /** Whether the last validation passed (`validationState` is 'valid'). */
  get isValid(): boolean {
    return this.validationState === 'valid';
  }

  /** Whether async rules are still running. */
  get isValidating(): boolean {
    return this.validationState === 'pending';
  }

  /** How many top-level fields are not valid (a list of sub-forms counts once). */
  get invalidCount(): number {
    return new Set(Object.keys(this.errors).map((p) => p.split('.')[0])).size;
  }

  /**
   * How many top-level fields show an error: what a status line may report without blaming the user for
   * fields they have not reached yet. A server's messages are always shown, so they count too.
   */
  get shownInvalidCount(): number {
    const paths = Object.keys(this.errors).filter((p) => this.displayAll || this.displayed[p]);
    return new Set([...paths, ...Object.keys(this.serverErrors)].map((p) => p.split('.')[0])).size;
  }

  /** The errors shown for a field: its own, once visited or after `validate()`, and any a server gave. */
  fieldErrors(path: string): string[] {
    const server = this.serverErrors[path] ?? [];
    if (!this.displayAll && !this.displayed[path]) return server;
    const own = this.errors[path] ?? [];
    return server.length ? [...own, ...server.filter((m) => !own.includes(m))] : own;
  }

  /**
   * Shows a message a server gave about a field (e.g. 'A company named "X" already exists.'), until the user
   * changes the field or the form is reset.
   */
  setServerError(path: string, message: string): void {
    this.internal.serverErrorValues.set(path, getAtPath(this.values, path));
    this.serverErrors = { ...this.serverErrors, [path]: [message] };
  }

  /** Whether the field must have a value, as its rules stand for the current values. */
  isRequired(path: string): boolean {
    const config = this.fieldConfig(path);
    if (!config?.rules) return false;
    const ctx = this.ruleContext(path);
    return activeRules(config.rules, ctx).some((r) => r.isRequired);
  }

  /** Checks every field (waiting for async rules), shows all errors and says whether the form is valid. */
  async validate(): Promise<boolean> {
    this.displayAll = true;
    await this.runValidation();
    return this.isValid;
  }

  /** Shows the errors of a field, as when the user leaves it. */
  displayErrors(path: string): void {
    if (!this.displayed[path]) this.displayed[path] = true;
  }

  // ---- Modes ----

  /** Whether the field's input is disabled: the form is, or the field is (by config or from code). */
  isFieldDisabled(path: string): boolean {
    if (this.disabled || this.disabledFields[path]) return true;
    const rule = this.fieldConfig(path)?.disabled;
    if (typeof rule === 'function') {
      const owner = parentPath(path);
      return rule(owner === '' ? this.values : getAtPath(this.values, owner));
    }
    return rule === true;
  }

  /** Disables or enables one field from code. */
  setFieldDisabled(path: string, disabled: boolean): void {
    this.disabledFields[path] = disabled;
    void this.runValidation();
  }

  /** Shows the values as text (true) or in their inputs (false). */
  setReadonly(readonly: boolean): void {
    this.readonly = readonly;
  }

  /** Greys out every input (true), or enables them. */
  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
  }

  // ---- Focus ----

  /** Moves the keyboard focus to a field's input. */
  focus(path: string): void {
    const handle = this.internal.inputs.get(path);
    if (handle) {
      handle.focus();
      return;
    }
    const el = this.internal.elements.get(path);
    el?.querySelector<HTMLElement>(
      'input, textarea, button, [tabindex]:not([tabindex="-1"]), [contenteditable]',
    )?.focus();
  }

  /** Takes the keyboard focus out of the focused field. */
  blur(): void {
    if (this.focusedField == null) return;
    const handle = this.internal.inputs.get(this.focusedField);
    if (handle) handle.blur();
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }

  /** Called by FormField when its input takes the focus. */
  noteFocus(path: string): void {
    this.focusedField = path;
  }

  /** Called by FormField when the focus leaves its input: the field now shows its errors. */
  noteBlur(path: string): void {
    if (this.focusedField === path) this.focusedField = null;
    this.displayErrors(path);
  }

  /** Called by FormField with its input's handle (or null when it goes). */
  registerInput(path: string, handle: InputHandle | null): void {
    if (handle) this.internal.inputs.set(path, handle);
    else this.internal.inputs.delete(path);
  }

  /** Called by FormField with its element (or null when it goes), to focus inputs without a handle. */
  registerElement(path: string, el: HTMLElement | null): void {
    if (el) this.internal.elements.set(path, el);
    else this.internal.elements.delete(path);
  }

  /** The react-hook-form control that holds the values, for code that wants its API (e.g. handleSubmit). */
  get formControl() {
    return this.control;
  }

  /** The rules as a zod schema (the one behind the control's resolver), e.g. to parse values before sending. */
  get zodSchema() {
    return this.schema;
  }

  /** Stops listening to the control (call when the form goes away). */
  destroy(): void {
    this.internal.unsubscribe();
    this.internal.run++;
  }

  // ---- Internals ----

  private clearServerErrors(): void {
    this.internal.serverErrorValues.clear();
    if (Object.keys(this.serverErrors).length) this.serverErrors = {};
  }

  private sync(values: T, isDirty: boolean): void {
    this.values = ref(cloneValues(values));
    this.isDirty = isDirty;
    const changed = [...this.internal.serverErrorValues].filter(
      ([path, value]) => !Object.is(getAtPath(this.values, path), value),
    );
    if (changed.length) {
      const gone = new Set(changed.map(([path]) => path));
      for (const path of gone) this.internal.serverErrorValues.delete(path);
      this.serverErrors = Object.fromEntries(
        Object.entries(this.serverErrors).filter(([path]) => !gone.has(path)),
      );
    }
    for (const [name, config] of Object.entries(this.fieldConfigs)) {
      if (!config.subForm) continue;
      const len = ((values[name] as unknown[] | null) ?? []).length;
      const keys = this.rows(name);
      if (keys.length !== len) {
        this.rowKeys[name] =
          len < keys.length
            ? keys.slice(0, len)
            : [...keys, ...Array.from({ length: len - keys.length }, newRowKey)];
      }
    }
    void this.runValidation();
  }

  private async runValidation(): Promise<void> {
    const run = ++this.internal.run;
    this.validationState = 'pending';
    let errors: ErrorMap;
    try {
      // The control's own resolver, called here rather than through trigger() so that a slow (async) run that
      // ends after a newer one cannot overwrite the newer result.
      const res = await this.resolver(this.control.getValues(), undefined, resolverOptions<T>());
      errors = fieldErrorsToMap(res.errors);
    } catch (e) {
      // A rule that throws is a bug in the rule; the form stays unsubmittable rather than silently valid.
      console.error('Form validation failed', e);
      errors = { '': ['Validation could not be completed.'] };
    }
    if (run !== this.internal.run) return;
    this.errors = ref(errors);
    this.validationState = Object.keys(errors).length ? 'invalid' : 'valid';
  }

  private ruleContext(path: string): RuleContext {
    const owner = parentPath(path);
    return {
      value: getAtPath(this.values, path),
      values: owner === '' ? this.values : getAtPath(this.values, owner),
      formValues: this.values,
      name: path,
      displayName: this.displayName(path),
    };
  }

  private freshRowKeys(values: FieldValues): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [name, config] of Object.entries(this.fieldConfigs)) {
      if (config.subForm) out[name] = ((values[name] as unknown[] | null) ?? []).map(newRowKey);
    }
    return out;
  }
}
