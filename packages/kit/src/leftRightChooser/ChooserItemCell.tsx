import { clsx } from 'clsx';
import { LockSimpleIcon } from '@phosphor-icons/react';
import type { ChooserItemData, ChooserValue } from './LeftRightChooserModel';

export interface ChooserItemCellProps<V extends ChooserValue> {
  /** The item of the row: its text, description and whether it is locked. */
  item: ChooserItemData<V>;
  /** Show the description as a second line (the rows are then tall enough for it). */
  showDescription: boolean;
}

/** An item in a chooser's list: its text, its description below, and a lock when it cannot move. */
export function ChooserItemCell<V extends ChooserValue>({ item, showDescription }: ChooserItemCellProps<V>) {
  return (
    <span className={clsx('tb-lr-chooser__item', item.locked && 'tb-lr-chooser__item--locked')}>
      <span className="tb-lr-chooser__item-main">
        <span className="tb-lr-chooser__item-text">{item.text}</span>
        {showDescription && item.description && (
          <span className="tb-lr-chooser__item-description">{item.description}</span>
        )}
      </span>
      {item.locked && (
        <span className="tb-lr-chooser__lock" role="img" aria-label="Locked" title="Locked: cannot be moved">
          <LockSimpleIcon weight="fill" aria-hidden="true" />
        </span>
      )}
    </span>
  );
}
