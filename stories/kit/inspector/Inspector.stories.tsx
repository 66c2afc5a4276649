import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { proxy } from 'valtio';
import { Button } from '@toolbox/kit/button';
import {
  Inspector,
  InspectorHost,
  inspectorModel,
  useRegisteredModel,
  type InspectorProps,
} from '@toolbox/kit/inspector';
import { sampleOrderTicket, sampleWatchlistModel } from './inspectorSamples';

/** Two models a trading view would register, listed while the story shows. */
function SampleModels() {
  const ticket = useMemo(() => proxy(sampleOrderTicket()), []);
  const watchlist = useMemo(() => sampleWatchlistModel(), []);
  useRegisteredModel('OrderTicketModel', ticket);
  useRegisteredModel('WatchlistModel', watchlist);
  return <Button text="Add NVDA to the watchlist" outlined onClick={() => watchlist.add('NVDA')} />;
}

const meta = {
  title: 'Kit/Inspector/Inspector',
  component: Inspector,
  parameters: { kit: { components: [InspectorHost] } },
  // The Inspector is app-wide: start each story with it off and unfiltered.
  beforeEach: () => {
    inspectorModel.deactivate();
    inspectorModel.setFilter('');
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <SampleModels />
      <div style={{ width: 560, maxWidth: '100%', height: 360, display: 'flex' }}>
        <Inspector {...args} />
      </div>
    </div>
  ),
  args: { onClose: fn() },
  argTypes: { className: { control: false } },
} satisfies Meta<InspectorProps>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A registered model's card, once listed. */
const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('listitem', { name: new RegExp(`^${name} #\\d+$`) });

/**
 * Every registered model, live, as a tree of its state: a change to a model shows at once and counts as an
 * update. The filter narrows the list by name; the × calls `onClose`.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step("each model's state shows as a tree", async () => {
      const ticket = await card(canvasElement, 'OrderTicketModel');
      const state = within(ticket).getByRole('list', { name: 'OrderTicketModel state' });
      await expect(state).toHaveTextContent('symbol:"AAPL"');
      await expect(state).toHaveTextContent('quantity:200');
    });

    await step('a change to a model shows live', async () => {
      const watchlist = await card(canvasElement, 'WatchlistModel');
      await expect(within(watchlist).getByText('0 updates')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Add NVDA to the watchlist' }));
      await waitFor(() => expect(within(watchlist).getByText(/^[1-9]\d* updates?$/)).toBeVisible());
      await expect(within(watchlist).getByRole('button', { name: /^symbols/ })).toHaveTextContent('Array(4)');
    });

    await step('the filter narrows the models by name', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Filter models' }), 'watch');
      await waitFor(() => expect(canvas.queryByRole('listitem', { name: /^OrderTicketModel/ })).toBeNull());
      await expect(await card(canvasElement, 'WatchlistModel')).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(/^1 of \d+ models$/);
    });

    await step('the close button calls onClose', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close the Inspector' }));
      await expect(args.onClose).toHaveBeenCalledOnce();
    });
  },
};

/** A filter that matches nothing says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, 'OrderTicketModel');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter models' }), 'portfolio');
    await expect(await canvas.findByText('No models match "portfolio".')).toBeVisible();
  },
};

/** Without `onClose` there is no close button (an Inspector always shown). */
export const WithoutClose: Story = {
  args: { onClose: undefined },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'OrderTicketModel');
    await expect(within(canvasElement).queryByRole('button', { name: 'Close the Inspector' })).toBeNull();
  },
};

/**
 * InspectorHost docks the Inspector at the bottom of the window while `inspectorModel.active`: mount it once
 * near the app's root and let a button toggle it. Its top edge resizes it (drag, or the arrow keys).
 */
export const Docked: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <SampleModels />
      <Button text="Show the Inspector" onClick={() => inspectorModel.activate()} />
      <InspectorHost />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show the Inspector' }));
    const dock = await screen.findByRole('complementary', { name: 'Developer tools' });
    await expect(await within(dock).findByRole('listitem', { name: /^WatchlistModel #\d+$/ })).toBeVisible();
    const handle = within(dock).getByRole('separator', { name: 'Resize the Inspector' });
    const before = Number(handle.getAttribute('aria-valuenow'));
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBeGreaterThan(before));
    await userEvent.click(within(dock).getByRole('button', { name: 'Close the Inspector' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Developer tools' })).toBeNull());
  },
};
