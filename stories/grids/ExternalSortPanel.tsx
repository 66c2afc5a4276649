import { SortAscendingIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Grid } from '@toolbox/kit/grid';
import { Label, Select } from '@toolbox/kit/input';
import { Toolbar } from '@toolbox/kit/panel';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { ExternalSortPanelModel, MAX_ROWS_OPTIONS } from './ExternalSortPanelModel';
import './ExternalSortPanel.css';

/** The External Sort demo: trades sorted and trimmed outside the grid, first row selected. */
export function ExternalSortPanel() {
  const model = useLocalModel(() => new ExternalSortPanelModel());
  const { maxRows } = useSnapshot(model);
  return (
    <GridDemoPanel
      title="External Sort"
      icon={<SortAscendingIcon />}
      width={900}
      height={620}
      model={model}
      gridModel={model.gridModel}
      tbar={
        <Toolbar aria-label="External sort options">
          <Label htmlFor="external-sort-max-rows">Max rows</Label>
          <Select<number>
            id="external-sort-max-rows"
            aria-label="Max rows"
            value={maxRows ?? 0}
            options={MAX_ROWS_OPTIONS}
            enableFilter={false}
            width={100}
            onChange={(v) => model.setMaxRows(v || null)}
          />
          <span className="tb-demo-external-sort__hint">
            Sorted outside the grid: every sort key in order, then the first {maxRows ?? 'all'} rows kept.
          </span>
        </Toolbar>
      }
    >
      <Grid model={model.gridModel} aria-label="Externally sorted trades" />
    </GridDemoPanel>
  );
}
