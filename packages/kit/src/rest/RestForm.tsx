import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import { Form, FormField, type FieldBinding } from '../form';
import { readonlyText } from '../form/readonlyText';
import {
  JsonInput,
  LocalDateInput,
  NumberInput,
  Select,
  Switch,
  TextArea,
  TextInput,
  Checkbox,
} from '../input';
import { Dialog } from '../popup';
import {
  dateTimeText,
  editorFields,
  isEditable,
  labelOf,
  type RestEditorSpec,
  type RestFieldSpec,
} from './restFields';
import type { RestFormMode, RestGridModel } from './RestGridModel';
import type { RestRecord } from './restFields';

const LABEL_WIDTH = 130;

const TITLES: Record<RestFormMode, string> = { add: 'Add', clone: 'Clone', edit: 'Edit', view: 'View' };

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface RestFormProps<T extends RestRecord> {
  /** The RestGrid's model: the form shows while its `form` is open, in its mode, and saves through its adapter. */
  model: RestGridModel<T>;
}

/** The form of a RestGrid: a dialog over the grid with a field per editor, generated from the field specs. */
export function RestForm<T extends RestRecord>({ model }: RestFormProps<T>) {
  const { form, lookups } = useSnapshot(model);
  const state = model.form;
  if (!form || !state) return null;
  const { mode, saving } = form;
  const isNew = mode === 'add' || mode === 'clone';
  const fields = editorFields(model.config.fields, model.editors).filter(
    ({ spec }) => isEditable(spec) || !isNew,
  );
  const record = state.record as Record<string, unknown> | null;

  const footer =
    mode === 'view' ? (
      <>
        <Button text="Close" onClick={() => model.closeForm()} />
        <Button text="Edit" intent="primary" onClick={() => model.switchToEdit()} />
      </>
    ) : (
      <>
        <Button text="Cancel" onClick={() => model.closeForm()} />
        <Button
          text={saving ? 'Saving...' : 'Save'}
          intent="primary"
          disabled={saving}
          onClick={() => void model.saveForm()}
        />
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) model.closeForm();
      }}
      title={`${TITLES[mode]} ${capitalized(model.unit)}`}
      width={560}
      footer={footer}
      className="tb-rest-form"
    >
      <Form
        model={state.model}
        aria-label={`${capitalized(model.unit)} details`}
        fieldDefaults={{ inline: true, labelWidth: LABEL_WIDTH }}
        className="tb-rest-form__form"
      >
        {fields.map(({ spec, editor }) =>
          isEditable(spec) ? (
            <FormField key={spec.name} model={state.model} field={spec.name}>
              {(bind) => input(spec, editor, bind, lookups)}
            </FormField>
          ) : (
            <ReadonlyRow key={spec.name} label={labelOf(spec)}>
              {spec.type === 'date'
                ? dateTimeText(record?.[spec.name]) || readonlyText(null)
                : readonlyText(record?.[spec.name])}
            </ReadonlyRow>
          ),
        )}
      </Form>
    </Dialog>
  );
}

/** A field only the server sets: its label and value as text. */
function ReadonlyRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="tb-form-field tb-form-field--inline tb-form-field--readonly tb-rest-form__server-field"
      style={{ gridTemplateColumns: `${LABEL_WIDTH}px minmax(0, 1fr)` }}
      role="group"
      aria-label={label}
    >
      <span className="tb-form-field__label">{label}</span>
      <div className="tb-form-field__body">
        <div className="tb-form-field__readonly">{children}</div>
      </div>
    </div>
  );
}

/** The input of a field, by its type (a lookup is a select). */
function input(
  spec: RestFieldSpec,
  editor: RestEditorSpec,
  bind: FieldBinding<unknown>,
  lookups: Readonly<Record<string, readonly string[]>>,
): ReactNode {
  const { value, onChange, ...rest } = bind;
  if (spec.lookupName) {
    return (
      <Select<string>
        {...rest}
        value={(value as string | null) ?? null}
        onChange={onChange}
        options={lookups[spec.lookupName] ?? []}
        enableFilter={false}
      />
    );
  }
  switch (spec.type) {
    case 'number':
    case 'int':
      return (
        <NumberInput
          {...rest}
          value={(value as number | null) ?? null}
          onChange={onChange}
          displayWithCommas
        />
      );
    case 'bool':
      return editor.input === 'checkbox' ? (
        <Checkbox {...rest} value={!!value} onChange={onChange} />
      ) : (
        <Switch {...rest} value={!!value} onChange={onChange} />
      );
    case 'json':
      return <JsonInput {...rest} value={(value as string | null) ?? ''} onChange={onChange} height={110} />;
    case 'localDate':
      return <LocalDateInput {...rest} value={(value as string | null) ?? null} onChange={onChange} />;
    default:
      return editor.input === 'textarea' ? (
        <TextArea {...rest} value={(value as string | null) ?? ''} onChange={onChange} height={80} />
      ) : (
        <TextInput {...rest} value={(value as string | null) ?? ''} onChange={onChange} />
      );
  }
}
