import { expect, userEvent, waitFor } from 'storybook/test';

/** Play helpers for the chart kit's Chart: waiting for it to be drawn, reading its legend and tooltip. */

/**
 * The chart (its root element) inside a container, once drawn with its series. The plot is laid out before the
 * series arrive (its axes show while the data loads), so what is waited for is a series: its legend entry (an
 * empty series has one too) or, for a chart without a legend, its path.
 */
export async function findChart(container: HTMLElement): Promise<HTMLElement> {
  let chart: HTMLElement | null = null;
  await waitFor(() => {
    chart = container.querySelector<HTMLElement>('.tb-chart[data-rendered="true"]');
    expect(chart).not.toBeNull();
    expect(chart?.querySelector('.tb-chart__legend-item, .tb-chart__series [data-series]')).not.toBeNull();
  });
  return chart as unknown as HTMLElement;
}

/** Names of the legend's entries and whether each is shown. */
export function legendEntries(chart: HTMLElement): { name: string; shown: boolean }[] {
  return [...chart.querySelectorAll<HTMLElement>('.tb-chart__legend-item')].map((b) => ({
    name: b.textContent ?? '',
    shown: b.getAttribute('aria-pressed') === 'true',
  }));
}

/** Moves the pointer over the plot at a fraction of its width and returns the shared tooltip shown. */
export async function hoverPlot(chart: HTMLElement, fraction: number): Promise<HTMLElement> {
  const overlay = chart.querySelector<SVGRectElement>('.tb-chart__overlay .visx-brush-overlay');
  if (!overlay) throw new Error('no plot overlay');
  const box = overlay.getBoundingClientRect();
  await userEvent.pointer({
    target: overlay,
    coords: { clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2 },
  });
  let tooltip: HTMLElement | null = null;
  await waitFor(() => {
    tooltip = chart.querySelector<HTMLElement>('.tb-chart-tooltip');
    expect(tooltip).not.toBeNull();
  });
  return tooltip as unknown as HTMLElement;
}
