import { describe, expect, it } from 'vitest';
import { LIGHT_CHART_THEME } from './chartTheme';
import { chartCsvText, chartSvgText } from './exportChart';
import type { ChartSeries } from './types';

const day = (d: number) => Date.UTC(2025, 0, d);

describe('chart exports', () => {
  it('writes CSV with a DateTime column and a column per line, blanks where a series has no point', () => {
    const series: ChartSeries[] = [
      {
        id: 'a',
        name: 'AAPL',
        color: null,
        visible: true,
        type: 'line',
        data: [
          [day(2), 1.5],
          [day(3), 2],
        ],
      },
      { id: 'b', name: 'Big, "quoted"', color: null, visible: false, type: 'line', data: [[day(3), 7]] },
    ];
    expect(chartCsvText(series)).toBe('DateTime,AAPL,"Big, ""quoted"""\n2025-01-02,1.5,\n2025-01-03,2,7\n');
  });

  it('writes a series name that a spreadsheet would run as a formula as text; negative values stay numbers', () => {
    const series: ChartSeries[] = [
      { id: 'a', name: '=cmd|calc', color: null, visible: true, type: 'line', data: [[day(2), -1.5]] },
      { id: 'b', name: '-5', color: null, visible: true, type: 'line', data: [[day(2), -2]] },
    ];
    expect(chartCsvText(series)).toBe("DateTime,'=cmd|calc,'-5\n2025-01-02,-1.5,-2\n");
  });

  it('writes four columns per bar series', () => {
    const series: ChartSeries[] = [
      { id: 'a', name: 'MSFT', color: null, visible: true, type: 'ohlc', data: [[day(2), 1, 3, 0.5, 2]] },
    ];
    expect(chartCsvText(series)).toBe(
      'DateTime,MSFT (Open),MSFT (High),MSFT (Low),MSFT (Close)\n2025-01-02,1,3,0.5,2\n',
    );
  });

  it('makes a standalone SVG: background, title, the plot without screen-only parts, and the legend', () => {
    const ns = 'http://www.w3.org/2000/svg';
    const plot = document.createElementNS(ns, 'svg');
    plot.setAttribute('width', '400');
    plot.setAttribute('height', '200');
    plot.innerHTML = '<path d="M0,0L10,10" stroke="#123456"/><g data-export="skip"><line/></g>';
    const text = chartSvgText(plot, {
      title: 'Prices',
      legend: [{ name: 'AAPL', color: '#ff0000' }],
      theme: LIGHT_CHART_THEME,
    });
    expect(text).toMatch(/^<svg[^>]* xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(root.namespaceURI).toBe(ns);
    expect(Number(root.getAttribute('height'))).toBeGreaterThan(200);
    expect(root.querySelector('rect')?.getAttribute('fill')).toBe(LIGHT_CHART_THEME.background);
    expect([...root.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Prices', 'AAPL']);
    expect(root.querySelector('path')?.getAttribute('stroke')).toBe('#123456');
    expect(root.querySelector('line')).toBeNull();
  });
});
