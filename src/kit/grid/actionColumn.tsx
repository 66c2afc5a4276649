import { Button } from '../button';
import type { ColumnSpec } from './columns';
import { isActionDisabled, isActionHidden, type RecordAction } from './RecordAction';

/**
 * A column of small buttons, one per record action (hidden actions left out, disabled ones greyed), pinned
 * right by default, not sortable, not exported and not in the column chooser.
 */
export function actionColumn<T extends object>(
  actions: readonly RecordAction<T>[],
  opts: Partial<Pick<ColumnSpec<T>, 'colId' | 'header' | 'pinned' | 'width'>> = {},
): ColumnSpec<T> {
  return {
    field: opts.colId ?? 'actions',
    colId: opts.colId ?? 'actions',
    header: opts.header ?? '',
    width: opts.width ?? Math.max(48, actions.length * 30 + 22),
    pinned: opts.pinned ?? 'right',
    sortable: false,
    resizable: false,
    align: 'center',
    excludeFromExport: true,
    chooserEnabled: false,
    // The record itself: every change makes a new record object, so AG Grid sees a new value and redraws the
    // buttons, whose disabled and hidden states follow the record's state rather than any one field.
    getValue: (record) => record,
    renderer: (_value, record) => (
      <span className="tb-grid-actions">
        {actions
          .filter((a) => !isActionHidden(a, record))
          .map((a) => (
            <Button
              key={a.text}
              icon={a.icon}
              text={a.icon ? undefined : a.text}
              title={a.tooltip ?? a.text}
              intent={a.intent}
              minimal
              disabled={isActionDisabled(a, record)}
              className="tb-grid-actions__button"
              onClick={(e) => {
                e.stopPropagation();
                a.onClick(record);
              }}
            />
          ))}
      </span>
    ),
  };
}
