import type { StoreGroupRow } from '@toolbox/kit/data';
import { formatNumber, signClass } from '@toolbox/kit/grid';
import './pnlGroupRow.css';

/**
 * The group row renderer of the trade grids: a group's label and trade count, and the summed P&L of its trades
 * on the right, coloured by sign (with a + on gains when `withPlusSign`).
 */
export function pnlGroupRow<T extends { profit_loss: number }>({ withPlusSign = false } = {}) {
  return function renderGroup(row: StoreGroupRow<T>) {
    let pnl = 0;
    for (const r of row.records) pnl += r.data.profit_loss;
    return (
      <>
        <span className="tb-grid-group__label">{row.label}</span>
        <span className="tb-grid-group__count">({row.records.length.toLocaleString('en-US')})</span>
        <span className="tb-demo-group-pnl">
          P&L <span className={signClass(pnl)}>{formatNumber(pnl, { withPlusSign })}</span>
        </span>
      </>
    );
  };
}
