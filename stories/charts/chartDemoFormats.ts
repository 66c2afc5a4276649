const pad = (n: number) => String(n).padStart(2, '0');

/** A time of the charts' axis (UTC) as 'YYYY-MM-DD HH:mm', as the chart API demo shows extremes. */
export function shortDateTime(t: number): string {
  const d = new Date(t);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

const millions = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1.23m': an amount in millions, 2 decimals (the split tree map's titles, SPEC §9). */
export function fmtUsdMillions(value: number): string {
  return `$${millions.format(value / 1e6)}m`;
}
