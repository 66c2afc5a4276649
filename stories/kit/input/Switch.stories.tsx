import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Input/Switch',
  component: Switch,
  render: controlledRender(Switch),
  args: { value: false, label: 'Auto-refresh', onChange: fn() },
  argTypes: {
    value: { control: 'boolean' },
    label: { control: 'text' },
    labelSide: { control: 'inline-radio' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An on/off setting that takes effect at once: a click on it or its label, or Space, turns it over. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Auto-refresh' });

    await step('a click turns it on', async () => {
      await expect(toggle).not.toBeChecked();
      await userEvent.click(toggle);
      await expect(args.onChange).toHaveBeenLastCalledWith(true);
      await expect(toggle).toBeChecked();
    });

    await step('a click on the label turns it off', async () => {
      await userEvent.click(canvas.getByText('Auto-refresh'));
      await expect(args.onChange).toHaveBeenLastCalledWith(false);
      await expect(toggle).not.toBeChecked();
    });

    await step('Space turns it over from the keyboard', async () => {
      toggle.focus();
      await userEvent.keyboard(' ');
      await expect(toggle).toBeChecked();
    });
  },
};

/** On. */
export const On: Story = {
  args: { value: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Auto-refresh' })).toBeChecked();
  },
};

/** The label on the left of the switch. */
export const LabelLeft: Story = {
  args: { labelSide: 'left' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch').getBoundingClientRect();
    const label = within(canvasElement).getByText('Auto-refresh').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(toggle.left);
  },
};

/** Greyed out: clicks change nothing. */
export const Disabled: Story = {
  args: { disabled: true, value: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Auto-refresh' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Right to left: the label is at the left of the switch. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch').getBoundingClientRect();
    const label = within(canvasElement).getByText('Auto-refresh').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(toggle.left);
  },
};
