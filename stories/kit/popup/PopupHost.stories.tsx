import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { banner, closeAllPopups, confirm, hideBanner, PopupHost, prompt } from '@toolbox/kit/popup';

/** Buttons whose actions ask through `confirm()` and `prompt()`, and show the answer, as an app would. */
function Actions() {
  const [answer, setAnswer] = useState('No answer yet.');
  const remove = async () => {
    const yes = await confirm({
      title: 'Delete orders?',
      message: 'This deletes the 3 selected orders.',
      confirmText: 'Delete',
      intent: 'danger',
    });
    setAnswer(yes ? 'Deleted.' : 'Kept.');
  };
  const rename = async () => {
    const name = await prompt({ title: 'Rename view', initialValue: 'Orders by desk' });
    setAnswer(name == null ? 'Not renamed.' : `Renamed to ${name}.`);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 16 }}>
      <Button text="Delete…" onClick={() => void remove()} />
      <Button text="Rename…" onClick={() => void rename()} />
      <Button text="Feed down" onClick={() => banner({ message: 'The pricing feed is down.' })} />
      <output>{answer}</output>
    </div>
  );
}

const dialog = async (name: string) => {
  const found = await screen.findByRole('dialog', { name });
  // A dialog fades and scales in.
  await waitFor(() => expect(found).toBeVisible());
  return found;
};
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const meta = {
  title: 'Kit/Popup/PopupHost',
  component: PopupHost,
  args: { banner: true },
  render: (args) => (
    <>
      <Actions />
      <PopupHost {...args} />
    </>
  ),
  // Popups and the banner are the app's: none is left over for the next story.
  beforeEach: () => () => {
    closeAllPopups();
    hideBanner();
  },
} satisfies Meta<typeof PopupHost>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Shows the dialogs of `alert`, `confirm`, `prompt` and `message`: mount it once near the root of the app. The
 * focus starts on the confirm button; the answer comes back to the code that asked.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('confirm: Enter on the focused Delete answers yes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
      const d = await dialog('Delete orders?');
      await expect(d).toHaveTextContent('This deletes the 3 selected orders.');
      await expect(within(d).getByRole('button', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await dialogClosed();
      await expect(canvas.getByText('Deleted.')).toBeVisible();
    });

    await step('confirm: Escape answers no', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
      await dialog('Delete orders?');
      await userEvent.keyboard('{Escape}');
      await dialogClosed();
      await expect(canvas.getByText('Kept.')).toBeVisible();
    });
  },
};

/** A prompt: its field starts selected; what is typed comes back on Enter. */
export const Prompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename…' }));
    const d = await dialog('Rename view');
    const field = within(d).getByRole('textbox', { name: 'Rename view' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Orders by trader{Enter}');
    await dialogClosed();
    await expect(canvas.getByText('Renamed to Orders by trader.')).toBeVisible();
  },
};

/** It also shows the banner, fixed over the top of the window. */
export const WithBanner: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Feed down' }));
    const bar = await screen.findByRole('status', { name: 'Banner' });
    await expect(bar).toHaveTextContent('The pricing feed is down.');
    // It slides down into place.
    await waitFor(() => expect(bar.getBoundingClientRect().top).toBe(0));
  },
};

/** `banner: false` leaves the banner to a `BannerHost` in the page: without one, none shows. */
export const WithoutBanner: Story = {
  args: { banner: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Feed down' }));
    await expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull();
  },
};
