import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberInput } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Input/NumberInput',
  component: NumberInput,
  render: controlledRender(NumberInput),
  args: { value: 1000, 'aria-label': 'Interval', width: 160, onChange: fn() },
  argTypes: {
    value: { control: 'number' },
    min: { control: 'number' },
    max: { control: 'number' },
    step: { control: 'number' },
    majorStep: { control: 'number' },
    minorStep: { control: 'number' },
    scaleFactor: { control: 'number' },
    valueLabel: { control: 'text' },
    placeholder: { control: 'text' },
    width: { control: 'number' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof NumberInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A number typed (with or without thousands separators) is committed on Enter or when the focus leaves; the
 * arrow keys step it, Shift + arrow by ten steps.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Interval' });

    await step('it shows the number', async () => {
      await expect(input).toHaveValue('1000');
    });

    await step('a typed number is read with its separators and committed on Enter', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2,500');
      await expect(args.onChange).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(2500);
    });

    await step('the arrow keys step it: by one, by ten with Shift', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await expect(args.onChange).toHaveBeenLastCalledWith(2501);
      await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
      await expect(args.onChange).toHaveBeenLastCalledWith(2491);
    });
  },
};

/** `min` and `max` bound it: a number typed beyond them is brought back within. */
export const MinMax: Story = {
  args: { value: 50, min: 0, max: 100, 'aria-label': 'Level' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Level' });
    await userEvent.clear(input);
    await userEvent.type(input, '250{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.type(input, '-5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** A share stored as 0.25 and shown as 25 %: `scaleFactor` 100 and a `valueLabel`. */
export const Percent: Story = {
  args: { value: 0.25, scaleFactor: 100, valueLabel: '%', 'aria-label': 'Share' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Share' });
    await expect(within(canvasElement).getByText('%')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '40{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.4);
  },
};

/** `displayWithCommas` shows thousands separators. */
export const WithCommas: Story = {
  args: { value: 1234567, displayWithCommas: true, 'aria-label': 'Amount' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Amount' })).toHaveValue('1,234,567');
  },
};

/** Empty, with `allowEmpty`: clearing it commits null rather than putting the number back. */
export const AllowEmpty: Story = {
  args: { value: 12, allowEmpty: true, placeholder: 'None', 'aria-label': 'Limit' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Limit' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('placeholder', 'None');
  },
};

/** Greyed out: the keyboard passes it by. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Interval' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Right to left: the unit label comes first in reading order, at the left. */
export const RightToLeft: Story = {
  args: { value: 0.25, scaleFactor: 100, valueLabel: '%', 'aria-label': 'Share' },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Share' });
    const unit = within(canvasElement).getByText('%').getBoundingClientRect();
    await expect(unit.right).toBeLessThanOrEqual(input.getBoundingClientRect().left + 1);
  },
};
