import { SquaresFourIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '../../src/kit/app';
import { GroupingChooser, TreeMap } from '../../src/kit/chart';
import { Grid, GridCountLabel } from '../../src/kit/grid';
import { Filler, Panel, Toolbar } from '../../src/kit/panel';
import { GridTreeMapPanelModel } from './GridTreeMapPanelModel';
import { TreeMapOptions } from './TreeMapOptions';
import './ChartDemos.css';

/** The Grid TreeMap demo: a tree grid of positions beside their tree map, selection shared both ways. */
export function GridTreeMapPanel() {
  const model = useLocalModel(() => new GridTreeMapPanelModel());
  const { loading } = useSnapshot(model);
  const { gridModel, groupingChooserModel } = model.loader;
  return (
    <Panel
      title="Grid TreeMap"
      icon={<SquaresFourIcon />}
      className="tb-chart-demo"
      mask={loading}
      tbar={
        <Toolbar aria-label="Grouping">
          <GroupingChooser model={groupingChooserModel} />
          <Filler />
          <GridCountLabel model={gridModel} />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Tree map options">
          <TreeMapOptions settings={model.treeMapModel} idPrefix="grid-tree-map" />
        </Toolbar>
      }
    >
      <div className="tb-chart-demo__split">
        <div className="tb-chart-demo__grid">
          <Grid model={gridModel} aria-label="Positions" />
        </div>
        <div className="tb-chart-demo__map">
          <TreeMap model={model.treeMapModel} aria-label="Positions tree map" />
        </div>
      </div>
    </Panel>
  );
}
