import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDemo } from '../common/formatDemoPlay';
import { FormatDatesPanel } from './FormatDatesPanel';

const description =
  'Date formatters of the kit: fmtDate (any date-fns pattern, yyyy-MM-dd by default), fmtCompactDate (as short ' +
  'as the distance from today allows), fmtDateTime and fmtTime. Each takes a nullDisplay and an optional ' +
  'tooltip with the full date and time. A formatter that throws (try a pattern date-fns cannot read) shows ' +
  "'#exception#' instead of breaking the view.";

const meta = {
  title: 'Other/Format Dates',
  component: FormatDatesPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof FormatDatesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Walks each formatter and option against the sample dates and the try-it row. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { output, tryIt, tryItOutput, setText, chooseFormatter } = await formatDemo(canvasElement);
    const fmt = canvas.getByLabelText('fmt');
    const reset = canvas.getByRole('button', { name: 'Reset' });

    await step('the defaults: fmtDate with yyyy-MM-dd, no tooltip', async () => {
      await expect(canvas.getByText('fmtDate(value, options)')).toBeVisible();
      await expect(fmt).toBeEnabled();
      await expect(fmt).toHaveValue('');
      await expect(canvas.getByRole('switch', { name: 'tooltip' })).not.toBeChecked();
      await expect(reset).toBeDisabled();
      await expect(output('Moon landing')).toHaveTextContent(/^1969-07-20$/);
      await expect(output('Leap day 2024, noon')).toHaveTextContent(/^2024-02-29$/);
      await expect(output("Far future, New Year's Eve")).toHaveTextContent(/^2099-12-31$/);
      await expect(output('Today, right now')).toHaveTextContent(format(new Date(), 'yyyy-MM-dd'));
      await expect(output('Null value')).toHaveTextContent(/^$/);
      await expect(tryItOutput()).toHaveTextContent(format(new Date(), 'yyyy-MM-dd'));
    });

    await step('fmt takes any date-fns pattern', async () => {
      await setText(fmt, 'MMM d, yyyy');
      await expect(output('Moon landing')).toHaveTextContent(/^Jul 20, 1969$/);
      await expect(output('Leap day 2024, noon')).toHaveTextContent(/^Feb 29, 2024$/);
      await setText(fmt, 'EEEE h:mm a');
      await expect(output('Moon landing')).toHaveTextContent(/^Sunday 8:17 PM$/);
      await expect(reset).toBeEnabled();
    });

    await step("a pattern date-fns cannot read shows '#exception#'", async () => {
      await setText(fmt, 'yyyy-MM-dd foo');
      await expect(output('Moon landing')).toHaveTextContent(/^#exception#$/);
      await expect(output('Declaration signed')).toHaveTextContent(/^#exception#$/);
      await expect(tryItOutput()).toHaveTextContent(/^#exception#$/);
      // Nothing is formatted for a null value, so nothing throws.
      await expect(output('Null value')).toHaveTextContent(/^$/);
      await setText(fmt, 'yyyy');
      await expect(output('Moon landing')).toHaveTextContent(/^1969$/);
    });

    await step('nullDisplay and tooltip', async () => {
      await setText(canvas.getByLabelText('nullDisplay'), '--');
      await expect(output('Null value')).toHaveTextContent(/^--$/);
      await expect(output('Undefined value')).toHaveTextContent(/^--$/);
      await expect(output('Moon landing').querySelector('[title]')).toBeNull();
      await userEvent.click(canvas.getByRole('switch', { name: 'tooltip' }));
      await expect(output('Moon landing').querySelector('[title]')).toHaveAttribute(
        'title',
        'Sunday, July 20, 1969 at 8:17:00 PM',
      );
    });

    await step('fmtDateTime, fmtTime and fmtCompactDate take no pattern', async () => {
      await chooseFormatter('fmtDateTime');
      await expect(fmt).toBeDisabled();
      await expect(fmt).toHaveValue('');
      await expect(output('Moon landing')).toHaveTextContent(/^1969-07-20 8:17pm$/);
      await expect(output("New Year's Day 2026, 1pm")).toHaveTextContent(/^2026-01-01 1:00pm$/);
      await expect(output('Null value')).toHaveTextContent(/^--$/);

      await chooseFormatter('fmtTime');
      await expect(output('Moon landing')).toHaveTextContent(/^8:17pm$/);
      await expect(output('Midnight, July 4th 2026')).toHaveTextContent(/^12:00am$/);

      await chooseFormatter('fmtCompactDate');
      await expect(output('Today, midnight')).toHaveTextContent(/^12:00am$/);
      await expect(output('Today, right now')).toHaveTextContent(/^\d{1,2}:\d{2}[ap]m$/);
      await expect(output('Moon landing')).toHaveTextContent(/^1969-07-20$/);
      await expect(output('Declaration signed')).toHaveTextContent(/^1776-07-04$/);
    });

    await step('the try-it row formats the date typed', async () => {
      await chooseFormatter('fmtTime');
      await setText(tryIt, '2024-02-29 13:05{Enter}');
      await expect(tryItOutput()).toHaveTextContent(/^1:05pm$/);
      await chooseFormatter('fmtDate');
      await expect(fmt).toBeEnabled();
      await expect(fmt).toHaveValue('yyyy');
      await setText(fmt, 'EEE d MMM yyyy, HH:mm');
      await expect(tryItOutput()).toHaveTextContent(/^Thu 29 Feb 2024, 13:05$/);
      await userEvent.click(canvas.getByRole('button', { name: 'Clear Try it' }));
      await expect(tryItOutput()).toHaveTextContent(/^--$/);
    });

    await step('Reset restores the defaults', async () => {
      await userEvent.click(reset);
      await expect(fmt).toHaveValue('');
      await expect(output('Moon landing')).toHaveTextContent(/^1969-07-20$/);
      await expect(output('Null value')).toHaveTextContent(/^$/);
      await waitFor(() => expect(reset).toBeDisabled());
    });
  },
};
