import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { banner, BannerHost, hideBanner } from '@toolbox/kit/popup';

const reconnect = fn().mockName('Reconnect');
const TEXT = 'Orders placed today, newest first.';

/** A page with the host at its top, and buttons that show banners through `banner()` as an app would. */
function BannerPage({ placement }: { placement?: 'inline' | 'fixed' }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 320 }}>
      <BannerHost placement={placement} />
      <div style={{ display: 'flex', gap: 8, padding: 16 }}>
        <Button
          text="Feed down"
          onClick={() =>
            banner({
              message: 'The pricing feed is down. Prices may be stale.',
              intent: 'danger',
              actionText: 'Reconnect',
              onAction: reconnect,
            })
          }
        />
        <Button
          text="Maintenance"
          onClick={() => banner({ message: 'Maintenance tonight from 22:00.', closable: false })}
        />
      </div>
      <p style={{ margin: '0 16px' }}>{TEXT}</p>
    </div>
  );
}

const bannerShown = () => screen.findByRole('status', { name: 'Banner' });
const bannerGone = () => waitFor(() => expect(screen.queryByRole('status', { name: 'Banner' })).toBeNull());

const meta = {
  title: 'Kit/Popup/BannerHost',
  component: BannerHost,
  args: { placement: 'inline' },
  argTypes: { placement: { control: 'inline-radio', options: ['inline', 'fixed'] } },
  render: (args) => <BannerPage {...args} />,
  // The banner is the app's, not the story's: none is left over for the next story.
  beforeEach: () => {
    hideBanner();
    return () => hideBanner();
  },
} satisfies Meta<typeof BannerHost>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Shows the banner `banner()` opens, in the page's layout: it pushes the content down. Its action button calls
 * the app back; its close button hides it.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const textTop = canvas.getByText(TEXT).getBoundingClientRect().top;

    await step('the banner shows above the page and pushes it down', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Feed down' }));
      const bar = await bannerShown();
      await expect(bar).toHaveTextContent('The pricing feed is down. Prices may be stale.');
      await expect(canvas.getByText(TEXT).getBoundingClientRect().top).toBeGreaterThan(textTop);
    });

    await step('its action calls back and leaves it up; Close banner hides it', async () => {
      const bar = await bannerShown();
      await userEvent.click(within(bar).getByRole('button', { name: 'Reconnect' }));
      await expect(reconnect).toHaveBeenCalledTimes(1);
      await userEvent.click(within(bar).getByRole('button', { name: 'Close banner' }));
      await bannerGone();
      await expect(canvas.getByText(TEXT).getBoundingClientRect().top).toBe(textTop);
    });
  },
};

/** `placement: 'fixed'` floats over the top of the window instead, leaving the page where it is. */
export const Fixed: Story = {
  args: { placement: 'fixed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textTop = canvas.getByText(TEXT).getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Feed down' }));
    const bar = await bannerShown();
    // It slides down into place.
    await waitFor(() => expect(bar.getBoundingClientRect().top).toBe(0));
    await expect(canvas.getByText(TEXT).getBoundingClientRect().top).toBe(textTop);
    hideBanner();
    await bannerGone();
  },
};

/** A banner shown with `closable: false` has no close button: the app hides it (`hideBanner()`). */
export const NotClosable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Maintenance' }));
    const bar = await bannerShown();
    await expect(bar).toHaveTextContent('Maintenance tonight from 22:00.');
    await expect(within(bar).queryByRole('button', { name: 'Close banner' })).toBeNull();
  },
};
