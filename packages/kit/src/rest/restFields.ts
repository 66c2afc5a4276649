import { format } from 'date-fns';
import type { FieldSpec, FieldType, RecordData, RecordId } from '../data';
import { required, type FieldConfig, type FieldValues, type Rule } from '../form';
import { jsonError } from '../input/jsonError';

/** The type of a REST record's field: how it is stored, shown and edited. */
export type RestFieldType = 'string' | 'number' | 'int' | 'bool' | 'json' | 'localDate' | 'date';

/** A field of the records of a REST resource. */
export interface RestFieldSpec {
  name: string;
  /** Default 'string'. `json` is any JSON value, edited as text; `localDate` a 'YYYY-MM-DD' date. */
  type?: RestFieldType;
  /** Label in the form and the grid (default: the name in words). */
  displayName?: string;
  required?: boolean;
  /** A lookup of the resource (see RestAdapter.lookups) whose values the field takes: edited with a select. */
  lookupName?: string;
  /** Value of the field in a new record. */
  defaultValue?: unknown;
  /** False for fields only the server sets (e.g. who updated the record last): shown in the form, not edited. */
  editable?: boolean;
  /**
   * Checks the value as it would be sent (a JSON field's text parsed, a blank value null) and says what is wrong
   * with it, or null: e.g. the server's own schema of the field, so the form refuses what the server would.
   */
  validate?: (value: unknown) => string | null | undefined;
}

/** One field of the form, in order, and how it is edited (default: by its type). */
export interface RestEditorSpec {
  field: string;
  /** 'textarea' for long text; 'switch' (default) or 'checkbox' for a bool. */
  input?: 'textarea' | 'switch' | 'checkbox';
}

/** A record of a REST resource: it has an id. */
export type RestRecord = { id: RecordId } & object;

/** Values of the editable fields, as sent to the server (JSON fields parsed). */
export type RestValues = Record<string, unknown>;

const STORE_TYPES: Record<RestFieldType, FieldType> = {
  string: 'string',
  number: 'number',
  int: 'int',
  bool: 'bool',
  json: 'auto',
  localDate: 'localDate',
  date: 'date',
};

export function labelOf(spec: RestFieldSpec): string {
  return (
    spec.displayName ?? spec.name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

export const isEditable = (spec: RestFieldSpec) => spec.editable !== false;

/** The Store fields of the specs (types and labels for filters, sort and headers). */
export function storeFields(specs: readonly RestFieldSpec[]): FieldSpec[] {
  return specs.map((s) => ({ name: s.name, type: STORE_TYPES[s.type ?? 'string'], displayName: labelOf(s) }));
}

/** A JSON field's text must parse. */
const validJson: Rule<string | null> = ({ value, displayName }) => {
  const problem = value ? jsonError(value) : null;
  return problem ? `${displayName} is not valid JSON: ${problem}` : null;
};

/** The spec of each editor's field, in the form's order. */
export function editorFields(
  specs: readonly RestFieldSpec[],
  editors: readonly RestEditorSpec[],
): { editor: RestEditorSpec; spec: RestFieldSpec }[] {
  return editors.map((editor) => {
    const spec = specs.find((s) => s.name === editor.field);
    if (!spec) throw new Error(`The form lists '${editor.field}', which is not a field of the records.`);
    return { editor, spec };
  });
}

/**
 * The FormModel fields of the form: every editable field of the editors, required ones and JSON ones with
 * their rules. (Fields only the server sets are shown from the record, outside the FormModel.)
 */
export function formFields(
  specs: readonly RestFieldSpec[],
  editors: readonly RestEditorSpec[],
): Record<string, FieldConfig<unknown, FieldValues>> {
  const out: Record<string, FieldConfig<unknown, FieldValues>> = {};
  for (const { spec } of editorFields(specs, editors)) {
    if (!isEditable(spec)) continue;
    const field = spec.name;
    const rules: Rule[] = [];
    if (spec.required) rules.push(required);
    if (spec.type === 'json') rules.push(validJson as Rule);
    const { validate } = spec;
    if (validate) {
      // A JSON text that does not parse has validJson's message already.
      rules.push(({ value }) =>
        spec.type === 'json' && typeof value === 'string' && jsonError(value)
          ? null
          : validate(sentValue(spec, value)),
      );
    }
    out[field] = { label: labelOf(spec), rules };
  }
  return out;
}

/** Form values of a record (or of a new one: the defaults): JSON as indented text, the rest as it is. */
export function toFormValues(
  specs: readonly RestFieldSpec[],
  editors: readonly RestEditorSpec[],
  data: object | null,
): FieldValues {
  const values: FieldValues = {};
  for (const { spec } of editorFields(specs, editors)) {
    if (!isEditable(spec)) continue;
    const raw = data ? (data as RecordData)[spec.name] : spec.defaultValue;
    values[spec.name] =
      spec.type === 'json' ? (raw == null ? '' : JSON.stringify(raw, null, 2)) : (raw ?? defaultOf(spec));
  }
  return values;
}

function defaultOf(spec: RestFieldSpec): unknown {
  return spec.type === 'bool' ? false : spec.type === 'string' || !spec.type ? '' : null;
}

/** A form value as sent: JSON text parsed, a blank value null. */
function sentValue(spec: RestFieldSpec, v: unknown): unknown {
  const blank = v == null || (typeof v === 'string' && v.trim() === '');
  if (blank) return null;
  return spec.type === 'json' ? (JSON.parse(String(v)) as unknown) : v;
}

/** The values to send: the editable fields only, JSON text parsed, blank values null. */
export function toRestValues(specs: readonly RestFieldSpec[], values: FieldValues): RestValues {
  const out: RestValues = {};
  for (const spec of specs) {
    if (!isEditable(spec) || !(spec.name in values)) continue;
    out[spec.name] = sentValue(spec, values[spec.name]);
  }
  return out;
}

/** Text of a server-set date (e.g. Last Updated) in the form: date and time. */
export function dateTimeText(value: unknown): string {
  if (value == null || value === '') return '';
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? String(value) : format(d, 'yyyy-MM-dd HH:mm:ss');
}
