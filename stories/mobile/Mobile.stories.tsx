import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { apiUrl } from '../../mocks/handlers/url';
import { API } from '../../src/api';
import { dismissToast } from '@toolbox/kit/popup';
import { expectToast } from '../common/expectToast';
import { MOBILE_SCREENSHOTS } from './mobileScreenshots';
import { MOBILE_LINK_TOAST, MobileTabPanel } from './MobileTabPanel';

const description =
  'The kit on phones: the mobile app at /mobile, built for touch. Its pages as screenshots (taken in headless ' +
  "Chromium at 390×844 by the project's screenshot script) and the app itself, live, in a phone-sized frame. " +
  "Mail a link e-mails you the app's address; Open the mobile app opens it in a window of its own.";

const meta = {
  title: 'Mobile',
  component: MobileTabPanel,
  parameters: {
    frame: 'fill',
    docs: { description: { component: description } },
    msw: {
      handlers: [
        // The mail takes its time here: the toast must not wait for it (SPEC §4).
        http.get(apiUrl(API.emailMobileLink), async () => {
          await delay('infinite');
        }),
        ...handlers,
      ],
    },
  },
} satisfies Meta<typeof MobileTabPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The strip of captioned screenshots, the live frame, Mail a link (toast at once) and Open the mobile app. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('The screenshots show in a strip, each with its caption', async () => {
      const strip = canvas.getByRole('region', { name: 'Screenshots' });
      const figures = within(strip).getAllByRole('figure');
      expect(figures).toHaveLength(6);
      expect(MOBILE_SCREENSHOTS.map((s) => s.caption)).toEqual(
        figures.map((f) => f.querySelector('figcaption')?.textContent),
      );
      const first = within(strip).getByRole('img', { name: 'Home: every page of the app' });
      first.scrollIntoView();
      await waitFor(() => expect((first as HTMLImageElement).naturalWidth).toBe(390));
    });

    await step('The app runs live in a phone-sized frame', async () => {
      const frame = canvas.getByTitle('Mobile app, live');
      expect(frame.getAttribute('src')).toMatch(/id=mobile-app--default|\/mobile\/$/);
      expect(frame.getBoundingClientRect().width).toBe(390);
    });

    await step('Mail a link shows the success toast at once, without waiting for the mail', async () => {
      // The page's own fetch is watched (in /app the call reaches the real server, in Storybook the mocks).
      const calls: string[] = [];
      const original = window.fetch;
      window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(input instanceof Request ? input.url : String(input));
        return original(input, init);
      }) as typeof window.fetch;
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Mail a link' }));
        await expectToast(MOBILE_LINK_TOAST);
      } finally {
        window.fetch = original;
      }
      expect(calls.filter((url) => url.includes(API.emailMobileLink))).toHaveLength(1);
      dismissToast();
    });

    await step('Open the mobile app opens /mobile in a new window', async () => {
      const urls: string[] = [];
      const original = window.open;
      window.open = ((url?: string | URL, target?: string) => {
        urls.push(`${String(url)} ${target ?? ''}`);
        return null;
      }) as typeof window.open;
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Open the mobile app' }));
      } finally {
        window.open = original;
      }
      expect(urls).toEqual(['/mobile _blank']);
    });
  },
};
