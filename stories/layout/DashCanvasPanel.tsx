import { ArrowCounterClockwiseIcon, GridFourIcon, PlusIcon, TrashIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '../../src/kit/app';
import { Button } from '../../src/kit/button';
import { DashCanvas, dashAddMenuItems } from '../../src/kit/dash';
import { NumberInput, Switch } from '../../src/kit/input';
import { Filler, MenuButton, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { dashLockSwitches } from './dashLockSwitches';
import { DashNotRendered } from './DashNotRendered';
import { DashCanvasPanelModel } from './DashCanvasPanelModel';
import './DashDemos.css';

/** The DashCanvas demo: a grid dashboard of the shared widgets, with its switches, grid settings and actions. */
export function DashCanvasPanel() {
  const model = useLocalModel(() => new DashCanvasPanelModel());
  const { renderDashboard } = useSnapshot(model);
  const dash = useSnapshot(model.dash);
  return (
    <Panel
      title="DashCanvas"
      icon={<GridFourIcon />}
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
          <ToolbarSeparator />
          <span className="tb-demo-dash__label">Columns</span>
          <NumberInput
            aria-label="Columns"
            width={64}
            min={1}
            max={24}
            commitOnChange
            value={dash.columns}
            onChange={(v) => v != null && model.dash.setColumns(v)}
          />
          <span className="tb-demo-dash__label">Row height</span>
          <NumberInput
            aria-label="Row height"
            width={72}
            min={10}
            max={200}
            step={10}
            valueLabel="px"
            commitOnChange
            value={dash.rowHeight}
            onChange={(v) => v != null && model.dash.setRowHeight(v)}
          />
          <Switch label="Compact" value={dash.compact} onChange={(v) => model.dash.setCompact(v)} />
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
          {dashLockSwitches(model.dash, dash)}
        </Toolbar>
      }
    >
      {renderDashboard ? <DashCanvas model={model.dash} aria-label="Dashboard" /> : <DashNotRendered />}
    </Panel>
  );
}
