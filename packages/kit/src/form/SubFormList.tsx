import { PlusIcon, TrashIcon } from '@phosphor-icons/react';
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Button } from '../button';
import type { FormModel } from './FormModel';
import type { FieldValues } from './types';

export interface SubFormListProps<T extends FieldValues> {
  /** The form whose list field it edits (a FormModel); its readonly and disabled modes lock the list. */
  model: FormModel<T>;
  /** The path of the list field, e.g. 'references'. */
  field: Path<T>;
  /** Renders the fields of a row (their paths are `${field}.${index}.${name}`). */
  children: (index: number) => ReactNode;
  /** Text of the add button (default 'Add'). */
  addText?: string;
  /** Accessible name of each row's remove button, given the row number from 1 (default 'Remove row {n}'). */
  removeLabel?: (rowNumber: number) => string;
  /** Shown when the list is empty. */
  emptyText?: ReactNode;
  /** Shown above the rows, e.g. column titles. */
  header?: ReactNode;
}

/**
 * A list of sub-forms bound to a FormModel list field: one row per item with a remove button, an add button,
 * and the list's own errors (e.g. 'At least one ... is required.'). Adding and removing are disabled while the
 * form is disabled or read-only.
 */
export function SubFormList<T extends FieldValues>({
  model,
  field,
  children,
  addText = 'Add',
  removeLabel = (n) => `Remove row ${n}`,
  emptyText,
  header,
}: SubFormListProps<T>) {
  const snap = useSnapshot(model);
  const keys = snap.rows(field);
  const locked = snap.readonly || snap.isFieldDisabled(field);
  const errors = snap.fieldErrors(field);
  return (
    <div className="tb-subforms" role="group" aria-label={model.label(field)}>
      {header != null && keys.length > 0 && <div className="tb-subforms__header">{header}</div>}
      {keys.map((key, i) => (
        <div
          key={key}
          className="tb-subforms__row"
          role="group"
          aria-label={`${model.label(field)} ${i + 1}`}
        >
          <div className="tb-subforms__fields">{children(i)}</div>
          <Button
            icon={<TrashIcon />}
            minimal
            intent="danger"
            title={removeLabel(i + 1)}
            disabled={locked}
            onClick={() => model.removeRow(field, i)}
          />
        </div>
      ))}
      {keys.length === 0 && emptyText != null && <div className="tb-subforms__empty">{emptyText}</div>}
      {errors.length > 0 && !snap.readonly && (
        <ul className="tb-form-field__errors tb-subforms__errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="tb-subforms__footer">
        <Button
          icon={<PlusIcon />}
          text={addText}
          minimal
          intent="primary"
          disabled={locked}
          onClick={() => model.addRow(field)}
        />
      </div>
    </div>
  );
}
