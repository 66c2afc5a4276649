/** Dates of the time axis, the tooltip and the exports, all in UTC (the series are daily UTC bars). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-03-04' */
export function isoDate(t: number): string {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'Mar 4, 2025' */
export function shortDate(t: number): string {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** 'Tuesday, Mar 4, 2025' (the tooltip header of a daily point). */
export function longDate(t: number): string {
  return `${WEEKDAYS[new Date(t).getUTCDay()]}, ${shortDate(t)}`;
}

/** 'March 2025' */
export function monthYear(t: number): string {
  const d = new Date(t);
  return `${MONTHS_LONG[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * Labels of time axis ticks, chosen by the spacing of the ticks as Highcharts does: years ('2024'), months
 * ("Mar '24", with the year on January: '2024'), or days ('4 Mar').
 */
export function timeTickFormatter(ticks: readonly number[]): (t: number) => string {
  const step = ticks.length > 1 ? ((ticks.at(-1) ?? 0) - (ticks[0] ?? 0)) / (ticks.length - 1) : DAY_MS;
  if (step >= 360 * DAY_MS) return (t) => String(new Date(t).getUTCFullYear());
  if (step >= 28 * DAY_MS)
    return (t) => {
      const d = new Date(t);
      const month = d.getUTCMonth();
      return month === 0 ? String(d.getUTCFullYear()) : `${MONTHS[month]} '${pad(d.getUTCFullYear() % 100)}`;
    };
  return (t) => {
    const d = new Date(t);
    return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  };
}
