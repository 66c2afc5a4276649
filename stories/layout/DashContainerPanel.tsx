import { SquaresFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '../../src/kit/app';
import { DashContainer } from '../../src/kit/dash';
import { Switch } from '../../src/kit/input';
import { ToolbarSeparator } from '../../src/kit/panel';
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
