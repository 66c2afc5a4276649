import { useState } from 'react';
import {
  ArrowsInLineVerticalIcon,
  ArrowsOutLineVerticalIcon,
  ClockIcon,
  LayoutIcon,
  SidebarIcon,
  SidebarSimpleIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { RelativeTimestamp } from '@toolbox/kit/format';
import { Switch } from '@toolbox/kit/input';
import { Panel, SplitPanel, Toolbar, ToolbarSeparator, type PanelModel } from '@toolbox/kit/panel';
import { SizingPanelModel } from './SizingPanelModel';
import './PanelDemos.css';
import './SizingPanel.css';

/** One row of the live readout: a side panel's state and size as its model reports them. */
function SizeRow({ name, model, limits }: { name: string; model: PanelModel; limits: string }) {
  const { collapsed, size, isModal } = useSnapshot(model);
  const state = isModal ? 'in a modal view' : collapsed ? 'collapsed' : 'expanded';
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{state}</td>
      <td className="tb-demo-sizing__num">{size == null ? '-' : `${size}px`}</td>
      <td>{limits}</td>
    </tr>
  );
}

/** The bottom panel's content; its render time shows that it keeps its state when it pops out and back. */
function BottomContent() {
  const [renderedAt] = useState(() => Date.now());
  return (
    <div className="tb-demo-sizing__bottom">
      <ClockIcon size={22} aria-hidden="true" />
      <div>
        <RelativeTimestamp timestamp={renderedAt} prefix="Rendered" className="tb-demo-sizing__stamp" />
        <p>
          Open this panel in a modal view with the button in its header. It is the same component, moved
          rather than re-created, so the time above keeps counting from its first render.
        </p>
      </div>
    </div>
  );
}

/** The Sizing demo: left, right and bottom panels that collapse, resize and (bottom) pop out into a modal. */
export function SizingPanel() {
  const model = useLocalModel(() => new SizingPanelModel());
  const { resizeWhileDragging, allExpanded, allCollapsed } = useSnapshot(model);

  return (
    <Panel
      title="Panels › Sizing"
      icon={<LayoutIcon />}
      width={900}
      height={580}
      className="tb-demo-panels tb-demo-sizing"
      tbar={
        <Toolbar aria-label="Sizing options">
          <Switch
            label="Resize While Dragging"
            value={resizeWhileDragging}
            onChange={(v) => model.setResizeWhileDragging(v)}
          />
          <ToolbarSeparator />
          <Button
            icon={<ArrowsOutLineVerticalIcon />}
            text="Expand All"
            disabled={allExpanded}
            onClick={() => model.expandAll()}
          />
          <Button
            icon={<ArrowsInLineVerticalIcon />}
            text="Collapse All"
            disabled={allCollapsed}
            onClick={() => model.collapseAll()}
          />
        </Toolbar>
      }
    >
      <SplitPanel orientation="vertical">
        <SplitPanel>
          <Panel title="Left Panel" icon={<SidebarIcon />} model={model.left}>
            <div className="tb-demo-sizing__side">
              <p>Starts at 30% of the width, and drags between 30px and 300px.</p>
              <p>Collapse it from the caret in its header; click its bar to bring it back.</p>
            </div>
          </Panel>
          <Panel title="Main Content">
            <div className="tb-demo-sizing__main">
              <p>
                Drag the splitters to resize the side panels within their limits. With Resize While Dragging
                off, only the splitter moves until you let go. Each panel&apos;s PanelModel reports its state:
              </p>
              <table className="tb-demo-sizing__readout" aria-label="Panel sizes">
                <thead>
                  <tr>
                    <th scope="col">Panel</th>
                    <th scope="col">State</th>
                    <th scope="col" className="tb-demo-sizing__num">
                      Size
                    </th>
                    <th scope="col">Default, limits</th>
                  </tr>
                </thead>
                <tbody>
                  <SizeRow name="Left" model={model.left} limits="30%, 30–300px" />
                  <SizeRow name="Right" model={model.right} limits="30%, 30–300px" />
                  <SizeRow name="Bottom" model={model.bottom} limits="150px, 100–350px" />
                </tbody>
              </table>
            </div>
          </Panel>
          <Panel title="Right Panel" icon={<SidebarSimpleIcon />} model={model.right}>
            <div className="tb-demo-sizing__side">
              <p>Mirrors the left panel: 30% to start, 30px to 300px.</p>
              <p>Collapse All and Expand All in the toolbar act on all three panels at once.</p>
            </div>
          </Panel>
        </SplitPanel>
        <Panel title="Bottom Panel" icon={<ClockIcon />} model={model.bottom}>
          <BottomContent />
        </Panel>
      </SplitPanel>
    </Panel>
  );
}
