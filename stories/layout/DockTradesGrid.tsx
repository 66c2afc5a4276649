import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Grid, GridCountLabel } from '@toolbox/kit/grid';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import type { DockContainerPanelModel } from './DockContainerPanelModel';

/** The demo's "complex" docked view: the trades grid, loaded the first time it shows. */
export function DockTradesGrid({ model }: { model: DockContainerPanelModel }) {
  const { loading } = useSnapshot(model.loadTask);
  useEffect(() => {
    if (model.tradesGrid.store.allCount === 0) void model.load();
  }, [model]);
  return (
    <Panel
      mask={loading}
      bbar={
        <Toolbar compact>
          <GridCountLabel model={model.tradesGrid} unit="trade" />
        </Toolbar>
      }
    >
      <Grid model={model.tradesGrid} aria-label="Docked trades" />
    </Panel>
  );
}
