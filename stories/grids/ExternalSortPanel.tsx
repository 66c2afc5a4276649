import { useEffect, useState } from 'react';
import { ArrowClockwiseIcon, SortAscendingIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import {
  ColumnChooserButton,
  ExportButton,
  Grid,
  GridCountLabel,
  StoreFilterField,
} from '../../src/kit/grid';
import { Label, Select } from '../../src/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { ExternalSortPanelModel, MAX_ROWS_OPTIONS } from './ExternalSortPanelModel';
import './StandardGridPanel.css';
import './ExternalSortPanel.css';

/** The External Sort demo: trades sorted and trimmed outside the grid, first row selected. */
export function ExternalSortPanel() {
  const [model] = useState(() => new ExternalSortPanelModel());
  useEffect(() => model.mount(), [model]);
  const { loading, maxRows } = useSnapshot(model);
  const { gridModel } = model;

  return (
    <Panel
      title="External Sort"
      icon={<SortAscendingIcon />}
      className="tb-demo-grid"
      width={900}
      height={620}
      mask={loading}
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
      <Grid model={gridModel} aria-label="Externally sorted trades" />
    </Panel>
  );
}
