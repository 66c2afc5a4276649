import { ChartLineIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Chart } from '@toolbox/kit/chart';
import { Label, Select } from '@toolbox/kit/input';
import { Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { CONTEXT_MENU_CHOICES, LinePanelModel, type ContextMenuChoice } from './LinePanelModel';
import './ChartDemos.css';

/** The Line demo: closes of up to five symbols, a Symbol multi-select and the chart's menu choice. */
export function LinePanel() {
  const model = useLocalModel(() => new LinePanelModel());
  const { symbols, selectedSymbols, contextMenu, loading } = useSnapshot(model);
  return (
    <Panel
      title="Line Chart"
      icon={<ChartLineIcon />}
      className="tb-chart-demo"
      mask={loading}
      tbar={
        <Toolbar aria-label="Line chart options">
          <Label htmlFor="line-symbols">Symbol</Label>
          <Select<string>
            id="line-symbols"
            aria-label="Symbol"
            enableMulti
            value={selectedSymbols}
            options={symbols}
            width={380}
            onChange={(v) => model.setSymbols(v)}
          />
          <ToolbarSeparator />
          <Label htmlFor="line-context-menu">Context Menu</Label>
          <Select<ContextMenuChoice>
            id="line-context-menu"
            aria-label="Context Menu"
            value={contextMenu}
            options={CONTEXT_MENU_CHOICES}
            enableFilter={false}
            width={120}
            onChange={(v) => v && model.setContextMenu(v)}
          />
        </Toolbar>
      }
    >
      <Chart model={model.chartModel} />
    </Panel>
  );
}
