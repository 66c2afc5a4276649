import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { hideBanner } from '@toolbox/kit/popup';
import { AppNotificationsPanel } from './AppNotificationsPanel';
import { withPopupHosts } from '../common/withPopupHosts';

const description =
  'App-wide notices: showUpdateBanner tells users a new version is deployed (here a pretend 99.0.0) with a ' +
  'Reload button; useIdleDetection puts an idle app to sleep (enterSuspended with reason IDLE) behind an ' +
  'overlay until the user is back.';

const meta = {
  title: 'Other/App Notifications',
  component: AppNotificationsPanel,
  decorators: [withPopupHosts],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof AppNotificationsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Shows the update banner, then sends the app to sleep and wakes it. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'App Update' });
    await expect(canvas.getByRole('region', { name: 'Idle Detection' })).toBeVisible();

    await step('the update banner announces version 99.0.0 with a Reload button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show Update Banner' }));
      const bar = await screen.findByRole('status', { name: 'Banner' });
      await expect(bar).toHaveTextContent(
        'A new version of Toolbox is available! Version 99.0.0 is ready to load.',
      );
      await expect(within(bar).getByRole('button', { name: 'Reload' })).toBeEnabled();
      await userEvent.click(within(bar).getByRole('button', { name: 'Close banner' }));
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull());
    });

    await step('Enter Sleep Mode suspends the app until the user is back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Enter Sleep Mode' }));
      const overlay = await screen.findByRole('dialog', { name: 'Toolbox is sleeping...' });
      await expect(overlay).toHaveAttribute('data-reason', 'IDLE');
      await expect(overlay).toHaveTextContent('It was put to sleep after a period of inactivity');
      const wake = within(overlay).getByRole('button', { name: "I'm back!" });
      await waitFor(() => expect(wake).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      // Escape leaves it open; waitFor lets its fade-in finish before judging visibility.
      await waitFor(() =>
        expect(screen.getByRole('dialog', { name: 'Toolbox is sleeping...' })).toBeVisible(),
      );
      await userEvent.click(wake);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Toolbox is sleeping...' })).toBeNull(),
      );
      await expect(canvas.getByRole('button', { name: 'Enter Sleep Mode' })).toBeVisible();
      hideBanner();
    });
  },
};
