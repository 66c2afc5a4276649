import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '../../mocks/handlers/url';
import { REMOUNT_EVENT } from './ChartDemoFrame';

/**
 * Play helpers of the chart demos: waiting for a chart, reading its tooltip and legend, counting API calls,
 * catching downloads and remounting a demo.
 */

/** Counts the calls to an API path, then lets the regular handler answer (a resolver that returns nothing). */
export function requestCounter(path: string): { handler: HttpHandler; count: () => number; urls: string[] } {
  const urls: string[] = [];
  const handler = http.get(apiUrl(path), ({ request }) => {
    urls.push(request.url);
  });
  return { handler, count: () => urls.length, urls };
}

/** The chart (its root element) inside a container, once drawn with data. */
export async function findChart(container: HTMLElement): Promise<HTMLElement> {
  let chart: HTMLElement | null = null;
  await waitFor(() => {
    chart = container.querySelector<HTMLElement>('.tb-chart[data-rendered="true"]');
    expect(chart).not.toBeNull();
    expect(chart?.querySelector('.tb-chart__series')).not.toBeNull();
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

export interface CaughtFile {
  fileName: string;
  bytes: Uint8Array;
  text: string;
}

/**
 * Catches the next file download started by clicking a link with a `download` attribute (how the chart saves
 * its exports): cancels it (no file is written) and resolves with its name and content.
 */
export function catchDownload(): Promise<CaughtFile> {
  return new Promise((resolve, reject) => {
    const onClick = (e: MouseEvent) => {
      const link =
        e.target instanceof HTMLAnchorElement && e.target.hasAttribute('download') ? e.target : null;
      if (!link) return;
      e.preventDefault();
      document.removeEventListener('click', onClick, true);
      // Read the blob URL now: the chart lets it go right after the click.
      fetch(link.href)
        .then((res) => res.arrayBuffer())
        .then((buffer) => {
          const bytes = new Uint8Array(buffer);
          resolve({ fileName: link.download, bytes, text: new TextDecoder().decode(bytes) });
        }, reject);
    };
    document.addEventListener('click', onClick, true);
  });
}

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height written in a PNG's header (its IHDR chunk). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Remounts the demo (new models, as after a page reload) and waits for the old one to go. */
export async function remountDemo(canvasElement: HTMLElement): Promise<void> {
  const before = canvasElement.querySelector('.tb-chart-demo-remount');
  window.dispatchEvent(new Event(REMOUNT_EVENT));
  await waitFor(() => expect(canvasElement.querySelector('.tb-chart-demo-remount')).not.toBe(before));
}

/** Picks an option of a kit Select (react-select, its menu in a portal) by its label. */
export async function pickOption(combobox: HTMLElement, label: string): Promise<void> {
  await userEvent.click(combobox);
  const menu = await waitFor(() => {
    const m = document.querySelector<HTMLElement>('.tb-select__menu');
    expect(m).not.toBeNull();
    return m as HTMLElement;
  });
  await userEvent.click(within(menu).getByRole('option', { name: label }));
}

/** The value shown by a single kit Select. */
export function selectedText(combobox: HTMLElement): string | null | undefined {
  return combobox.closest('.tb-select')?.querySelector('.tb-select__single-value')?.textContent;
}

/** The values shown (as chips) by a multi kit Select. */
export function selectedChips(combobox: HTMLElement): string[] {
  const root = combobox.closest('.tb-select');
  return [...(root?.querySelectorAll('.tb-select__multi-value__label') ?? [])].map(
    (c) => c.textContent ?? '',
  );
}
