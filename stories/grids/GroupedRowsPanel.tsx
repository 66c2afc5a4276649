import { ArrowsInSimpleIcon, ArrowsOutSimpleIcon, CheckIcon, RowsIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Grid } from '@toolbox/kit/grid';
import { Filler, MenuButton, Toolbar } from '@toolbox/kit/panel';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { GROUP_BY_CHOICES, GroupedRowsPanelModel } from './GroupedRowsPanelModel';

/** The Grouped Rows demo: trades in full-width group rows by city or active state, with counts and P&L. */
export function GroupedRowsPanel() {
  const model = useLocalModel(() => new GroupedRowsPanelModel());
  const { groupBy } = useSnapshot(model);
  const { gridModel } = model;
  const grouped = groupBy !== 'none';
  const current = GROUP_BY_CHOICES.find((c) => c.value === groupBy)?.label ?? 'None';

  return (
    <GridDemoPanel
      title="Trades by Group"
      icon={<RowsIcon />}
      width={900}
      height={620}
      model={model}
      gridModel={gridModel}
      toolbar={{ exportButton: false }}
      tbar={
        <Toolbar>
          <MenuButton
            text={`Group by: ${current}`}
            minimal
            items={GROUP_BY_CHOICES.map((c) => ({
              text: c.label,
              icon: c.value === groupBy ? <CheckIcon /> : undefined,
              onClick: () => model.setGroupBy(c.value),
            }))}
          />
          <Filler />
          <Button
            icon={<ArrowsOutSimpleIcon />}
            text="Expand All"
            minimal
            disabled={!grouped}
            onClick={() => gridModel.expandAll()}
          />
          <Button
            icon={<ArrowsInSimpleIcon />}
            text="Collapse All"
            minimal
            disabled={!grouped}
            onClick={() => gridModel.collapseAll()}
          />
        </Toolbar>
      }
    >
      <Grid model={gridModel} aria-label="Trades by group" />
    </GridDemoPanel>
  );
}
