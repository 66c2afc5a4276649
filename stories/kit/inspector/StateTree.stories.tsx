import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StateTree } from '@toolbox/kit/inspector';
import { choiceArgType } from '../common/choiceArg';
import { sampleOrderTicket } from './inspectorSamples';

const VALUES = {
  'Order ticket': sampleOrderTicket(),
  'Empty object': {},
  'A number': 42,
};
/** A choice of VALUES as an arg: Storybook maps the name to its value. */
const valueArg = (choice: keyof typeof VALUES): unknown => choice;

const meta = {
  title: 'Kit/Inspector/StateTree',
  component: StateTree,
  args: { value: valueArg('Order ticket'), label: 'Order ticket state' },
  argTypes: {
    value: choiceArgType(VALUES),
    label: { control: 'text' },
  },
} satisfies Meta<typeof StateTree>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A value as a tree of its properties: plain values show as they are (strings quoted), objects and lists as a
 * summary that a click opens.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const tree = within(canvasElement).getByRole('list', { name: 'Order ticket state' });

    await step('plain values show as they are', async () => {
      await expect(tree).toHaveTextContent('symbol:"AAPL"');
      await expect(tree).toHaveTextContent('quantity:200');
      await expect(tree).toHaveTextContent('submitted:false');
    });

    await step('a list opens on a click, and its items too', async () => {
      const fills = within(tree).getByRole('button', { name: /^fills/ });
      await expect(fills).toHaveTextContent('Array(2)');
      await expect(fills).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(fills);
      await expect(fills).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(within(tree).getByRole('button', { name: /^0/ }));
      await expect(tree).toHaveTextContent('price:212.38');
    });

    await step('the keyboard opens and closes a branch', async () => {
      const account = within(tree).getByRole('button', { name: /^account/ });
      account.focus();
      await userEvent.keyboard('{Enter}');
      await expect(tree).toHaveTextContent('desk:"Equities"');
      await userEvent.keyboard(' ');
      await expect(tree).not.toHaveTextContent('desk:"Equities"');
    });
  },
};

/** An object without properties says so. */
export const EmptyObject: Story = {
  args: { value: valueArg('Empty object'), label: 'Filter state' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('list', { name: 'Filter state' });
    await expect(tree).toHaveTextContent('No properties.');
  },
};

/** A plain value shows as one row. */
export const PlainValue: Story = {
  args: { value: valueArg('A number'), label: 'Count' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('list', { name: 'Count' });
    await expect(tree).toHaveTextContent('value:42');
  },
};
