import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, gridRows } from '../common/gridPlayHelpers';
import { matchesSeen, recordChanges } from '../common/recordChanges';
import { MaskPanel } from './MaskPanel';

const description =
  'A Mask blocks a panel while it loads: a translucent layer with an optional spinner and message. Inline, it ' +
  'covers only the panel body, so the toolbars stay readable; otherwise it covers the whole viewport. Load Now ' +
  'runs a pretend load of the chosen length (0 to 10 seconds) in three equal stages, and the message names the ' +
  'stage under way.';

const meta = {
  title: 'Panels/Mask',
  component: MaskPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof MaskPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Loads under an inline mask, then one over the viewport without a spinner and with a custom message. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Panels › Mask' });
    const body = panel.querySelector('.tb-panel__main') as HTMLElement;
    const seconds = canvas.getByLabelText('Seconds');
    const message = canvas.getByLabelText('Message');
    const loadNow = canvas.getByRole('button', { name: 'Load Now' });
    // The kit's grid names its role=grid element once AG Grid has drawn it.
    const grid = await canvas.findByRole('grid', { name: 'Sample companies' });
    const firstRow = () => gridRows(grid)[0]?.textContent;

    await step('defaults: 3 seconds, inline, spinner on, 20 companies, no mask', async () => {
      await expect(seconds).toHaveValue('3');
      await expect(message).toHaveValue('Loading...');
      await expect(canvas.getByRole('switch', { name: 'Inline' })).toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'Spinner' })).toBeChecked();
      await waitFor(() => expect(gridRows(grid).length).toBeGreaterThan(5));
      await expect(canvas.getByText(/^20 companies/)).toBeVisible();
      await expect(canvas.queryByRole('status')).toBeNull();
    });

    await step(
      'the sample grid looks like every trade grid: a tick or nothing, P&L coloured, unsigned',
      async () => {
        const active = columnTexts(grid, 'active');
        await expect(new Set(active)).toEqual(new Set(['✓', '']));
        const pnl = columnTexts(grid, 'profit_loss');
        await expect(pnl.filter((t) => t.startsWith('+'))).toEqual([]);
        const losses = grid.querySelectorAll('[col-id="profit_loss"].tb-grid-cell--neg');
        const gains = grid.querySelectorAll('[col-id="profit_loss"].tb-grid-cell--pos');
        await expect(losses.length).toBeGreaterThan(0);
        await expect(gains.length).toBeGreaterThan(0);
      },
    );

    await step('seconds are limited to 0..10', async () => {
      await userEvent.clear(seconds);
      await userEvent.type(seconds, '25{Enter}');
      await expect(seconds).toHaveValue('10');
      await userEvent.clear(seconds);
      await userEvent.type(seconds, '-4{Enter}');
      await expect(seconds).toHaveValue('0');
      await userEvent.clear(seconds);
      // Three seconds: long enough for the checks made while the mask shows, on a busy machine too.
      await userEvent.type(seconds, '3{Enter}');
      await expect(seconds).toHaveValue('3');
    });

    await step('Load Now masks the body through three stages, then shows fresh rows', async () => {
      const before = firstRow();
      const texts = recordChanges(body, () => body.querySelector('[role="status"]')?.textContent);
      await userEvent.click(loadNow);
      const mask = await within(body).findByRole('status');
      await expect(mask).toHaveClass('tb-mask');
      await expect(mask).not.toHaveClass('tb-mask--viewport');
      await expect(mask.querySelector('.tb-mask__spinner')).not.toBeNull();
      await expect(loadNow).toBeDisabled();
      await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
      texts.stop();
      await expect(matchesSeen(texts, /Loading\.\.\. \(\d\/3\)/)).toEqual([
        'Loading... (1/3)',
        'Loading... (2/3)',
        'Loading... (3/3)',
      ]);
      await expect(loadNow).toBeEnabled();
      // AG Grid draws the new rows a frame after the mask goes.
      await waitFor(() => expect(firstRow()).not.toBe(before));
      await expect(canvas.getByText(/Reloaded just now/)).toBeVisible();
    });

    await step(
      'not inline, without a spinner: the mask covers the viewport with the custom message',
      async () => {
        await userEvent.click(canvas.getByRole('switch', { name: 'Inline' }));
        await userEvent.click(canvas.getByRole('switch', { name: 'Spinner' }));
        await userEvent.clear(message);
        await userEvent.type(message, 'Crunching numbers');
        const texts = recordChanges(
          document.body,
          () => document.querySelector('.tb-mask--viewport')?.textContent,
        );
        await userEvent.click(loadNow);
        const mask = await screen.findByRole('status');
        await expect(mask).toHaveClass('tb-mask--viewport');
        await expect(panel).not.toContainElement(mask);
        await expect(mask.querySelector('.tb-mask__spinner')).toBeNull();
        await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
        texts.stop();
        await expect(matchesSeen(texts, /Crunching numbers \(\d\/3\)/)).toEqual([
          'Crunching numbers (1/3)',
          'Crunching numbers (2/3)',
          'Crunching numbers (3/3)',
        ]);
      },
    );

    await step('without a message the mask shows only the spinner', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Inline' }));
      await userEvent.click(canvas.getByRole('switch', { name: 'Spinner' }));
      await userEvent.clear(message);
      await userEvent.click(loadNow);
      const mask = await within(body).findByRole('status');
      await expect(mask.querySelector('.tb-mask__spinner')).not.toBeNull();
      await expect(mask.querySelector('.tb-mask__message')).toBeNull();
      await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    });
  },
};
