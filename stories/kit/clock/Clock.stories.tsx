import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Clock } from '@toolbox/kit/clock';

/** The time shown, read from the page. */
const shownTime = (canvas: HTMLElement) => canvas.querySelector('time')?.textContent ?? '';

const meta = {
  title: 'Kit/Clock/Clock',
  component: Clock,
  args: { timezone: 'Asia/Tokyo', format: 'h:mm:ss a', updateInterval: 1000, prefix: 'Tokyo ' },
  argTypes: {
    timezone: {
      control: 'select',
      options: ['Asia/Tokyo', 'Europe/London', 'America/New_York', 'UTC', 'Mars/Olympus'],
    },
    format: { control: 'text' },
    updateInterval: { control: { type: 'number', min: 50, step: 50 } },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
    className: { control: false },
    style: { control: 'object' },
  },
} satisfies Meta<typeof Clock>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The time in a zone, after its prefix, ticking every second (`updateInterval`). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Tokyo \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    const first = shownTime(canvasElement);
    // The hour is Tokyo's, whatever the zone of the machine.
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric', hour12: true })
      .formatToParts(new Date())
      .find((p) => p.type === 'hour')?.value;
    await waitFor(() => expect(shownTime(canvasElement).split(':')[0]).toBe(hour));
    await waitFor(() => expect(shownTime(canvasElement)).not.toBe(first), { timeout: 5000 });
  },
};

/** A date-fns `format` (24 hours, no seconds) and a `suffix`, in UTC. */
export const FormatAndSuffix: Story = {
  args: { timezone: 'UTC', format: 'HH:mm', prefix: undefined, suffix: ' UTC', updateInterval: 5000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^\d{2}:\d{2} UTC$/);
    const hour = String(new Date().getUTCHours()).padStart(2, '0');
    await waitFor(() => expect(shownTime(canvasElement).slice(0, 2)).toBe(hour));
  },
};

/** An unknown time zone shows an error in place of the time, announced to assistive technology. */
export const InvalidZone: Story = {
  args: { timezone: 'Mars/Olympus', prefix: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid time zone "Mars/Olympus"',
    );
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
