import { ArrowCounterClockwiseIcon, PlusIcon, TrashIcon } from '@phosphor-icons/react';
import type { ReactElement, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { dashAddMenuItems, type DashModel } from '@toolbox/kit/dash';
import { Switch } from '@toolbox/kit/input';
import { Filler, MenuButton, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { dashLockSwitches } from './dashLockSwitches';
import type { DashDemoModel } from './DashDemoModel';
import { DashNotRendered } from './DashNotRendered';
import './DashDemos.css';

interface DashDemoPanelProps<M extends DashModel> {
  model: DashDemoModel<M>;
  title: string;
  icon: ReactElement;
  /** Toolbar items after Add View and Clear, each with its key (the toolbar folds what does not fit). */
  tbarItems?: ReactNode[];
  /** Bottom bar items before the three locks, each with its key. */
  bbarItems?: ReactNode[];
  /** The dashboard, shown while "Render dashboard" is on. */
  children: ReactNode;
}

/**
 * The frame of the DashContainer and DashCanvas demos: Add View, Clear, the view count and Reset State on top;
 * Render dashboard and the three locks below; the dashboard (or a note while it is unmounted) in between.
 */
export function DashDemoPanel<M extends DashModel>({
  model,
  title,
  icon,
  tbarItems = [],
  bbarItems = [],
  children,
}: DashDemoPanelProps<M>) {
  const { renderDashboard } = useSnapshot(model);
  const dashModel: DashModel = model.dash;
  const dash = useSnapshot(dashModel);
  return (
    <Panel
      title={title}
      icon={icon}
      className="tb-demo-dash"
      tbar={
        <Toolbar enableOverflowMenu>
          <MenuButton
            text="Add View"
            icon={<PlusIcon />}
            disabled={dash.contentLocked}
            items={dashAddMenuItems(dashModel, undefined, dash)}
          />
          <Button text="Clear" icon={<TrashIcon />} onClick={() => model.clear()} />
          {tbarItems}
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
          {bbarItems}
          {dashLockSwitches(dashModel, dash)}
        </Toolbar>
      }
    >
      {renderDashboard ? children : <DashNotRendered />}
    </Panel>
  );
}
