import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleNews } from '../../mocks/data/news';
import { handlers } from '../../mocks/handlers';
import { resetNewsMock } from '../../mocks/handlers/news';
import { NewsApp } from '../../src/examples/news/NewsApp';
import { withExampleAppFrame } from './exampleAppFrame';

const description =
  'A whole app built on the kit, served at /news: stories the server loads from the configured RSS and Atom ' +
  'feeds (NEWS_FEEDS) and keeps in its database for an hour; without feeds, a bundled sample of 300 stories ' +
  'from five sources. Filter by source and text; Check feeds asks the server again (an admin may force a reload of ' +
  'the feeds); a story opens in a new window.';

const meta = {
  title: 'Examples/News',
  component: NewsApp,
  decorators: [withExampleAppFrame],
  beforeEach: () => {
    resetNewsMock();
  },
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof NewsApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The stories, filtered by source and text, refresh from the cache, and a story's link. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const count = () => canvas.getByText(/\d+ stor(y|ies)$/);
    const stories = sampleNews();
    const techWire = stories.filter((s) => s.source === 'Tech Wire');
    const first = stories[0];
    if (!first) throw new Error('no sample news');

    await step('300 stories, newest first, with the last update', async () => {
      await waitFor(() => expect(count()).toHaveTextContent('300 stories'), { timeout: 10_000 });
      await expect(canvas.getByText(/Last updated/)).toBeVisible();
      const link = canvas.getAllByRole('link', { name: first.title })[0];
      await expect(link).toHaveAttribute('href', first.link);
      await expect(link).toHaveAttribute('target', '_blank');
    });

    await step('the source filter and the text filter narrow the stories', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by source' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Tech Wire' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(count()).toHaveTextContent(`${techWire.length} stories`));
      const chips = techWire.filter((s) => /chips/i.test(`${s.title} ${s.summary}`));
      await userEvent.type(canvas.getByPlaceholderText('Filter stories...'), 'chips');
      await waitFor(() =>
        expect(count()).toHaveTextContent(`${chips.length} ${chips.length === 1 ? 'story' : 'stories'}`),
      );
      await userEvent.clear(canvas.getByPlaceholderText('Filter stories...'));
      await userEvent.click(canvas.getByRole('button', { name: /Remove Tech Wire/ }));
      await waitFor(() => expect(count()).toHaveTextContent('300 stories'));
    });

    await step('Check feeds answers from the fresh cache; a non-admin has no forced reload', async () => {
      await expect(canvas.queryByRole('button', { name: 'Reload feeds now' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Check feeds' }));
      // Sonner keeps a toast's text in more than one element while it fades in: the last one is the shown one.
      await waitFor(() => expect(screen.getAllByText(/^The news is up to date/).at(-1)).toBeVisible());
      await waitFor(() => expect(count()).toHaveTextContent('300 stories'));
    });
  },
};
