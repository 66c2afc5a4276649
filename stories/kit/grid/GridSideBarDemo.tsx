import { useMemo } from 'react';
import {
  Grid,
  GridCountLabel,
  GridModel,
  numberCellFormatter,
  signClass,
  type SideBarPanelId,
} from '@toolbox/kit/grid';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import type { Trade } from '../../../src/api/samples';
import { sampleCompanies } from '../../common/sampleCompanies';

export interface GridSideBarDemoProps {
  /** The side bar's panels, in tab order. */
  panels: SideBarPanelId[];
  /** The panel open at first, or none (collapsed to its tabs). */
  defaultPanel: SideBarPanelId | 'none';
  /** Puts Trade Volume and P&L under a Trade group header. */
  groupColumns: boolean;
}

const volume = {
  field: 'trade_volume',
  header: 'Trade Volume',
  width: 130,
  align: 'right',
  filterable: true,
  formatter: numberCellFormatter(),
} as const;
const pnl = {
  field: 'profit_loss',
  header: 'P&L',
  width: 110,
  align: 'right',
  filterable: true,
  cellClass: signClass,
  formatter: numberCellFormatter(),
} as const;

/** A kit Grid of sample companies with the `sideBar` option; a new model whenever a control changes. */
export function GridSideBarDemo({ panels, defaultPanel, groupColumns }: GridSideBarDemoProps) {
  const panelKey = panels.join();
  const model = useMemo(() => {
    const m = new GridModel<Trade>({
      store: {
        fields: [
          { name: 'trade_volume', type: 'number' },
          { name: 'profit_loss', type: 'number' },
        ],
      },
      columns: [
        { field: 'company', header: 'Company', flex: 1, minWidth: 150, filterable: true },
        { field: 'city', header: 'City', width: 120, filterable: true },
        ...(groupColumns
          ? [
              {
                groupId: 'trade',
                header: 'Trade',
                children: [volume, pnl],
              },
            ]
          : [volume, pnl]),
      ],
      sideBar: {
        panels: panelKey ? (panelKey.split(',') as SideBarPanelId[]) : undefined,
        defaultPanel: defaultPanel === 'none' ? null : defaultPanel,
      },
    });
    m.loadData(sampleCompanies(1));
    return m;
  }, [panelKey, defaultPanel, groupColumns]);
  return (
    <Panel
      title="Companies"
      // A grid has no width of its own: in the centered canvas the panel would shrink to its side bar.
      width={720}
      height={440}
      bbar={
        <Toolbar>
          <GridCountLabel model={model} unit="company" />
        </Toolbar>
      }
    >
      <Grid model={model} aria-label="Companies" />
    </Panel>
  );
}
