import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelVisibility, refreshAll, useRefreshable, type PanelVisibilityProps } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Switch } from '@toolbox/kit/input';
import { HBox, VBox } from '@toolbox/kit/layout';

/** A panel that counts how often the app's Refresh reloaded it. */
function RefreshedPanel({ name }: { name: string }) {
  const [loads, setLoads] = useState(0);
  useRefreshable(() => setLoads((n) => n + 1));
  return (
    <section aria-label={name} style={{ padding: 8, border: '1px solid var(--tb-border)', minWidth: 160 }}>
      <strong>{name}</strong>
      <div>Refreshed {loads} times</div>
    </section>
  );
}

/**
 * Orders, always shown, and Prices inside a PanelVisibility that a switch shows or hides (starting as `visible`
 * says); Refresh all is the app's refresh button.
 */
function RefreshDemo({ visible: initial }: PanelVisibilityProps) {
  const [visible, setVisible] = useState(initial);
  return (
    <VBox gap={8}>
      <HBox gap={12} align="center">
        <Button text="Refresh all" onClick={() => void refreshAll()} />
        <Switch label="Show Prices" value={visible} onChange={setVisible} />
      </HBox>
      <HBox gap={8}>
        <RefreshedPanel name="Orders" />
        <div hidden={!visible}>
          <PanelVisibility visible={visible}>
            <RefreshedPanel name="Prices" />
          </PanelVisibility>
        </div>
      </HBox>
    </VBox>
  );
}

const meta = {
  title: 'Kit/App/PanelVisibility',
  component: PanelVisibility,
  // Keyed by `visible`, so that a change in the Controls starts it afresh in that state.
  render: (args) => <RefreshDemo key={String(args.visible)} {...args} />,
  args: { visible: true, children: null },
  argTypes: {
    visible: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof PanelVisibility>;
export default meta;

type Story = StoryObj<typeof meta>;

const countOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name, hidden: true });

/**
 * A panel kept mounted while hidden keeps its state, and the app's Refresh leaves it out; shown again after a
 * refresh it missed, it reloads at once.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Refresh all' });

    await step('Refresh reloads every shown panel', async () => {
      await userEvent.click(refresh);
      await waitFor(() => expect(countOf(canvasElement, 'Orders')).toHaveTextContent('Refreshed 1 times'));
      await expect(countOf(canvasElement, 'Prices')).toHaveTextContent('Refreshed 1 times');
    });

    await step('a hidden panel is left out of the refresh', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Show Prices' }));
      await expect(canvas.queryByRole('region', { name: 'Prices' })).toBeNull();
      await userEvent.click(refresh);
      await waitFor(() => expect(countOf(canvasElement, 'Orders')).toHaveTextContent('Refreshed 2 times'));
      await expect(countOf(canvasElement, 'Prices')).toHaveTextContent('Refreshed 1 times');
    });

    await step('shown again, it catches up with the refresh it missed', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Show Prices' }));
      await waitFor(() =>
        expect(canvas.getByRole('region', { name: 'Prices' })).toHaveTextContent('Refreshed 2 times'),
      );
    });
  },
};

/** Starting hidden, the panel is mounted but not shown, and no refresh reaches it. */
export const StartsHidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Show Prices' })).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Prices' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh all' }));
    await waitFor(() => expect(countOf(canvasElement, 'Orders')).toHaveTextContent('Refreshed 1 times'));
    await expect(countOf(canvasElement, 'Prices')).toHaveTextContent('Refreshed 0 times');
  },
};
