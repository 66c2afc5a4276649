import type { ReactNode } from 'react';
import { startOfDay } from 'date-fns';
import { proxy, ref } from 'valtio';
import {
  fmtCompactDate,
  fmtDate,
  fmtDateTime,
  fmtTime,
  tryFormat,
  type DateFormatOptions,
} from '@toolbox/kit/format';
import { registerModel } from '@toolbox/kit/inspector';
import { FormatDemoModel } from '../common/FormatDemoModel';

export const DATE_FORMATTER_NAMES = ['fmtDate', 'fmtCompactDate', 'fmtDateTime', 'fmtTime'] as const;
export type DateFormatterName = (typeof DATE_FORMATTER_NAMES)[number];

// One call shape for all four, so the form can call whichever is chosen (fmtCompactDate ignores `fmt`).
const DATE_FORMATTERS: Record<
  DateFormatterName,
  (v: Date | null | undefined, opts: DateFormatOptions) => ReactNode
> = { fmtDate, fmtCompactDate, fmtDateTime, fmtTime };

/** The option form's fields, as SPEC §3 names them. Empty texts mean 'not set'. */
export interface DateFormatForm {
  fnName: DateFormatterName;
  /** A date-fns pattern; only fmtDate takes one. */
  fmt: string;
  nullDisplay: string;
  tooltip: boolean;
}

export const DATE_FORM_DEFAULTS: Readonly<DateFormatForm> = {
  fnName: 'fmtDate',
  fmt: '',
  nullDisplay: '',
  tooltip: false,
};

/** A sample date with the words the input column shows for it. */
export interface DateSample {
  label: string;
  date: Date | null | undefined;
}

/** Dates that read well and cover today, midnight, noon, leap days, the distant past and future, and nulls. */
export function dateSamples(now: Date = new Date()): DateSample[] {
  return [
    { label: 'Today, right now', date: now },
    { label: 'Today, midnight', date: startOfDay(now) },
    { label: "New Year's Day 2026, 1pm", date: new Date(2026, 0, 1, 13, 0) },
    { label: 'Midnight, July 4th 2026', date: new Date(2026, 6, 4, 0, 0) },
    { label: 'Leap day 2024, noon', date: new Date(2024, 1, 29, 12, 0) },
    { label: 'End of Q1 2026, 5pm', date: new Date(2026, 2, 31, 17, 0) },
    { label: 'Moon landing', date: new Date(1969, 6, 20, 20, 17) },
    { label: 'Declaration signed', date: new Date(1776, 6, 4) },
    { label: 'Unix epoch', date: new Date(0) },
    { label: "Far future, New Year's Eve", date: new Date(2099, 11, 31, 23, 59) },
    { label: 'Null value', date: null },
    { label: 'Undefined value', date: undefined },
  ];
}

/** Whether the formatter takes a `fmt` pattern (the others have fixed or distance-based patterns). */
export const takesFormat = (fnName: DateFormatterName) => fnName === 'fmtDate';

/** The options the form stands for; empty texts are left out so each formatter's default applies. */
export function dateFormatOptions(form: DateFormatForm): DateFormatOptions {
  return {
    fmt: takesFormat(form.fnName) && form.fmt ? form.fmt : undefined,
    nullDisplay: form.nullDisplay || undefined,
    tooltip: form.tooltip,
  };
}

/** A date formatted as the form says, or '#exception#' if the formatter throws (e.g. on a bad pattern). */
export function formatDateSample(form: DateFormatForm, date: Date | null | undefined): ReactNode {
  return tryFormat(() => DATE_FORMATTERS[form.fnName](date, dateFormatOptions(form)));
}

/** State of the Format Dates demo: the option form and the date of the try-it row. */
export class FormatDatesPanelModel extends FormatDemoModel<DateFormatForm, Date | null> {
  /** The samples, taken once so 'right now' holds still while the options change. */
  readonly samples: DateSample[] = ref(dateSamples());

  constructor() {
    super(DATE_FORM_DEFAULTS, new Date());
    return registerModel('FormatDatesPanelModel', proxy(this));
  }
}
