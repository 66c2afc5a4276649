import { fmtNumber, numberFormatter, type NumberFormatOptions } from './fmtNumber';
import { resolvePrecision } from './numberDigits';

const THOUSAND = 1_000;
const MILLION = 1_000_000;
const BILLION = 1_000_000_000;

export interface QuantityFormatOptions extends NumberFormatOptions {
  /** Show values of a million or more in millions, 'm' (default true). */
  useMillions?: boolean;
  /** Show values of a billion or more in billions, 'b' (default true). */
  useBillions?: boolean;
  /** Scale to m / b only when no digit is lost, else show the full value (default false). */
  lossless?: boolean;
}

function isMissing(v: number | null | undefined): v is null | undefined {
  return v == null || Number.isNaN(v);
}

function scaled(v: number | null | undefined, divisor: number, unit: string, opts: NumberFormatOptions) {
  if (isMissing(v)) return fmtNumber(v, opts);
  return fmtNumber(v / divisor, {
    ...opts,
    originalValue: opts.originalValue ?? v,
    label: opts.label === true ? unit : opts.label,
  });
}

/** A value in thousands: fmtThousands(12500, { label: true }) → '12.5k'. */
export const fmtThousands = numberFormatter((v, opts: NumberFormatOptions = {}) =>
  scaled(v, THOUSAND, 'k', opts),
);

/** A value in millions: fmtMillions(7120000, { label: true }) → '7.12m'. */
export const fmtMillions = numberFormatter((v, opts: NumberFormatOptions = {}) =>
  scaled(v, MILLION, 'm', opts),
);

/** A value in billions: fmtBillions(5e9, { label: true }) → '5b'. */
export const fmtBillions = numberFormatter((v, opts: NumberFormatOptions = {}) =>
  scaled(v, BILLION, 'b', opts),
);

/**
 * A quantity of widely varying size: whole numbers below a million, then 2 places in millions ('m') or
 * billions ('b'). Ledger style and the units label are on by default.
 */
export const fmtQuantity = numberFormatter((v, opts: QuantityFormatOptions = {}) => {
  const {
    useMillions = true,
    useBillions = true,
    lossless = false,
    ledger = true,
    label = true,
    ...rest
  } = opts;
  const base: NumberFormatOptions = {
    ...rest,
    ledger,
    label,
    originalValue: opts.originalValue ?? v ?? undefined,
  };
  if (isMissing(v)) return fmtNumber(v, base);

  const abs = Math.abs(v);
  const targetPrecision = opts.precision ?? (abs < MILLION ? 0 : 2);
  let scale = abs >= BILLION && useBillions ? BILLION : abs >= MILLION && useMillions ? MILLION : null;
  if (scale && lossless) {
    const places = resolvePrecision(abs / scale, targetPrecision);
    // Lossless scaling must not round away a digit: 7,100,100 stays whole, 7,120,000 becomes 7.12m.
    if (v % (scale / 10 ** places) !== 0) scale = null;
  }
  // Lossless without a precision shows every digit the value has, padded with nothing.
  const precision = opts.precision ?? (lossless ? 12 : targetPrecision);
  const zeroPad = opts.zeroPad ?? (lossless && opts.precision === undefined ? false : undefined);
  const withPrecision: NumberFormatOptions = { ...base, precision, zeroPad };
  if (scale === BILLION) return fmtBillions(v, withPrecision);
  if (scale === MILLION) return fmtMillions(v, withPrecision);
  return fmtNumber(v, withPrecision);
});

/** A market price: 2 places below 1,000 (and not zero), whole numbers above, unless a precision is given. */
export const fmtPrice = numberFormatter((v, opts: NumberFormatOptions = {}) => {
  if (isMissing(v) || opts.precision !== undefined) return fmtNumber(v, opts);
  const abs = Math.abs(v);
  return fmtNumber(v, { ...opts, precision: abs < 1000 && abs !== 0 ? 2 : 0 });
});

/**
 * A ratio as a percentage, multiplied by 100 as a spreadsheet does: fmtPercent(0.1234) → '12.34%'. Two places
 * and a plain '%' label by default.
 */
export const fmtPercent = numberFormatter((v, opts: NumberFormatOptions = {}) => {
  const { precision = 2, label = '%', labelClassName = null, ...rest } = opts;
  const withDefaults: NumberFormatOptions = {
    ...rest,
    precision,
    label,
    labelClassName,
    originalValue: opts.originalValue ?? v ?? undefined,
  };
  if (isMissing(v)) return fmtNumber(v, withDefaults);
  return fmtNumber(v * 100, withDefaults);
});
