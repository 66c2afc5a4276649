import { clsx } from 'clsx';
import { ACTION_TOOLTIP_ATTR } from './ActionTooltip';
import type { ColumnSpec } from './columns';
import { isActionDisabled, isActionHidden, type RecordAction } from './RecordAction';
import '../button/Button.css';

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
            <ActionButton key={a.text} action={a} disabled={isActionDisabled(a, record)} record={record} />
          ))}
      </span>
    ),
  };
}

/**
 * A row's button: the kit's minimal Button as drawn (its classes), without a tooltip of its own. Its tooltip is
 * the grid's one ActionTooltip, which reads it from the button: a tooltip per button (a Radix tooltip each) would
 * be most of the work of drawing rows.
 */
function ActionButton<T extends object>({
  action,
  record,
  disabled,
}: {
  action: RecordAction<T>;
  record: Parameters<RecordAction<T>['onClick']>[0];
  disabled: boolean;
}) {
  const { icon, intent = 'none' } = action;
  const title = action.tooltip ?? action.text;
  return (
    <button
      type="button"
      aria-label={icon ? title : undefined}
      {...{ [ACTION_TOOLTIP_ATTR]: title }}
      disabled={disabled}
      className={clsx(
        'tb-button',
        'tb-button--minimal',
        `tb-intent-${intent}`,
        icon && 'tb-button--icon-only',
        'tb-grid-actions__button',
      )}
      onClick={(e) => {
        e.stopPropagation();
        action.onClick(record);
      }}
    >
      {icon != null ? (
        <span className="tb-button__icon">{icon}</span>
      ) : (
        <span className="tb-button__text">{action.text}</span>
      )}
    </button>
  );
}
