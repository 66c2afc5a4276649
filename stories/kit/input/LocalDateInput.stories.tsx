import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LocalDateInput } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';

const meta = {
  title: 'Kit/Input/LocalDateInput',
  component: LocalDateInput,
  render: controlledRender(LocalDateInput),
  args: { value: '2024-05-10', 'aria-label': 'Birthday', width: 180, onChange: fn() },
  argTypes: {
    value: { control: 'text' },
    minDate: { control: 'text' },
    maxDate: { control: 'text' },
    formatString: { control: 'text' },
    placeholder: { control: 'text' },
    width: { control: 'number' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof LocalDateInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A calendar day held as a 'yyyy-MM-dd' string: typed (committed on Enter) or picked from the calendar. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Birthday' });

    await step('it shows the day', async () => {
      await expect(input).toHaveValue('2024-05-10');
    });

    await step('a typed day is committed on Enter as a string', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2024-05-12{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-12');
    });

    await step('the calendar picks a day', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Birthday' }));
      const calendar = await screen.findByRole('dialog', { name: 'Calendar for Birthday' });
      await userEvent.click(within(calendar).getByRole('button', { name: /May 20th, 2024/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-20');
      await expect(input).toHaveValue('2024-05-20');
    });
  },
};

/** Bounds given as LocalDates: days outside them cannot be picked. */
export const MinMax: Story = {
  args: { minDate: '2024-05-05', maxDate: '2024-05-20' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar for Birthday' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar for Birthday' });
    await expect(within(calendar).getByRole('button', { name: /May 4th, 2024/ })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: /May 21st, 2024/ })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: /May 15th, 2024/ })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
  },
};

/** Cleared with its button: the value becomes null. */
export const Clearable: Story = {
  args: { enableClear: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Birthday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('textbox', { name: 'Birthday' })).toHaveValue('');
  },
};

/** Empty: the placeholder shows. */
export const Empty: Story = {
  args: { value: null, placeholder: 'yyyy-mm-dd' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birthday' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'yyyy-mm-dd');
  },
};

/** Greyed out: neither the text nor the calendar can change it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Birthday' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar for Birthday' })).toBeDisabled();
  },
};
