import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { type Trade, sampleApi } from '../../../api';
import { fmtNumber } from '@toolbox/kit/format';
import { dateFormatter } from '@toolbox/kit/grid';
import { Mask } from '@toolbox/kit/panel';

type State =
  | { status: 'loading' }
  | { status: 'found'; trade: Trade }
  | { status: 'missing' | 'failed'; message: string };

/** One trade's page (/grid/:tradeId): every field of the record, in a list a phone reads top to bottom. */
export function TradeDetailPage() {
  const { tradeId } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const id = Number(tradeId);
    sampleApi.trades(controller.signal).then(
      ({ trades }) => {
        const trade = trades.find((t) => t.id === id);
        setState(
          trade ? { status: 'found', trade } : { status: 'missing', message: `Record ${tradeId} not found.` },
        );
      },
      (e: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, [tradeId]);

  if (state.status === 'loading') return <Mask message="Loading trade…" />;
  if (state.status !== 'found')
    return (
      <div className="tb-example-message" role="alert">
        {state.message}
      </div>
    );
  const t = state.trade;
  const rows: [string, ReactNode][] = [
    ['City', t.city],
    ['Trade date', dateFormatter()(t.trade_date)],
    ['Volume', fmtNumber(t.trade_volume, { precision: 0 })],
    ['P&L', fmtNumber(t.profit_loss, { precision: 0 })],
    ['Status', t.active ? 'Active' : 'Inactive'],
    ['Id', String(t.id)],
  ];
  return (
    <article className="tb-mobile-page tb-mobile-detail" aria-label={t.company}>
      <h2>{t.company}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="tb-mobile-detail__row">
            <dt>{label}</dt>
            <dd
              className={
                label === 'P&L' ? (t.profit_loss < 0 ? 'tb-mobile-neg' : 'tb-mobile-pos') : undefined
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
