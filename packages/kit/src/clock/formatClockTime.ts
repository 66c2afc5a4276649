import { format as formatDate } from 'date-fns';
import { TZDate } from '@date-fns/tz';

export type ClockTime = { text: string; error?: undefined } | { text?: undefined; error: string };

/** Whether the runtime knows this IANA time zone id. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats an instant as a wall-clock time in a time zone (the local zone when none) with a date-fns format
 * string. Never throws: an unknown zone or a bad format gives a readable error instead.
 */
export function formatClockTime(date: Date | number, fmt: string, timeZone?: string): ClockTime {
  if (timeZone && !isValidTimeZone(timeZone)) return { error: `Invalid time zone "${timeZone}"` };
  try {
    const zoned = timeZone ? new TZDate(+date, timeZone) : date;
    return { text: formatDate(zoned, fmt) };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { error: `Invalid format "${fmt}": ${reason}` };
  }
}
