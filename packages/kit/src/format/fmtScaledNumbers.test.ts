import { describe, expect, it } from 'vitest';
import type { NumberFormatOptions } from './fmtNumber';
import {
  fmtBillions,
  fmtMillions,
  fmtPercent,
  fmtPrice,
  fmtQuantity,
  fmtThousands,
  type QuantityFormatOptions,
} from './fmtScaledNumbers';

type Formatter = (v: number | null | undefined, opts: QuantityFormatOptions & { asHtml: true }) => string;
type Row = [
  name: string,
  fmt: Formatter,
  value: number | null,
  opts: QuantityFormatOptions,
  expected: string,
];

/** Plain HTML: no label span, no ledger spacer. */
const plain: NumberFormatOptions = { labelClassName: null, forceLedgerAlign: false };

const rows: Row[] = [
  ['fmtThousands', fmtThousands, 12500, { ...plain, label: true }, '12.5k'],
  ['fmtThousands', fmtThousands, 12500, { ...plain }, '12.5'],
  ['fmtThousands', fmtThousands, 12500, { label: true }, '12.5<span class="tb-fmt-label">k</span>'],
  ['fmtThousands', fmtThousands, -12500, { ...plain, label: 'K', ledger: true }, '(12.5K)'],
  ['fmtThousands', fmtThousands, null, { nullDisplay: 'n/a' }, 'n/a'],
  ['fmtMillions', fmtMillions, 7120000, { ...plain, label: true }, '7.12m'],
  ['fmtMillions', fmtMillions, 7120000, { ...plain, label: true, precision: 1 }, '7.1m'],
  ['fmtMillions', fmtMillions, 7120000, { ...plain, label: 'MM' }, '7.12MM'],
  ['fmtBillions', fmtBillions, 5e9, { ...plain, label: true }, '5b'],
  ['fmtBillions', fmtBillions, 1234567890.12, { ...plain, label: true, precision: 2 }, '1.23b'],
  ['fmtQuantity', fmtQuantity, 1234, {}, '1,234<span class="tb-fmt-hidden">)</span>'],
  ['fmtQuantity', fmtQuantity, -1234, plain, '(1,234)'],
  ['fmtQuantity', fmtQuantity, -1234, { ...plain, ledger: false }, '-1,234'],
  ['fmtQuantity', fmtQuantity, 999999.5, plain, '1,000,000'],
  ['fmtQuantity', fmtQuantity, 7120000, plain, '7.12m'],
  ['fmtQuantity', fmtQuantity, 7100100, plain, '7.10m'],
  ['fmtQuantity', fmtQuantity, 1234567890, plain, '1.23b'],
  ['fmtQuantity', fmtQuantity, 7100100, { ...plain, lossless: true }, '7,100,100'],
  ['fmtQuantity', fmtQuantity, 7120000, { ...plain, lossless: true }, '7.12m'],
  ['fmtQuantity', fmtQuantity, 5e9, { ...plain, lossless: true }, '5b'],
  ['fmtQuantity', fmtQuantity, 5e9, { ...plain, useBillions: false }, '5,000.00m'],
  ['fmtQuantity', fmtQuantity, 7120000, { ...plain, useMillions: false }, '7,120,000.00'],
  ['fmtQuantity', fmtQuantity, 7120000, { ...plain, label: false }, '7.12'],
  ['fmtQuantity', fmtQuantity, 7120000, { ...plain, precision: 0 }, '7m'],
  ['fmtQuantity', fmtQuantity, null, { nullDisplay: '-' }, '-'],
  ['fmtPrice', fmtPrice, 12.345, {}, '12.35'],
  ['fmtPrice', fmtPrice, 999.999, {}, '1,000.00'],
  ['fmtPrice', fmtPrice, 1234.5, {}, '1,235'],
  ['fmtPrice', fmtPrice, 0, {}, '0'],
  ['fmtPrice', fmtPrice, 5, { precision: 4 }, '5.0000'],
  ['fmtPrice', fmtPrice, -5, { prefix: '$' }, '-$5.00'],
  ['fmtPercent', fmtPercent, 0.1234, {}, '12.34%'],
  ['fmtPercent', fmtPercent, 0.5, { precision: 0 }, '50%'],
  ['fmtPercent', fmtPercent, -0.05, { ledger: true, forceLedgerAlign: false }, '(5.00%)'],
  ['fmtPercent', fmtPercent, 0.05, { withPlusSign: true }, '+5.00%'],
  ['fmtPercent', fmtPercent, 0.05, { label: ' pct' }, '5.00 pct'],
  [
    'fmtPercent',
    fmtPercent,
    0.05,
    { labelClassName: 'tb-fmt-label' },
    '5.00<span class="tb-fmt-label">%</span>',
  ],
  ['fmtPercent', fmtPercent, null, {}, ''],
];

describe('scaling formatters', () => {
  it.each(rows)('%s(%s, %j) → %s', (_name, fmt, value, opts, expected) => {
    expect(fmt(value, { ...opts, asHtml: true })).toBe(expected);
  });

  it('keep the unscaled value for the tooltip', () => {
    expect(fmtMillions(7123456, { tooltip: true, precision: 2, asHtml: true })).toBe(
      '<span class="tb-fmt-number tb-fmt-tip" title="7,123,456">7.12</span>',
    );
    expect(fmtPercent(0.123456, { tooltip: true, asHtml: true })).toBe(
      '<span class="tb-fmt-number tb-fmt-tip" title="0.123456">12.35%</span>',
    );
  });

  it('return plain text when nothing needs markup', () => {
    expect(fmtPercent(0.25)).toBe('25.00%');
    expect(fmtPrice(99.5)).toBe('99.50');
    expect(fmtMillions(2500000, { label: true, labelClassName: null })).toBe('2.5m');
  });
});
