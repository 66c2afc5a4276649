import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_RECALLS, searchRecalls } from '../../mocks/data/recalls';
import { handlers } from '../../mocks/handlers';
import { recallOutageHandlers } from '../../mocks/handlers/recalls';
import { RecallsApp } from '../../src/examples/recalls/RecallsApp';
import { withExampleAppFrame } from './exampleAppFrame';

const description =
  'A whole app built on the kit, served at /recalls: a search of drug recalls that runs on the server. With ' +
  'OPENFDA_URL set the server asks the openFDA drug enforcement API for the top 99 matches and caches the ' +
  'answers; by default it searches a bundled sample with the same fields. Filter the answer further by text ' +
  'and class (I, II, III); the selected recall shows below.';

const meta = {
  title: 'Examples/FDA Recalls',
  component: RecallsApp,
  decorators: [withExampleAppFrame],
  beforeEach: () => {
    localStorage.removeItem('recalls.grid');
  },
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof RecallsApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Search on the server, narrow by class, select a recall to see its details, and an empty answer. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const count = () => canvas.getByText(/\d+ recalls?$/);
    const details = () => canvas.getByRole('region', { name: 'Details' });
    const search = async (text: string) => {
      const field = canvas.getByRole('searchbox', { name: 'Search recalls' });
      await userEvent.clear(field);
      await userEvent.type(field, `${text}{Enter}`);
    };
    const heparin = searchRecalls(SAMPLE_RECALLS, 'heparin');
    const heparinClassI = heparin.filter((r) => r.classification === 'Class I');
    const newest = SAMPLE_RECALLS[0];
    if (!newest || heparin.length === 0) throw new Error('no sample recalls');

    await step('the newest 99 recalls, the first selected in the details', async () => {
      await waitFor(() => expect(count()).toHaveTextContent('99 recalls'), { timeout: 10_000 });
      await waitFor(() =>
        expect(within(details()).getByRole('heading', { level: 3 })).toHaveTextContent(
          newest.productDescription,
        ),
      );
      await expect(canvas.getByText('Bundled sample', { exact: false })).toBeVisible();
    });

    await step('the search runs on the server', async () => {
      await search('heparin');
      await waitFor(() =>
        expect(count()).toHaveTextContent(`${heparin.length} ${heparin.length === 1 ? 'recall' : 'recalls'}`),
      );
    });

    await step('the class filter narrows the answer in the store', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Filter by class' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Class I' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(count()).toHaveTextContent(
          `${heparinClassI.length} ${heparinClassI.length === 1 ? 'recall' : 'recalls'}`,
        ),
      );
      await userEvent.click(canvas.getByRole('button', { name: /Remove Class I/ }));
      await waitFor(() => expect(count()).toHaveTextContent(`${heparin.length}`));
    });

    await step('a selected recall shows in the details', async () => {
      const other = heparin[1] ?? heparin[0];
      if (!other) throw new Error('no heparin recalls');
      const grid = canvas.getByRole('grid', { name: 'Recalls' });
      const cell = await waitFor(() => {
        const found = grid.querySelector<HTMLElement>(`.ag-row[row-id="${other.id}"] [col-id="id"]`);
        expect(found).toHaveTextContent(other.id);
        return found as HTMLElement;
      });
      await userEvent.click(cell);
      await waitFor(() =>
        expect(within(details()).getByRole('heading', { level: 3 })).toHaveTextContent(
          other.productDescription,
        ),
      );
      await expect(within(details()).getByText(other.reasonForRecall)).toBeVisible();
    });

    await step('a search without matches says so', async () => {
      await search('no such medicine');
      await waitFor(() => expect(canvas.getByText('No recalls found...')).toBeVisible());
      await expect(within(details()).getByText('Select a recall to see its details.')).toBeVisible();
    });
  },
};

/** When openFDA cannot be reached the server answers 502: the app says so and offers Retry. */
export const Outage: Story = {
  parameters: { msw: { handlers: [...recallOutageHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The search failed:');
    await expect(alert).toHaveTextContent('The openFDA service could not be reached. Try again later.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
