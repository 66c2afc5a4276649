import { FunnelIcon, ListMagnifyingGlassIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { FilterChooser, Grid } from '@toolbox/kit/grid';
import { Switch } from '@toolbox/kit/input';
import { Filler, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { ColumnFilteringFiltersDialog } from './ColumnFilteringFiltersDialog';
import { CHOOSER_FIELDS, ColumnFilteringPanelModel } from './ColumnFilteringPanelModel';
import './ColumnFilteringPanel.css';

/** The Column Filtering demo: a filter chooser, a filter field and header filters over one Store. */
export function ColumnFilteringPanel() {
  const model = useLocalModel(() => new ColumnFilteringPanelModel());
  const { commitOnChange, filtersDialogOpen } = useSnapshot(model);
  const { gridModel } = model;

  return (
    <GridDemoPanel
      title="Column Filtering"
      icon={<FunnelIcon />}
      width={960}
      height={620}
      model={model}
      gridModel={gridModel}
      toolbar={{
        filter: { commitOnChange },
        children: (
          <>
            <Switch
              label="Commit on change"
              value={commitOnChange}
              onChange={(v) => model.setCommitOnChange(v)}
            />
            <ToolbarSeparator />
          </>
        ),
      }}
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
    >
      <Grid model={gridModel} aria-label="Filtered trades" />
      <ColumnFilteringFiltersDialog
        gridModel={gridModel}
        open={filtersDialogOpen}
        onOpenChange={(open) => model.setFiltersDialogOpen(open)}
        onClear={() => model.clearFilters()}
      />
    </GridDemoPanel>
  );
}
