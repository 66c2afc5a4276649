import { useSnapshot } from 'valtio';
import { CursorClickIcon, SidebarSimpleIcon, XCircleIcon } from '@phosphor-icons/react';
import type { Trade } from '../../src/api/samples';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { formatNumber, Grid } from '@toolbox/kit/grid';
import { Panel, Placeholder } from '@toolbox/kit/panel';
import { GridDemoToolbar } from '../common/GridDemoToolbar';
import { LOADING_TEXT, PlaceholderPanelModel } from './PlaceholderPanelModel';
import './PlaceholderPanel.css';

/** The Placeholder demo: a grid of trades, and a detail panel holding a placeholder until a row is selected. */
export function PlaceholderPanel() {
  const model = useLocalModel(() => new PlaceholderPanelModel());
  const { loading } = useSnapshot(model);
  const { gridModel } = model;
  const { selectedRecord } = useSnapshot(gridModel);

  return (
    <Panel
      title="Placeholder"
      icon={<SidebarSimpleIcon />}
      width={900}
      height={560}
      className="tb-demo-placeholder"
    >
      <div className="tb-demo-placeholder__body">
        <Panel
          className="tb-demo-placeholder__grid"
          flex={1}
          mask={loading && LOADING_TEXT}
          aria-label="Companies"
          bbar={
            <GridDemoToolbar
              gridModel={gridModel}
              onReload={() => model.load()}
              loading={loading}
              filter={{ placeholder: 'Filter trades...' }}
              chooser={false}
              exportButton={false}
            />
          }
        >
          <Grid model={gridModel} aria-label="Companies" />
        </Panel>
        <Panel title="Details" width={320} className="tb-demo-placeholder__detail">
          {selectedRecord ? (
            <TradeDetails trade={selectedRecord.data} onClear={() => model.clearSelection()} />
          ) : (
            <Placeholder icon={<CursorClickIcon weight="light" />}>
              <p>Select a record to view details.</p>
              <p className="tb-demo-placeholder__note">(This is a placeholder)</p>
            </Placeholder>
          )}
        </Panel>
      </div>
    </Panel>
  );
}

function TradeDetails({ trade, onClear }: { trade: Trade; onClear: () => void }) {
  const pnlClass = trade.profit_loss > 0 ? 'tb-pos' : trade.profit_loss < 0 ? 'tb-neg' : undefined;
  return (
    <div className="tb-demo-placeholder__details">
      <h3>Details about {trade.company}...</h3>
      <dl>
        <dt>Trade</dt>
        <dd>#{trade.id}</dd>
        <dt>City</dt>
        <dd>{trade.city}</dd>
        <dt>Trade Volume</dt>
        <dd className="tb-demo-placeholder__num">{formatNumber(trade.trade_volume)}</dd>
        <dt>P&amp;L</dt>
        <dd className={`tb-demo-placeholder__num ${pnlClass ?? ''}`}>{formatNumber(trade.profit_loss)}</dd>
        <dt>Date</dt>
        <dd>{trade.trade_date}</dd>
        <dt>Status</dt>
        <dd>{trade.active ? 'Active' : 'Inactive'}</dd>
      </dl>
      <Button icon={<XCircleIcon />} text="Clear Selection" outlined onClick={onClear} />
    </div>
  );
}
