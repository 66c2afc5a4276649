import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { withPopupHosts } from '../common/withPopupHosts';
import { DockContainerPanel } from './DockContainerPanel';
import { DOCK_ERROR_MESSAGE, THANKS_TOAST } from './DockContainerPanelModel';

const description =
  "Views docked along the bottom of a panel, like a mail client's compose windows. Dock a few with the " +
  'buttons, click a title bar to collapse or expand a view, pop one out into a dialog and back (its content ' +
  'keeps its state), and close them: the simple view thanks you, the error view asks first, one view cannot ' +
  'be popped out and another cannot be closed.';

const meta = {
  title: 'Layout/DockContainer',
  component: DockContainerPanel,
  // The error view confirms before closing: the dialog needs the popup host (the /app shell mounts its own).
  decorators: [withPopupHosts],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DockContainerPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Docks, collapses, expands, pops out and closes views, and checks the close toast and confirmation. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const dock = () => canvas.getByRole('region', { name: 'Docked views' });
    const view = (name: string) => within(dock()).getByRole('region', { name });
    // The demo may still be mounting when the play starts (Run test in /app remounts it first).
    await canvas.findByText(/^\d+ docked views?$/);
    const count = () => canvas.getByText(/^\d+ docked views?$/);

    await step('a simple view is docked at first; the buttons dock more', async () => {
      await expect(await within(dock()).findByRole('region', { name: 'Simple View' })).toBeVisible();
      await expect(count()).toHaveTextContent('1 docked view');
      await userEvent.click(canvas.getByRole('button', { name: 'Complex View' }));
      await expect(await within(view('Trades')).findByText(/^[\d,]+ trades$/)).toBeVisible();
      await expect(count()).toHaveTextContent('2 docked views');
    });

    await step('a view collapses to its title bar and expands again', async () => {
      await userEvent.click(within(view('Trades')).getByRole('button', { name: 'Collapse Trades' }));
      await waitFor(() => expect(within(view('Trades')).queryByText(/^[\d,]+ trades$/)).not.toBeVisible());
      await userEvent.click(within(view('Trades')).getByText('Trades'));
      await expect(within(view('Trades')).getByText(/^[\d,]+ trades$/)).toBeVisible();
    });

    await step('a view pops out into a dialog with its content and comes back', async () => {
      await userEvent.click(within(view('Trades')).getByRole('button', { name: 'Open Trades in a dialog' }));
      const dialog = await screen.findByRole('dialog', { name: 'Trades' });
      // The dialog fades in: wait until its content is seen, not only present.
      await waitFor(() => expect(within(dialog).getByText(/^[\d,]+ trades$/)).toBeVisible());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trades' })).toBeNull());
      await waitFor(() => expect(within(view('Trades')).getByText(/^[\d,]+ trades$/)).toBeVisible());
    });

    await step('some views cannot pop out, some cannot be closed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'w/Dialog disabled' }));
      const noDialog = await within(dock()).findByRole('region', { name: 'No dialog' });
      await expect(within(noDialog).queryByRole('button', { name: 'Open No dialog in a dialog' })).toBeNull();
      await expect(within(noDialog).getByRole('button', { name: 'Close No dialog' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'w/Close disabled' }));
      const noClose = await within(dock()).findByRole('region', { name: 'Cannot close' });
      await expect(within(noClose).queryByRole('button', { name: 'Close Cannot close' })).toBeNull();
    });

    await step('closing the simple view says thank you', async () => {
      await userEvent.click(within(view('Simple View')).getByRole('button', { name: 'Close Simple View' }));
      await expectToast(THANKS_TOAST);
      await waitFor(() => expect(within(dock()).queryByRole('region', { name: 'Simple View' })).toBeNull());
    });

    await step('the error view fails inside its frame and asks before it closes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Error View' }));
      const errorView = await within(dock()).findByRole('region', { name: 'Error View' });
      await expect(within(errorView).getByText(DOCK_ERROR_MESSAGE)).toBeVisible();
      await userEvent.click(within(errorView).getByRole('button', { name: 'Close Error View' }));
      const confirm = await screen.findByRole('dialog', { name: 'Close view?' });
      // The popup fades in: wait until its message shows.
      await waitFor(() =>
        expect(within(confirm).getByText('Are you sure you want to close this view?')).toBeVisible(),
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close view?' })).toBeNull());
      await expect(view('Error View')).toBeInTheDocument();
      await userEvent.click(within(view('Error View')).getByRole('button', { name: 'Close Error View' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Close view?' })).getByRole('button', {
          name: 'Close view',
        }),
      );
      await waitFor(() => expect(within(dock()).queryByRole('region', { name: 'Error View' })).toBeNull());
    });

    await step('Collapse all and Expand all', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
      await expect(canvas.getByRole('button', { name: 'Collapse all' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
      await expect(canvas.getByRole('button', { name: 'Expand all' })).toBeDisabled();
      await expect(count()).toHaveTextContent('3 docked views');
    });
  },
};
