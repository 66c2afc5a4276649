import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import {
  fmtBillions,
  fmtMillions,
  fmtNumber,
  fmtPercent,
  fmtPrice,
  fmtQuantity,
  fmtThousands,
  tryFormat,
  type ColorSpec,
  type Precision,
  type QuantityFormatOptions,
  type ZeroPad,
} from '@toolbox/kit/format';
import { registerModel } from '@toolbox/kit/inspector';
import { FormatDemoModel } from '../common/FormatDemoModel';

export const NUMBER_FORMATTERS = {
  fmtNumber,
  fmtQuantity,
  fmtPrice,
  fmtPercent,
  fmtThousands,
  fmtMillions,
  fmtBillions,
} as const;
export type NumberFormatterName = keyof typeof NUMBER_FORMATTERS;
export const NUMBER_FORMATTER_NAMES = Object.keys(NUMBER_FORMATTERS) as NumberFormatterName[];

/** colorSpec as the form offers it: the theme's colours, none, or the three colour fields. */
export type ColorSpecChoice = 'true' | 'false' | 'custom';

/** The option form's fields, as SPEC §3 names them. Empty texts mean 'not set'. */
export interface NumberFormatForm {
  fnName: NumberFormatterName;
  colorSpec: ColorSpecChoice;
  positiveColor: string;
  negativeColor: string;
  neutralColor: string;
  forceLedgerAlign: boolean;
  label: string;
  ledger: boolean;
  nullDisplay: string;
  omitFourDigitComma: boolean;
  /** Slider value: -1 is 'auto', 0 to 12 a fixed precision. */
  precision: number;
  prefix: string;
  strictZero: boolean;
  withCommas: boolean;
  withPlusSign: boolean;
  withSignGlyph: boolean;
  zeroDisplay: string;
  /** Slider value: -2 unset (the formatter's default), -1 false, 0 true, 1 to 11 pad to that many places. */
  zeroPad: number;
}

export const NUMBER_FORM_DEFAULTS: Readonly<NumberFormatForm> = {
  fnName: 'fmtNumber',
  colorSpec: 'true',
  positiveColor: '#00aa00',
  negativeColor: '#cc0000',
  neutralColor: '#999999',
  forceLedgerAlign: true,
  label: '',
  ledger: false,
  nullDisplay: '',
  omitFourDigitComma: false,
  precision: -1,
  prefix: '',
  strictZero: true,
  withCommas: true,
  withPlusSign: false,
  withSignGlyph: false,
  zeroDisplay: '',
  zeroPad: -2,
};

/** Values that show what the options do: constants, tiny and huge values, zero, nulls and edge cases. */
export const NUMBER_SAMPLES: readonly (number | null | undefined)[] = [
  Math.PI,
  Math.E,
  1.6180339887,
  -0.0012, // '(0.00)' with ledger, precision 2
  -1842343,
  1.23456e-6,
  1.23456e-7,
  0,
  0.2,
  0.25,
  50,
  101,
  1265, // omitFourDigitComma
  12456.12,
  123400.1,
  123450, // precision 0 keeps the last zero
  920120.21343,
  7120000,
  12345600,
  100000001,
  123456789.12,
  1234567890.12,
  1.23456e14,
  null,
  undefined,
];

export const PRECISION_MIN = -1;
export const PRECISION_MAX = 12;
export const ZERO_PAD_MIN = -2;
export const ZERO_PAD_MAX = 11;

/** The precision a slider value stands for: -1 is 'auto' (left to the formatter), else the number of places. */
export function precisionFor(slider: number): Precision | undefined {
  return slider < 0 ? undefined : slider;
}

/** The zeroPad a slider value stands for: -2 unset, -1 false, 0 true, else pad to that many places. */
export function zeroPadFor(slider: number): ZeroPad | undefined {
  if (slider <= -2) return undefined;
  if (slider === -1) return false;
  if (slider === 0) return true;
  return slider;
}

/** How the sliders label their values. */
export const precisionLabel = (v: number) => (v < 0 ? 'auto' : String(v));
export const zeroPadLabel = (v: number) => {
  const zeroPad = zeroPadFor(v);
  return zeroPad === undefined ? 'unset' : String(zeroPad);
};

function colorSpecFor(form: NumberFormatForm): boolean | ColorSpec {
  if (form.colorSpec !== 'custom') return form.colorSpec === 'true';
  return {
    pos: { color: form.positiveColor },
    neg: { color: form.negativeColor },
    neutral: { color: form.neutralColor },
  };
}

/** The options the form stands for; empty texts are left out so each formatter's default applies. */
export function numberFormatOptions(form: NumberFormatForm): QuantityFormatOptions {
  return {
    colorSpec: colorSpecFor(form),
    forceLedgerAlign: form.forceLedgerAlign,
    label: form.label || undefined,
    ledger: form.ledger,
    nullDisplay: form.nullDisplay || undefined,
    omitFourDigitComma: form.omitFourDigitComma,
    precision: precisionFor(form.precision),
    prefix: form.prefix || undefined,
    strictZero: form.strictZero,
    withCommas: form.withCommas,
    withPlusSign: form.withPlusSign,
    withSignGlyph: form.withSignGlyph,
    zeroDisplay: form.zeroDisplay || undefined,
    zeroPad: zeroPadFor(form.zeroPad),
  };
}

/** A value formatted as the form says, or '#exception#' if the formatter throws. */
export function formatNumberSample(form: NumberFormatForm, value: number | null | undefined): ReactNode {
  return tryFormat(() => NUMBER_FORMATTERS[form.fnName](value, numberFormatOptions(form)));
}

/** State of the Format Numbers demo: the option form and the value of the try-it row. */
export class FormatNumbersPanelModel extends FormatDemoModel<NumberFormatForm, number | null> {
  constructor() {
    super(NUMBER_FORM_DEFAULTS, 1234567.89);
    return registerModel('FormatNumbersPanelModel', proxy(this));
  }
}
