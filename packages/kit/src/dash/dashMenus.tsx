import { ArrowCounterClockwiseIcon, CopyIcon, PencilSimpleIcon, XIcon } from '@phosphor-icons/react';
import type { ReactNode } from 'react';
import type { MenuItem } from '../panel';
import { confirm } from '../popup';
import type { DashModel } from './DashModel';
import type { DashViewModel } from './DashViewModel';
import type { DashViewSpec } from './types';

/**
 * Items of an Add menu: one per spec offered, under its group's heading when specs have groups; a spec that
 * cannot be added now (a unique one already shown, or content locked) is listed disabled. `state` as for
 * `dashViewMenuItems`.
 */
export function dashAddMenuItems(
  dash: DashModel,
  nextTo?: string,
  state: Pick<DashModel, 'canAdd'> = dash,
): MenuItem[] {
  const item = (spec: DashViewSpec): MenuItem => ({
    text: spec.title,
    icon: spec.icon,
    disabled: !state.canAdd(spec.id),
    onClick: () => void dash.addView(spec.id, { nextTo }),
  });
  const specs = dash.addableSpecs;
  const groups = [...new Set(specs.map((s) => s.groupName ?? null))];
  if (groups.length <= 1) return specs.map(item);
  return groups.flatMap((group) => {
    const items = specs.filter((s) => (s.groupName ?? null) === group).map(item);
    return group == null ? items : [{ text: group, items }];
  });
}

/**
 * Items of a view's menu: Rename, Duplicate and Remove as allowed, then the items the view adds, then the
 * dashboard's own (`dash.extraMenuItems`). `state` is what the conditions read: a component passes the
 * dashboard's snapshot, so it renders again when they change.
 */
export function dashViewMenuItems(
  dash: DashModel,
  view: DashViewModel,
  state: Pick<DashModel, 'canAdd' | 'canRename' | 'canRemove'> = dash,
  extra: readonly MenuItem[] = view.extraMenuItems,
  dashExtra: readonly MenuItem[] = dash.extraMenuItems,
): MenuItem[] {
  return [
    {
      text: 'Rename',
      icon: <PencilSimpleIcon />,
      hidden: !state.canRename(view.id),
      onClick: () => dash.startRename(view.id),
    },
    {
      text: 'Duplicate',
      icon: <CopyIcon />,
      hidden: !state.canAdd(view.spec.id),
      onClick: () =>
        void dash.addView(view.spec.id, {
          title: `${view.title} (copy)`,
          state: view.viewState ?? undefined,
          nextTo: view.id,
        }),
    },
    { text: 'Remove', icon: <XIcon />, hidden: !state.canRemove(view.id), onClick: () => view.remove() },
    ...(extra.length ? ['-' as const, ...extra] : []),
    ...(dashExtra.length ? ['-' as const, ...dashExtra] : []),
  ];
}

/** The question `dashRestoreDefaultsItem` asks by default. */
export const RESTORE_DEFAULTS_WARNING =
  'Views you added, moved, renamed or removed go back to the default layout. This cannot be undone.';

/**
 * A 'Restore Default Layout' item for a dashboard's menu (`extraMenuItems`): after a confirmation it puts the
 * initial views and layout back and forgets the saved state; `onRestored` runs once it has (e.g. a toast).
 */
export function dashRestoreDefaultsItem(
  dash: DashModel,
  opts: { warning?: ReactNode; onRestored?: () => void } = {},
): MenuItem {
  return {
    text: 'Restore Default Layout',
    icon: <ArrowCounterClockwiseIcon />,
    onClick: () =>
      void confirm({
        title: 'Restore default layout?',
        message: opts.warning ?? RESTORE_DEFAULTS_WARNING,
        confirmText: 'Restore',
        intent: 'warning',
      }).then((ok) => {
        if (!ok) return;
        dash.restoreDefaults();
        opts.onRestored?.();
      }),
  };
}
