import { useEffect, useState } from 'react';
import { ArrowClockwiseIcon, FunnelIcon, ListMagnifyingGlassIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '../../src/kit/button';
import {
  ColumnChooserButton,
  ExportButton,
  FilterChooser,
  Grid,
  GridCountLabel,
  StoreFilterField,
} from '../../src/kit/grid';
import { Switch } from '../../src/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { ColumnFilteringFiltersDialog } from './ColumnFilteringFiltersDialog';
import { CHOOSER_FIELDS, ColumnFilteringPanelModel } from './ColumnFilteringPanelModel';
import './StandardGridPanel.css';
import './ColumnFilteringPanel.css';

/** The Column Filtering demo: a filter chooser, a filter field and header filters over one Store. */
export function ColumnFilteringPanel() {
  const [model] = useState(() => new ColumnFilteringPanelModel());
  useEffect(() => {
    void model.load();
    return () => model.destroy();
  }, [model]);
  const { loading, commitOnChange, filtersDialogOpen } = useSnapshot(model);
  const { gridModel } = model;

  return (
    <Panel
      title="Column Filtering"
      icon={<FunnelIcon />}
      className="tb-demo-grid"
      width={960}
      height={620}
      mask={loading}
      tbar={
        <Toolbar aria-label="Filters">
          <FilterChooser
            store={gridModel}
            fields={CHOOSER_FIELDS}
            width={440}
            placeholder="Filter by city, company, P&L, ... e.g. city = Chicago"
            commitOnChange={commitOnChange}
          />
          <Filler />
          <Button
            icon={<ListMagnifyingGlassIcon />}
            text="View Grid Filters"
            onClick={() => model.setFiltersDialogOpen(true)}
          />
        </Toolbar>
      }
      bbar={
        <Toolbar>
          <Button icon={<ArrowClockwiseIcon />} title="Reload" minimal onClick={() => void model.load()} />
          <ToolbarSeparator />
          <Switch
            label="Commit on change"
            value={commitOnChange}
            onChange={(v) => model.setCommitOnChange(v)}
          />
          <Filler />
          <GridCountLabel model={gridModel} />
          <ToolbarSeparator />
          <StoreFilterField store={gridModel} commitOnChange={commitOnChange} />
          <ColumnChooserButton model={gridModel} />
          <ExportButton model={gridModel} />
        </Toolbar>
      }
    >
      <Grid model={gridModel} aria-label="Filtered trades" />
      <ColumnFilteringFiltersDialog
        gridModel={gridModel}
        open={filtersDialogOpen}
        onOpenChange={(open) => model.setFiltersDialogOpen(open)}
        onClear={() => model.clearFilters()}
      />
    </Panel>
  );
}
