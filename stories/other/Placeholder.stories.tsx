import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { findCell } from '../common/gridPlayHelpers';
import { PlaceholderPanel } from './PlaceholderPanel';
import { LOADING_TEXT } from './PlaceholderPanelModel';

const description =
  'A placeholder fills a detail panel until there is something to show in it. Select a trade in the ' +
  'grid to see its details on the right; Clear Selection brings the placeholder back. The trades are asked ' +
  'for with a one-second delay, as over a slow network, so the loading mask shows.';

const meta = {
  title: 'Other/Placeholder',
  component: PlaceholderPanel,
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers },
  },
} satisfies Meta<typeof PlaceholderPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Loads under a mask, shows the placeholder, the details of a selected row, and clears the selection. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const companies = canvas.getByRole('region', { name: 'Companies' });
    const details = canvas.getByRole('region', { name: 'Details' });
    const placeholderShown = async () => {
      await expect(within(details).getByText('Select a record to view details.')).toBeVisible();
      await expect(within(details).getByText('(This is a placeholder)')).toBeVisible();
      await expect(within(details).queryByRole('button', { name: 'Clear Selection' })).toBeNull();
    };

    await step('the trades load under a mask', async () => {
      const mask = await within(companies).findByText(LOADING_TEXT);
      // The mask fades in.
      await waitFor(() => expect(mask).toBeVisible());
      await waitFor(() => expect(canvas.getByText('1,000 trades')).toBeVisible());
      await waitFor(() => expect(within(companies).queryByText(LOADING_TEXT)).toBeNull());
    });

    await step('with no selection the detail panel shows the placeholder', placeholderShown);

    const grid = canvas.getByRole('grid', { name: 'Companies' });
    await step('selecting a row shows its details', async () => {
      const cell = await findCell(grid, 2, 'company');
      const company = cell.textContent ?? '';
      await expect(company).not.toBe('');
      await userEvent.click(cell);
      await expect(await within(details).findByText(`Details about ${company}...`)).toBeVisible();
      await expect(within(details).queryByText('Select a record to view details.')).toBeNull();
      await expect(within(details).getByRole('button', { name: 'Clear Selection' })).toBeEnabled();
    });

    await step('Clear Selection clears the grid selection and brings the placeholder back', async () => {
      await userEvent.click(within(details).getByRole('button', { name: 'Clear Selection' }));
      await waitFor(placeholderShown);
      await waitFor(() => expect(grid.querySelector('.ag-row-selected')).toBeNull());
    });
  },
};
