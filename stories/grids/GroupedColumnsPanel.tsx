import {
  ArrowCounterClockwiseIcon,
  ArrowsClockwiseIcon,
  FloppyDiskIcon,
  TableIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Grid } from '@toolbox/kit/grid';
import { Filler, Toolbar } from '@toolbox/kit/panel';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { GroupedColumnsPanelModel, STATE_KEY } from './GroupedColumnsPanelModel';
import './GroupedColumnsPanel.css';

/** The Grouped Columns demo: positions under column groups, the grid's state saved in local storage. */
export function GroupedColumnsPanel() {
  const model = useLocalModel(() => new GroupedColumnsPanelModel());
  // Rebuild Grid swaps the grid model: read it from the snapshot, so the view follows.
  const { generation } = useSnapshot(model);
  const { gridModel } = model;

  return (
    <GridDemoPanel
      title="Positions by Column Group"
      icon={<TableIcon />}
      width={1100}
      height={620}
      model={model}
      gridModel={gridModel}
      tbar={
        <Toolbar aria-label="Grid state">
          <span className="tb-demo-grouped-cols__hint">
            <FloppyDiskIcon aria-hidden="true" />
            <span>
              Column order, widths, visibility and sort are saved in local storage under{' '}
              <code>{STATE_KEY}</code>.
            </span>
          </span>
          <Filler />
          <Button
            icon={<ArrowsClockwiseIcon />}
            text="Rebuild Grid"
            title="Make a new grid model and grid: the saved state comes back, as after a page reload"
            onClick={() => model.rebuild()}
          />
          <Button
            icon={<ArrowCounterClockwiseIcon />}
            text="Reset"
            title="Restore the default columns and sort, and forget the saved state"
            onClick={() => model.restoreDefaults()}
          />
        </Toolbar>
      }
    >
      <Grid
        key={generation}
        model={gridModel}
        aria-label="Positions"
        className="tb-demo-grouped-cols__grid"
      />
    </GridDemoPanel>
  );
}
