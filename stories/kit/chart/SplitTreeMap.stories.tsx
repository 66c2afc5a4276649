import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  SplitTreeMap,
  SplitTreeMapModel,
  type SplitOrientation,
  type SplitTreeMapProps,
  type TreeMapColorMode,
} from '@toolbox/kit/chart';
import { formatReturn, formatUsd, samplePositionStore, type SamplePosition } from './chartSamples';

/** The story's args: the split map's props, and the model's config that the Controls set. */
interface SplitStoryArgs extends Omit<SplitTreeMapProps<SamplePosition, SamplePosition>, 'model'> {
  /** SplitTreeMapModel's `orientation`: side by side, or stacked. */
  orientation: SplitOrientation;
  /** SplitTreeMapModel's `colorMode`, shared by both maps. */
  colorMode: TreeMapColorMode;
  /** Whether each map has a title with its total market value (`mapTitleFn`). */
  titles: boolean;
  /** Width of the box the maps fill, px. */
  width: number;
  /** Height of the box the maps fill, px. */
  height: number;
}

/** A SplitTreeMap whose model is made from the story's args, anew when they change, in a box it fills. */
function SplitTreeMapStory({ orientation, colorMode, titles, width, height, ...props }: SplitStoryArgs) {
  const model = useMemo(
    () =>
      new SplitTreeMapModel<SamplePosition>({
        store: samplePositionStore(),
        valueField: 'mktVal',
        heatField: 'return',
        valueFormatter: formatUsd,
        heatFormatter: formatReturn,
        maxHeat: 0.05,
        colorMode,
        orientation,
        // Gains in one map, losses in the other: the default split, by the sign of the heat.
        mapTitleFn: titles
          ? (map, isPrimary) => {
              const total = map.leafRecords.reduce((sum, r) => sum + r.data.mktVal, 0);
              return `${isPrimary ? 'Gains' : 'Losses'}: ${formatUsd(total)}`;
            }
          : undefined,
      }),
    [orientation, colorMode, titles],
  );
  return (
    <div style={{ width, maxWidth: '100%', height }}>
      <SplitTreeMap {...props} model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Chart/SplitTreeMap',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: SplitTreeMap as unknown as ComponentType<SplitStoryArgs>,
  render: (args) => <SplitTreeMapStory {...args} />,
  args: { orientation: 'horizontal', colorMode: 'linear', titles: true, width: 640, height: 300 },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    colorMode: { control: 'inline-radio', options: ['linear', 'wash', 'none'] },
    width: { control: { type: 'range', min: 240, max: 1000, step: 20 } },
    height: { control: { type: 'range', min: 160, max: 600, step: 20 } },
    className: { control: false },
  },
} satisfies Meta<SplitStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The names of the holdings in a map's pane (its options without the sector boxes). */
async function holdingsOf(pane: HTMLElement): Promise<string[]> {
  const map = within(pane).getByRole('listbox');
  await waitFor(() => expect(within(map).getAllByRole('option').length).toBeGreaterThan(0));
  return within(map)
    .getAllByRole('option')
    .map((o) => o.getAttribute('aria-label') ?? '')
    .filter((n) => n.includes(','))
    .sort();
}

/**
 * Holdings with a gain in one map and those with a loss in the other, each titled with its total; the bigger
 * side gets the bigger box. Selection is shared: a click in one map selects there.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const gains = 'Gains: $8,400,000';
    const losses = 'Losses: $5,800,000';

    await step('gains and losses each have their map and title', async () => {
      const pane = (name: string) => canvas.getByRole('region', { name });
      await expect(await holdingsOf(pane(gains))).toEqual(['AAPL, +6.2%', 'JPM, +3.1%', 'XOM, +1.5%']);
      await expect(await holdingsOf(pane(losses))).toEqual(['GS, -4.8%', 'MSFT, -2.4%', 'SHEL, -1.2%']);
      await expect(canvas.getByRole('region', { name: gains })).toHaveTextContent(gains);
    });

    await step('side by side, the gains (the bigger total) get the wider box', async () => {
      const g = canvas.getByRole('region', { name: gains }).getBoundingClientRect();
      const l = canvas.getByRole('region', { name: losses }).getBoundingClientRect();
      await expect(l.left).toBeGreaterThanOrEqual(g.right - 1);
      await expect(g.width).toBeGreaterThan(l.width);
    });

    await step('a click selects a holding', async () => {
      const map = canvas.getByRole('listbox', { name: losses });
      const gs = within(map).getByRole('option', { name: /^GS/ });
      await userEvent.click(gs.querySelector('rect') as SVGRectElement);
      await waitFor(() => expect(gs).toHaveAttribute('aria-selected', 'true'));
    });
  },
};

/** Stacked: the gains above the losses. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const g = canvas.getByRole('region', { name: 'Gains: $8,400,000' }).getBoundingClientRect();
    const l = canvas.getByRole('region', { name: 'Losses: $5,800,000' }).getBoundingClientRect();
    await expect(l.top).toBeGreaterThanOrEqual(g.bottom - 1);
  },
};

/** Without titles: the maps are named 'Primary map' and 'Secondary map' for screen readers. */
export const Untitled: Story = {
  args: { titles: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('region', { name: 'Primary map' });
    await expect(await holdingsOf(primary)).toEqual(['AAPL, +6.2%', 'JPM, +3.1%', 'XOM, +1.5%']);
    await expect(canvas.getByRole('region', { name: 'Secondary map' })).not.toHaveTextContent('Losses');
  },
};
