import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { apiUrl } from '../../mocks/handlers/url';
import { API } from '../../src/api/routes';
import { apiError } from '../../src/api/errors';
import { withChartDemoFrame } from './ChartDemoFrame';
import { findChart, hoverPlot, legendEntries } from '../common/chartPlayHelpers';
import { catchDownload, PNG_SIGNATURE, pngSize } from '../common/downloads';
import { whileRecording } from '../common/recordRequests';
import { pickOption, selectedChips, selectedText } from '../common/selectPlayHelpers';
import { chooseMenuItem, closeMenu, menuItemNames, openMenu } from '../common/menuPlayHelpers';
import { LinePanel } from './LinePanel';
import { LATEST_CLOSES_ITEM } from './LinePanelModel';

const description =
  'Daily closes of up to five symbols on one time axis, with the value axis titled USD. Add symbols in the ' +
  'Symbol box (clearing it falls back to the first), hover the plot for the shared tooltip listing every ' +
  'series at that day, click legend entries to hide or show series, and drag across the plot to zoom. The ' +
  'Context Menu select switches the chart menu (top right, or right-click) between the default exports, none, ' +
  'and custom items; either change reloads the data.';

const meta = {
  title: 'Charts/Line',
  component: LinePanel,
  decorators: [withChartDemoFrame],
  parameters: {
    docs: { description: { component: description } },
  },
} satisfies Meta<typeof LinePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const DEFAULT_MENU = ['View full screen', 'Print chart', 'Download PNG', 'Download SVG', 'Export Data (CSV)'];

/** The chart's menu button. */
const menuButton = (chart: HTMLElement) => within(chart).getByRole('button', { name: 'Chart menu' });

