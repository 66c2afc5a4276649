import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ZoneGrid, ZoneRow, type ZoneGridProps } from '@toolbox/kit/zonegrid';
import type { Trade } from '../../../src/api/samples';
import { groupRows, selectedRows } from '../../common/gridPlayHelpers';
import { zoneRows } from '../../grids/ZoneGridPlayHelpers';
import { sampleZoneGridModel } from './zoneGridSamples';

/** The story's args: the grid's props, and the model's config that the Controls set. */
interface ZoneGridStoryArgs extends Omit<ZoneGridProps<Trade>, 'model'> {
  /** ZoneGridModel's `groupBy`: a field to group the trades by, or none. */
  groupBy: 'none' | 'city';
  /** ZoneGridModel's `delimiter`: put between the fields of a zone. */
  delimiter: string;
  /** ZoneGridModel's `stripeRows`: alternate shading instead of lines. */
  stripeRows: boolean;
  /** Whether there are no trades, to show the model's `emptyText`. */
  empty: boolean;
  /** Height of the grid, px. */
  height: number;
}

/** A ZoneGrid whose model is made from the story's args, anew when they change. */
function ZoneGridStory({ groupBy, delimiter, stripeRows, empty, height, ...props }: ZoneGridStoryArgs) {
  const model = useMemo(
    () =>
      sampleZoneGridModel({
        groupBy: groupBy === 'none' ? null : groupBy,
        delimiter,
        stripeRows,
        trades: empty ? [] : undefined,
      }),
    [groupBy, delimiter, stripeRows, empty],
  );
  return <ZoneGrid {...props} model={model} style={{ height, width: 420 }} />;
}

const meta = {
  title: 'Kit/Zonegrid/ZoneGrid',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: ZoneGrid as unknown as ComponentType<ZoneGridStoryArgs>,
  parameters: { kit: { components: [ZoneRow] } },
  render: (args) => <ZoneGridStory {...args} />,
  args: {
    'aria-label': 'Trades',
    groupBy: 'none',
    delimiter: ' • ',
    stripeRows: false,
    empty: false,
    height: 360,
  },
  argTypes: {
    'aria-label': { control: 'text' },
    groupBy: { control: 'inline-radio', options: ['none', 'city'] },
    delimiter: { control: 'text' },
    height: { control: { type: 'range', min: 160, max: 600, step: 20 } },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<ZoneGridStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The grid once its rows are drawn. */
async function findRows(canvasElement: HTMLElement, count: number) {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Trades' });
  await waitFor(() => expect(zoneRows(grid)).toHaveLength(count));
  return grid;
}

/**
 * Two-line rows of four zones, without column headers: the company and its P&L on top, the city and volume
 * (labelled) and the date below, sorted by P&L, largest first. A click selects a row.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const grid = await findRows(canvasElement, 6);

    await step('each row shows its fields in their zones, largest P&L first', async () => {
      const [first, second] = zoneRows(grid);
      await expect(first).toMatchObject({
        tl: 'Umbrella',
        tr: '-6,120',
        bl: 'Denver • Volume: 15,400',
        br: '6 Mar 2025',
      });
      await expect(first?.trClass).toMatch(/tb-grid-cell--neg/);
      await expect(second).toMatchObject({ tl: 'Acme Corp', tr: '+4,250' });
    });

    await step('a click selects a row', async () => {
      await userEvent.click(within(grid).getByText('Hooli'));
      await waitFor(() => expect(selectedRows(grid)).toEqual(['105']));
    });
  },
};

/** Grouped by city: a group row per city with its count, its trades under it. */
export const GroupedByCity: Story = {
  args: { groupBy: 'city' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Trades' });
    await waitFor(() => expect(groupRows(grid).map((g) => g.label)).toEqual(['Boston', 'Chicago', 'Denver']));
    await expect(groupRows(grid).map((g) => g.count)).toEqual([2, 2, 2]);
  },
};

/** Another delimiter between a zone's fields, and striped rows. */
export const DelimiterAndStripes: Story = {
  args: { delimiter: ' | ', stripeRows: true },
  play: async ({ canvasElement }) => {
    const grid = await findRows(canvasElement, 6);
    await expect(zoneRows(grid)[0]?.bl).toBe('Denver | Volume: 15,400');
  },
};

/** No trades: the grid says so (the model's `emptyText`). */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No trades today.')).toBeVisible();
  },
};
