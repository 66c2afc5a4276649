import type { XRange } from './types';

/** A button of the range selector: a span back from the last data point, the year to date, or all. */
export interface RangeButton {
  text: string;
  type: 'month' | 'year' | 'ytd' | 'all';
  count?: number;
}

/** Highcharts Stock's buttons: 1m, 3m, 6m, YTD, 1y, All. */
export const DEFAULT_RANGE_BUTTONS: readonly RangeButton[] = [
  { text: '1m', type: 'month', count: 1 },
  { text: '3m', type: 'month', count: 3 },
  { text: '6m', type: 'month', count: 6 },
  { text: 'YTD', type: 'ytd' },
  { text: '1y', type: 'year', count: 1 },
  { text: 'All', type: 'all' },
];

/** Index of the button selected at first: 4, one year (SPEC §9). */
export const DEFAULT_RANGE_SELECTED = 4;

/** The x range a button selects in data spanning `data`: counted back from its last point. */
export function rangeOf(button: RangeButton, data: XRange): XRange {
  const end = new Date(data.max);
  const y = end.getUTCFullYear();
  const m = end.getUTCMonth();
  const d = end.getUTCDate();
  let min: number;
  switch (button.type) {
    case 'all':
      return { ...data };
    case 'ytd':
      min = Date.UTC(y, 0, 1);
      break;
    case 'month':
      min = Date.UTC(y, m - (button.count ?? 1), d);
      break;
    case 'year':
      min = Date.UTC(y - (button.count ?? 1), m, d);
      break;
  }
  return { min: Math.max(data.min, min), max: data.max };
}

/** Index of the button whose range is exactly `range`, or null. */
export function matchingButton(buttons: readonly RangeButton[], range: XRange, data: XRange): number | null {
  const i = buttons.findIndex((b) => {
    const r = rangeOf(b, data);
    return r.min === range.min && r.max === range.max;
  });
  return i < 0 ? null : i;
}
