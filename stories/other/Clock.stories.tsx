import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClockPanel } from './ClockPanel';

const description =
  'Clock shows the current time in any IANA time zone, formatted with a date-fns pattern and re-rendered on ' +
  'its update interval. An unknown zone shows an error in its own tile while the others keep ticking.';

const meta = {
  title: 'Other/Clock',
  component: ClockPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ClockPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The wall-clock 'h:mm' in a zone, as Intl computes it, `agoMs` in the past. */
function expectedHourMinute(timeZone: string, agoMs = 0): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(Date.now() - agoMs)
    .replace(/\s?[AP]M$/, '');
}

/** Ten clocks tick, the invalid zone shows its error, and the toolbar's prefix and format apply to all. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('group', { name: 'World clocks' });
    const tile = (city: string) => within(grid).getByRole('region', { name: city });
    const timeIn = (city: string) => tile(city).querySelector('time')?.textContent ?? '';

    await step('ten tiles, each titled with its city and zone', async () => {
      await expect(within(grid).getAllByRole('region')).toHaveLength(10);
      for (const city of ['Local', 'New York', 'Denver', 'Chicago', 'Los Angeles', 'London', 'Stockholm']) {
        await expect(tile(city)).toBeVisible();
      }
      await expect(within(tile('Hong Kong')).getByText('Asia/Hong_Kong')).toBeVisible();
      await expect(within(tile('Tokyo')).getByText('Asia/Tokyo')).toBeVisible();
    });

    await step('the invalid zone shows an error in its own tile', async () => {
      const invalid = tile('Invalid Zone');
      await expect(within(invalid).getByRole('alert')).toHaveTextContent('Invalid time zone "Invalid/Zone"');
      await expect(invalid.querySelector('time')).toBeNull();
    });

    await step('Tokyo shows the time in Tokyo, and it ticks', async () => {
      const first = timeIn('Tokyo');
      await expect(first).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
      const hm = first.replace(/:\d{2} [AP]M$/, '');
      await expect([expectedHourMinute('Asia/Tokyo'), expectedHourMinute('Asia/Tokyo', 2000)]).toContain(hm);
      await waitFor(() => expect(timeIn('Tokyo')).not.toBe(first), { timeout: 3000 });
      await expect(within(tile('Invalid Zone')).getByRole('alert')).toBeVisible();
    });

    await step('the prefix applies to every clock', async () => {
      await expect(canvas.getByLabelText('Update Interval (ms)')).toHaveValue('1000');
      const prefix = canvas.getByLabelText('Prefix');
      await userEvent.type(prefix, 'Now: {Enter}');
      await waitFor(() => expect(tile('Tokyo')).toHaveTextContent(/Now: \d{1,2}:\d{2}:\d{2} [AP]M/));
      await expect(tile('London')).toHaveTextContent(/^LondonNow: \d{1,2}:\d{2}:\d{2} [AP]MEurope\/London$/);
    });

    await step('a 24-hour format applies to every clock', async () => {
      const format = canvas.getByLabelText('Format');
      await expect(format).toHaveValue('h:mm:ss a');
      await userEvent.clear(format);
      await userEvent.type(format, 'HH:mm{Enter}');
      await waitFor(() => expect(timeIn('Tokyo')).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/));
      await expect(timeIn('New York')).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      await expect(within(tile('Invalid Zone')).getByRole('alert')).toHaveTextContent('Invalid time zone');
    });
  },
};
