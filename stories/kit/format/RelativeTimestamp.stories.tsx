import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RelativeTimestamp } from '@toolbox/kit/format';

/** A fixed "now", so that what the stories read does not depend on when they run. */
const NOW = new Date('2024-06-03T15:00:00');
const minutesBefore = (m: number) => new Date(NOW.getTime() - m * 60_000);

/** The text shown, read from the page. */
const shown = (canvas: HTMLElement) => canvas.querySelector('.tb-relative-timestamp');

const meta = {
  title: 'Kit/Format/RelativeTimestamp',
  component: RelativeTimestamp,
  args: { timestamp: minutesBefore(5), options: { relativeTo: NOW } },
  argTypes: {
    timestamp: { control: 'date' },
    prefix: { control: 'text' },
    options: { control: 'object' },
    className: { control: false },
  },
} satisfies Meta<typeof RelativeTimestamp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** How long ago a time was, in words; the exact time shows as its tooltip. Here measured from a fixed time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^5 minutes ago$/);
    await expect(shown(canvasElement)?.getAttribute('title')).toMatch(/Jun 3, 2024.*2:55:00 PM/);
  },
};

/** A `prefix` before it, as in a panel's "Rendered 5 minutes ago". */
export const Prefix: Story = {
  args: { prefix: 'Rendered' },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^Rendered 5 minutes ago$/);
  },
};

/** Short units (`options.short`) for a narrow place: a grid cell, a status bar. */
export const Short: Story = {
  args: { timestamp: minutesBefore(3 * 60), options: { relativeTo: NOW, short: true } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^3h ago$/);
  },
};

/** A time after `relativeTo` reads as future. */
export const Future: Story = {
  args: { timestamp: minutesBefore(-2 * 60) },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^2 hours from now$/);
  },
};

/** Within `epsilon` seconds of `relativeTo` it is "just now". */
export const JustNow: Story = {
  args: { timestamp: new Date(NOW.getTime() - 4_000) },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^just now$/);
  },
};

/** No timestamp shows `options.emptyResult`, and no tooltip. */
export const Empty: Story = {
  args: { timestamp: null, options: { emptyResult: 'never' } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^never$/);
    await expect(shown(canvasElement)).not.toHaveAttribute('title');
  },
};

/**
 * Measured from now (no `relativeTo`), it is kept current: it reads the clock again every second. Here the
 * timestamp is 20 seconds before the story was loaded.
 */
export const Live: Story = {
  args: { options: {} },
  loaders: [async () => ({ timestamp: Date.now() - 20_000 })],
  render: (args, { loaded }) => <RelativeTimestamp {...args} timestamp={loaded.timestamp as number} />,
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveTextContent(/^\d\d seconds ago$/);
    const before = shown(canvasElement)?.textContent;
    await waitFor(() => expect(shown(canvasElement)?.textContent).not.toBe(before), { timeout: 5000 });
  },
};
