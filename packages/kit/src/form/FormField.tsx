import { clsx } from 'clsx';
import { useCallback, useId, type CSSProperties, type ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { InputHandle } from '../input/inputHandle';
import { useFocusWithin } from '../input/useFocusWithin';
import { useFieldDefaults, type FieldDefaults } from './Form';
import type { FormModel } from './FormModel';
import { getAtPath } from './paths';
import { readonlyText } from './readonlyText';
import type { FieldValues } from './types';

/** What FormField hands its input: spread it on any kit input (`{(bind) => <TextInput {...bind} />}`). */
export interface FieldBinding<V> {
  value: V;
  onChange: (value: V) => void;
  /** Greyed out: it takes no input and the keyboard passes it by. */
  disabled: boolean;
  commitOnChange: boolean;
  /** Id of the input element, for a `<Label htmlFor>`. */
  id: string;
  /** Accessible name, when no label names it. */
  'aria-label': string;
  /** Tells assistive technology that the value is invalid. */
  'aria-invalid': boolean | undefined;
  /** Id of the element that describes it, such as its validation message. */
  'aria-describedby': string | undefined;
  ref: (handle: InputHandle | null) => void;
}

export interface FormFieldProps<T extends FieldValues, P extends Path<T>> extends FieldDefaults {
  /** The FormModel holding the field. */
  model: FormModel<T>;
  /** The field's path: 'email', or 'references.0.email' in a list of sub-forms. */
  field: P;
  /** Replaces the field's label; null shows none (the input keeps it as its accessible name). */
  label?: ReactNode | null;
  /** Replaces the field's info text; null shows none. */
  info?: ReactNode | null;
  /** How the value shows in read-only mode (default: text, 'N/A' when empty). */
  readonlyRenderer?: (value: PathValue<T, P>) => ReactNode;
  /** Width of the field (label and input): pixels, or any CSS length. */
  width?: number | string;
  /** Flex value when the field sits in a flex container. */
  flex?: CSSProperties['flex'];
  /** A class added to the component's outer element. */
  className?: string;
  /** Renders the input from the binding. */
  children: (bind: FieldBinding<PathValue<T, P>>) => ReactNode;
}

/**
 * A field of a FormModel: its label (with an asterisk when required), its input bound to the value, its info
 * text, and its errors once shown. Inline (label beside) or stacked (label above); read-only mode shows the
 * value as text. The form knows when the field has the focus.
 */
export function FormField<T extends FieldValues, P extends Path<T>>({
  model,
  field,
  label,
  info,
  readonlyRenderer,
  width,
  flex,
  className,
  children,
  ...overrides
}: FormFieldProps<T, P>) {
  const defaults = useFieldDefaults();
  const {
    inline = false,
    labelWidth = 120,
    minimal = false,
    commitOnChange = false,
  } = { ...defaults, ...overrides };
  const snap = useSnapshot(model);
  const id = useId();
  const infoId = `${id}-info`;
  const errorId = `${id}-errors`;

  const value = getAtPath(snap.values, field) as PathValue<T, P>;
  const errors = snap.fieldErrors(field);
  const readonly = snap.readonly;
  const disabled = snap.isFieldDisabled(field);
  const required = snap.isRequired(field);
  const name = model.label(field);
  const labelContent = label === undefined ? name : label;
  const infoContent = info === undefined ? model.info(field) : info;
  const invalid = errors.length > 0;

  const focus = useFocusWithin(
    () => model.noteFocus(field),
    () => model.noteBlur(field),
  );
  const registerInput = useCallback((h: InputHandle | null) => model.registerInput(field, h), [model, field]);
  const registerElement = useCallback(
    (el: HTMLDivElement | null) => model.registerElement(field, el),
    [model, field],
  );

  const describedBy = [infoContent != null && infoId, invalid && !minimal && errorId]
    .filter(Boolean)
    .join(' ');
  const bind: FieldBinding<PathValue<T, P>> = {
    value,
    onChange: (v) => model.setValue(field, v),
    disabled,
    commitOnChange,
    id,
    'aria-label': name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    ref: registerInput,
  };

  return (
    <div
      ref={registerElement}
      className={clsx(
        'tb-form-field',
        inline ? 'tb-form-field--inline' : 'tb-form-field--stacked',
        invalid && 'tb-form-field--invalid',
        disabled && 'tb-form-field--disabled',
        readonly && 'tb-form-field--readonly',
        className,
      )}
      style={{
        width,
        flex,
        ...(inline ? { gridTemplateColumns: inlineColumns(labelWidth) } : {}),
      }}
      data-field={field}
    >
      {labelContent != null && (
        <label className="tb-form-field__label" htmlFor={readonly ? undefined : id}>
          {labelContent}
          {required && !readonly && (
            <span className="tb-form-field__required" aria-hidden>
              *
            </span>
          )}
        </label>
      )}
      <div className="tb-form-field__body">
        {readonly ? (
          <div className="tb-form-field__readonly" aria-label={name} role="group">
            {readonlyRenderer ? readonlyRenderer(value) : readonlyText(value)}
          </div>
        ) : (
          <div
            className="tb-form-field__input"
            title={minimal && invalid ? errors.join('\n') : undefined}
            {...focus}
          >
            {children(bind)}
          </div>
        )}
        {infoContent != null && (
          <div id={infoId} className="tb-form-field__info">
            {infoContent}
          </div>
        )}
        {invalid && !minimal && !readonly && (
          <ul id={errorId} className="tb-form-field__errors">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Grid columns of an inline field: a fixed label width, or 'auto' for label and input at their own widths. */
const inlineColumns = (labelWidth: number | string) =>
  labelWidth === 'auto'
    ? 'auto auto'
    : `${typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth} minmax(0, 1fr)`;
