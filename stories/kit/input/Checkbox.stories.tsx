import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Input/Checkbox',
  component: Checkbox,
  render: controlledRender(Checkbox),
  args: { value: false, label: 'Email me the daily report', onChange: fn() },
  argTypes: {
    value: { control: 'boolean' },
    label: { control: 'text' },
    labelSide: { control: 'inline-radio' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A box and its label: a click on either, or Space, toggles it. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Email me the daily report' });

    await step('a click on the box checks it', async () => {
      await expect(box).not.toBeChecked();
      await userEvent.click(box);
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
      await expect(box).toBeChecked();
    });

    await step('a click on the label unchecks it', async () => {
      await userEvent.click(canvas.getByText('Email me the daily report'));
      await expect(args.onChange).toHaveBeenLastCalledWith(false);
      await expect(box).not.toBeChecked();
    });

    await step('Space toggles it from the keyboard', async () => {
      await expect(box).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(box).toBeChecked();
    });
  },
};

/** Neither checked nor unchecked (`value: null`): a dash, read as "mixed"; a click checks it. */
export const Indeterminate: Story = {
  args: { value: null, label: 'Select all' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all' });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** The label on the left of the box. */
export const LabelLeft: Story = {
  args: { labelSide: 'left', value: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox').getBoundingClientRect();
    const label = within(canvasElement).getByText('Email me the daily report').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(box.left);
  },
};

/** Greyed out: clicks change nothing. */
export const Disabled: Story = {
  args: { disabled: true, value: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me the daily report' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A box alone, named by `aria-label`. */
export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Done' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Done' })).toBeVisible();
  },
};

/** Right to left: the label is at the left of the box. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox').getBoundingClientRect();
    const label = within(canvasElement).getByText('Email me the daily report').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(box.left);
  },
};
