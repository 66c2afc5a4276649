import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FilterChooser, type FilterChooserFieldSpec, type FilterChooserProps } from '@toolbox/kit/grid';
import type { Trade } from '../../../src/api/samples';
import { choiceArgType } from '../common/choiceArg';
import { tradeGridModel } from './gridSamples';
import { TradeGridPanel } from './TradeGridPanel';

/** The story's args: the chooser's props but its store, the story's grid. */
type FilterChooserStoryArgs = Omit<FilterChooserProps<Trade>, 'store'>;

type Fields = readonly (string | FilterChooserFieldSpec)[];

/** Choices of the fields offered. */
const FIELDS: Record<string, Fields> = {
  'Company, city, P&L': ['company', 'city', { field: 'profit_loss', label: 'P&L' }],
  'City only': ['city'],
  'Every trade field': ['company', 'city', 'trade_volume', { field: 'profit_loss', label: 'P&L' }, 'active'],
};

/** An arg names a choice of FIELDS, which Storybook maps to its value before the component gets it. */
const fieldsArg = (choice: keyof typeof FIELDS) => choice as unknown as Fields;

/** The trades grid with the filter chooser in its toolbar. */
function FilterChooserStory(props: FilterChooserStoryArgs) {
  const model = useMemo(() => tradeGridModel(), []);
  return <TradeGridPanel model={model} tools={<FilterChooser {...props} store={model} />} />;
}

const meta = {
  title: 'Kit/Grid/FilterChooser',
  component: FilterChooser as unknown as ComponentType<FilterChooserStoryArgs>,
  render: (args) => <FilterChooserStory {...args} />,
  args: {
    fields: fieldsArg('Company, city, P&L'),
    placeholder: 'Filter trades...',
    width: 360,
    maxSuggestions: 20,
    commitOnChange: true,
    'aria-label': 'Filter trades',
  },
  argTypes: {
    fields: choiceArgType(FIELDS),
    placeholder: { control: 'text' },
    width: { control: 'number' },
    maxSuggestions: { control: 'number' },
    'aria-label': { control: 'text' },
  },
} satisfies Meta<FilterChooserStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The count under the grid. */
const count = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^\d+ trades?/);

/** Types into the chooser and picks a suggestion from its menu. */
async function choose(canvasElement: HTMLElement, typed: string, suggestion: string): Promise<void> {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Filter trades' }), typed);
  await userEvent.click(await screen.findByRole('option', { name: suggestion }));
}

/**
 * Structured filtering by suggestion: typing 'lon' offers 'City = London' and 'Company like lon' from the data;
 * each filter chosen is a chip. Chips on one field combine with OR, on different fields with AND.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Trades' });

    await step('typing "lon" and picking City = London leaves the London trade', async () => {
      await choose(canvasElement, 'lon', 'City = London');
      await waitFor(() => expect(count(canvasElement)).toHaveTextContent('1 trade'));
      await expect(canvas.getByText('City = London')).toBeVisible();
    });

    await step('a second city on the same field adds its trades (OR)', async () => {
      await choose(canvasElement, 'bos', 'City = Boston');
      await waitFor(() => expect(count(canvasElement)).toHaveTextContent('3 trades'));
    });

    await step('removing the chips brings every trade back', async () => {
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: 'Remove City = London' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Remove City = Boston' }));
      await waitFor(() => expect(count(canvasElement)).toHaveTextContent('6 trades'));
    });
  },
};

/** With `commitOnChange` off, chips are staged: Apply (or Enter in the empty input) filters. */
export const ApplyButton: Story = {
  args: { commitOnChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Trades' });
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await choose(canvasElement, 'rott', 'City = Rotterdam');
    await expect(count(canvasElement)).toHaveTextContent('6 trades');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(apply);
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('1 trade'));
  },
};
