import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import type { DashViewProps } from '@toolbox/kit/dash';
import { ColumnChooserButton, FilterChooser, Grid, GridCountLabel } from '@toolbox/kit/grid';
import { Select } from '@toolbox/kit/input';
import { Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { COMMIT_GROUPINGS, CommitsWidgetModel, type CommitGrouping } from './CommitsWidgetModel';
import { homeFirstGridShown } from './firstContent';

/** Fields the filter chooser suggests values of. */
const FILTER_FIELDS = [
  'repo',
  'authorName',
  'messageHeadline',
  'abbreviatedOid',
  'isRelease',
  'additions',
  'deletions',
] as const;

/** Recent commits of every repository, grouped by day, reloaded as the server pushes new ones. */
export function CommitsWidget({ viewModel }: DashViewProps) {
  const model = useLocalModel(() => new CommitsWidgetModel(viewModel));
  const { groupBy, loading, loaded } = useSnapshot(model);
  // Roadmap's grid is built once this one is (firstContent.ts).
  useEffect(homeFirstGridShown, []);
  return (
    <div className="tb-home-widget tb-home-commits">
      <Panel
        mask={loading && !loaded}
        tbar={
          <Toolbar aria-label="Commit tools">
            <Select<CommitGrouping>
              aria-label="Group by"
              value={groupBy}
              options={COMMIT_GROUPINGS}
              enableFilter={false}
              width={124}
              onChange={(v) => v && model.setGroupBy(v)}
            />
            <div className="tb-home-commits__filter">
              <FilterChooser
                store={model.gridModel}
                fields={FILTER_FIELDS}
                placeholder="Filter commits..."
                aria-label="Filter commits"
                width="100%"
              />
            </div>
            <GridCountLabel model={model.gridModel} />
            <ToolbarSeparator />
            <ColumnChooserButton model={model.gridModel} minimal />
          </Toolbar>
        }
      >
        <Grid model={model.gridModel} aria-label="Commits" />
      </Panel>
    </div>
  );
}
