import { ChartLineIcon, ListBulletsIcon, SquaresFourIcon, TableIcon } from '@phosphor-icons/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Chart, GroupingChooser, TreeMap } from '@toolbox/kit/chart';
import { fmtTime } from '@toolbox/kit/format';
import { ExportButton, Grid, GridCountLabel } from '@toolbox/kit/grid';
import { TabContainer, TabContainerModel } from '@toolbox/kit/layout';
import type { WebSocketClient } from '@toolbox/kit/net';
import { Filler, Panel, Placeholder, SplitPanel, Toolbar, type PanelModel } from '@toolbox/kit/panel';
import { PortfolioModel } from './PortfolioModel';
import './portfolio.css';

/** The live status under the positions: how many re-pricings were applied, and when the latest came. */
function LiveStatus({ model }: { model: PortfolioModel }) {
  const { pushCount, lastPushAt, version } = useSnapshot(model);
  return (
    <span className="tb-portfolio__live" role="status" aria-label="Live prices">
      <span className={pushCount ? 'tb-portfolio__dot is-live' : 'tb-portfolio__dot'} aria-hidden="true" />
      {lastPushAt === null
        ? `Prices of version ${version ?? '…'}, waiting for the next re-pricing`
        : `Re-priced live at ${String(fmtTime(lastPushAt, { fmt: 'HH:mm:ss' }))} (${pushCount} ${
            pushCount === 1 ? 'update' : 'updates'
          })`}
    </span>
  );
}

/**
 * A pane of the app's SplitPanels. It takes its PanelModel as `model`: SplitPanel sizes a child by that prop
 * (default, minimum and saved size), so the app's own model comes as `app`.
 */
interface PaneProps {
  app: PortfolioModel;
  model: PanelModel;
}

function PositionsPanel({ app: model, model: panelModel }: PaneProps) {
  const { loading } = useSnapshot(model);
  return (
    <Panel
      title="Positions"
      icon={<ListBulletsIcon />}
      model={panelModel}
      mask={loading}
      tbar={
        <Toolbar aria-label="Grouping">
          <GroupingChooser model={model.groupingChooserModel} />
          <Filler />
          <GridCountLabel model={model.gridModel} />
        </Toolbar>
      }
      bbar={
        <Toolbar aria-label="Live prices">
          <LiveStatus model={model} />
        </Toolbar>
      }
    >
      <Grid model={model.gridModel} aria-label="Positions" />
    </Panel>
  );
}

function OrdersPanel({ app: model, model: panelModel }: PaneProps) {
  const { ordersModel } = model;
  const { loading } = useSnapshot(ordersModel);
  return (
    <Panel
      title="Orders"
      icon={<TableIcon />}
      model={panelModel}
      mask={loading}
      tbar={
        <Toolbar aria-label="Orders">
          <GridCountLabel model={ordersModel.gridModel} />
          <Filler />
          <ExportButton model={ordersModel.gridModel} />
        </Toolbar>
      }
    >
      <Grid model={ordersModel.gridModel} aria-label="Orders" />
    </Panel>
  );
}

function ChartsPanel({ model }: { model: PortfolioModel }) {
  const { chartsModel } = model;
  const { loading, symbol } = useSnapshot(chartsModel);
  const [tabs] = useState(
    () =>
      new TabContainerModel({
        persistWith: { localStorageKey: 'portfolio.chartTab' },
        tabs: [
          { id: 'line', title: 'Line', content: () => <Chart model={chartsModel.lineChartModel} /> },
          { id: 'ohlc', title: 'OHLC', content: () => <Chart model={chartsModel.ohlcChartModel} /> },
        ],
      }),
  );
  return (
    <Panel
      title={symbol ? `Price history: ${symbol}` : 'Price history'}
      icon={<ChartLineIcon />}
      mask={loading}
      aria-label="Price history"
    >
      {symbol ? (
        <TabContainer model={tabs} aria-label="Charts" />
      ) : (
        <Placeholder icon={<ChartLineIcon />}>
          Select a symbol, or a position within one, to see its price history.
        </Placeholder>
      )}
    </Panel>
  );
}

/** The Portfolio app's body: positions, their tree map, and the detail of the selected position. */
export function PortfolioPanel({ socket }: { socket: WebSocketClient | null }) {
  const model = useLocalModel(() => new PortfolioModel(socket));
  const { gridModel } = model;
  const selectedName = useSnapshot(gridModel).selectedRecord?.data.name ?? null;
  return (
    <SplitPanel className="tb-portfolio">
      <PositionsPanel app={model} model={model.positionsPanel} />
      <SplitPanel orientation="vertical">
        <Panel title="Tree Map" icon={<SquaresFourIcon />}>
          <TreeMap model={model.treeMapModel} aria-label="Positions tree map" />
        </Panel>
        <Panel
          title={selectedName ? `Detail: ${selectedName}` : 'Detail'}
          aria-label="Detail"
          model={model.detailPanel}
        >
          <SplitPanel>
            <OrdersPanel app={model} model={model.ordersPanel} />
            <ChartsPanel model={model} />
          </SplitPanel>
        </Panel>
      </SplitPanel>
    </SplitPanel>
  );
}
