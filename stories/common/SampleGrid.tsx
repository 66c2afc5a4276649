import type { Trade } from '../../src/api/samples';
import { Grid, GridModel } from '@toolbox/kit/grid';
import { TRADE_FIELDS, tradeColumns } from './TradeColumns';

/**
 * The grid of sample companies the Mask and Loading Indicator demos load: the trade columns every trade grid
 * shows (P&L coloured by sign, a tick for an active trade), read-only and unsorted.
 */
export function sampleGridModel(): GridModel<Trade> {
  return new GridModel<Trade>({
    store: { fields: TRADE_FIELDS },
    selModel: 'none',
    countUnit: 'company',
    columns: tradeColumns({ with: { company: { minWidth: 160 }, trade_date: { header: 'Trade Date' } } }),
  });
}

/** The sample grid, filling its panel. */
export function SampleGrid({
  model,
  'aria-label': ariaLabel,
}: {
  model: GridModel<Trade>;
  'aria-label': string;
}) {
  return <Grid model={model} aria-label={ariaLabel} />;
}
