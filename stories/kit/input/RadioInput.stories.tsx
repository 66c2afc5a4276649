import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioInput } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Input/RadioInput',
  component: RadioInput,
  render: controlledRender(RadioInput),
  args: { value: 'weekly', options: ['daily', 'weekly', 'monthly'], 'aria-label': 'Report', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['daily', 'weekly', 'monthly'] },
    options: { control: 'object' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof RadioInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A few choices side by side, one picked: a click or the arrow keys pick another. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Report' });
    const radio = (name: string) => within(group).getByRole('radio', { name });

    await step('the value is the checked radio', async () => {
      await expect(within(group).getAllByRole('radio')).toHaveLength(3);
      await expect(radio('weekly')).toBeChecked();
    });

    await step('a click picks another', async () => {
      await userEvent.click(radio('monthly'));
      await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
      await expect(radio('monthly')).toBeChecked();
    });

    await step('the arrow keys move the choice', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(radio('weekly')).toHaveFocus();
      await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
    });
  },
};

/** Options with labels, one of them disabled. */
export const Labelled: Story = {
  args: {
    value: 'steak',
    options: [
      { value: 'steak', label: 'Steak' },
      { value: 'fish', label: 'Fish', disabled: true },
      { value: 'pasta', label: 'Pasta' },
    ],
    'aria-label': 'Dinner',
  },
  argTypes: { value: { options: ['steak', 'fish', 'pasta'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Fish' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pasta' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('pasta');
  },
};

/** `inline: false` stacks the choices in a column. */
export const Stacked: Story = {
  args: { inline: false },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('radio');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** Greyed out: the value cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    for (const r of within(canvasElement).getAllByRole('radio')) await expect(r).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'daily' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Right to left: the choices read from the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = canvas.getByRole('radio', { name: 'daily' }).getBoundingClientRect();
    const weekly = canvas.getByRole('radio', { name: 'weekly' }).getBoundingClientRect();
    await expect(daily.left).toBeGreaterThan(weekly.left);
  },
};
