import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StandardGridPanel } from './StandardGridPanel';
import { EXPORT_FILENAME } from './StandardGridPanelModel';
import {
  cellText,
  columnTexts,
  findCell,
  gridRows,
  headerCell,
  headerTexts,
  parseNumber,
} from '../common/gridPlayHelpers';
import { catchDownload, csvRows } from '../common/downloads';
import { tradesPrefetch } from '../common/fetchTrades';

const description =
  'The everyday data grid: 1,000 trades sorted by largest P&L, with multi-column sort (shift-click ' +
  'a header), a quick filter with a live record count, a column chooser and CSV export of the rows ' +
  'shown. Double-click a row for its details, or right-click it for a context menu.';

const meta = {
  title: 'Grids/Standard',
  component: StandardGridPanel,
  parameters: { docs: { description: { component: description } }, app: { prefetch: tradesPrefetch } },
} satisfies Meta<typeof StandardGridPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const COUNT = /^(\d[\d,]*) records?$/;

/** Sort, filter, count, column chooser, export, double-click details and the context menu. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    const count = () => canvas.getByText(COUNT);
    await waitFor(() => expect(count()).toHaveTextContent('1,000 records'));
    const pnls = () => columnTexts(grid, 'profit_loss').map(parseNumber);

    await step('rows are sorted by P&L, largest absolute value first, shown with sign colours', async () => {
      await waitFor(() => expect(gridRows(grid).length).toBeGreaterThan(10));
      await expect(headerCell(grid, 'profit_loss')).toHaveAttribute('aria-sort', 'descending');
      const sizes = pnls().map(Math.abs);
      for (let i = 1; i < sizes.length; i++)
        await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] as number);
      await expect(headerTexts(grid)).toEqual(['Company', 'City', 'Trade Volume', 'P&L', 'Date', 'Active']);
      const first = await findCell(grid, 0, 'profit_loss');
      await expect(first.className).toMatch(
        parseNumber(first.textContent ?? '') > 0 ? /tb-grid-cell--pos/ : /tb-grid-cell--neg/,
      );
    });

    await step('clicking a header sorts by it', async () => {
      await userEvent.click(within(headerCell(grid, 'company')).getByText('Company'));
      await waitFor(() => expect(headerCell(grid, 'company')).toHaveAttribute('aria-sort', 'ascending'));
      // The rows follow the header a frame later: wait until the rendered column reads in order.
      await waitFor(() => {
        const companies = columnTexts(grid, 'company');
        const sorted = [...companies].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
        expect(companies).toEqual(sorted);
      });
      await expect(headerCell(grid, 'profit_loss')).not.toHaveAttribute('aria-sort', 'descending');
      // Back to the default: P&L by absolute value, descending first.
      await userEvent.click(within(headerCell(grid, 'profit_loss')).getByText('P&L'));
      await waitFor(() => expect(headerCell(grid, 'profit_loss')).toHaveAttribute('aria-sort', 'descending'));
    });

    await step('the filter field filters as you type and the count follows', async () => {
      const filter = canvas.getByRole('searchbox', { name: 'Filter' });
      await userEvent.type(filter, 'london');
      await waitFor(() => expect(count()).not.toHaveTextContent('1,000 records'));
      const n = parseNumber(count().textContent ?? '');
      await expect(n).toBeGreaterThan(10);
      await expect(n).toBeLessThan(1000);
      await waitFor(() => expect(new Set(columnTexts(grid, 'city'))).toEqual(new Set(['London'])));

      await userEvent.type(filter, 'zzz');
      await expect(await canvas.findByText('No records found...')).toBeVisible();
      await expect(count()).toHaveTextContent('0 records');
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await waitFor(() => expect(count()).toHaveTextContent('1,000 records'));
      await expect(canvas.queryByText('No records found...')).toBeNull();
    });

    await step('the column chooser hides and shows columns', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose columns' }));
      // The chooser re-renders as columns change, so each click looks its checkbox up afresh, once visible.
      const cityBox = () =>
        within(screen.getByRole('group', { name: 'Columns' })).getByRole('checkbox', { name: 'City' });
      const clickCity = async () => {
        await waitFor(() => expect(cityBox()).toBeVisible());
        await userEvent.click(cityBox());
      };
      await clickCity();
      await waitFor(() => expect(headerTexts(grid)).not.toContain('City'));
      await clickCity();
      await waitFor(() => expect(headerTexts(grid)).toContain('City'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull());
    });

    await step('export saves the rows shown as trades.csv', async () => {
      const download = catchDownload();
      await userEvent.click(canvas.getByRole('button', { name: 'Export to CSV' }));
      const { fileName, text } = await download;
      await expect(fileName).toBe(EXPORT_FILENAME);
      const rows = csvRows(text);
      await expect(rows[0]).toEqual(['Company', 'City', 'Trade Volume', 'P&L', 'Date', 'Active']);
      await expect(rows).toHaveLength(1001);
      await expect(rows[1]?.[0]).toBe(cellText(grid, 0, 'company'));
      await expect(rows[1]?.[3]).toBe(cellText(grid, 0, 'profit_loss'));
    });

    await step('double-clicking a row toasts its details', async () => {
      const cell = await findCell(grid, 1, 'company');
      const company = cell.textContent ?? '';
      await userEvent.dblClick(cell);
      const toast = await screen.findByText(
        new RegExp(`^Trade #\\d+: ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
      );
      await expect(toast.textContent).toMatch(
        / - P&L -?[\d,]+, volume [\d,]+, \d{4}-\d{2}-\d{2}, (active|inactive)\.$/,
      );
    });

    await step('the context menu offers details, a city filter and export', async () => {
      const cell = await findCell(grid, 0, 'city');
      const city = cell.textContent ?? '';
      await userEvent.pointer({ keys: '[MouseRight]', target: cell });
      const menu = await screen.findByRole('menu');
      // The menu fades in; visibility is judged once it has.
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toBeVisible());
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Export to CSV' })).toBeVisible(),
      );
      await expect(within(menu).queryByRole('menuitem', { name: 'Show All Cities' })).toBeNull();
      await userEvent.click(within(menu).getByRole('menuitem', { name: `Show Only ${city}` }));
      await waitFor(() => expect(new Set(columnTexts(grid, 'city'))).toEqual(new Set([city])));
      await expect(count()).not.toHaveTextContent('1,000 records');

      await userEvent.pointer({ keys: '[MouseRight]', target: await findCell(grid, 0, 'company') });
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Show All Cities' }));
      await waitFor(() => expect(count()).toHaveTextContent('1,000 records'));
    });
  },
};
