import { SquareSplitHorizontalIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '../../src/kit/app';
import { GroupingChooser, SplitTreeMap, type SplitOrientation } from '../../src/kit/chart';
import { Grid, GridCountLabel } from '../../src/kit/grid';
import { Label, Select } from '../../src/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '../../src/kit/panel';
import { ORIENTATIONS, SplitTreeMapPanelModel } from './SplitTreeMapPanelModel';
import { TreeMapOptions } from './TreeMapOptions';
import './ChartDemos.css';

/** The Split TreeMap demo: a tree grid beside profit and loss tree maps, selection shared by all three. */
export function SplitTreeMapPanel() {
  const model = useLocalModel(() => new SplitTreeMapPanelModel());
  const { loading } = useSnapshot(model);
  const { orientation } = useSnapshot(model.splitTreeMapModel);
  const { gridModel, groupingChooserModel } = model.loader;
  return (
    <Panel
      title="Split TreeMap"
      icon={<SquareSplitHorizontalIcon />}
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
          <TreeMapOptions settings={model.splitTreeMapModel} idPrefix="split-tree-map" />
          <ToolbarSeparator />
          <Label htmlFor="split-tree-map-orientation">Orientation</Label>
          <Select<SplitOrientation>
            id="split-tree-map-orientation"
            aria-label="Orientation"
            value={orientation}
            options={ORIENTATIONS}
            enableFilter={false}
            width={110}
            onChange={(v) => v && model.splitTreeMapModel.setOrientation(v)}
          />
        </Toolbar>
      }
    >
      <div className="tb-chart-demo__split">
        <div className="tb-chart-demo__grid">
          <Grid model={gridModel} aria-label="Positions" />
        </div>
        <div className="tb-chart-demo__map">
          <SplitTreeMap model={model.splitTreeMapModel} />
        </div>
      </div>
    </Panel>
  );
}
