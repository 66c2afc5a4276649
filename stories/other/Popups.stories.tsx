import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dismissToast, hideBanner } from '@toolbox/kit/popup';
import { PopupsPanel } from './PopupsPanel';
import { PROMPT_INITIAL_VALUE } from './PopupsPanelModel';
import { withPopupHosts } from '../common/withPopupHosts';

const description =
  'The popup API: alert, confirm, prompt and message open modal dialogs and return promises of the choice; ' +
  'banner shows a bar across the top of the app; toast a short note, bottom right by default or top centre, ' +
  'in any intent and for any time. Each button opens one variant and a toast reports what you chose.';

const meta = {
  title: 'Other/Popups',
  component: PopupsPanel,
  decorators: [withPopupHosts],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof PopupsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens each kind of popup, answers it and checks the result toast. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Popups' });
    const open = (name: string) => userEvent.click(canvas.getByRole('button', { name }));
    const dialog = (name: string) => screen.findByRole('dialog', { name });
    const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
    // A toast fades in: wait until it is fully shown.
    const toastShown = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());
    dismissToast();

    await step('Alert shows its message; OK closes it', async () => {
      await open('Alert');
      const d = await dialog('Alert');
      await expect(d).toHaveTextContent(
        'This is an alert. It tells you something and waits for you to read it.',
      );
      await userEvent.click(within(d).getByRole('button', { name: 'OK' }));
      await closed('Alert');
      await toastShown('You clicked OK');
    });

    await step('Confirm resolves Cancel and the danger confirm resolves Delete', async () => {
      await open('Confirm');
      const d = await dialog('Please confirm');
      await expect(d).toHaveTextContent('Do you want to continue?');
      await userEvent.click(within(d).getByRole('button', { name: 'Cancel' }));
      await toastShown('You clicked Cancel');

      await open('Danger confirm');
      const danger = await dialog('Delete records?');
      await expect(danger).toHaveTextContent('This deletes the 3 selected records. It cannot be undone.');
      await userEvent.click(within(danger).getByRole('button', { name: 'Delete' }));
      await closed('Delete records?');
      await toastShown('You clicked Delete');
    });

    await step('Prompt with validation: required, at least 20 characters, not dismissible', async () => {
      await open('Prompt with validation');
      const d = await dialog('Send a message');
      const input = within(d).getByRole('textbox');
      const send = within(d).getByRole('button', { name: 'Send' });
      await expect(input).toHaveValue(PROMPT_INITIAL_VALUE);
      await expect(send).toBeEnabled();
      await expect(within(d).queryByRole('button', { name: 'Close' })).toBeNull();

      await userEvent.clear(input);
      await expect(within(d).getByRole('alert')).toHaveTextContent('This field is required.');
      await expect(send).toBeDisabled();
      await userEvent.type(input, 'Too short');
      await expect(within(d).getByRole('alert')).toHaveTextContent(
        'Must be at least 20 characters (9 so far).',
      );
      await expect(send).toBeDisabled();

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Send a message' })).toBeVisible());
      await userEvent.click(document.querySelector('.tb-popup-overlay') as HTMLElement);
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Send a message' })).toBeVisible());

      await userEvent.type(input, ', but now long enough');
      await expect(within(d).getByRole('alert')).toHaveTextContent(/^$/);
      await expect(send).toBeEnabled();
      await userEvent.click(send);
      await closed('Send a message');
      await toastShown('You entered: Too short, but now long enough');
    });

    await step('Prompt resolves the text typed', async () => {
      await open('Prompt');
      const d = await dialog('Your name');
      await userEvent.type(within(d).getByRole('textbox'), 'Ada{Enter}');
      await closed('Your name');
      await toastShown('You entered: Ada');
    });

    await step('Message with custom buttons resolves the button clicked', async () => {
      await open('Message with custom buttons');
      const d = await dialog('Unsaved changes');
      const buttons = within(d)
        .getAllByRole('button')
        .map((b) => b.textContent);
      await expect(buttons).toEqual(['', 'Discard', 'Keep editing', 'Save']);
      await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
      await toastShown('You clicked Save');
    });

    await step('Banner shows across the top; its action and Hide banner close it', async () => {
      await open('Warning banner with action');
      const bar = await screen.findByRole('status', { name: 'Banner' });
      await expect(bar).toHaveTextContent('Your session expires in 5 minutes.');
      await userEvent.click(within(bar).getByRole('button', { name: 'Stay signed in' }));
      await toastShown('You clicked Stay signed in');
      await expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull();

      await open('Danger banner');
      await expect(await screen.findByRole('status', { name: 'Banner' })).toHaveTextContent(
        'The pricing feed is down. Prices may be stale.',
      );
      await open('Hide banner');
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull());
    });

    await step('Toasts show bottom right, or top centre when asked', async () => {
      dismissToast();
      await open('Success toast');
      const saved = await screen.findByText('Saved.');
      await expect(saved.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
      await expect(saved.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
      await open('Toast at top center');
      const top = await screen.findByText('I show at the top.');
      await expect(top.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
      await expect(top.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
      await open('Toast for 10 seconds');
      await toastShown('I stay for 10 seconds.');
      dismissToast();
      hideBanner();
    });
  },
};
