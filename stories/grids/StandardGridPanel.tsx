import { TableIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Grid } from '@toolbox/kit/grid';
import { GridDemoPanel } from '../common/GridDemoPanel';
import { StandardGridPanelModel } from './StandardGridPanelModel';

/** The Standard grid demo: 1,000 trades with sort, filter, count, column chooser, export and a context menu. */
export function StandardGridPanel() {
  const model = useLocalModel(() => new StandardGridPanelModel());
  return (
    <GridDemoPanel
      title="Trades"
      icon={<TableIcon />}
      width={900}
      height={620}
      model={model}
      gridModel={model.gridModel}
    >
      <Grid model={model.gridModel} aria-label="Trades" />
    </GridDemoPanel>
  );
}
