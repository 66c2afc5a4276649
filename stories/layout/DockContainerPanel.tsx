import {
  ArrowsInLineVerticalIcon,
  ArrowsOutLineVerticalIcon,
  BugIcon,
  ChatTextIcon,
  RowsIcon,
  LockSimpleIcon,
  ProhibitIcon,
  TableIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { DockContainer } from '@toolbox/kit/dash';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { DockContainerPanelModel } from './DockContainerPanelModel';
import './DockContainerPanel.css';

/** The DockContainer demo: buttons that dock sample views along the bottom edge of the panel. */
export function DockContainerPanel() {
  const model = useLocalModel(() => new DockContainerPanelModel(), { loadOnMount: false });
  const { views } = useSnapshot(model.dock);
  return (
    <Panel
      title="DockContainer"
      icon={<RowsIcon />}
      className="tb-demo-dock"
      tbar={
        <Toolbar enableOverflowMenu>
          <Button text="Simple View" icon={<ChatTextIcon />} onClick={() => model.add('simple')} />
          <Button text="Complex View" icon={<TableIcon />} onClick={() => model.add('complex')} />
          <Button text="w/Dialog disabled" icon={<ProhibitIcon />} onClick={() => model.add('noDialog')} />
          <Button text="w/Close disabled" icon={<LockSimpleIcon />} onClick={() => model.add('noClose')} />
          <Button text="Error View" icon={<BugIcon />} onClick={() => model.add('error')} />
          <Filler />
          <span className="tb-demo-dock__count" role="status">
            {views.length === 1 ? '1 docked view' : `${views.length} docked views`}
          </span>
          <ToolbarSeparator />
          <Button
            minimal
            icon={<ArrowsOutLineVerticalIcon />}
            title="Expand all"
            disabled={!views.some((v) => v.collapsed)}
            onClick={() => model.dock.expandAll()}
          />
          <Button
            minimal
            icon={<ArrowsInLineVerticalIcon />}
            title="Collapse all"
            disabled={!views.some((v) => !v.collapsed)}
            onClick={() => model.dock.collapseAll()}
          />
        </Toolbar>
      }
    >
      <div className="tb-demo-dock__intro">
        <p>
          Docked views sit along the bottom edge of their container, like a mail client&apos;s compose
          windows: use the buttons above to dock more. Click a view&apos;s title bar to collapse or expand it,
          pop it out into a dialog and back, or close it.
        </p>
        <p>
          The simple view says thank you when closed, one view cannot be popped out, another cannot be closed,
          and the error view fails inside its own frame and asks before it closes.
        </p>
      </div>
      <DockContainer model={model.dock} />
    </Panel>
  );
}
