import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ColumnChooser, ColumnChooserButton, type ColumnChooserButtonProps } from '@toolbox/kit/grid';
import type { Trade } from '../../../src/api/samples';
import { headerTexts } from '../../common/gridPlayHelpers';
import { tradeGridModel } from './gridSamples';
import { TradeGridPanel } from './TradeGridPanel';

/** The story's args: the button's props but its grid, which the story makes. */
type ColumnChooserStoryArgs = Omit<ColumnChooserButtonProps<Trade>, 'model'>;

/** The trades grid with the column chooser's button in its toolbar. */
function ColumnChooserStory(props: ColumnChooserStoryArgs) {
  const model = useMemo(() => tradeGridModel(), []);
  return <TradeGridPanel model={model} tools={<ColumnChooserButton {...props} model={model} />} />;
}

/** The chooser itself, embedded beside the grid instead of in a popover. */
function EmbeddedStory() {
  const model = useMemo(() => tradeGridModel(), []);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <TradeGridPanel model={model} tools={null} />
      <ColumnChooser model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Grid/ColumnChooserButton',
  component: ColumnChooserButton as unknown as ComponentType<ColumnChooserStoryArgs>,
  parameters: { kit: { components: [ColumnChooser] } },
  render: (args) => <ColumnChooserStory {...args} />,
  args: { text: 'Columns', minimal: true },
  argTypes: { text: { control: 'text' }, minimal: { control: 'boolean' } },
} satisfies Meta<ColumnChooserStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const HEADERS = ['Company', 'City', 'Trade Volume', 'P&L', 'Date', 'Active'];

/**
 * A toolbar button opening the column chooser: a check box per column to show or hide it, and Restore Defaults.
 * `ColumnChooser` is the list alone, to embed in a panel or dialog.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    await waitFor(() => expect(headerTexts(grid)).toEqual(HEADERS));

    await step('uncheck City: the grid hides it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Columns|Choose columns/ }));
      const chooser = await screen.findByRole('group', { name: 'Columns' });
      await userEvent.click(within(chooser).getByRole('checkbox', { name: 'City' }));
      await waitFor(() => expect(headerTexts(grid)).not.toContain('City'));
    });

    await step('Restore Defaults shows it again', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Restore Defaults' }));
      await waitFor(() => expect(headerTexts(grid)).toEqual(HEADERS));
      await expect(screen.getByRole('checkbox', { name: 'City' })).toBeChecked();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull());
    });
  },
};

/** Icon only (no `text`): the button is named by its title, 'Choose columns'. */
export const IconOnly: Story = {
  args: { text: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose columns' });
    await expect(button).not.toHaveTextContent('Columns');
  },
};

/** The chooser embedded beside the grid: the last column shown cannot be hidden. */
export const Embedded: Story = {
  render: () => <EmbeddedStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    const chooser = canvas.getByRole('group', { name: 'Columns' });
    for (const name of ['City', 'Trade Volume', 'P&L', 'Date', 'Active'])
      await userEvent.click(within(chooser).getByRole('checkbox', { name }));
    await waitFor(() => expect(headerTexts(grid)).toEqual(['Company']));
    await expect(within(chooser).getByRole('checkbox', { name: 'Company' })).toBeDisabled();
  },
};
