import { SquaresFourIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { TreeMap } from '@toolbox/kit/chart';
import { GridTreeMapPanelModel } from './GridTreeMapPanelModel';
import { PositionsMapPanel } from './PositionsMapPanel';
import { treeMapOptionItems } from './TreeMapOptions';

/** The Grid TreeMap demo: a tree grid of positions beside their tree map, selection shared both ways. */
export function GridTreeMapPanel() {
  const model = useLocalModel(() => new GridTreeMapPanelModel());
  return (
    <PositionsMapPanel
      model={model}
      title="Grid TreeMap"
      icon={<SquaresFourIcon />}
      options={treeMapOptionItems(model.treeMapModel, 'grid-tree-map')}
    >
      <TreeMap model={model.treeMapModel} aria-label="Positions tree map" />
    </PositionsMapPanel>
  );
}