/** Symbols and reloads, the USD axis, the shared tooltip, legend toggles, brush zoom, the first-symbol fallback. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const symbolBox = () => canvas.getByRole('combobox', { name: 'Symbol' });
    const menuBox = () => canvas.getByRole('combobox', { name: 'Context Menu' });
    const chart = await findChart(canvasElement);

    await step('with no symbol chosen the first is selected; the value axis is titled USD', async () => {
      await waitFor(() => expect(selectedChips(symbolBox())).toEqual(['AAPL']));
      await expect(legendEntries(chart)).toEqual([{ name: 'AAPL', shown: true }]);
      await expect(within(chart).getByText('USD', { selector: 'tspan' })).toBeInTheDocument();
      await expect(selectedText(menuBox())).toBe('Default');
    });

    await step('choosing more symbols reloads their series', () =>
      whileRecording(API.lineSeries, async (calls) => {
        await pickOption(symbolBox(), 'MSFT');
        await pickOption(symbolBox(), 'NVDA');
        await waitFor(() =>
          expect(legendEntries(chart).map((e) => e.name)).toEqual(['AAPL', 'MSFT', 'NVDA']),
        );
        // Each choice reloads every series chosen: AAPL and MSFT, then AAPL, MSFT and NVDA.
        await expect(calls.count()).toBe(5);
        await expect(calls.urls().at(-1)).toContain('symbol=NVDA');
      }),
    );

    await step('the tooltip is shared: one tooltip lists every series at the hovered day', async () => {
      const tooltip = await hoverPlot(chart, 0.6);
      await expect(tooltip).toHaveTextContent(/\w+day, \w{3} \d{1,2}, \d{4}/);
      for (const symbol of ['AAPL', 'MSFT', 'NVDA']) await expect(tooltip).toHaveTextContent(symbol);
    });

    await step('a legend entry hides its series, and shows it again', async () => {
      await userEvent.click(within(chart).getByRole('button', { name: 'MSFT' }));
      await waitFor(() => expect(legendEntries(chart).find((e) => e.name === 'MSFT')?.shown).toBe(false));
      await waitFor(() => expect(chart.querySelector('[data-series="MSFT"]')).toBeNull());
      const tooltip = await hoverPlot(chart, 0.4);
      await expect(tooltip).not.toHaveTextContent('MSFT');
      await userEvent.click(within(chart).getByRole('button', { name: 'MSFT' }));
      await waitFor(() => expect(chart.querySelector('[data-series="MSFT"]')).not.toBeNull());
    });

    await step('dragging across the plot zooms; Reset zoom shows everything again', async () => {
      const overlay = chart.querySelector<SVGRectElement>('.tb-chart__overlay .visx-brush-overlay');
      if (!overlay) throw new Error('no plot overlay');
      const box = overlay.getBoundingClientRect();
      const y = box.top + box.height / 2;
      // A drag at a person's pace: visx's brush takes a press released within 200 ms for a click.
      const user = userEvent.setup({ delay: 90 });
      await user.pointer([
        {
          keys: '[MouseLeft>]',
          target: overlay,
          coords: { clientX: box.left + box.width * 0.3, clientY: y },
        },
        { target: overlay, coords: { clientX: box.left + box.width * 0.45, clientY: y } },
        { target: overlay, coords: { clientX: box.left + box.width * 0.6, clientY: y } },
        {
          keys: '[/MouseLeft]',
          target: overlay,
          coords: { clientX: box.left + box.width * 0.6, clientY: y },
        },
      ]);
      const reset = await within(chart).findByRole('button', { name: 'Reset zoom' });
      await userEvent.click(reset);
      await waitFor(() => expect(within(chart).queryByRole('button', { name: 'Reset zoom' })).toBeNull());
    });

    await step('clearing the symbols selects the first again', async () => {
      const root = symbolBox().closest('.tb-select');
      const clear = root?.querySelector<HTMLElement>('.tb-select__clear-indicator');
      if (!clear) throw new Error('no clear button');
      await userEvent.click(clear);
      await waitFor(() => expect(selectedChips(symbolBox())).toEqual(['AAPL']));
      await waitFor(() => expect(legendEntries(chart).map((e) => e.name)).toEqual(['AAPL']));
    });
  },
};

/** The chart menu: the default entries and real PNG and CSV files, then None and Custom (each a reload). */
export const ChartMenu: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const symbolBox = () => canvas.getByRole('combobox', { name: 'Symbol' });
    const menuBox = () => canvas.getByRole('combobox', { name: 'Context Menu' });
    let chart = await findChart(canvasElement);
    await pickOption(symbolBox(), 'MSFT');
    await pickOption(symbolBox(), 'NVDA');
    await waitFor(() => expect(legendEntries(chart).map((e) => e.name)).toEqual(['AAPL', 'MSFT', 'NVDA']));
    chart = await findChart(canvasElement);

    await step('the default menu offers full screen, print and the exports', async () => {
      await expect(menuItemNames(await openMenu(menuButton(chart)))).toEqual(DEFAULT_MENU);
      await closeMenu();
    });

    await step('Download PNG saves a real PNG image of the chart', async () => {
      const download = catchDownload();
      await chooseMenuItem(menuButton(chart), 'Download PNG');
      const { fileName, bytes } = await download;
      await expect(fileName).toBe('line-chart.png');
      await expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      // Drawn at twice the chart's size, for high-density screens.
      const svg = chart.querySelector('svg.tb-chart__svg');
      await expect(pngSize(bytes).width).toBe(2 * Number(svg?.getAttribute('width')));
    });

    await step('Export Data (CSV) saves every series by day', async () => {
      const download = catchDownload();
      await chooseMenuItem(menuButton(chart), 'Export Data (CSV)');
      const { fileName, text } = await download;
      await expect(fileName).toBe('line-chart.csv');
      const [header, first] = text.split('\n');
      await expect(header).toBe('DateTime,AAPL,MSFT,NVDA');
      await expect(first).toMatch(/^\d{4}-\d{2}-\d{2},[\d.]+,[\d.]+,[\d.]+$/);
    });

    await step('Context Menu None reloads and leaves the chart without a menu', async () => {
      await whileRecording(API.lineSeries, async (calls) => {
        await pickOption(menuBox(), 'None');
        await waitFor(() => expect(calls.count()).toBeGreaterThan(0));
      });
      chart = await findChart(canvasElement);
      await waitFor(() => expect(within(chart).queryByRole('button', { name: 'Chart menu' })).toBeNull());
    });

    await step('Context Menu Custom shows the app’s own items beside built-in ones', async () => {
      await pickOption(menuBox(), 'Custom');
      // The reload ends with the custom menu on the chart; the chart is drawn again with its button.
      const button = await waitFor(() => menuButton(canvasElement));
      chart = await findChart(canvasElement);
      const menu = await openMenu(button);
      await expect(menuItemNames(menu)).toEqual([
        LATEST_CLOSES_ITEM,
        'View full screen',
        'Export Data (CSV)',
      ]);
      await userEvent.click(within(menu).getByRole('menuitem', { name: LATEST_CLOSES_ITEM }));
      // The toast slides in: wait until it shows.
      await waitFor(() =>
        expect(screen.getByText(/^Latest closes: AAPL [\d.]+, MSFT [\d.]+, NVDA [\d.]+$/)).toBeVisible(),
      );
    });
  },
};

/** A failing series call gives an empty series: the chart says No data, nothing breaks. */
export const FailingSeries: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl(API.lineSeries), () =>
          HttpResponse.json(apiError(503, 'The price service is down.'), { status: 503 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The symbol's series is there, empty: its legend entry shows beside No data.
    await waitFor(() =>
      expect(legendEntries(canvasElement.querySelector('.tb-chart') as HTMLElement)).toEqual([
        { name: 'AAPL', shown: true },
      ]),
    );
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Symbol' })).toBeEnabled();
  },
};
