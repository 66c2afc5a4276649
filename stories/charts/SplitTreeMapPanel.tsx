import { SquareSplitHorizontalIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { SplitTreeMap, type SplitOrientation } from '@toolbox/kit/chart';
import { Label, Select } from '@toolbox/kit/input';
import { ToolbarSeparator } from '@toolbox/kit/panel';
import { PositionsMapPanel } from './PositionsMapPanel';
import { ORIENTATIONS, SplitTreeMapPanelModel } from './SplitTreeMapPanelModel';
import { treeMapOptionItems } from './TreeMapOptions';

/** The Split TreeMap demo: a tree grid beside profit and loss tree maps, selection shared by all three. */
export function SplitTreeMapPanel() {
  const model = useLocalModel(() => new SplitTreeMapPanelModel());
  const { orientation } = useSnapshot(model.splitTreeMapModel);
  return (
    <PositionsMapPanel
      model={model}
      title="Split TreeMap"
      icon={<SquareSplitHorizontalIcon />}
      options={
        <>
          {treeMapOptionItems(model.splitTreeMapModel, 'split-tree-map')}
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
        </>
      }
    >
      <SplitTreeMap model={model.splitTreeMapModel} />
    </PositionsMapPanel>
  );
}
