import type { ReactNode } from 'react';
import { Grid, GridCountLabel, type GridModel } from '@toolbox/kit/grid';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import type { Trade } from '../../../src/api/samples';

export interface TradeGridPanelProps {
  model: GridModel<Trade>;
  /** The top toolbar's items: the component a page shows, where an app puts it. */
  tools: ReactNode;
  /** Items of the panel's header, right of its title. */
  headerItems?: ReactNode;
}

/** A panel of sample trades as an app lays one out: tools above the grid, its count below. */
export function TradeGridPanel({ model, tools, headerItems }: TradeGridPanelProps) {
  return (
    <Panel
      title="Trades"
      // A grid has no width of its own: in the centered canvas the panel would shrink to its toolbar.
      width={720}
      height={340}
      headerItems={headerItems}
      tbar={<Toolbar aria-label="Trade tools">{tools}</Toolbar>}
      bbar={
        <Toolbar>
          <GridCountLabel model={model} />
        </Toolbar>
      }
    >
      <Grid model={model} aria-label="Trades" />
    </Panel>
  );
}
