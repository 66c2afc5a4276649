import { useSnapshot } from 'valtio';
import type { DashModel } from '../../src/kit/dash';
import { Switch } from '../../src/kit/input';
import { ToolbarSeparator } from '../../src/kit/panel';

/** The three locks every dashboard has, as switches bound to its model. */
export function DashLockSwitches({ dash }: { dash: DashModel }) {
  const { layoutLocked, contentLocked, renameLocked } = useSnapshot(dash);
  return (
    <>
      <Switch label="Layout locked" value={layoutLocked} onChange={(v) => dash.setLayoutLocked(v)} />
      <ToolbarSeparator />
      <Switch label="Content locked" value={contentLocked} onChange={(v) => dash.setContentLocked(v)} />
      <ToolbarSeparator />
      <Switch label="Rename locked" value={renameLocked} onChange={(v) => dash.setRenameLocked(v)} />
    </>
  );
}
