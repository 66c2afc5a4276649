import { useEffect, useState } from 'react';
import {
  ArrowClockwiseIcon,
  ArrowCounterClockwiseIcon,
  ArrowsClockwiseIcon,
  FloppyDiskIcon,
  TableIcon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import {
  ColumnChooserButton,
  ExportButton,
  Grid,
  GridCountLabel,
  StoreFilterField,
} from '../../src/kit/grid';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { GroupedColumnsPanelModel, STATE_KEY } from './GroupedColumnsPanelModel';
import './StandardGridPanel.css';
import './GroupedColumnsPanel.css';

/** The Grouped Columns demo: positions under column groups, the grid's state saved in local storage. */
export function GroupedColumnsPanel() {
  const [model] = useState(() => new GroupedColumnsPanelModel());
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading, generation } = useSnapshot(model);
  const { gridModel } = model;

  return (
    <Panel
      title="Positions by Column Group"
      icon={<TableIcon />}
      className="tb-demo-grid"
      width={1100}
      height={620}
      mask={loading}
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
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <StoreFilterField store={gridModel} />
          <Filler />
          <GridCountLabel model={gridModel} />
          <ToolbarSeparator />
          <ColumnChooserButton model={gridModel} />
          <ExportButton model={gridModel} />
        </Toolbar>
      }
    >
      <Grid
        key={generation}
        model={gridModel}
        aria-label="Positions"
        className="tb-demo-grouped-cols__grid"
      />
    </Panel>
  );
}
