import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Grid, GridCountLabel, type GridCountLabelProps } from '@toolbox/kit/grid';
import { Panel, Toolbar } from '@toolbox/kit/panel';
import type { Trade } from '../../../src/api/samples';
import { tradeGridModel } from './gridSamples';

/** The story's args: the label's props but its grid, which the story makes. */
type CountLabelStoryArgs = Omit<GridCountLabelProps<Trade>, 'model'>;

/** The trades grid (several rows selectable) with the count label in its bottom toolbar. */
function CountLabelStory(props: CountLabelStoryArgs) {
  const model = useMemo(() => tradeGridModel({ selModel: 'multiple' }), []);
  return (
    <Panel
      title="Trades"
      width={720}
      height={300}
      bbar={
        <Toolbar>
          <GridCountLabel {...props} model={model} />
        </Toolbar>
      }
    >
      <Grid model={model} aria-label="Trades" />
    </Panel>
  );
}

const meta = {
  title: 'Kit/Grid/GridCountLabel',
  component: GridCountLabel as unknown as ComponentType<CountLabelStoryArgs>,
  render: (args) => <CountLabelStory {...args} />,
  args: { unit: 'trade', unitPlural: undefined, includeChildren: false, showSelectionCount: true },
  argTypes: {
    unit: { control: 'text' },
    unitPlural: { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<CountLabelStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Selects two trades as a user does: a click, then a ctrl-click. */
async function selectTwo(grid: HTMLElement): Promise<void> {
  // One session of keys and clicks: the Control key held stays held for the next click.
  const user = userEvent.setup();
  await user.click(await within(grid).findByText('Bluepeak Capital'));
  await user.keyboard('{Control>}');
  await user.click(within(grid).getByText('Halcyon Freight'));
  await user.keyboard('{/Control}');
}

/**
 * The records that pass the grid's filter, with a unit ('6 trades'), and how many rows are selected when
 * several are ('6 trades, 2 selected'). It is a polite live region: screen readers hear the new count.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    const label = canvas.getByRole('status');
    await expect(label).toHaveTextContent('6 trades');
    await selectTwo(grid);
    await waitFor(() => expect(label).toHaveTextContent('6 trades, 2 selected'));
  },
};

/** A unit whose plural is not simply made is given it (`unitPlural`). */
export const IrregularPlural: Story = {
  args: { unit: 'trade entry', unitPlural: 'trade entries' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('6 trade entries');
  },
};

/** Without `showSelectionCount` the label counts records only. */
export const NoSelectionCount: Story = {
  args: { showSelectionCount: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    await selectTwo(grid);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^6 trades$/);
  },
};
