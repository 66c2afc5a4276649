import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays, addHours, differenceInCalendarDays, format, subDays, subHours } from 'date-fns';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RelativeTimestampPanel } from './RelativeTimestampPanel';

const description =
  'Friendly times such as "5 minutes ago" or "3 days from now" that keep themselves current. Set a ' +
  'time (now, a past or a future date) and try every option in the panel: short form, suffixes, ' +
  'future times, prefix, precision and more; getRelativeTimestamp gives the same text as a plain ' +
  'function.';

const meta = {
  title: 'Other/Relative Timestamp',
  component: RelativeTimestampPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof RelativeTimestampPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const PICKER_FMT = 'yyyy-MM-dd HH:mm';

/** Sets the timestamp each way, checks the pickers' limits, then changes each option. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const display = await canvas.findByRole('region', { name: 'Timestamp shown' });
    const shown = () => {
      const value = display.querySelector('.tb-relative-timestamp');
      if (!value) throw new Error('No relative timestamp');
      return value;
    };
    const expectShown = (text: string | RegExp) =>
      waitFor(() =>
        expect(shown()).toHaveTextContent(typeof text === 'string' ? new RegExp(`^${text}$`) : text),
      );
    const past = canvas.getByRole('textbox', { name: 'Past date' });
    const future = canvas.getByRole('textbox', { name: 'Future date' });
    const typeDate = async (input: HTMLElement, date: Date | string) => {
      await userEvent.clear(input);
      await userEvent.type(input, `${typeof date === 'string' ? date : format(date, PICKER_FMT)}{Enter}`);
    };
    const setText = async (label: string, text: string) => {
      const input = canvas.getByLabelText(label);
      await userEvent.clear(input);
      if (text) await userEvent.type(input, text);
    };
    // An hour past whole days, so the reading does not flip while the test runs.
    const threeDaysAgo = subHours(subDays(new Date(), 3), 1);
    const tenDaysAhead = addHours(addDays(new Date(), 10), 1);

    await step('it starts at now: just now', async () => {
      await expectShown('just now');
      await expect(within(display).getByText('Set to now')).toBeVisible();
      await expect(past).toHaveValue('');
      await expect(future).toHaveValue('');
    });

    await step('a past date reads as time ago, and clears the future date', async () => {
      await typeDate(past, threeDaysAgo);
      await expectShown('3 days ago');
      await expect(within(display).getByText('Past date')).toBeVisible();
      await expect(future).toHaveValue('');
    });

    await step('a future date reads as time to come, and clears the past date', async () => {
      await typeDate(future, tenDaysAhead);
      await expectShown('10 days from now');
      await expect(within(display).getByText('Future date')).toBeVisible();
      await expect(past).toHaveValue('');
    });

    await step('the future date cannot precede today; the past date cannot pass now', async () => {
      await typeDate(future, subDays(new Date(), 1));
      await expect(future).toHaveValue(format(tenDaysAhead, PICKER_FMT));
      await expectShown('10 days from now');

      await typeDate(past, addDays(new Date(), 2));
      await expect(past).toHaveValue('');
      await expectShown('10 days from now');
      // Later today is still today, but not yet past: it is taken as now.
      await typeDate(past, `${format(new Date(), 'yyyy-MM-dd')} 23:59`);
      await expectShown('just now');
      await expect(future).toHaveValue('');
    });

    await step('Set to now wins over both dates and clears them', async () => {
      await typeDate(past, threeDaysAgo);
      await expectShown('3 days ago');
      await userEvent.click(canvas.getByRole('button', { name: 'Set to now' }));
      await expectShown('just now');
      await expect(past).toHaveValue('');
      await expect(future).toHaveValue('');
    });

    await step('Prefix, Equal String and Epsilon', async () => {
      const resetOptions = canvas.getByRole('button', { name: 'Reset Options' });
      await expect(resetOptions).toBeDisabled();
      await setText('Prefix', 'Refreshed');
      await expectShown('Refreshed just now');
      await setText('Equal String', 'right now');
      await expectShown('Refreshed right now');
      await expect(resetOptions).toBeEnabled();

      await typeDate(past, threeDaysAgo);
      await expectShown('Refreshed 3 days ago');
      const epsilon = canvas.getByLabelText('Epsilon (seconds)');
      await userEvent.clear(epsilon);
      await userEvent.type(epsilon, '400000{Enter}');
      await expectShown('Refreshed right now');
      await userEvent.clear(epsilon);
      await userEvent.type(epsilon, '10{Enter}');
      await expectShown('Refreshed 3 days ago');
    });

    await step('Short and the suffixes', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Short' }));
      await expectShown('Refreshed 3d ago');
      await setText('Past Suffix', 'back');
      await expectShown('Refreshed 3d back');
      await typeDate(future, tenDaysAhead);
      await expectShown('Refreshed 10d from now');
      await setText('Future Suffix', 'ahead');
      await expectShown('Refreshed 10d ahead');
      await userEvent.click(canvas.getByRole('switch', { name: 'Short' }));
      await expectShown('Refreshed 10 days ahead');
    });

    await step('without Allow Future a future time reads as the Equal String', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Allow Future' }));
      await expectShown('Refreshed right now');
      await userEvent.click(canvas.getByRole('switch', { name: 'Allow Future' }));
      await expectShown('Refreshed 10 days ahead');
    });

    await step('LocalDate Mode counts calendar days', async () => {
      await typeDate(past, threeDaysAgo);
      await userEvent.click(canvas.getByLabelText('LocalDate Mode'));
      await userEvent.click(await screen.findByRole('option', { name: 'always' }));
      const days = differenceInCalendarDays(new Date(), threeDaysAgo);
      await expectShown(`Refreshed ${days} days back`);
      await userEvent.click(canvas.getByRole('button', { name: 'Set to now' }));
      await setText('Equal String', '');
      await expectShown('Refreshed today');
      await typeDate(past, subDays(new Date(), 1));
      await expectShown('Refreshed yesterday');
    });

    await step('Relative To measures from another time', async () => {
      await typeDate(past, threeDaysAgo);
      await typeDate(canvas.getByRole('textbox', { name: 'Relative To' }), subDays(threeDaysAgo, 2));
      await expect(await within(display).findByText(/^relative to /)).toBeVisible();
      await expectShown('Refreshed 2 days ahead');
    });

    await step('Reset Options, then Empty Result once the date is cleared', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset Options' }));
      await expectShown('3 days ago');
      await expect(canvas.getByRole('switch', { name: 'Allow Future' })).toBeChecked();
      await expect(canvas.getByLabelText('Prefix')).toHaveValue('');
      await setText('Empty Result', 'No timestamp set');
      await userEvent.click(canvas.getByRole('button', { name: 'Clear Past date' }));
      await expectShown('No timestamp set');
      await expect(past).toHaveValue('');
    });
  },
};
