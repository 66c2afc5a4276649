import { CheckIcon } from '@phosphor-icons/react';
import { DATE_FMT, fmtDate, fmtNumber } from '../format';

export interface NumberCellOptions {
  /** Digits after the decimal point (default 0). */
  precision?: number;
  /** Thousands separators (default true). */
  withCommas?: boolean;
  /** Negative numbers in parentheses, as accountants write them. */
  ledger?: boolean;
  /** A + before positive numbers. */
  withPlusSign?: boolean;
  /** Text for null / undefined (default ''). */
  nullDisplay?: string;
}

/**
 * A number as plain text for a cell or an export: 1234567.8 → '1,234,568'; with ledger -5 → '(5)'. The kit's
 * fmtNumber does the work (as plain text: no colour, no ledger spacer), so grids and forms format alike.
 */
export function formatNumber(value: unknown, opts: NumberCellOptions = {}): string {
  if (value == null || value === '' || (typeof value === 'number' && Number.isNaN(value)))
    return opts.nullDisplay ?? '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const text = fmtNumber(n, {
    precision: opts.precision ?? 0,
    withCommas: opts.withCommas ?? true,
    ledger: opts.ledger ?? false,
    forceLedgerAlign: false,
    withPlusSign: opts.withPlusSign ?? false,
    // A value that rounds to zero shows as '0', without a sign.
    strictZero: false,
  });
  return typeof text === 'string' ? text : String(value);
}

/** A column formatter for numbers. */
export function numberCellFormatter(opts: NumberCellOptions = {}): (value: unknown) => string {
  return (value) => formatNumber(value, opts);
}

/** A percentage of a ratio: 0.1234 → '12.34%'. */
export function percentFormatter(precision = 2): (value: unknown) => string {
  return (value) =>
    value == null || typeof value !== 'number' || !Number.isFinite(value)
      ? ''
      : `${formatNumber(value * 100, { precision })}%`;
}

const POS_CLASS = 'tb-grid-cell--pos';
const NEG_CLASS = 'tb-grid-cell--neg';

/** Cell class colouring a value by sign: green above zero, red below. */
export function signClass(value: unknown): string | undefined {
  if (typeof value !== 'number' || value === 0) return undefined;
  return value > 0 ? POS_CLASS : NEG_CLASS;
}
// The classes it gives (see CellClassFn).
signClass.classes = [POS_CLASS, NEG_CLASS] as const;

/** A column formatter for dates and 'YYYY-MM-DD' local dates, with a date-fns pattern (default 'yyyy-MM-dd'). */
export function dateFormatter(pattern = DATE_FMT): (value: unknown) => string {
  return (value) => {
    if (value == null || value === '') return '';
    if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number')
      return String(value);
    const text = fmtDate(value, { fmt: pattern });
    // An unreadable date shows as it came, rather than vanishing.
    return typeof text === 'string' && text !== '' ? text : String(value);
  };
}

/** A cell renderer for booleans: a check mark for true, nothing for false. */
export function booleanCheckRenderer(value: unknown) {
  return value === true ? (
    <CheckIcon weight="bold" className="tb-grid-check" aria-label="Yes" role="img" />
  ) : null;
}

const CHECK_CLASS = 'tb-grid-cell--check';

function checkClass(value: unknown): string | undefined {
  return value === true ? CHECK_CLASS : undefined;
}
checkClass.classes = [CHECK_CLASS] as const;

/**
 * Column settings showing booleans as a check mark drawn by CSS (no component per cell, so big grids scroll
 * fast): `{ field: 'active', ...booleanCheckColumn }`. Exports true / false.
 */
export const booleanCheckColumn = {
  align: 'center',
  formatter: (value: unknown) => (value === true ? '✓' : ''),
  cellClass: checkClass,
  exportValue: (value: unknown) => value === true,
} as const;
