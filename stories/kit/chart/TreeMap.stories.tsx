import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoreRecord } from '@toolbox/kit/data';
import {
  TreeMap,
  TreeMapModel,
  TreeMapTooltip,
  type TreeMapAlgorithm,
  type TreeMapColorMode,
  type TreeMapProps,
  type TreeMapTheme,
} from '@toolbox/kit/chart';
import { choiceArgType } from '../common/choiceArg';
import { formatReturn, formatUsd, samplePositionStore, type SamplePosition } from './chartSamples';

type Tooltip = ((record: StoreRecord<SamplePosition>) => ReactNode) | false | undefined;

const TOOLTIPS: Record<string, Tooltip> = {
  'Default (size and heat)': undefined,
  'Own content': (record) => (
    <TreeMapTooltip
      label={`${record.data.name} holding`}
      lines={[['Value', formatUsd(record.data.mktVal)]]}
    />
  ),
  None: false,
};
/** A choice of TOOLTIPS as an arg: Storybook maps the name to its value. */
const tooltipArg = (choice: keyof typeof TOOLTIPS) => choice as unknown as Tooltip;

/** The story's args: the tree map's props, and the model's config that the Controls set. */
interface TreeMapStoryArgs extends Omit<TreeMapProps<SamplePosition, SamplePosition>, 'model'> {
  /** TreeMapModel's `maxHeat`: the return of full colour; 0 works it out from the data. */
  maxHeat: number;
  /** TreeMapModel's `colorMode`. */
  colorMode: TreeMapColorMode;
  /** TreeMapModel's `theme`: the app's, or always light or dark. */
  theme: TreeMapTheme;
  /** TreeMapModel's `algorithm`: how the cells are laid out. */
  algorithm: TreeMapAlgorithm;
  /** TreeMapModel's `tooltip`. */
  tooltip: Tooltip;
  /** Whether the store is empty, to show the model's `emptyText`. */
  empty: boolean;
  /** Width of the box the map fills, px. */
  width: number;
  /** Height of the box the map fills, px. */
  height: number;
}

/** A TreeMap whose model is made from the story's args, anew when they change, in a box it fills. */
function TreeMapStory({
  maxHeat,
  colorMode,
  theme,
  algorithm,
  tooltip,
  empty,
  width,
  height,
  ...props
}: TreeMapStoryArgs) {
  const model = useMemo(
    () =>
      new TreeMapModel<SamplePosition>({
        store: samplePositionStore(empty ? [] : undefined),
        valueField: 'mktVal',
        heatField: 'return',
        valueFormatter: formatUsd,
        heatFormatter: formatReturn,
        maxHeat: maxHeat || null,
        colorMode,
        theme,
        algorithm,
        tooltip,
        emptyText: 'No positions.',
      }),
    [maxHeat, colorMode, theme, algorithm, tooltip, empty],
  );
  return (
    <div style={{ width, maxWidth: '100%', height }}>
      <TreeMap {...props} model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Chart/TreeMap',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: TreeMap as unknown as ComponentType<TreeMapStoryArgs>,
  parameters: { kit: { components: [TreeMapTooltip] } },
  render: (args) => <TreeMapStory {...args} />,
  args: {
    'aria-label': 'Positions',
    maxHeat: 0.05,
    colorMode: 'linear',
    theme: 'default',
    algorithm: 'squarified',
    tooltip: tooltipArg('Default (size and heat)'),
    empty: false,
    width: 640,
    height: 300,
  },
  argTypes: {
    'aria-label': { control: 'text' },
    maxHeat: { control: { type: 'number', min: 0, step: 0.01 } },
    colorMode: { control: 'inline-radio', options: ['linear', 'wash', 'none'] },
    theme: { control: 'inline-radio', options: ['default', 'light', 'dark'] },
    algorithm: { control: 'select', options: ['squarified', 'sliceAndDice', 'stripes', 'strip'] },
    tooltip: choiceArgType(TOOLTIPS),
    width: { control: { type: 'range', min: 240, max: 1000, step: 20 } },
    height: { control: { type: 'range', min: 160, max: 600, step: 20 } },
    className: { control: false },
  },
} satisfies Meta<TreeMapStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A cell's box, where a pointer would hover or click it. */
const cellBox = (map: HTMLElement, name: RegExp) =>
  within(map).getByRole('option', { name }).querySelector('rect') as SVGRectElement;

/** The map's listbox once its cells are laid out (the map measures its box first). */
async function findMap(canvasElement: HTMLElement, name = 'Positions'): Promise<HTMLElement> {
  const map = within(canvasElement).getByRole('listbox', { name });
  await waitFor(() => expect(within(map).getAllByRole('option').length).toBeGreaterThan(0));
  return map;
}

/**
 * Holdings by sector, sized by market value and coloured by return: a sector is a box with a header. Click
 * selects a holding, ctrl-click adds one; hover shows its tooltip; the arrow keys move through the cells and
 * Enter selects.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const map = await findMap(canvasElement);

    await step('each holding is named with its return', async () => {
      await expect(within(map).getByRole('option', { name: 'Technology' })).toBeInTheDocument();
      await expect(within(map).getByRole('option', { name: 'AAPL, +6.2%' })).toBeInTheDocument();
      await expect(within(map).getByRole('option', { name: 'GS, -4.8%' })).toBeInTheDocument();
    });

    await step('hovering a holding shows its size and heat', async () => {
      await userEvent.hover(cellBox(map, /^AAPL/));
      const tooltip = await within(canvasElement).findByText('AAPL', {
        selector: '.tb-treemap-tooltip__title',
      });
      await expect(tooltip.parentElement).toHaveTextContent('Mkt Val$4,200,000');
      await expect(tooltip.parentElement).toHaveTextContent('Return+6.2%');
      await userEvent.unhover(cellBox(map, /^AAPL/));
    });

    await step('click selects, ctrl-click adds', async () => {
      await userEvent.click(cellBox(map, /^MSFT/));
      await waitFor(() =>
        expect(within(map).getByRole('option', { name: /^MSFT/ })).toHaveAttribute('aria-selected', 'true'),
      );
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(cellBox(map, /^JPM/));
      await user.keyboard('{/Control}');
      await waitFor(() =>
        expect(within(map).getByRole('option', { name: /^JPM/ })).toHaveAttribute('aria-selected', 'true'),
      );
      await expect(within(map).getByRole('option', { name: /^MSFT/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

/** The keyboard: the map is one tab stop; Home and the arrows move through the cells, Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    map.focus();
    await userEvent.keyboard('{Home}');
    const active = () => document.getElementById(map.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(active()).toHaveAccessibleName('Technology'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(active()).toHaveAccessibleName('AAPL, +6.2%'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(active()).toHaveAttribute('aria-selected', 'true'));
  },
};

/** The tooltip's content is the app's: here the holding and its value. */
export const OwnTooltip: Story = {
  args: { tooltip: tooltipArg('Own content') },
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    await userEvent.hover(cellBox(map, /^XOM/));
    const title = await within(canvasElement).findByText('XOM holding');
    await expect(title.parentElement).toHaveTextContent('Value$1,800,000');
  },
};

/** Always dark, whatever the app's theme, and laid out in stripes. */
export const DarkStripes: Story = {
  args: { theme: 'dark', algorithm: 'stripes' },
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement);
    await expect(map.closest('.tb-treemap')).toHaveClass('tb-treemap--dark');
    await expect(within(map).getAllByRole('option')).toHaveLength(9);
  },
};

/** Nothing to draw: the map says so (the model's `emptyText`). */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No positions.')).toBeVisible();
  },
};
