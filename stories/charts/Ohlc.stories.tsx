import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API } from '../../src/api/routes';
import { withChartDemoFrame } from './ChartDemoFrame';
import { findChart, hoverPlot, legendEntries } from '../common/chartPlayHelpers';
import { catchDownload } from '../common/downloads';
import { whileRecording } from '../common/recordRequests';
import { chooseMenuItem } from '../common/menuPlayHelpers';
import { pickOption, selectedText } from '../common/selectPlayHelpers';
import { OhlcPanel } from './OhlcPanel';

const description =
  'Ten years of daily open/high/low/close bars of one symbol, as in a stock chart. Bars are grouped (weeks, ' +
  'months) when more than one would fall within 5 pixels: pick 1m in the range selector to see single days, ' +
  'All to see months. Drag the navigator’s window or its handles below the chart to pan and zoom. Aspect ' +
  'Ratio keeps width / height (0 or empty fills the panel); Call chart API asks the chart for its x-axis ' +
  'extremes, as app code would.';

const meta = {
  title: 'Charts/OHLC',
  component: OhlcPanel,
  decorators: [withChartDemoFrame],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof OhlcPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Range selector and grouping, navigator, symbol reloads, aspect ratio, the chart API and exports. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const symbolBox = () => canvas.getByRole('combobox', { name: 'Symbol' });
    let chart = await findChart(canvasElement);
    const rangeButton = (text: string) => within(chart).getByRole('button', { name: text });
    const shownRange = () =>
      [...chart.querySelectorAll('.tb-chart__range-date')].map((d) => d.textContent ?? '');

    await step('the first symbol is the default, shown for one year (range selector index 4)', async () => {
      await waitFor(() => expect(selectedText(symbolBox())).toBe('AAPL'));
      await expect(legendEntries(chart)).toEqual([{ name: 'AAPL', shown: true }]);
      await expect(rangeButton('1y')).toHaveAttribute('aria-pressed', 'true');
      await expect(shownRange()).toEqual(['Dec 31, 2024', 'Dec 31, 2025']);
      await expect(within(chart).getByText('USD', { selector: 'tspan' })).toBeInTheDocument();
    });

    await step('a year of daily bars is grouped by week; one month shows single days', async () => {
      await expect(await hoverPlot(chart, 0.5)).toHaveTextContent(/^Week from \w{3} \d{1,2}, 2025/);
      await userEvent.click(rangeButton('1m'));
      await waitFor(() => expect(rangeButton('1m')).toHaveAttribute('aria-pressed', 'true'));
      await expect(shownRange()).toEqual(['Dec 1, 2025', 'Dec 31, 2025']);
      const tooltip = await hoverPlot(chart, 0.5);
      await expect(tooltip).toHaveTextContent(/^\w+day, Dec \d{1,2}, 2025/);
      for (const field of ['Open', 'High', 'Low', 'Close']) await expect(tooltip).toHaveTextContent(field);
      await userEvent.click(rangeButton('All'));
      await waitFor(() => expect(shownRange()).toEqual(['Jan 4, 2016', 'Dec 31, 2025']));
      await expect(await hoverPlot(chart, 0.5)).toHaveTextContent(/^(\w+ \d{4}|Week from)/);
    });

    await step('the navigator pans the range with the arrow keys', async () => {
      await userEvent.click(rangeButton('1y'));
      const navigator = within(chart).getByRole('slider', { name: 'Navigator: the range shown' });
      navigator.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(shownRange()[1]).not.toBe('Dec 31, 2025'));
      await expect(rangeButton('1y')).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(rangeButton('1y'));
    });

    await step('choosing another symbol reloads its bars', async () => {
      await whileRecording(API.ohlcSeries, async (calls) => {
        await pickOption(symbolBox(), 'MSFT');
        await waitFor(() => expect(legendEntries(chart)).toEqual([{ name: 'MSFT', shown: true }]));
        await expect(calls.urls()).toEqual([expect.stringContaining('symbol=MSFT')]);
      });
      await expect(rangeButton('1y')).toHaveAttribute('aria-pressed', 'true');
    });

    await step(
      'Aspect Ratio keeps the chart twice as wide as high; empty fills the panel again',
      async () => {
        const input = canvas.getByRole('spinbutton', { name: 'Aspect Ratio' });
        const box = () => chart.querySelector<HTMLElement>('.tb-chart__box');
        const filled = box()?.getBoundingClientRect();
        await userEvent.clear(input);
        await userEvent.type(input, '2');
        await waitFor(() => {
          const r = box()?.getBoundingClientRect();
          expect(r && Math.abs(r.width / r.height - 2)).toBeLessThan(0.02);
        });
        await userEvent.clear(input);
        await waitFor(() => expect(box()?.getBoundingClientRect().height).toBe(filled?.height));
      },
    );

    await step('Call chart API alerts the x-axis extremes', async () => {
      const button = canvas.getByRole('button', { name: 'Call chart API' });
      await expect(button).toBeEnabled();
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      await expect(dialog).toHaveTextContent(
        'X axis extremes: min 2024-12-31 00:00, max 2025-12-31 00:00 (data from 2016-01-04 00:00 to 2025-12-31 00:00).',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    await step('Download SVG and Export Data (CSV) save the chart and its bars', async () => {
      chart = await findChart(canvasElement);
      const menuButton = () => within(chart).getByRole('button', { name: 'Chart menu' });
      let download = catchDownload();
      await chooseMenuItem(menuButton(), 'Download SVG');
      const svg = await download;
      await expect(svg.fileName).toBe('ohlc-chart.svg');
      await expect(svg.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      await expect(svg.text).toContain('>Daily prices</text>');
      await expect(svg.text).toContain('>MSFT</text>');

      download = catchDownload();
      await chooseMenuItem(menuButton(), 'Export Data (CSV)');
      const csv = await download;
      const lines = csv.text.trim().split('\n');
      await expect(lines[0]).toBe('DateTime,MSFT (Open),MSFT (High),MSFT (Low),MSFT (Close)');
      await expect(lines[1]).toMatch(/^2016-01-04,[\d.]+,[\d.]+,[\d.]+,[\d.]+$/);
      await expect(lines.length).toBeGreaterThan(2500);
    });
  },
};
