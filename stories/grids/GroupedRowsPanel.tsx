import { useEffect, useState } from 'react';
import {
  ArrowClockwiseIcon,
  ArrowsInSimpleIcon,
  ArrowsOutSimpleIcon,
  CheckIcon,
  RowsIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import { ColumnChooserButton, Grid, GridCountLabel, StoreFilterField } from '../../src/kit/grid';
import { Filler, MenuButton, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { GROUP_BY_CHOICES, GroupedRowsPanelModel } from './GroupedRowsPanelModel';
import './StandardGridPanel.css';
import './GroupedRowsPanel.css';

/** The Grouped Rows demo: trades in full-width group rows by city or active state, with counts and P&L. */
export function GroupedRowsPanel() {
  const [model] = useState(() => new GroupedRowsPanelModel());
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading, groupBy } = useSnapshot(model);
  const { gridModel } = model;
  const grouped = groupBy !== 'none';
  const current = GROUP_BY_CHOICES.find((c) => c.value === groupBy)?.label ?? 'None';

  return (
    <Panel
      title="Trades by Group"
      icon={<RowsIcon />}
      className="tb-demo-grid"
      width={900}
      height={620}
      mask={loading}
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
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <StoreFilterField store={gridModel} />
          <Filler />
          <GridCountLabel model={gridModel} />
          <ToolbarSeparator />
          <ColumnChooserButton model={gridModel} />
        </Toolbar>
      }
    >
      <Grid model={gridModel} aria-label="Trades by group" />
    </Panel>
  );
}
