import { format, isSameDay, subDays } from 'date-fns';
import { toDate, type DateLike } from './fmtDate';

/** Pattern of a day that is neither today nor yesterday: 'Monday, November 24'. */
export const DAY_LABEL_FMT = 'EEEE, MMMM d';

export interface DayLabelOptions {
  /** What 'today' is (default now). */
  now?: Date;
  /** date-fns pattern of other days (default DAY_LABEL_FMT). */
  fmt?: string;
}

/**
 * A day as people say it, for group rows of a history: 'Today', 'Yesterday', otherwise the weekday with month
 * and day ('Monday, November 24'). Takes a date or a 'yyyy-MM-dd' local date; '' for none.
 */
export function fmtDayLabel(v: DateLike | null | undefined, opts: DayLabelOptions = {}): string {
  const date = toDate(v);
  if (!date) return '';
  const now = opts.now ?? new Date();
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, opts.fmt ?? DAY_LABEL_FMT);
}
