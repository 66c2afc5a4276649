import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DateInput, type DateInputProps } from '@toolbox/kit/input';
import { rightToLeft } from '../common/rightToLeft';

/** The Controls' date control gives a timestamp: the story's args hold one, the input gets a Date. */
type DateArgs = Omit<DateInputProps, 'value' | 'minDate' | 'maxDate'> & {
  value: number | null;
  minDate?: number | null;
  maxDate?: number | null;
};

const day = (y: number, m: number, d: number, hh = 0, mm = 0) => new Date(y, m - 1, d, hh, mm).getTime();
const toDate = (t: number | null | undefined) => (t == null ? null : new Date(t));

/** The input keeping what the user picks, each pick also shown in the Actions panel. */
function DateInputStory({ value, minDate, maxDate, onChange, ...rest }: DateArgs) {
  const [date, setDate] = useState(() => toDate(value));
  return (
    <DateInput
      {...rest}
      value={date}
      minDate={toDate(minDate)}
      maxDate={toDate(maxDate)}
      onChange={(d) => {
        onChange(d);
        setDate(d);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Input/DateInput',
  component: DateInput,
  // A value set in the Controls (a timestamp) starts the input afresh with it.
  render: (args) => <DateInputStory key={String(args.value)} {...(args as unknown as DateArgs)} />,
  args: { value: day(2024, 5, 10) as unknown as Date, 'aria-label': 'Due', width: 180, onChange: fn() },
  argTypes: {
    value: { control: 'date' },
    minDate: { control: 'date' },
    maxDate: { control: 'date' },
    timePrecision: { control: 'inline-radio', options: [null, 'minute', 'second'] },
    formatString: { control: 'text' },
    placeholder: { control: 'text' },
    width: { control: 'number' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof DateInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A day typed as text (committed on Enter) or picked from the calendar that its button opens. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Due' });

    await step('it shows the day as year-month-day', async () => {
      await expect(input).toHaveValue('2024-05-10');
    });

    await step('a typed day is committed on Enter', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2024-05-12{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 4, 12));
    });

    await step('the calendar picks a day', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open calendar for Due' }));
      const calendar = await screen.findByRole('dialog', { name: 'Calendar for Due' });
      await userEvent.click(within(calendar).getByRole('button', { name: /May 20th, 2024/ }));
      await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2024, 4, 20));
      await expect(input).toHaveValue('2024-05-20');
    });
  },
};

/** Days outside `minDate`..`maxDate` cannot be picked. */
export const MinMax: Story = {
  args: { minDate: day(2024, 5, 5) as unknown as Date, maxDate: day(2024, 5, 20) as unknown as Date },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar for Due' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar for Due' });
    await expect(within(calendar).getByRole('button', { name: /May 4th, 2024/ })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: /May 21st, 2024/ })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: /May 15th, 2024/ })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
  },
};

/** A time of day to the minute, and a button that clears the value. */
export const WithTime: Story = {
  args: {
    value: day(2024, 5, 10, 9, 30) as unknown as Date,
    timePrecision: 'minute',
    enableClear: true,
    'aria-label': 'At',
    width: 220,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'At' })).toHaveValue('2024-05-10 09:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear At' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Empty: the placeholder shows. */
export const Empty: Story = {
  args: { value: null, placeholder: 'yyyy-mm-dd' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Due' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'yyyy-mm-dd');
  },
};

/** Greyed out: neither the text nor the calendar can change it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Due' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar for Due' })).toBeDisabled();
  },
};

/** Right to left: the calendar's button is at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Due' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Open calendar for Due' }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(input.left + 1);
  },
};
