import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyPoints } from './chartTestUtils';
import { ChartModel } from './ChartModel';

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
/** Two years of daily points from 2024-01-01. */
const twoYears = dailyPoints(731, (i) => 100 + i);

afterEach(() => vi.restoreAllMocks());

describe('ChartModel', () => {
  it('shows all the data until zoomed, and answers its x extremes', () => {
    const model = new ChartModel({ series: [{ name: 'A', data: twoYears }] });
    expect(model.xRange).toBeNull();
    expect(model.getXExtremes()).toEqual({
      min: day(2024, 1, 1),
      max: day(2025, 12, 31),
      dataMin: day(2024, 1, 1),
      dataMax: day(2025, 12, 31),
    });
    expect(new ChartModel().getXExtremes()).toBeNull();
  });

  it('opens on the range selector’s default button (one year) and keeps it on new data', () => {
    const model = new ChartModel({ rangeSelector: true, series: [{ name: 'A', data: twoYears }] });
    expect(model.rangeSelected).toBe(4);
    expect(model.viewRange).toEqual({ min: day(2024, 12, 31), max: day(2025, 12, 31) });
    model.setSeries([{ name: 'B', data: dailyPoints(100, () => 1, day(2025, 1, 1)) }]);
    expect(model.rangeSelected).toBe(4);
    expect(model.viewRange?.max).toBe(day(2025, 4, 10));
  });

  it('zooms within the data; a zoom matching a button selects it, any other clears it', () => {
    const model = new ChartModel({ rangeSelector: true, series: [{ name: 'A', data: twoYears }] });
    model.setXExtremes(day(2025, 3, 1), day(2025, 4, 1));
    expect(model.rangeSelected).toBeNull();
    expect(model.isZoomed).toBe(true);
    model.setXExtremes(day(2025, 1, 1), day(2025, 12, 31));
    expect(model.rangeSelected).toBe(3);
    model.setXExtremes(day(2020, 1, 1), day(2030, 1, 1));
    expect(model.xRange).toBeNull();
    expect(model.rangeSelected).toBe(5);
    model.selectRange(0);
    // One month back from Dec 31 is Nov 31, that is Dec 1.
    expect(model.viewRange).toEqual({ min: day(2025, 12, 1), max: day(2025, 12, 31) });
    model.resetZoom();
    expect(model.isZoomed).toBe(false);
  });

  it('zooms in and out around a point', () => {
    const model = new ChartModel({ series: [{ name: 'A', data: twoYears }] });
    const mid = day(2025, 1, 1);
    model.zoomBy(0.5, mid);
    const view = model.viewRange;
    expect(view && view.max - view.min).toBeCloseTo((730 * 86_400_000) / 2, -3);
    expect(view?.min).toBeLessThan(mid);
    expect(view?.max).toBeGreaterThan(mid);
    model.zoomBy(4, mid);
    expect(model.isZoomed).toBe(false);
  });

  it('toggles series, as the legend does', () => {
    const model = new ChartModel({
      series: [
        { name: 'A', data: twoYears },
        { name: 'B', data: twoYears },
      ],
    });
    model.toggleSeries('B');
    expect(model.series.map((s) => s.visible)).toEqual([true, false]);
    model.setSeriesVisible('B', true);
    expect(model.series.every((s) => s.visible)).toBe(true);
  });

  it('has the default menu, none, or custom items with built-in ones resolved', () => {
    const model = new ChartModel();
    const texts = () => model.menuItems.map((i) => (i === '-' ? '-' : i.text));
    expect(texts()).toEqual([
      'View full screen',
      'Print chart',
      '-',
      'Download PNG',
      'Download SVG',
      '-',
      'Export Data (CSV)',
    ]);
    model.setMenu('none');
    expect(model.menuItems).toEqual([]);
    const onClick = vi.fn();
    model.setMenu([{ text: 'Mine', onClick }, '-', 'printChart']);
    expect(texts()).toEqual(['Mine', '-', 'Print chart']);
  });

  it('exports the data as CSV, and nothing visual before it is drawn', () => {
    const model = new ChartModel({
      title: 'Prices',
      series: [{ name: 'A', data: dailyPoints(2, (i) => i + 0.5) }],
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    model.exportCsv();
    expect(clicks).toEqual(['Prices.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(model.getSvg()).toBeNull();
    model.exportSvg();
    expect(clicks).toHaveLength(1);
  });

  it('changes aspect ratio (0 or none fills)', () => {
    const model = new ChartModel({ aspectRatio: 2 });
    expect(model.aspectRatio).toBe(2);
    model.setAspectRatio(0);
    expect(model.aspectRatio).toBeNull();
  });
});
