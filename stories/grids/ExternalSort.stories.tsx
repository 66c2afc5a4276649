import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRADES } from '../../mocks/data/trades';
import { ExternalSortPanel } from './ExternalSortPanel';
import { EXPORT_FILENAME } from './ExternalSortPanelModel';
import { cellAt, cellText, columnTexts, headerCell, parseNumber } from '../common/gridPlayHelpers';
import { catchDownload, csvRows } from '../common/downloads';
import { tradesPrefetch } from '../common/fetchTrades';

const description =
  "Sorting handed to your own code: a header click only records the sort, and the demo's model " +
  'sorts the 1,000 trades itself, keeps the top rows (50, 100, 500 or all) and hands the grid the ' +
  'result. Use it when the order must come from elsewhere, such as a server returning only the ' +
  'first rows of a large set.';

const meta = {
  title: 'Grids/External Sort',
  component: ExternalSortPanel,
  parameters: { docs: { description: { component: description } }, app: { prefetch: tradesPrefetch } },
} satisfies Meta<typeof ExternalSortPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Max rows, the sort done outside the grid, the first row selected after each change, filter and export. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Externally sorted trades' });
    const count = () => canvas.getByText(/^[\d,]+ compan(y|ies)$/);
    const firstRow = () => cellAt(grid, 0, 'company')?.closest('[role="row"]');
    const shownMaxRows = () =>
      canvas
        .getByRole('combobox', { name: 'Max rows' })
        .closest('.tb-select')
        ?.querySelector('.tb-select__single-value')?.textContent;
    const chooseMaxRows = async (option: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Max rows' }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
      await waitFor(() => expect(shownMaxRows()).toBe(option));
    };
    const expectFirstSelected = async (company: string) => {
      await waitFor(() => expect(cellText(grid, 0, 'company')).toBe(company));
      await waitFor(() => expect(firstRow()).toHaveAttribute('aria-selected', 'true'));
      await expect(grid.querySelectorAll('.ag-row-selected')).toHaveLength(1);
    };

    const largest = Math.max(...TRADES.map((t) => Math.abs(t.profit_loss)));
    const top = TRADES.find((t) => Math.abs(t.profit_loss) === largest);
    const companies = TRADES.map((t) => t.company).sort(byText);

    await step('the Max rows select offers None, 50, 100 and 500; 100 rows by |P&L| at first', async () => {
      await waitFor(() => expect(count()).toHaveTextContent('100 companies'));
      await expect(shownMaxRows()).toBe('100');
      await userEvent.click(canvas.getByRole('combobox', { name: 'Max rows' }));
      const options = await screen.findAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual(['None', '50', '100', '500']);
      await userEvent.keyboard('{Escape}');
      await expect(headerCell(grid, 'profit_loss')).toHaveAttribute('aria-sort', 'descending');
    });

    await step('Max rows 50: 50 companies, the first row selected and the largest |P&L| of all', async () => {
      await chooseMaxRows('50');
      await waitFor(() => expect(count()).toHaveTextContent('50 companies'));
      await expectFirstSelected(top?.company ?? '');
      await expect(Math.abs(parseNumber(cellText(grid, 0, 'profit_loss')))).toBe(largest);
      const sizes = columnTexts(grid, 'profit_loss').map((t) => Math.abs(parseNumber(t)));
      for (let i = 1; i < sizes.length; i++)
        await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] as number);
    });

    await step('sorting by company sorts all trades, keeps the first 50 and selects the first', async () => {
      await userEvent.click(within(headerCell(grid, 'company')).getByText('Company'));
      await waitFor(() => expect(headerCell(grid, 'company')).toHaveAttribute('aria-sort', 'ascending'));
      await expectFirstSelected(companies[0] ?? '');
      await expect(count()).toHaveTextContent('50 companies');
      // Rows are redrawn as they scroll into view: compare once every rendered one shows the new order.
      await waitFor(() => {
        const shown = columnTexts(grid, 'company');
        expect(shown.length).toBeGreaterThan(10);
        expect(shown).toEqual(companies.slice(0, shown.length));
      });

      await userEvent.click(within(headerCell(grid, 'company')).getByText('Company'));
      await waitFor(() => expect(headerCell(grid, 'company')).toHaveAttribute('aria-sort', 'descending'));
      await expectFirstSelected(companies[companies.length - 1] ?? '');
    });

    await step('Max rows None shows every trade, still sorted outside the grid', async () => {
      await chooseMaxRows('None');
      await waitFor(() => expect(count()).toHaveTextContent('1,000 companies'));
      await expectFirstSelected(companies[companies.length - 1] ?? '');
    });

    await step('the filter field filters the rows kept', async () => {
      const filter = canvas.getByRole('searchbox', { name: 'Filter' });
      const london = TRADES.filter((t) => `${t.company} ${t.city}`.toLowerCase().includes('london')).length;
      await userEvent.type(filter, 'london');
      await waitFor(() => expect(count()).toHaveTextContent(`${london} companies`));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await waitFor(() => expect(count()).toHaveTextContent('1,000 companies'));
    });

    await step(`export saves the rows shown as ${EXPORT_FILENAME}`, async () => {
      await chooseMaxRows('50');
      await waitFor(() => expect(count()).toHaveTextContent('50 companies'));
      const download = catchDownload();
      await userEvent.click(canvas.getByRole('button', { name: 'Export to CSV' }));
      const { fileName, text } = await download;
      await expect(fileName).toBe(EXPORT_FILENAME);
      const rows = csvRows(text);
      await expect(rows[0]).toEqual(['Company', 'City', 'Trade Volume', 'P&L', 'Date']);
      await expect(rows).toHaveLength(51);
      await expect(rows[1]?.[0]).toBe(cellText(grid, 0, 'company'));
    });
  },
};
