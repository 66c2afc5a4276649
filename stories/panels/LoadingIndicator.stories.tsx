import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { matchesSeen, recordChanges } from '../common/recordChanges';
import { LoadingIndicatorPanel } from './LoadingIndicatorPanel';

const description =
  'A LoadingIndicator says a panel is busy without blocking it: a small pill with an optional spinner and ' +
  'message in a corner of the body (tl, tr, bl or br; bottom right by default), while the grid stays readable ' +
  'and scrollable. Load Now runs a pretend load of the chosen length (0 to 10 seconds) in three equal stages.';

const meta = {
  title: 'Panels/Loading Indicator',
  component: LoadingIndicatorPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof LoadingIndicatorPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Loads with the indicator bottom right, then top left without a spinner; checks where it sits each time. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Panels › Loading Indicator' });
    const body = panel.querySelector('.tb-panel__main') as HTMLElement;
    const seconds = canvas.getByLabelText('Seconds');
    const loadNow = canvas.getByRole('button', { name: 'Load Now' });
    const cornerSelect = canvas.getByLabelText('Corner');
    /** Distances from the indicator to each edge of the panel body. */
    const gaps = (el: HTMLElement) => {
      const b = body.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return {
        top: r.top - b.top,
        left: r.left - b.left,
        right: b.right - r.right,
        bottom: b.bottom - r.bottom,
      };
    };

    await step('defaults: 3 seconds, corner br, spinner on, nothing loading', async () => {
      await expect(seconds).toHaveValue('3');
      await expect(panel.querySelector('.tb-select__single-value')).toHaveTextContent('Bottom right (br)');
      await expect(canvas.getByRole('switch', { name: 'Spinner' })).toBeChecked();
      await expect(canvas.queryByRole('status')).toBeNull();
    });

    await step(
      'the indicator sits bottom right through three stages while the grid stays usable',
      async () => {
        // Three seconds: long enough for the checks made while the indicator shows, on a busy machine too.
        await userEvent.clear(seconds);
        await userEvent.type(seconds, '3{Enter}');
        const texts = recordChanges(body, () => body.querySelector('[role="status"]')?.textContent);
        await userEvent.click(loadNow);
        const indicator = await within(body).findByRole('status');
        await expect(indicator).toHaveClass('tb-loading-indicator', 'tb-loading-indicator--br');
        const g = gaps(indicator);
        await expect(g.right).toBeLessThan(20);
        await expect(g.bottom).toBeLessThan(20);
        await expect(g.left).toBeGreaterThan(100);
        await expect(indicator.querySelector('.tb-loading-indicator__spinner')).not.toBeNull();
        await expect(canvas.getByRole('grid', { name: 'Sample companies' })).toBeVisible();
        await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
        texts.stop();
        await expect(matchesSeen(texts, /Loading\.\.\. \(\d\/3\)/)).toEqual([
          'Loading... (1/3)',
          'Loading... (2/3)',
          'Loading... (3/3)',
        ]);
        await expect(canvas.getByText(/Reloaded just now/)).toBeVisible();
      },
    );

    await step('corner tl without a spinner', async () => {
      await userEvent.click(cornerSelect);
      await userEvent.click(await screen.findByRole('option', { name: 'Top left (tl)' }));
      await expect(panel.querySelector('.tb-select__single-value')).toHaveTextContent('Top left (tl)');
      await userEvent.click(canvas.getByRole('switch', { name: 'Spinner' }));
      await userEvent.click(loadNow);
      const indicator = await within(body).findByRole('status');
      await expect(indicator).toHaveClass('tb-loading-indicator--tl');
      const g = gaps(indicator);
      await expect(g.left).toBeLessThan(20);
      await expect(g.top).toBeLessThan(20);
      await expect(g.bottom).toBeGreaterThan(100);
      await expect(indicator.querySelector('.tb-loading-indicator__spinner')).toBeNull();
      await waitFor(() => expect(indicator).toHaveTextContent('Loading... (1/3)'));
      await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    });

    await step('corners tr and bl', async () => {
      // A one-second load: its corner is read from the recorded classes, however soon it ends.
      await userEvent.clear(seconds);
      await userEvent.type(seconds, '1{Enter}');
      for (const [label, cls] of [
        ['Top right (tr)', 'tb-loading-indicator--tr'],
        ['Bottom left (bl)', 'tb-loading-indicator--bl'],
      ] as const) {
        await userEvent.click(cornerSelect);
        await userEvent.click(await screen.findByRole('option', { name: label }));
        const classes = recordChanges(body, () => body.querySelector('[role="status"]')?.className);
        await userEvent.click(loadNow);
        await waitFor(() => expect(classes.values.some((c) => c.split(' ').includes(cls))).toBe(true));
        await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
        classes.stop();
      }
    });
  },
};
