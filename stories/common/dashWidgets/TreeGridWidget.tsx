import { ArrowsInSimpleIcon, ArrowsOutSimpleIcon, CheckIcon, TreeStructureIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { useLocalModel } from '@toolbox/kit/app';
import type { DashViewProps } from '@toolbox/kit/dash';
import { Grid, GridCountLabel } from '@toolbox/kit/grid';
import { Filler, MenuButton, Panel, Toolbar } from '@toolbox/kit/panel';
import type { DashWidget } from './DashWidget';
import { dimsLabel, TREE_DIM_CHOICES, TreeGridWidgetModel } from './TreeGridWidgetModel';
import './dashWidgets.css';

/** Positions in a tree grid, grouped as chosen in its toolbar; the grouping is the view's saved state. */
function TreeGridWidget({ viewModel }: DashViewProps) {
  const model = useLocalModel(() => new TreeGridWidgetModel(viewModel));
  const { loading, dims } = useSnapshot(model);
  const { gridModel } = model;
  const current = dims.join();
  return (
    <div className="tb-dash-widget">
      <Panel
        mask={loading}
        tbar={
          <Toolbar compact>
            <MenuButton
              minimal
              text={`Group by: ${dimsLabel(dims)}`}
              items={TREE_DIM_CHOICES.map((choice) => ({
                text: dimsLabel(choice),
                icon: choice.join() === current ? <CheckIcon /> : undefined,
                onClick: () => model.setDims(choice),
              }))}
            />
            <Filler />
            <Button
              minimal
              icon={<ArrowsOutSimpleIcon />}
              title="Expand all"
              onClick={() => gridModel.expandAll()}
            />
            <Button
              minimal
              icon={<ArrowsInSimpleIcon />}
              title="Collapse all"
              onClick={() => gridModel.collapseAll()}
            />
            <GridCountLabel model={gridModel} unit={dims[0] ?? 'position'} />
          </Toolbar>
        }
      >
        <Grid model={gridModel} aria-label={`${viewModel.title} positions`} />
      </Panel>
    </div>
  );
}

export const dashWidget: DashWidget = {
  id: 'treeGrid',
  title: 'Tree Grid',
  icon: <TreeStructureIcon />,
  content: TreeGridWidget,
};
