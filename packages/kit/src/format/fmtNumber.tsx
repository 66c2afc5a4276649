import type { CSSProperties, ReactElement, ReactNode } from 'react';
import {
  displayToHtml,
  partsToElement,
  partsToHtml,
  partsToText,
  type FormatPart,
  type FormatWrap,
} from './formatMarkup';
import {
  formatDigits,
  isZeroDigits,
  MAX_NUMERIC_PRECISION,
  type Precision,
  type ZeroPad,
} from './numberDigits';
import './Format.css';

/** Colours by sign: a CSS class name, or CSS properties (e.g. `{ color: '#00aa00' }`), for each sign. */
export interface ColorSpec {
  pos?: string | CSSProperties;
  neg?: string | CSSProperties;
  neutral?: string | CSSProperties;
}

export interface NumberFormatOptions {
  /** Shown for null, undefined and NaN (default ''). */
  nullDisplay?: ReactNode;
  /** Shown instead of a value of exactly zero (default: the zero itself). See `strictZero`. */
  zeroDisplay?: ReactNode;
  /** Decimal places: 0 to 12, or 'auto' (the default) to pick by the size of the value. */
  precision?: Precision;
  /** Trailing zeros: true pads to the precision, false trims, a number pads to at least that many places.
   *  Default: true for a fixed precision, false for 'auto'. */
  zeroPad?: ZeroPad;
  /** Negative values in parentheses, '(1,234)', as accountants write them (default false). */
  ledger?: boolean;
  /** With `ledger`, a hidden ')' after values that are not negative so digits align in a column (default true). */
  forceLedgerAlign?: boolean;
  /** A '+' before positive values (default false). */
  withPlusSign?: boolean;
  /** ▲ before positive values and ▼ before negative ones, in place of the sign (default false). */
  withSignGlyph?: boolean;
  /** Thousands separators (default true). */
  withCommas?: boolean;
  /** No comma in whole numbers of exactly four digits: '1265', not '1,265' (default false). */
  omitFourDigitComma?: boolean;
  /** Put between the sign and the digits, e.g. '$' for '-$1,234' (default none). */
  prefix?: string;
  /** Units put after the digits, e.g. 'm'; `true` asks a scaling formatter for its own ('k', 'm', 'b'). */
  label?: string | boolean;
  /** Class of the span around the label (default 'tb-fmt-label'); null puts the label in as plain text. */
  labelClassName?: string | null;
  /** Colour by sign: true for the theme's green / red / grey, false for none (default), or a ColorSpec. */
  colorSpec?: boolean | ColorSpec;
  /** Whether values that round to zero keep their sign and colour ('-0.00'); false treats them as zero,
   *  so `zeroDisplay` applies (default true). */
  strictZero?: boolean;
  /** A tooltip: true for the value at full precision, or a function of the value. */
  tooltip?: boolean | ((value: number) => string);
  /** Return an HTML string (for grids and other non-React output) instead of text or a React element. */
  asHtml?: boolean;
  /** Always return a React element, even when plain text would do. */
  asElement?: boolean;
  /** The value before a scaling formatter divided it, for the tooltip. Set by fmtMillions and the like. */
  originalValue?: number;
}

/** A number formatter: an HTML string with `asHtml`, else text or a React element. */
export interface NumberFormatter<O extends NumberFormatOptions = NumberFormatOptions> {
  (v: number | null | undefined, opts: O & { asHtml: true }): string;
  (v: number | null | undefined, opts?: O): ReactNode;
}

/** Types a formatter built on fmtNumber: it returns a string whenever fmtNumber does (with `asHtml`). */
export function numberFormatter<O extends NumberFormatOptions>(
  fn: (v: number | null | undefined, opts?: O) => ReactNode,
): NumberFormatter<O> {
  return fn as NumberFormatter<O>;
}

const UP_GLYPH = '▲';
const DOWN_GLYPH = '▼';
const DEFAULT_COLOR_SPEC: ColorSpec = { pos: 'tb-fmt-pos', neg: 'tb-fmt-neg', neutral: 'tb-fmt-neutral' };

type Sign = 'pos' | 'neg' | 'neutral';

function isMissing(v: number | null | undefined): v is null | undefined {
  return v == null || Number.isNaN(v);
}

/**
 * A number formatted for people: rounding ('auto' by its size, or a fixed precision), zero padding, commas,
 * signs, ledger parentheses, units, colours and tooltips. Returns plain text when that is enough, else a styled
 * span; `asHtml` gives an HTML string, `asElement` always a span.
 *
 * fmtNumber(1234567.891) → '1,234,568'; fmtNumber(-0.5, { ledger: true, precision: 2 }) → '(0.50)'.
 */
