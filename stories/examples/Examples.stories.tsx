import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { api } from '../../src/api';
import { remountDemo, withRemount } from '../common/Remountable';
import { EXAMPLE_TILES, exampleFrameUrl, exampleSourceUrl, visibleTiles } from './exampleCatalog';
import { ExamplesPanel } from './ExamplesPanel';
import { collapsedAtFirst, EXAMPLES_STATE_KEY } from './ExamplesPanelModel';

const description =
  'Whole apps built on the kit, each at its own address and shown here in a frame. Pick an example on the ' +
  'left; Source opens its code and Full Tab opens the app in a window of its own. Collapse the list to a row ' +
  'of icons (the active icon opens its app); your choice and the collapsed list are kept for your next visit.';

const meta = {
  title: 'Examples',
  component: ExamplesPanel,
  decorators: [withRemount],
  parameters: {
    frame: 'fill',
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof ExamplesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const tile = (id: string) => {
  const t = EXAMPLE_TILES.find((x) => x.id === id);
  if (!t) throw new Error(`no example ${id}`);
  return t;
};

/** Replaces window.open while `run` runs and returns the addresses it was asked to open. */
async function opened(run: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const original = window.open;
  window.open = ((url?: string | URL) => {
    urls.push(String(url));
    return null;
  }) as typeof window.open;
  try {
    await run();
  } finally {
    window.open = original;
  }
  return urls;
}

/** Portfolio first; tiles switch the frame; Source and Full Tab; the collapsed sidebar; state kept on reload. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const frame = () => canvasElement.querySelector('iframe');

    await step('Portfolio is the active example at first, in a frame at its own address', async () => {
      localStorage.removeItem(EXAMPLES_STATE_KEY);
      await remountDemo(canvasElement);
      if (collapsedAtFirst()) {
        // A narrow window gives the app the width: the list starts as its icon bar, Portfolio active.
        const bar = await canvas.findByRole('navigation', { name: 'Examples' });
        await expect(
          within(bar).getByRole('button', { name: 'Open Portfolio in a new window' }),
        ).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Show the example list' }));
      }
      const portfolio = await canvas.findByRole('button', { name: /^Portfolio/ });
      await expect(portfolio).toHaveAttribute('aria-current', 'true');
      await expect(frame()).toHaveAttribute('title', 'Portfolio example app');
      await expect(frame()).toHaveAttribute('src', exampleFrameUrl(tile('portfolio')));
      const list = canvas.getByRole('navigation', { name: 'Examples' });
      await expect(list.getBoundingClientRect().width).toBeCloseTo(300, -1);
      // Each tile the user may see (File Manager's only for admins) has a title, an icon and a text; only the
      // active one has Source and Full Tab.
      const shown = visibleTiles(EXAMPLE_TILES, (await api.session()).identity);
      await expect(within(list).getAllByRole('listitem')).toHaveLength(shown.length);
      await expect(within(list).getAllByRole('button', { name: /Source/ })).toHaveLength(1);
      await expect(within(list).getByText(tile('portfolio').text)).toBeVisible();
    });

    await step('Source and Full Tab open the source viewer and the app in new windows', async () => {
      const urls = await opened(async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Source' }));
        await userEvent.click(canvas.getByRole('button', { name: 'Full Tab' }));
      });
      await expect(urls).toEqual([exampleSourceUrl(tile('portfolio')), exampleFrameUrl(tile('portfolio'))]);
    });

    await step('another tile becomes the active example', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^TODO/ }));
      await waitFor(() => expect(frame()).toHaveAttribute('title', 'TODO example app'));
      await expect(frame()).toHaveAttribute('src', exampleFrameUrl(tile('todo')));
      await expect(canvas.getByRole('button', { name: /^TODO/ })).toHaveAttribute('aria-current', 'true');
      await expect(canvas.getByRole('button', { name: /^Portfolio/ })).not.toHaveAttribute('aria-current');
    });

    await step('collapsed, the list is a slim bar of icons; the active icon opens its app', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse the example list' }));
      const bar = await canvas.findByRole('navigation', { name: 'Examples' });
      await expect(bar.getBoundingClientRect().width).toBeLessThan(60);
      const urls = await opened(async () => {
        await userEvent.click(within(bar).getByRole('button', { name: 'Open TODO in a new window' }));
      });
      await expect(urls).toEqual([exampleFrameUrl(tile('todo'))]);
    });

    await step('the collapsed list and the active example survive a reload', async () => {
      await remountDemo(canvasElement);
      const bar = await canvas.findByRole('navigation', { name: 'Examples' });
      await expect(within(bar).getByRole('button', { name: 'Open TODO in a new window' })).toBeVisible();
      await expect(frame()).toHaveAttribute('title', 'TODO example app');
    });

    await step('an inactive icon makes its example active; the list opens again', async () => {
      const bar = canvas.getByRole('navigation', { name: 'Examples' });
      await userEvent.click(within(bar).getByRole('button', { name: 'Portfolio' }));
      await waitFor(() => expect(frame()).toHaveAttribute('title', 'Portfolio example app'));
      await userEvent.click(canvas.getByRole('button', { name: 'Show the example list' }));
      await expect(await canvas.findByRole('button', { name: /^Portfolio/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      localStorage.removeItem(EXAMPLES_STATE_KEY);
    });
  },
};
