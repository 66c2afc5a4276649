import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';

const meta = {
  title: 'Kit/Input/Slider',
  component: Slider,
  render: controlledRender(Slider),
  args: { value: 40, min: 0, max: 100, 'aria-label': 'Volume', width: 320, onChange: fn() },
  argTypes: {
    value: { control: 'number' },
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
} satisfies Meta<typeof Slider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A thumb on a track with labelled ticks: the arrow keys move it a step, Home and End to the ends. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Volume' });

    await step('it says its value and range', async () => {
      await expect(thumb).toHaveAttribute('aria-valuenow', '40');
      await expect(thumb).toHaveAttribute('aria-valuemin', '0');
      await expect(thumb).toHaveAttribute('aria-valuemax', '100');
      // Ticks every fifth of the range.
      const ticks = [...canvasElement.querySelectorAll('.tb-slider__tick')].map((t) => t.textContent);
      await expect(ticks).toEqual(['0', '20', '40', '60', '80', '100']);
    });

    await step('the keyboard moves it', async () => {
      await userEvent.tab();
      await expect(thumb).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenLastCalledWith(41);
      await userEvent.keyboard('{End}');
      await expect(args.onChange).toHaveBeenLastCalledWith(100);
      await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    });
  },
};

/** Steps of 5 and ticks every 25, each shown as a percentage by `labelRenderer`. */
export const StepsAndLabels: Story = {
  args: { step: 5, labelStepSize: 25, labelRenderer: (v: number) => `${v}%` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ticks = [...canvasElement.querySelectorAll('.tb-slider__tick')].map((t) => t.textContent);
    await expect(ticks).toEqual(['0%', '25%', '50%', '75%', '100%']);
    canvas.getByRole('slider', { name: 'Volume' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(45);
  },
};

/** Greyed out: the keyboard passes it by. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('slider', { name: 'Volume' })).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
