import { endOfDay, format, isValid, parse, parseISO, startOfDay } from 'date-fns';

/** Formats of a LocalDate ('yyyy-MM-dd'): a calendar day with no time or zone. */
export const LOCAL_DATE_FMT = 'yyyy-MM-dd';

/** Shown and accepted by DateInput for each time precision. */
export function dateFormatFor(timePrecision: 'minute' | 'second' | null | undefined): string {
  if (timePrecision === 'minute') return 'yyyy-MM-dd HH:mm';
  if (timePrecision === 'second') return 'yyyy-MM-dd HH:mm:ss';
  return LOCAL_DATE_FMT;
}

/**
 * Reads a date typed by a user in the given format, or as ISO (e.g. pasted). Returns null for an empty text and
 * undefined when the text is not a date.
 */
export function parseDateText(text: string, fmt: string, reference = new Date()): Date | null | undefined {
  const clean = text.trim();
  if (clean === '') return null;
  const typed = parse(clean, fmt, reference);
  if (isValid(typed)) return typed;
  const iso = parseISO(clean);
  return isValid(iso) ? iso : undefined;
}

/** The Date of a LocalDate: its local midnight. */
export function localDateToDate(v: string | null | undefined): Date | null {
  if (!v) return null;
  const d = parse(v, LOCAL_DATE_FMT, new Date());
  return isValid(d) ? d : null;
}

/** The LocalDate ('yyyy-MM-dd') of a Date, in local time. */
export function dateToLocalDate(d: Date | null | undefined): string | null {
  return d ? format(d, LOCAL_DATE_FMT) : null;
}

/** Whether a date lies inside the days from minDate to maxDate (whole days, either bound optional). */
export function isInDateRange(d: Date, minDate?: Date | null, maxDate?: Date | null): boolean {
  if (minDate && d < startOfDay(minDate)) return false;
  if (maxDate && d > endOfDay(maxDate)) return false;
  return true;
}
