/** The most decimal places a number formatter shows. */
export const MAX_NUMERIC_PRECISION = 12;

/** Decimal places: a fixed count from 0 to 12, or 'auto' to pick by the size of the value. */
export type Precision = number | 'auto';

/**
 * Trailing zeros: true pads out to the precision, false trims them, a number pads to at least that many places
 * (e.g. precision 4 and zeroPad 2: 1.2 → '1.20', 1.234 → '1.234').
 */
export type ZeroPad = boolean | number;

export interface DigitsOptions {
  precision: Precision;
  zeroPad?: ZeroPad;
  withCommas: boolean;
  omitFourDigitComma: boolean;
}

/** Decimal places for a value under 'auto': more for small values, none for large ones. */
export function autoPrecision(value: number): number {
  const abs = Math.abs(value);
  if (abs === 0) return 2;
  if (abs < 0.01) return 6;
  if (abs < 100) return 4;
  if (abs < 10000) return 2;
  return 0;
}

/** A precision resolved for a value: 'auto' by its size, a fixed one clamped to 0..12 whole places. */
export function resolvePrecision(value: number, precision: Precision): number {
  if (precision === 'auto') return autoPrecision(value);
  if (!Number.isFinite(precision)) throw new RangeError(`Invalid precision: ${precision}`);
  return Math.min(MAX_NUMERIC_PRECISION, Math.max(0, Math.trunc(precision)));
}

const formats = new Map<string, Intl.NumberFormat>();

// Intl is exact on the decimal value and rounds half away from zero; one instance per setting, as they are costly.
function numberFormat(minDigits: number, maxDigits: number, grouping: boolean): Intl.NumberFormat {
  const key = `${minDigits}:${maxDigits}:${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Whole numbers below this are written by hand (as Intl would): Intl.NumberFormat's format costs microseconds a
 * call, which a grid pays for every cell a live update re-prices. Below it a double's rounding and its digits
 * (String) are exact.
 */
const BY_HAND_BELOW = 1e15;

/** Digits with a comma between each group of three: '1234567' → '1,234,567'. */
function withThousands(digits: string): string {
  const n = digits.length;
  let at = n % 3 || 3;
  let out = digits.slice(0, at);
  for (; at < n; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return out;
}

/** The digits of a value without its sign: rounded, padded and comma-separated as the options say. */
export function formatDigits(value: number, options: DigitsOptions): string {
  const { precision, withCommas, omitFourDigitComma } = options;
  const places = resolvePrecision(value, precision);
  const abs = Math.abs(value);
  if (places === 0 && abs < BY_HAND_BELOW) {
    // Math.round rounds half up, which for a value without its sign is Intl's half away from zero.
    const whole = String(Math.round(abs));
    if (!withCommas) return whole;
    return omitFourDigitComma && whole.length === 4 ? whole : withThousands(whole);
  }
  const zeroPad = options.zeroPad ?? precision !== 'auto';
  const minPlaces =
    zeroPad === true ? places : zeroPad === false ? 0 : Math.min(places, Math.max(0, Math.trunc(zeroPad)));
  const text = numberFormat(minPlaces, places, withCommas).format(abs);
  // '1,265' reads as a year or a code more than an amount: the option drops the comma of 4-digit whole numbers.
  return omitFourDigitComma && /^\d,\d{3}$/.test(text) ? text.replace(',', '') : text;
}

/** Whether formatted digits show only zeros ('0', '0.00'), e.g. a tiny value rounded away. */
export function isZeroDigits(digits: string): boolean {
  return !/[1-9]/.test(digits) && /0/.test(digits);
}
