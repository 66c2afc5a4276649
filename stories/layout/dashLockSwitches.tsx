import type { ReactNode } from 'react';
import type { DashLocks, DashModel } from '@toolbox/kit/dash';
import { Switch } from '@toolbox/kit/input';
import { ToolbarSeparator } from '@toolbox/kit/panel';

/**
 * The three locks every dashboard has, as toolbar items bound to its model (separate items, so a toolbar can
 * move the ones that do not fit into its overflow menu). `locks` is the dashboard's snapshot.
 */
export function dashLockSwitches(dash: DashModel, locks: DashLocks): ReactNode[] {
  return [
    <Switch
      key="layout"
      label="Layout locked"
      value={locks.layoutLocked}
      onChange={(v) => dash.setLayoutLocked(v)}
    />,
    <ToolbarSeparator key="s1" />,
    <Switch
      key="content"
      label="Content locked"
      value={locks.contentLocked}
      onChange={(v) => dash.setContentLocked(v)}
    />,
    <ToolbarSeparator key="s2" />,
    <Switch
      key="rename"
      label="Rename locked"
      value={locks.renameLocked}
      onChange={(v) => dash.setRenameLocked(v)}
    />,
  ];
}
