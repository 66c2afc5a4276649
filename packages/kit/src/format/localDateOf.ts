const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/**
 * The local calendar day of a date as 'yyyy-MM-dd' (a local date of the kit). Written out by hand: date-fns'
 * `format` parses its pattern on every call, which showed in profiles when a few thousand records derive a day.
 */
export function localDateOf(date: Date): string {
  const y = date.getFullYear();
  const year = y >= 0 && y < 10000 ? String(y).padStart(4, '0') : String(y);
  return `${year}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
