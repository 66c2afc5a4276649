import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeSlider } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';

const meta = {
  title: 'Kit/Input/RangeSlider',
  component: RangeSlider,
  render: controlledRender(RangeSlider),
  args: { value: [20, 60], min: 0, max: 100, 'aria-label': 'Band', width: 320, onChange: fn() },
  argTypes: {
    value: { control: 'object' },
    min: { control: 'number' },
    max: { control: 'number' },
    step: { control: 'number' },
    labelStepSize: { control: 'number' },
    width: { control: 'number' },
    'aria-label': { control: 'text' },
    labelRenderer: { control: false },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof RangeSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two thumbs on one track, each named after the range ("Band minimum", "Band maximum"), moved by the keys. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Band minimum' });
    const high = canvas.getByRole('slider', { name: 'Band maximum' });

    await step('each thumb says its end of the range', async () => {
      await expect(low).toHaveAttribute('aria-valuenow', '20');
      await expect(high).toHaveAttribute('aria-valuenow', '60');
    });

    await step('the keyboard moves one end, then the other', async () => {
      await userEvent.tab();
      await expect(low).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith([21, 60]);
      await userEvent.tab();
      await expect(high).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith([21, 59]);
    });
  },
};

/** Greyed out: neither thumb can be moved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('slider', { name: 'Band minimum' })).not.toHaveFocus();
  },
};
