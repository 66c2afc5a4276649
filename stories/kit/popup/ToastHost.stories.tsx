import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { dismissToast, toast, ToastHost } from '@toolbox/kit/popup';

const undo = fn().mockName('Undo');

/** Buttons that raise toasts through `toast()`, as an app's actions would. */
function ToastButtons() {
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button text="Save" onClick={() => toast({ message: 'Order saved.', intent: 'success' })} />
      <Button
        text="Delete"
        onClick={() =>
          toast({
            message: 'Order deleted.',
            intent: 'warning',
            timeout: null,
            action: { text: 'Undo', onClick: undo },
          })
        }
      />
      <Button text="Ping" onClick={() => toast({ message: 'Pinged the desk.', position: 'top-center' })} />
    </div>
  );
}

/** The toasts' list, which sonner lays out and themes (found by the toast's text: sonner names no region). */
const toasterOf = (text: HTMLElement) => text.closest('[data-sonner-toaster]') as HTMLElement;
// A toast slides and fades in.
const shown = async (text: string) => {
  const found = await screen.findByText(text);
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

const meta = {
  title: 'Kit/Popup/ToastHost',
  component: ToastHost,
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark'] } },
  render: (args) => (
    <>
      <ToastButtons />
      <ToastHost {...args} />
    </>
  ),
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
} satisfies Meta<typeof ToastHost>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Shows the toasts `toast()` raises, bottom right by default: mount it once near the root of the app. Each toast
 * has a close button; one with an action shows it as a button, which also closes the toast.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('a toast shows bottom right and closes on its close button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      const saved = await shown('Order saved.');
      await expect(toasterOf(saved)).toHaveAttribute('data-y-position', 'bottom');
      await expect(toasterOf(saved)).toHaveAttribute('data-x-position', 'right');
      const item = saved.closest('li') as HTMLElement;
      await userEvent.click(within(item).getByRole('button', { name: 'Close toast' }));
      await waitFor(() => expect(screen.queryByText('Order saved.')).toBeNull());
    });

    await step("a toast's action runs and closes it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const deleted = await shown('Order deleted.');
      await userEvent.click(
        within(deleted.closest('li') as HTMLElement).getByRole('button', { name: 'Undo' }),
      );
      await expect(undo).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByText('Order deleted.')).toBeNull());
    });
  },
};

/** A toast may ask for the top centre instead. */
export const TopCenter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ping' }));
    const ping = await shown('Pinged the desk.');
    await expect(toasterOf(ping)).toHaveAttribute('data-y-position', 'top');
    await expect(toasterOf(ping)).toHaveAttribute('data-x-position', 'center');
  },
};

/** `theme: 'dark'`: dark toasts, whatever the kit's theme. */
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const saved = await shown('Order saved.');
    await expect(toasterOf(saved)).toHaveAttribute('data-sonner-theme', 'dark');
  },
};
