import type { DrawnSeries } from './chartLayout';
import { groupLabel } from './dataGrouping';
import { longDate } from './timeFormat';

/** One series' entry in the shared tooltip: the point (or bar) of the series at the hovered x. */
export interface TooltipEntry {
  drawn: DrawnSeries;
  index: number;
}

export interface ChartTooltipContentProps {
  x: number;
  entries: readonly TooltipEntry[];
  valueFormatter: (value: number) => string;
}

/** The header of the shared tooltip: the day, or the group of days of grouped bars. */
export function tooltipHeader(x: number, entries: readonly TooltipEntry[]): string {
  const bars = entries.find((e) => e.drawn.kind === 'bars')?.drawn;
  return bars?.kind === 'bars' ? groupLabel(x, bars.grouping) : longDate(x);
}

/** The tooltip's text for screen readers: header and every entry on one line. */
export function tooltipText({ x, entries, valueFormatter }: ChartTooltipContentProps): string {
  const parts = entries.map(({ drawn, index }) => {
    if (drawn.kind === 'line')
      return `${drawn.series.name}: ${valueFormatter(drawn.points[index]?.[1] ?? NaN)}`;
    const b = drawn.bars[index];
    if (!b) return drawn.series.name;
    const f = valueFormatter;
    return `${drawn.series.name}: open ${f(b[1])}, high ${f(b[2])}, low ${f(b[3])}, close ${f(b[4])}`;
  });
  return [tooltipHeader(x, entries), ...parts].join('. ');
}

/** The shared tooltip: the date, then every shown series at that date (a line's value, a bar's OHLC). */
export function ChartTooltipContent({ x, entries, valueFormatter }: ChartTooltipContentProps) {
  return (
    <div className="tb-chart-tooltip__body">
      <div className="tb-chart-tooltip__header">{tooltipHeader(x, entries)}</div>
      <table className="tb-chart-tooltip__table">
        <tbody>
          {entries.map(({ drawn, index }) =>
            drawn.kind === 'line' ? (
              <tr key={drawn.series.id}>
                <td>
                  <span className="tb-chart-tooltip__swatch" style={{ background: drawn.color }} />
                  {drawn.series.name}
                </td>
                <td className="tb-chart-tooltip__value">{valueFormatter(drawn.points[index]?.[1] ?? NaN)}</td>
              </tr>
            ) : (
              <BarRows key={drawn.series.id} drawn={drawn} index={index} valueFormatter={valueFormatter} />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

function BarRows({
  drawn,
  index,
  valueFormatter,
}: {
  drawn: Extract<DrawnSeries, { kind: 'bars' }>;
  index: number;
  valueFormatter: (value: number) => string;
}) {
  const bar = drawn.bars[index];
  if (!bar) return null;
  const [, open, high, low, close] = bar;
  const change = open === 0 ? 0 : (close - open) / open;
  const rows: [string, number][] = [
    ['Open', open],
    ['High', high],
    ['Low', low],
    ['Close', close],
  ];
  return (
    <>
      <tr>
        <td colSpan={2} className="tb-chart-tooltip__series">
          <span className="tb-chart-tooltip__swatch" style={{ background: drawn.color }} />
          {drawn.series.name}
          <span className={change >= 0 ? 'tb-chart-tooltip__up' : 'tb-chart-tooltip__down'}>
            {`${change >= 0 ? '+' : ''}${(change * 100).toFixed(2)}%`}
          </span>
        </td>
      </tr>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td className="tb-chart-tooltip__field">{name}</td>
          <td className="tb-chart-tooltip__value">{valueFormatter(value)}</td>
        </tr>
      ))}
    </>
  );
}
