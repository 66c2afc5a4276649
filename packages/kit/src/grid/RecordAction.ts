import type { ReactNode } from 'react';
import type { Intent } from '../button';
import type { StoreRecord } from '../data';
import type { MenuItem } from '../panel';

/** Something a user can do to a record: shown as a button in an action column and as a context-menu item. */
export interface RecordAction<T extends object> {
  text: string;
  icon?: ReactNode;
  intent?: Intent;
  /** Tooltip of the button; default the text. */
  tooltip?: string;
  disabled?: boolean | ((record: StoreRecord<T>) => boolean);
  hidden?: boolean | ((record: StoreRecord<T>) => boolean);
  onClick: (record: StoreRecord<T>) => void;
}

export function isActionDisabled<T extends object>(action: RecordAction<T>, record: StoreRecord<T>): boolean {
  return typeof action.disabled === 'function' ? action.disabled(record) : !!action.disabled;
}

export function isActionHidden<T extends object>(action: RecordAction<T>, record: StoreRecord<T>): boolean {
  return typeof action.hidden === 'function' ? action.hidden(record) : !!action.hidden;
}

/** The actions as menu items for one record (for a grid's context menu). */
export function recordActionItems<T extends object>(
  actions: readonly (RecordAction<T> | '-')[],
  record: StoreRecord<T>,
): MenuItem[] {
  return actions.map((a) =>
    a === '-'
      ? '-'
      : {
          text: a.text,
          icon: a.icon,
          disabled: isActionDisabled(a, record),
          hidden: isActionHidden(a, record),
          onClick: () => a.onClick(record),
        },
  );
}
