import { TableIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import type { DashViewProps } from '@toolbox/kit/dash';
import { Grid, GridCountLabel, StoreFilterField } from '@toolbox/kit/grid';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import type { DashWidget } from './DashWidget';
import { GridWidgetModel } from './GridWidgetModel';
import './dashWidgets.css';

/** Trades in a grid with a filter and a count; sort and columns survive the view being hidden or reloaded. */
function GridWidget({ viewModel }: DashViewProps) {
  const model = useLocalModel(() => new GridWidgetModel(viewModel));
  const { loading } = useSnapshot(model);
  return (
    <div className="tb-dash-widget">
      <Panel
        mask={loading}
        bbar={
          <Toolbar compact>
            <StoreFilterField store={model.gridModel} />
            <Filler />
            <GridCountLabel model={model.gridModel} />
          </Toolbar>
        }
      >
        <Grid model={model.gridModel} aria-label={`${viewModel.title} trades`} />
      </Panel>
    </div>
  );
}

export const dashWidget: DashWidget = {
  id: 'grid',
  title: 'Grid',
  icon: <TableIcon />,
  content: GridWidget,
};
