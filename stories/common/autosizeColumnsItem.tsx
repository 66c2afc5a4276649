import { ArrowsHorizontalIcon } from '@phosphor-icons/react';
import type { GridModel } from '@toolbox/kit/grid';
import type { MenuItemSpec } from '@toolbox/kit/panel';

/** The 'Auto-size Columns' item that grid widgets add to their dashboard view's menu. */
export function autosizeColumnsItem(
  gridModel: Pick<GridModel<object, never>, 'autosizeColumns'>,
): MenuItemSpec {
  return {
    text: 'Auto-size Columns',
    icon: <ArrowsHorizontalIcon />,
    onClick: () => gridModel.autosizeColumns(),
  };
}
