import type { ReactElement, ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { GroupingChooser } from '@toolbox/kit/chart';
import { Grid, GridCountLabel } from '@toolbox/kit/grid';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import type { PositionsMapDemoModel } from './PositionsMapDemoModel';
import './ChartDemos.css';

interface PositionsMapPanelProps {
  model: PositionsMapDemoModel;
  title: string;
  icon: ReactElement;
  /** The map options in the bottom bar. */
  options: ReactNode;
  /** The map (or maps) beside the grid. */
  children: ReactNode;
}

/**
 * The frame of the Grid TreeMap and Split TreeMap demos: the grouping chooser and row count on top, the
 * positions tree grid beside the map, the map options below.
 */
export function PositionsMapPanel({ model, title, icon, options, children }: PositionsMapPanelProps) {
  const { loading } = useSnapshot(model);
  const { gridModel, groupingChooserModel } = model.loader;
  // The grid's top rows are the first level of the grouping (sectors, regions...): the count says which.
  const [topLevel = 'position'] = useSnapshot(groupingChooserModel).value;
  return (
    <Panel
      title={title}
      icon={icon}
      className="tb-chart-demo"
      mask={loading}
      tbar={
        <Toolbar aria-label="Grouping">
          <GroupingChooser model={groupingChooserModel} />
          <Filler />
          <GridCountLabel model={gridModel} unit={topLevel} />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Tree map options" enableOverflowMenu>
          {options}
        </Toolbar>
      }
    >
      <div className="tb-chart-demo__split">
        <div className="tb-chart-demo__grid">
          <Grid model={gridModel} aria-label="Positions" />
        </div>
        <div className="tb-chart-demo__map">{children}</div>
      </div>
    </Panel>
  );
}
