import type { ChartTheme } from './chartTheme';
import { csvTextCell } from '../grid/csvCell';
import { isoDate } from './timeFormat';
import type { ChartSeries, OhlcPoint, XYPoint } from './types';

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface SvgExportOptions {
  /** Drawn above the chart. */
  title?: string;
  /** Legend entries drawn below the chart. */
  legend?: readonly { name: string; color: string }[];
  theme: ChartTheme;
}

const TITLE_HEIGHT = 34;
const LEGEND_HEIGHT = 30;

function svgEl<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * A standalone SVG document of a chart: a copy of its plot (without what only the screen needs, marked
 * `data-export="skip"`: crosshair, brush, focus rings), on the theme's background, with the title above and the
 * legend below. Colours are attributes already, so the file looks like the screen.
 */
export function chartSvgText(plot: SVGSVGElement, { title, legend = [], theme }: SvgExportOptions): string {
  const width = Number(plot.getAttribute('width')) || plot.clientWidth;
  const plotHeight = Number(plot.getAttribute('height')) || plot.clientHeight;
  const top = title ? TITLE_HEIGHT : 8;
  const height = top + plotHeight + (legend.length ? LEGEND_HEIGHT : 8);

  // The serializer writes the xmlns of the SVG namespace itself (setting it too would double it).
  const out = svgEl('svg', {
    version: '1.1',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    'font-family': theme.font,
  });
  out.appendChild(svgEl('rect', { x: 0, y: 0, width, height, fill: theme.background }));
  if (title) {
    out.appendChild(
      svgEl(
        'text',
        {
          x: width / 2,
          y: 22,
          'text-anchor': 'middle',
          'font-size': 15,
          'font-weight': 600,
          fill: theme.text,
        },
        title,
      ),
    );
  }
  const body = svgEl('g', { transform: `translate(0, ${top})` });
  const copy = plot.cloneNode(true) as SVGSVGElement;
  for (const skip of copy.querySelectorAll('[data-export="skip"]')) skip.remove();
  for (const node of [...copy.childNodes]) body.appendChild(node);
  out.appendChild(body);

  if (legend.length) {
    // Entries side by side, centred: a swatch and the name, widths estimated from the text length.
    const widths = legend.map((l) => 26 + l.name.length * 7 + 14);
    let x = (width - widths.reduce((a, b) => a + b, 0)) / 2;
    const y = top + plotHeight + LEGEND_HEIGHT / 2 + 2;
    const group = svgEl('g', { 'font-size': 12 });
    legend.forEach((entry, i) => {
      group.appendChild(svgEl('rect', { x, y: y - 6, width: 16, height: 4, rx: 2, fill: entry.color }));
      group.appendChild(svgEl('text', { x: x + 22, y: y + 2, fill: theme.text }, entry.name));
      x += widths[i] ?? 0;
    });
    out.appendChild(group);
  }
  return new XMLSerializer().serializeToString(out);
}

/** Size of an SVG document made by chartSvgText. */
function svgSize(svgText: string): { width: number; height: number } {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const root = doc.documentElement;
  return { width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')) };
}

/**
 * A PNG of an SVG document, drawn by the browser itself: the SVG loads into an image, which is painted on a
 * canvas at `scale` times its size (crisp on high-density screens) and encoded.
 */
export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
  const { width, height } = svgSize(svgText);
  const img = new Image(width, height);
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw on a canvas.');
  ctx.scale(scale, scale);
  ctx.drawImage(img, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))),
      'image/png',
    ),
  );
}

/** Saves a file to the user's downloads: a link to the blob, clicked, then let go. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A CSV field: quoted when it holds a quote, comma or line break; text made safe to open in a spreadsheet. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : csvTextCell(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The chart's data as CSV, as Highcharts' Export Data does: a DateTime column, then a column per line series
 * (or Open, High, Low and Close columns per bar series), one row per x of any series, blank where a series has no
 * point. Dates as YYYY-MM-DD (the series are daily).
 */
export function chartCsvText(series: readonly ChartSeries[]): string {
  const header = ['DateTime'];
  const rows = new Map<number, (string | number)[]>();
  let col = 1;
  for (const s of series) {
    const names =
      s.type === 'line'
        ? [s.name]
        : [`${s.name} (Open)`, `${s.name} (High)`, `${s.name} (Low)`, `${s.name} (Close)`];
    header.push(...names);
    for (const p of s.data as readonly (XYPoint | OhlcPoint)[]) {
      let row = rows.get(p[0]);
      if (!row) {
        row = [isoDate(p[0])];
        rows.set(p[0], row);
      }
      for (let k = 1; k < p.length; k++) row[col + k - 1] = p[k] as number;
    }
    col += names.length;
  }
  const lines = [header.map(csvField).join(',')];
  for (const x of [...rows.keys()].sort((a, b) => a - b)) {
    const row = rows.get(x) ?? [];
    const cells: string[] = [];
    for (let i = 0; i < col; i++) cells.push(row[i] === undefined ? '' : csvField(row[i] as string | number));
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Prints an SVG document on its own page: it goes into a hidden frame, which is printed and then removed, so
 * the print shows the chart alone.
 */
export function printSvg(svgText: string, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;left:-10000px;top:0';
  document.body.appendChild(frame);
  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html><head><title>${title.replace(/</g, '&lt;')}</title>` +
      '<style>@page{margin:12mm}body{margin:0}svg{max-width:100%;height:auto}</style></head>' +
      `<body>${svgText}</body></html>`,
  );
  doc.close();
  win.addEventListener('afterprint', () => frame.remove(), { once: true });
  win.focus();
  win.print();
}
