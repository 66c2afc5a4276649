/**
 * Number formats of the charts (en-US, thousands separators), each made once. `toLocaleString` with options
 * builds a new Intl.NumberFormat on every call, which made hovering a chart format its tooltip values slowly.
 */
const fixedFormats = new Map<number, Intl.NumberFormat>();

/** Formats with exactly `decimals` decimals: fixedFormat(2)(1234.5) is '1,234.50'. */
export function fixedFormat(decimals: number): (value: number) => string {
  let nf = fixedFormats.get(decimals);
  if (!nf) {
    nf = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    fixedFormats.set(decimals, nf);
  }
  const format = nf;
  return (value) => format.format(value);
}

const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Formats with up to two decimals: 1234.5 is '1,234.5'. */
export function upToTwoDecimals(value: number): string {
  return upToTwo.format(value);
}
