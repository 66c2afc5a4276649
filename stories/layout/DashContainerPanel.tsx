import { ArrowCounterClockwiseIcon, PlusIcon, SquaresFourIcon, TrashIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '../../src/kit/app';
import { Button } from '../../src/kit/button';
import { DashContainer, dashAddMenuItems } from '../../src/kit/dash';
import { Switch } from '../../src/kit/input';
import { Filler, MenuButton, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { dashLockSwitches } from './dashLockSwitches';
import { DashNotRendered } from './DashNotRendered';
import { DashContainerPanelModel } from './DashContainerPanelModel';
import './DashDemos.css';

/** The DashContainer demo: a docking dashboard of the shared widgets, with its switches and actions. */
export function DashContainerPanel() {
  const model = useLocalModel(() => new DashContainerPanelModel());
  const { renderDashboard } = useSnapshot(model);
  const dash = useSnapshot(model.dash);
  return (
    <Panel
      title="DashContainer"
      icon={<SquaresFourIcon />}
      className="tb-demo-dash"
      tbar={
        <Toolbar enableOverflowMenu>
          <MenuButton
            text="Add View"
            icon={<PlusIcon />}
            disabled={dash.contentLocked}
            items={dashAddMenuItems(model.dash, undefined, dash)}
          />
          <Button text="Clear" icon={<TrashIcon />} onClick={() => model.clear()} />
          <Filler />
          <span className="tb-demo-dash__count" role="status">
            {dash.views.length === 1 ? '1 view' : `${dash.views.length} views`}
          </span>
          <ToolbarSeparator />
          <Button
            text="Reset State"
            icon={<ArrowCounterClockwiseIcon />}
            onClick={() => model.resetState()}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar enableOverflowMenu>
          <Switch
            label="Render dashboard"
            value={renderDashboard}
            onChange={(v) => model.setRenderDashboard(v)}
          />
          <ToolbarSeparator />
          <Switch
            label="Unmount hidden views"
            value={dash.renderMode === 'unmountOnHide'}
            onChange={(v) => model.setRenderMode(v ? 'unmountOnHide' : 'always')}
          />
          <ToolbarSeparator />
          {dashLockSwitches(model.dash, dash)}
        </Toolbar>
      }
    >
      {renderDashboard ? <DashContainer model={model.dash} aria-label="Dashboard" /> : <DashNotRendered />}
    </Panel>
  );
}
