import type { ReactNode } from 'react';
import {
  addMonths,
  endOfMonth,
  format,
  isSameDay,
  isValid,
  parseISO,
  startOfMonth,
  subMonths,
} from 'date-fns';
import { displayToHtml, partsToElement, partsToHtml } from './formatMarkup';
import './Format.css';

/** Default formats, as date-fns patterns. */
export const DATE_FMT = 'yyyy-MM-dd';
export const DATETIME_FMT = 'yyyy-MM-dd h:mmaaa';
export const DATETIMESEC_FMT = 'yyyy-MM-dd h:mm:ssaaa';
export const TIME_FMT = 'h:mmaaa';
export const MONTH_DAY_FMT = 'MMM d';

/** A date, epoch milliseconds, an ISO date-time string, or a 'yyyy-MM-dd' local date (a day with no time). */
export type DateLike = Date | number | string;

export interface DateFormatOptions {
  /** A date-fns format pattern (https://date-fns.org/docs/format), e.g. 'MMM d, yyyy'. An invalid pattern
   *  throws a RangeError: see `tryFormat`. */
  fmt?: string;
  /** Shown for null, undefined and unreadable dates (default ''). */
  nullDisplay?: ReactNode;
  /** A tooltip: true for the full date and time in words, or a function of the date. */
  tooltip?: boolean | ((date: Date) => string);
  /** Return an HTML string instead of text or a React element. */
  asHtml?: boolean;
  /** Always return a React element, even when plain text would do. */
  asElement?: boolean;
}

export interface CompactDateFormatOptions extends Omit<DateFormatOptions, 'fmt'> {
  /** Pattern for today (default 'h:mmaaa', or 'MMM d' for a local date). */
  sameDayFmt?: string;
  /** Pattern within `distantThreshold` months of this month (default 'MMM d'). */
  nearFmt?: string;
  /** Pattern further away (default 'yyyy-MM-dd'). */
  distantFmt?: string;
  /** Months either side of this one that count as near (default 6). */
  distantThreshold?: number;
}

/** A date formatter: an HTML string with `asHtml`, else text or a React element. */
export interface DateFormatter<O extends DateFormatOptions | CompactDateFormatOptions = DateFormatOptions> {
  (v: DateLike | null | undefined, opts: O & { asHtml: true }): string;
  (v: DateLike | null | undefined, opts?: O | string): ReactNode;
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FULL_DATE_TIME = "EEEE, MMMM d, yyyy 'at' h:mm:ss a";
const FULL_DATE = 'EEEE, MMMM d, yyyy';

/** Whether a value is a local date: a 'yyyy-MM-dd' string, a calendar day with no time or zone. */
export function isLocalDate(v: unknown): v is string {
  return typeof v === 'string' && LOCAL_DATE.test(v);
}

/** The Date a DateLike stands for (a local date is its local midnight), or null if it has none. */
export function toDate(v: DateLike | null | undefined): Date | null {
  if (v == null || v === '') return null;
  const date = v instanceof Date ? v : typeof v === 'number' ? new Date(v) : parseISO(v);
  return isValid(date) ? date : null;
}

function render(
  v: DateLike | null | undefined,
  fmt: string,
  opts: Omit<DateFormatOptions, 'fmt'>,
): ReactNode {
  const { nullDisplay = '', tooltip, asHtml = false, asElement = false } = opts;
  const date = toDate(v);
  if (!date) return asHtml ? displayToHtml(nullDisplay) : nullDisplay;
  const text = format(date, fmt);
  const title =
    tooltip === true
      ? format(date, isLocalDate(v) ? FULL_DATE : FULL_DATE_TIME)
      : typeof tooltip === 'function'
        ? tooltip(date)
        : undefined;
  const wrap = { className: title ? 'tb-fmt-date tb-fmt-tip' : 'tb-fmt-date', title };
  if (asHtml) return partsToHtml([text], title ? wrap : {});
  return title || asElement ? partsToElement([text], wrap) : text;
}

function withFormat(opts: DateFormatOptions | string | undefined, fallback: string) {
  const o = typeof opts === 'string' ? { fmt: opts } : (opts ?? {});
  return { ...o, fmt: o.fmt || fallback };
}

/** A date, 'yyyy-MM-dd' by default: fmtDate(d), fmtDate(d, 'MMM d'), fmtDate(d, { fmt, nullDisplay, tooltip }). */
export const fmtDate = ((v: DateLike | null | undefined, opts?: DateFormatOptions | string) => {
  const { fmt, ...rest } = withFormat(opts, DATE_FMT);
  return render(v, fmt, rest);
}) as DateFormatter;

/** A date and time, 'yyyy-MM-dd h:mmaaa' by default: '2024-06-01 3:45pm'. */
export const fmtDateTime = ((v: DateLike | null | undefined, opts?: DateFormatOptions | string) =>
  fmtDate(v, withFormat(opts, DATETIME_FMT))) as DateFormatter;

/** A date and time with seconds, 'yyyy-MM-dd h:mm:ssaaa' by default. */
export const fmtDateTimeSec = ((v: DateLike | null | undefined, opts?: DateFormatOptions | string) =>
  fmtDate(v, withFormat(opts, DATETIMESEC_FMT))) as DateFormatter;

/** A time of day, 'h:mmaaa' by default: '3:45pm'. */
export const fmtTime = ((v: DateLike | null | undefined, opts?: DateFormatOptions | string) =>
  fmtDate(v, withFormat(opts, TIME_FMT))) as DateFormatter;

/**
 * A date as short as its distance from today allows: the time for today ('3:45pm'), month and day within six
 * months ('Mar 14'), the full date beyond ('2019-03-14').
 */
export const fmtCompactDate = ((
  v: DateLike | null | undefined,
  opts: CompactDateFormatOptions | string = {},
) => {
  const o: CompactDateFormatOptions = typeof opts === 'string' ? { sameDayFmt: opts } : opts;
  const {
    sameDayFmt = isLocalDate(v) ? MONTH_DAY_FMT : TIME_FMT,
    nearFmt = MONTH_DAY_FMT,
    distantFmt = DATE_FMT,
    distantThreshold = 6,
    ...rest
  } = o;
  const date = toDate(v);
  if (!date) return render(v, DATE_FMT, rest);
  const now = new Date();
  const nearFrom = endOfMonth(subMonths(now, distantThreshold));
  const nearTo = startOfMonth(addMonths(now, distantThreshold));
  const fmt = isSameDay(date, now) ? sameDayFmt : date > nearFrom && date < nearTo ? nearFmt : distantFmt;
  return render(v, fmt, rest);
}) as DateFormatter<CompactDateFormatOptions>;
