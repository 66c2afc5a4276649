import { CheckIcon } from '@phosphor-icons/react';
import { format as formatDate, isValid, parseISO } from 'date-fns';

export interface NumberFormatOptions {
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

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(precision: number, withCommas: boolean): Intl.NumberFormat {
  const key = `${precision}:${withCommas}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
      useGrouping: withCommas,
    });
    formats.set(key, f);
  }
  return f;
}

/** A number as text: 1234567.8 → '1,234,568'; with ledger -5 → '(5)'. */
export function formatNumber(value: unknown, opts: NumberFormatOptions = {}): string {
  if (value == null || value === '' || (typeof value === 'number' && Number.isNaN(value)))
    return opts.nullDisplay ?? '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const text = numberFormat(opts.precision ?? 0, opts.withCommas ?? true).format(Math.abs(n));
  const isZero = Number(text.replace(/[^\d.]/g, '')) === 0;
  if (n < 0 && !isZero) return opts.ledger ? `(${text})` : `-${text}`;
  return opts.withPlusSign && n > 0 && !isZero ? `+${text}` : text;
}

/** A column formatter for numbers. */
export function numberFormatter(opts: NumberFormatOptions = {}): (value: unknown) => string {
  return (value) => formatNumber(value, opts);
}

/** A percentage of a ratio: 0.1234 → '12.34%'. */
export function percentFormatter(precision = 2): (value: unknown) => string {
  return (value) =>
    value == null || typeof value !== 'number' || !Number.isFinite(value)
      ? ''
      : `${formatNumber(value * 100, { precision })}%`;
}

/** Cell class colouring a value by sign: green above zero, red below. */
export function signClass(value: unknown): string | undefined {
  if (typeof value !== 'number' || value === 0) return undefined;
  return value > 0 ? 'tb-grid-cell--pos' : 'tb-grid-cell--neg';
}

/** A column formatter for dates and 'YYYY-MM-DD' local dates, with a date-fns pattern (default 'yyyy-MM-dd'). */
export function dateFormatter(pattern = 'yyyy-MM-dd'): (value: unknown) => string {
  return (value) => {
    if (value == null || value === '') return '';
    const date =
      value instanceof Date ? value : typeof value === 'string' ? parseISO(value) : new Date(Number(value));
    return isValid(date) ? formatDate(date, pattern) : String(value);
  };
}

/** A cell renderer for booleans: a check mark for true, nothing for false. */
export function booleanCheckRenderer(value: unknown) {
  return value === true ? (
    <CheckIcon weight="bold" className="tb-grid-check" aria-label="Yes" role="img" />
  ) : null;
}

/**
 * Column settings showing booleans as a check mark drawn by CSS (no component per cell, so big grids scroll
 * fast): `{ field: 'active', ...booleanCheckColumn }`. Exports true / false.
 */
export const booleanCheckColumn = {
  align: 'center',
  formatter: (value: unknown) => (value === true ? '✓' : ''),
  cellClass: (value: unknown) => (value === true ? 'tb-grid-cell--check' : undefined),
  exportValue: (value: unknown) => value === true,
} as const;
