import { DotsThreeVerticalIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { MenuButton, visibleMenuItems, type MenuItem } from '../panel';
import type { DashModel } from './DashModel';
import type { DashViewModel } from './DashViewModel';
import { dashViewMenuItems } from './dashMenus';

export interface DashViewMenuButtonProps {
  /** The dashboard the view is in: its locks and specs decide which items are offered. */
  dash: DashModel;
  /** The view the menu acts on. */
  view: DashViewModel;
}

/** The ⋮ button of a view: Rename, Duplicate, Remove and the items its content adds. */
export function DashViewMenuButton({ dash, view }: DashViewMenuButtonProps) {
  const dashState = useSnapshot(dash);
  const { title, extraMenuItems } = useSnapshot(view);
  // The items are kept out of the proxy (ref), so the snapshot holds the very array the view was given.
  const items = dashViewMenuItems(
    dash,
    view,
    dashState,
    extraMenuItems as readonly MenuItem[],
    dashState.extraMenuItems as readonly MenuItem[],
  );
  if (!visibleMenuItems(items).length) return null;
  return (
    <MenuButton
      minimal
      icon={<DotsThreeVerticalIcon weight="bold" />}
      title={`${title} menu`}
      align="end"
      className="tb-dash-view-menu"
      items={items}
    />
  );
}
