import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  enterSuspended,
  resumeApp,
  SuspendedOverlay,
  type SuspendedOverlayProps,
  type SuspendReason,
} from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';

/** The story's args: the overlay's props, and how the story's button suspends the app. */
interface SuspendStoryArgs extends SuspendedOverlayProps {
  /** Why the app is suspended (enterSuspended's reason): IDLE has words of its own. */
  reason: SuspendReason;
  /** Shown instead of the reason's text (enterSuspended's `message`). */
  message: string;
}

const meta = {
  title: 'Kit/App/SuspendedOverlay',
  // The props table is the component's; the story's args add how the button suspends the app.
  component: SuspendedOverlay as unknown as ComponentType<SuspendStoryArgs>,
  render: ({ reason, message, ...props }) => (
    <>
      <Button text="Suspend" onClick={() => enterSuspended(reason, { message: message || undefined })} />
      <SuspendedOverlay {...props} />
    </>
  ),
  // The app's suspension is one for the page: each story starts awake, and leaves it awake.
  beforeEach: () => {
    resumeApp();
    return () => resumeApp();
  },
  args: { appName: 'Toolbox', reason: 'IDLE', message: '' },
  argTypes: {
    appName: { control: 'text' },
    reason: { control: 'inline-radio', options: ['IDLE', 'SERVER_FORCE', 'APP_UPDATE'] },
    message: { control: 'text' },
  },
} satisfies Meta<SuspendStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Covers the app while it is suspended (here after inactivity), its button focused. Escape and clicks outside
 * leave it in place: only the button wakes the app.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Suspend' }));
    const overlay = await screen.findByRole('dialog', { name: 'Toolbox is sleeping...' });
    await expect(overlay).toHaveTextContent('put to sleep after a period of inactivity');
    const wake = within(overlay).getByRole('button', { name: "I'm back!" });
    await waitFor(() => expect(wake).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Toolbox is sleeping...' })).toBeInTheDocument();
    await userEvent.click(wake);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Another reason, with the app's own message: the app is paused, and Resume wakes it. */
export const PausedWithMessage: Story = {
  args: { reason: 'SERVER_FORCE', message: 'An administrator paused all sessions.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Suspend' }));
    const overlay = await screen.findByRole('dialog', { name: 'Toolbox is paused' });
    await expect(overlay).toHaveTextContent('An administrator paused all sessions.');
    await userEvent.click(within(overlay).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
