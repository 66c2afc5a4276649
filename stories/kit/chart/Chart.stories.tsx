import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Chart, ChartModel, type ChartProps, type SeriesSpec } from '@toolbox/kit/chart';
import { findChart, legendEntries } from '../../common/chartPlayHelpers';
import { closeMenu, menuItemNames, openMenu } from '../../common/menuPlayHelpers';
import { barsOf, closesOf } from './chartSamples';

type SeriesKind = 'line' | 'ohlc' | 'candlestick';

/** The story's args: the chart's props, and the model's config that the Controls set. */
interface ChartStoryArgs extends Omit<ChartProps, 'model'> {
  /** How the prices are drawn: two symbols' closes as lines, or one symbol's bars. */
  seriesType: SeriesKind;
  /** ChartModel's `title`: names the chart for screen readers and exports. */
  title: string;
  /** ChartModel's `yAxisTitle`. */
  yAxisTitle: string;
  /** ChartModel's `yAxisOpposite`: the value axis on the right. */
  yAxisOpposite: boolean;
  /** ChartModel's `rangeSelector`: the 1m ... All buttons above the plot. */
  rangeSelector: boolean;
  /** ChartModel's `navigator`: an overview of all the data under the plot. */
  navigator: boolean;
  /** ChartModel's `showLegend`. */
  showLegend: boolean;
  /** ChartModel's `zoomable`: zoom by dragging across the plot. */
  zoomable: boolean;
  /** ChartModel's `menu`: the default exports, or none. */
  menu: 'default' | 'none';
  /** Whether the series have no points, to show the model's `emptyText`. */
  empty: boolean;
  /** Width of the box the chart fills, px. */
  width: number;
  /** Height of the box the chart fills, px. */
  height: number;
}

function seriesOf(kind: SeriesKind, empty: boolean): SeriesSpec[] {
  const series = kind === 'line' ? [closesOf('AAPL'), closesOf('MSFT')] : [barsOf('AAPL', kind)];
  return empty ? series.map((s) => ({ ...s, data: [] })) : series;
}

/** A Chart whose model is made from the story's args, anew when they change, in a box it fills. */
function ChartStory({ seriesType, empty, width, height, className, ...config }: ChartStoryArgs) {
  const { title, yAxisTitle, yAxisOpposite, rangeSelector, navigator, showLegend, zoomable, menu } = config;
  const model = useMemo(
    () =>
      new ChartModel({
        series: seriesOf(seriesType, empty),
        title,
        yAxisTitle,
        yAxisOpposite,
        rangeSelector,
        navigator,
        showLegend,
        zoomable,
        menu,
        emptyText: 'No prices for this period.',
      }),
    [
      seriesType,
      empty,
      title,
      yAxisTitle,
      yAxisOpposite,
      rangeSelector,
      navigator,
      showLegend,
      zoomable,
      menu,
    ],
  );
  return (
    <div style={{ width, maxWidth: '100%', height }}>
      <Chart model={model} className={className} />
    </div>
  );
}

const meta = {
  title: 'Kit/Chart/Chart',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: Chart as unknown as ComponentType<ChartStoryArgs>,
  render: (args) => <ChartStory {...args} />,
  args: {
    seriesType: 'line',
    title: 'Daily closes',
    yAxisTitle: 'USD',
    yAxisOpposite: false,
    rangeSelector: false,
    navigator: false,
    showLegend: true,
    zoomable: true,
    menu: 'default',
    empty: false,
    width: 640,
    height: 320,
  },
  argTypes: {
    seriesType: { control: 'inline-radio', options: ['line', 'ohlc', 'candlestick'] },
    menu: { control: 'inline-radio', options: ['default', 'none'] },
    width: { control: { type: 'range', min: 240, max: 1000, step: 20 } },
    height: { control: { type: 'range', min: 200, max: 600, step: 20 } },
    className: { control: false },
  },
} satisfies Meta<ChartStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The plot's keyboard surface: a group named after the chart. */
const plotGroup = (chart: HTMLElement, title: string) =>
  within(chart).getByRole('group', { name: new RegExp(`^${title}`) });

/**
 * Two symbols' daily closes as lines. The legend shows or hides a series; the arrow keys read the values at a
 * day; the menu at the top right offers full screen, print and the exports.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const chart = await findChart(canvasElement);

    await step('the legend lists both symbols; a click hides one and the plot drops its name', async () => {
      await expect(legendEntries(chart)).toEqual([
        { name: 'AAPL', shown: true },
        { name: 'MSFT', shown: true },
      ]);
      await expect(within(chart).getByRole('img')).toHaveAccessibleName('Daily closes: AAPL, MSFT');
      await userEvent.click(within(chart).getByRole('button', { name: 'MSFT' }));
      await waitFor(() => expect(within(chart).getByRole('img')).toHaveAccessibleName('Daily closes: AAPL'));
      await userEvent.click(within(chart).getByRole('button', { name: 'MSFT' }));
    });

    await step('the arrow keys read the values at a day', async () => {
      plotGroup(chart, 'Daily closes').focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(chart.querySelector('.tb-chart-tooltip')).toHaveTextContent('AAPL'));
      await expect(chart.querySelector('.tb-chart-tooltip')).toHaveTextContent('MSFT');
    });

    await step('the menu offers the exports', async () => {
      const menu = await openMenu(within(chart).getByRole('button', { name: 'Chart menu' }));
      await expect(menuItemNames(menu)).toEqual([
        'View full screen',
        'Print chart',
        'Download PNG',
        'Download SVG',
        'Export Data (CSV)',
      ]);
      await closeMenu();
    });
  },
};

/** One symbol's daily bars as candlesticks, its value axis on the right as stock charts have it. */
export const Candlesticks: Story = {
  args: { seriesType: 'candlestick', title: 'AAPL daily', yAxisOpposite: true },
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    await expect(legendEntries(chart)).toEqual([{ name: 'AAPL', shown: true }]);
    await expect(within(chart).getByRole('img')).toHaveAccessibleName('AAPL daily: AAPL');
    await expect(within(chart).getByText('USD', { selector: 'text' })).toBeInTheDocument();
  },
};

/** The range selector above the plot picks a span back from the last day; the navigator shows all the data. */
export const RangeSelector: Story = {
  args: { rangeSelector: true, navigator: true },
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    const zoom = within(chart).getByRole('group', { name: 'Zoom' });
    // One year is selected at first.
    await expect(within(zoom).getByRole('button', { name: '1y' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(zoom).getByRole('button', { name: '1m' }));
    await waitFor(() =>
      expect(within(zoom).getByRole('button', { name: '1m' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(within(zoom).getByRole('button', { name: '1y' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Keyboard zoom: + zooms in around the day read, and the Reset zoom button shows all the data again. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    plotGroup(chart, 'Daily closes').focus();
    await userEvent.keyboard('+');
    const reset = await within(chart).findByRole('button', { name: 'Reset zoom' });
    await userEvent.click(reset);
    await waitFor(() => expect(within(chart).queryByRole('button', { name: 'Reset zoom' })).toBeNull());
  },
};

/** Without a legend or a menu: the plot alone. */
export const PlotOnly: Story = {
  args: { showLegend: false, menu: 'none' },
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    await expect(within(chart).queryByRole('group', { name: 'Legend' })).toBeNull();
    await expect(within(chart).queryByRole('button', { name: 'Chart menu' })).toBeNull();
  },
};

/** Series without points: the plot says so (the model's `emptyText`). */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const chart = await findChart(canvasElement);
    await expect(await within(chart).findByText('No prices for this period.')).toBeVisible();
  },
};
