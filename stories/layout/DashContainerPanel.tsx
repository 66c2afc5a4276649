import { SquaresFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { DashContainer } from '@toolbox/kit/dash';
import { Switch } from '@toolbox/kit/input';
import { ToolbarSeparator } from '@toolbox/kit/panel';
import { DashContainerPanelModel } from './DashContainerPanelModel';
import { DashDemoPanel } from './DashDemoPanel';

/** The DashContainer demo: a docking dashboard of the shared widgets, with its switches and actions. */
export function DashContainerPanel() {
  const model = useLocalModel(() => new DashContainerPanelModel());
  const { renderMode } = useSnapshot(model.dash);
  return (
    <DashDemoPanel
      model={model}
      title="DashContainer"
      icon={<SquaresFourIcon />}
      bbarItems={[
        <Switch
          key="unmount"
          label="Unmount hidden views"
          value={renderMode === 'unmountOnHide'}
          onChange={(v) => model.setRenderMode(v ? 'unmountOnHide' : 'always')}
        />,
        <ToolbarSeparator key="unmount-sep" />,
      ]}
    >
      <DashContainer model={model.dash} aria-label="Dashboard" />
    </DashDemoPanel>
  );
}
