import { ArrowClockwiseIcon, SquaresFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { TreeMap } from '@toolbox/kit/chart';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { TreeMapPanelModel } from './TreeMapPanelModel';
import './ChartDemos.css';

/** The TreeMap demo: positions by sector and symbol, sized by market value, coloured by P&L / Mkt Val. */
export function TreeMapPanel() {
  const model = useLocalModel(() => new TreeMapPanelModel());
  const { loading, selectedNames } = useSnapshot(model);
  return (
    <Panel
      title="TreeMap"
      icon={<SquaresFourIcon />}
      className="tb-chart-demo"
      mask={loading}
      bbar={
        <Toolbar aria-label="Tree map status">
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <span className="tb-chart-demo__hint">
            Size: |Mkt Val| · Heat: P&amp;L / Mkt Val · Click to select, ctrl / cmd-click to add
          </span>
          <Filler />
          <span aria-live="polite" className="tb-chart-demo__selection">
            {selectedNames.length ? `Selected: ${selectedNames.join(', ')}` : 'Nothing selected'}
          </span>
        </Toolbar>
      }
    >
      <div className="tb-chart-demo__map">
        <TreeMap model={model.treeMapModel} aria-label="Positions by sector and symbol" />
      </div>
    </Panel>
  );
}
