import { useEffect, useState } from 'react';
import { differenceInCalendarDays, format, formatDistanceStrict } from 'date-fns';

/**
 * How days are counted:
 * - 'always': calendar days ('yesterday', '3 days ago') for anything under 26 days, 'today' for the same day;
 * - 'useTimeForSameDay': the same, but a time on the same calendar day reads in hours and minutes;
 * - 'useTimeFor24Hr': the same, but anything within 24 hours reads in hours and minutes.
 * Unset (the default), a day is any 24 hours, whatever the calendar says.
 */
export type LocalDateMode = 'always' | 'useTimeForSameDay' | 'useTimeFor24Hr';

export interface RelativeTimestampOptions {
  /** Whether times after `relativeTo` read as future ('in 5 minutes'); if not, they read as `equalString`. Default true. */
  allowFuture?: boolean;
  /** Abbreviated units: '5m ago' instead of '5 minutes ago'. Default false. */
  short?: boolean;
  /** Follows a future distance (default 'from now', or 'from today' with localDateMode 'always'). */
  futureSuffix?: string;
  /** Follows a past distance (default 'ago'). */
  pastSuffix?: string;
  /** Shown when the time is within `epsilon` of `relativeTo` (default 'just now', or 'today' with localDateMode
   *  'always'). */
  equalString?: string;
  /** Seconds within which a time counts as now (default 10). */
  epsilon?: number;
  /** Shown when there is no timestamp (default ''). */
  emptyResult?: string;
  /** Put before the result, e.g. 'Rendered'. */
  prefix?: string;
  /** The time to measure from (default: now). */
  relativeTo?: Date | number;
  /** Count calendar days rather than 24-hour periods (default unset: 24-hour periods). */
  localDateMode?: LocalDateMode | null;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
/** Beyond this, calendar days and 24-hour days read the same ('1 month'), so localDateMode stops counting days. */
const LOCAL_DATE_LIMIT = 26 * DAY;

const SHORT_UNITS: Record<string, string> = {
  second: 's',
  seconds: 's',
  minute: 'm',
  minutes: 'm',
  hour: 'h',
  hours: 'h',
  day: 'd',
  days: 'd',
  month: 'mo',
  months: 'mo',
  year: 'y',
  years: 'y',
};

const toTime = (v: Date | number) => (typeof v === 'number' ? v : v.getTime());

/** A duration in words, rounded down: '45 seconds', '3 days'; short: '45s', '3d'. */
function describeDuration(ms: number, short: boolean): string {
  const words = formatDistanceStrict(0, ms, { roundingMethod: 'floor' });
  if (!short) return words;
  return words.replace(/^(\d+) (\w+)$/, (_, n: string, unit: string) => `${n}${SHORT_UNITS[unit] ?? unit}`);
}

/**
 * How long ago (or until) a time reads in words: '5 minutes ago', 'just now', '2 hours from now', and with a
 * localDateMode 'yesterday', 'today', 'tomorrow'.
 */
export function getRelativeTimestamp(
  timestamp: Date | number | null | undefined,
  options: RelativeTimestampOptions = {},
): string {
  const { localDateMode, relativeTo } = options;
  const calendar = localDateMode === 'always';
  const {
    allowFuture = true,
    short = false,
    futureSuffix = calendar ? 'from today' : 'from now',
    pastSuffix = 'ago',
    equalString = calendar ? 'today' : 'just now',
    epsilon = 10,
    emptyResult = '',
    prefix,
  } = options;
  const withPrefix = (text: string) => (prefix ? `${prefix} ${text}` : text);
  if (timestamp == null) return emptyResult;
  const time = toTime(timestamp);
  if (Number.isNaN(time)) return emptyResult;
  const base = relativeTo == null ? Date.now() : toTime(relativeTo);
  const isFuture = time > base;
  let elapsed = Math.abs(time - base);
  if (isFuture && !allowFuture) return withPrefix(equalString);

  if (localDateMode && elapsed < LOCAL_DATE_LIMIT) {
    const dayDiff = differenceInCalendarDays(time, base);
    const keepTime =
      (localDateMode === 'useTimeForSameDay' && dayDiff === 0) ||
      (localDateMode === 'useTimeFor24Hr' && elapsed <= DAY);
    if (!keepTime) {
      elapsed = Math.abs(dayDiff) * DAY;
      // 'Yesterday' and 'tomorrow' are about today, so not for a time measured from another one.
      if (relativeTo == null && dayDiff === 1) return withPrefix('tomorrow');
      if (relativeTo == null && dayDiff === -1) return withPrefix('yesterday');
    }
  }

  if (elapsed <= epsilon * SECOND) return withPrefix(equalString);
  const suffix = isFuture ? futureSuffix : pastSuffix;
  const distance = describeDuration(elapsed, short);
  return withPrefix(suffix ? `${distance} ${suffix}` : distance);
}

export interface RelativeTimestampProps {
  /** The time to describe; null or undefined shows `options.emptyResult`. */
  timestamp: Date | number | null | undefined;
  /** Put before the result, e.g. 'Rendered' for 'Rendered 5 seconds ago'. */
  prefix?: string;
  /** How it reads: short units, suffixes, the text for now, calendar days, the time measured from. */
  options?: RelativeTimestampOptions;
  /** A class added to the text's element. */
  className?: string;
}

/** How long ago a time was, kept current: re-reads the clock every second. The exact time shows as a tooltip. */
export function RelativeTimestamp({ timestamp, prefix, options, className }: RelativeTimestampProps) {
  const [, setTick] = useState(0);
  // Nothing moves when there is no timestamp or it is measured from a fixed time.
  const live = timestamp != null && options?.relativeTo == null;
  useEffect(() => {
    if (!live) return;
    const id = setInterval(() => setTick((t) => t + 1), 1000);
    return () => clearInterval(id);
  }, [live]);
  const text = getRelativeTimestamp(timestamp, { ...options, prefix: prefix ?? options?.prefix });
  const exact = timestamp == null || Number.isNaN(+timestamp) ? undefined : format(timestamp, 'PPpp');
  return (
    <span
      className={className ? `tb-relative-timestamp ${className}` : 'tb-relative-timestamp'}
      title={exact}
    >
      {text}
    </span>
  );
}