export function fmtNumber(v: number | null | undefined, opts: NumberFormatOptions & { asHtml: true }): string;
export function fmtNumber(
  v: number | null | undefined,
  opts: NumberFormatOptions & { asElement: true; asHtml?: false },
): ReactElement;
export function fmtNumber(v: number | null | undefined, opts?: NumberFormatOptions): ReactNode;
export function fmtNumber(v: number | null | undefined, opts: NumberFormatOptions = {}): ReactNode {
  const {
    nullDisplay = '',
    zeroDisplay,
    precision = 'auto',
    zeroPad,
    ledger = false,
    forceLedgerAlign = true,
    withPlusSign = false,
    withSignGlyph = false,
    withCommas = true,
    omitFourDigitComma = false,
    prefix,
    label,
    labelClassName = 'tb-fmt-label',
    colorSpec = false,
    strictZero = true,
    tooltip,
    asHtml = false,
    asElement = false,
  } = opts;
  if (isMissing(v)) return asHtml ? displayToHtml(nullDisplay) : nullDisplay;

  const digits = formatDigits(v, { precision, zeroPad, withCommas, omitFourDigitComma });
  // Without strictZero a value that rounds to nothing ('0.00') is zero: no sign, no colour, zeroDisplay applies.
  const value = !strictZero && isZeroDigits(digits) ? 0 : v;
  if (value === 0 && zeroDisplay != null) return asHtml ? displayToHtml(zeroDisplay) : zeroDisplay;

  const sign: Sign = value > 0 ? 'pos' : value < 0 ? 'neg' : 'neutral';
  const parts: FormatPart[] = [];
  if (withSignGlyph) {
    // Zero gets an invisible glyph so it lines up with its signed neighbours.
    if (sign === 'neutral') parts.push({ text: UP_GLYPH, className: 'tb-fmt-hidden' });
    else parts.push(sign === 'pos' ? UP_GLYPH : DOWN_GLYPH);
  } else if (sign === 'pos' && withPlusSign) parts.push('+');
  else if (sign === 'neg' && !ledger) parts.push('-');
  if (prefix) parts.push(prefix);
  parts.push(digits);
  const labelText = typeof label === 'string' ? label : '';
  if (labelText) parts.push(labelClassName ? { text: labelText, className: labelClassName } : labelText);
  let ledgerSpacer = false;
  if (ledger) {
    if (sign === 'neg') {
      parts.unshift('(');
      parts.push(')');
    } else if (forceLedgerAlign) {
      parts.push({ text: ')', className: 'tb-fmt-hidden' });
      ledgerSpacer = true;
    }
  }

  // Made only for markup: plain text (most grid cells) needs no classes, style or tooltip.
  const wrap = (): FormatWrap => ({
    className: ['tb-fmt-number', colorClass(sign, colorSpec), tooltip ? 'tb-fmt-tip' : '']
      .filter(Boolean)
      .join(' '),
    style: colorStyle(sign, colorSpec),
    title: tooltipText(tooltip, opts.originalValue ?? v, ledger),
  });
  // HTML needs a wrapping span only for colour or a tooltip; inner spans (label, spacers) carry their own class.
  if (asHtml) return partsToHtml(parts, colorSpec || tooltip ? wrap() : {});
  const needsMarkup =
    asElement ||
    !!colorSpec ||
    !!tooltip ||
    withSignGlyph ||
    ledgerSpacer ||
    (!!labelText && !!labelClassName);
  return needsMarkup ? partsToElement(parts, wrap()) : partsToText(parts);
}

/** A number at full precision with no trailing zeros, plain text: for tooltips and copying. */
export function fmtNumberTooltip(v: number | null | undefined, opts: { ledger?: boolean } = {}): string {
  const text = fmtNumber(v, {
    ledger: opts.ledger,
    forceLedgerAlign: false,
    precision: MAX_NUMERIC_PRECISION,
    zeroPad: false,
  });
  return typeof text === 'string' ? text : '';
}

function colorFor(sign: Sign, colorSpec: boolean | ColorSpec): string | CSSProperties | undefined {
  if (!colorSpec) return undefined;
  return (colorSpec === true ? DEFAULT_COLOR_SPEC : colorSpec)[sign];
}

function colorClass(sign: Sign, colorSpec: boolean | ColorSpec): string {
  const color = colorFor(sign, colorSpec);
  return typeof color === 'string' ? color : '';
}

function colorStyle(sign: Sign, colorSpec: boolean | ColorSpec): CSSProperties | undefined {
  const color = colorFor(sign, colorSpec);
  return typeof color === 'object' ? color : undefined;
}

function tooltipText(
  tooltip: NumberFormatOptions['tooltip'],
  value: number,
  ledger: boolean,
): string | undefined {
  if (tooltip === true) return fmtNumberTooltip(value, { ledger });
  if (typeof tooltip === 'function') return tooltip(value);
  return undefined;
}
