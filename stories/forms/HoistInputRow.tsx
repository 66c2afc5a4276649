import type { ReactNode } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { FormField, type FieldBinding, type FormModel } from '@toolbox/kit/form';
import type { InputsValues } from './HoistInputsPanelModel';

/** How the demo shows a live value: as JSON, so strings, nulls, dates and lists read unambiguously. */
export function showValue(v: unknown): string {
  return v === undefined ? 'undefined' : JSON.stringify(v);
}

interface HoistInputRowProps<P extends Path<InputsValues>> {
  form: FormModel<InputsValues>;
  field: P;
  children: (bind: FieldBinding<PathValue<InputsValues, P>>) => ReactNode;
  /** How the value shows in read-only mode (default: the form's text for it). */
  readonlyRenderer?: (value: PathValue<InputsValues, P>) => ReactNode;
}

/** One sample input: the form field (label, input, info) and its live value beside it. */
export function HoistInputRow<P extends Path<InputsValues>>({
  form,
  field,
  children,
  readonlyRenderer,
}: HoistInputRowProps<P>) {
  const { values } = useSnapshot(form);
  const text = showValue(values[field as keyof InputsValues]);
  return (
    <div className="tb-demo-inputs__row">
      <FormField
        model={form}
        field={field}
        className="tb-demo-inputs__field"
        readonlyRenderer={readonlyRenderer}
      >
        {children}
      </FormField>
      <output className="tb-demo-inputs__value" aria-label={`${field} value`} title={text}>
        {text}
      </output>
    </div>
  );
}
