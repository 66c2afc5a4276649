import { format } from 'date-fns';
import { CheckIcon } from '@phosphor-icons/react';
import type { SampleCompany } from './sampleCompanies';
import './SampleGrid.css';

const fmtInt = new Intl.NumberFormat('en-US');
const fmtPnl = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/** A compact read-only grid of sample companies, shared by the Mask and Loading Indicator demos. */
export function SampleGrid({
  rows,
  'aria-label': ariaLabel,
}: {
  rows: readonly SampleCompany[];
  'aria-label'?: string;
}) {
  return (
    // Focusable so keyboard users can scroll it.
    <div className="tb-demo-sample-grid" tabIndex={0}>
      <table aria-label={ariaLabel}>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">City</th>
            <th scope="col" className="tb-demo-sample-grid__num">
              Trade Volume
            </th>
            <th scope="col" className="tb-demo-sample-grid__num">
              P&amp;L
            </th>
            <th scope="col">Trade Date</th>
            <th scope="col" className="tb-demo-sample-grid__center">
              Active
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.company}</td>
              <td>{r.city}</td>
              <td className="tb-demo-sample-grid__num">{fmtInt.format(r.tradeVolume)}</td>
              <td
                className={`tb-demo-sample-grid__num ${r.profitLoss > 0 ? 'tb-demo-sample-grid__pos' : r.profitLoss < 0 ? 'tb-demo-sample-grid__neg' : ''}`}
              >
                {fmtPnl.format(r.profitLoss)}
              </td>
              <td>{format(r.tradeDate, 'yyyy-MM-dd')}</td>
              <td className="tb-demo-sample-grid__center">
                {r.active ? (
                  <CheckIcon weight="bold" aria-label="Yes" />
                ) : (
                  <span className="tb-demo-sample-grid__no">No</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
