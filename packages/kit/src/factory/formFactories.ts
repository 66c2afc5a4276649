import type { ReactElement } from 'react';
import type { Path } from 'react-hook-form';
import { Form, FormField, type FieldValues, type FormFieldProps, type FormProps } from '../form';
import { elementFromConfig, type FactoryConfig } from './elementFactory';

/** `form({ model, items: [formField(...), ...] })`: the fields of a FormModel. */
export function form<T extends FieldValues>(config: FactoryConfig<FormProps<T>>): ReactElement | null {
  return elementFromConfig(Form, config);
}

/**
 * `formField({ model, field: 'name', items: (bind) => textInput(bind) })`: one field of the model, its input
 * made by `items` from the binding (value, onChange, …), typed by the field's value.
 */
export function formField<T extends FieldValues, P extends Path<T>>(
  config: FactoryConfig<FormFieldProps<T, P>>,
): ReactElement | null {
  return elementFromConfig(FormField, config);
}
