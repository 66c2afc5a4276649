/**
 * First characters that make a spreadsheet read a cell as a formula, or hide one after a tab or line break:
 * OWASP's list for CSV injection (`=`, `+`, `-`, `@`, tab, carriage return).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of a CSV export, safe to open in a spreadsheet: one that starts like a formula gets a single quote
 * in front, so `=HYPERLINK(...)` typed into a shared record opens as that text, not as a live link. Numbers are
 * not text: export their cells as they are (a negative number stays a number).
 */
export function csvTextCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A cell of a CSV export from a value and its text: the text of a number, a boolean or no value (a formatter's
 * placeholder, e.g. '-') as it is; the text of anything else (strings, lists of them) made safe.
 */
export function csvCell(value: unknown, text: string): string {
  const plain =
    value == null || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean';
  return plain ? text : csvTextCell(text);
}
