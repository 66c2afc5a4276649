import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoreFilterField, type StoreFilterFieldProps } from '@toolbox/kit/grid';
import type { Trade } from '../../../src/api/samples';
import { choiceArgType } from '../common/choiceArg';
import { tradeGridModel } from './gridSamples';
import { TradeGridPanel } from './TradeGridPanel';

/** The story's args: the field's props but its store, the story's grid. */
type FilterFieldStoryArgs = Omit<StoreFilterFieldProps<Trade>, 'store'>;

/** Choices of the fields searched. */
const FIELDS: Record<string, readonly string[] | undefined> = {
  'Search fields': undefined,
  Company: ['company'],
  'Company and city': ['company', 'city'],
};

/** An arg names a choice of FIELDS, which Storybook maps to its value before the component gets it. */
const fieldsArg = (choice: keyof typeof FIELDS) => choice as unknown as readonly string[];

/** The trades grid with the filter field in its toolbar. */
function FilterFieldStory(props: FilterFieldStoryArgs) {
  const model = useMemo(() => tradeGridModel(), []);
  return <TradeGridPanel model={model} tools={<StoreFilterField {...props} store={model} />} />;
}

const meta = {
  title: 'Kit/Grid/StoreFilterField',
  component: StoreFilterField as unknown as ComponentType<FilterFieldStoryArgs>,
  render: (args) => <FilterFieldStory {...args} />,
  args: {
    fields: fieldsArg('Search fields'),
    matchMode: 'any',
    filterBuffer: 200,
    placeholder: 'Filter trades...',
    width: 200,
    commitOnChange: true,
    'aria-label': 'Filter trades',
  },
  argTypes: {
    fields: choiceArgType(FIELDS),
    matchMode: { control: 'inline-radio', options: ['any', 'start', 'startWord'] },
    filterBuffer: { control: 'number' },
    placeholder: { control: 'text' },
    width: { control: 'number' },
    filterSource: { control: 'text' },
    'aria-label': { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<FilterFieldStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The count under the grid. */
const count = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^\d+ trades?/);

/**
 * Filters the grid's store as the user types, after a short quiet spell (`filterBuffer`); Escape or × clears it.
 * It searches the store's search fields unless given `fields`.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    const field = canvas.getByRole('searchbox', { name: 'Filter trades' });
    await userEvent.type(field, 'freight');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('1 trade'));
    await expect(within(grid).getByText('Halcyon Freight')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('6 trades'));
  },
};

/** With `commitOnChange` off, typing only stages the text: Enter applies it. */
export const ApplyOnEnter: Story = {
  args: { commitOnChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Trades' });
    const field = canvas.getByRole('searchbox', { name: 'Filter trades' });
    await userEvent.type(field, 'boston');
    await expect(count(canvasElement)).toHaveTextContent('6 trades');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('2 trades'));
  },
};

/** `matchMode: 'start'` matches the start of a value only: 'cap' finds no company, 'blue' finds one. */
export const MatchStart: Story = {
  args: { matchMode: 'start', fields: fieldsArg('Company') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Trades' });
    const field = canvas.getByRole('searchbox', { name: 'Filter trades' });
    await userEvent.type(field, 'cap');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('0 trades'));
    await userEvent.clear(field);
    await userEvent.type(field, 'blue');
    await waitFor(() => expect(count(canvasElement)).toHaveTextContent('1 trade'));
  },
};
