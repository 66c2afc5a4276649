import { GridFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { DashCanvas } from '@toolbox/kit/dash';
import { NumberInput, Switch } from '@toolbox/kit/input';
import { ToolbarSeparator } from '@toolbox/kit/panel';
import { DashCanvasPanelModel } from './DashCanvasPanelModel';
import { DashDemoPanel } from './DashDemoPanel';

/** The DashCanvas demo: a grid dashboard of the shared widgets, with its switches, grid settings and actions. */
export function DashCanvasPanel() {
  const model = useLocalModel(() => new DashCanvasPanelModel());
  const { columns, rowHeight, compact } = useSnapshot(model.dash);
  return (
    <DashDemoPanel
      model={model}
      title="DashCanvas"
      icon={<GridFourIcon />}
      tbarItems={[
        <ToolbarSeparator key="grid-sep" />,
        <span key="columns-label" className="tb-demo-dash__label">
          Columns
        </span>,
        <NumberInput
          key="columns"
          aria-label="Columns"
          width={64}
          min={1}
          max={24}
          commitOnChange
          value={columns}
          onChange={(v) => v != null && model.dash.setColumns(v)}
        />,
        <span key="row-height-label" className="tb-demo-dash__label">
          Row height
        </span>,
        <NumberInput
          key="row-height"
          aria-label="Row height"
          width={72}
          min={10}
          max={200}
          step={10}
          valueLabel="px"
          commitOnChange
          value={rowHeight}
          onChange={(v) => v != null && model.dash.setRowHeight(v)}
        />,
        <Switch key="compact" label="Compact" value={compact} onChange={(v) => model.dash.setCompact(v)} />,
      ]}
    >
      <DashCanvas model={model.dash} aria-label="Dashboard" />
    </DashDemoPanel>
  );
}
