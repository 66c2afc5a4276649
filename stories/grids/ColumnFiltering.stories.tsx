import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRADES } from '../../mocks/data/trades';
import { withPopupHosts } from '../common/withPopupHosts';
import { ColumnFilteringPanel } from './ColumnFilteringPanel';
import { EXPORT_FILENAME } from './ColumnFilteringPanelModel';
import { columnTexts, headerCell } from '../common/gridPlayHelpers';
import { catchDownload, csvRows } from '../common/downloads';
import { tradesPrefetch } from '../common/fetchTrades';

const description =
  'Four ways to filter the same 1,000 trades, all driving one filter: a filter chooser that ' +
  'understands queries such as "p&l > 1000000", a quick search field, per-column header filters, ' +
  'and View Grid Filters, which shows the combined filter as text and JSON. The record count and ' +
  'the CSV export always follow it; switch Commit on change off to apply filters only on Enter or ' +
  'Apply.';

const meta = {
  title: 'Grids/Column Filtering',
  component: ColumnFilteringPanel,
  decorators: [withPopupHosts],
  parameters: { docs: { description: { component: description } }, app: { prefetch: tradesPrefetch } },
} satisfies Meta<typeof ColumnFilteringPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const ALL = TRADES.length.toLocaleString('en-US');
const countOf = (test: (t: (typeof TRADES)[number]) => boolean) =>
  TRADES.filter(test).length.toLocaleString('en-US');

/** Filter chooser, View Grid Filters and Clear, Commit on change, the filter field, header filters, export. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Filtered trades' });
    const count = () => canvas.getByText(/^[\d,]+ trades?$/);
    const chooser = () => canvas.getByRole('combobox', { name: 'Filter chooser' });
    const field = () => canvas.getByRole('searchbox', { name: 'Filter' });
    const commitSwitch = () => canvas.getByRole('switch', { name: 'Commit on change' });
    const choose = async (typed: string, option: string) => {
      await userEvent.type(chooser(), typed);
      await userEvent.click(await screen.findByRole('option', { name: option }));
      await userEvent.keyboard('{Escape}');
    };
    const chicago = countOf((t) => t.city === 'Chicago');
    const labs = countOf((t) => t.company.toLowerCase().includes('labs'));
    await waitFor(() => expect(count()).toHaveTextContent(`${ALL} trades`));

    await step('the filter chooser filters to a city; the count is the number of its trades', async () => {
      await choose('city = chic', 'City = Chicago');
      await waitFor(() => expect(count()).toHaveTextContent(`${chicago} trades`));
      await waitFor(() => expect(new Set(columnTexts(grid, 'city'))).toEqual(new Set(['Chicago'])));
    });

    await step(
      'View Grid Filters shows the filter as text and JSON; Clear Filters restores every row',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'View Grid Filters' }));
        const dialog = await screen.findByRole('dialog', { name: 'Grid Filters' });
        // The dialog fades in: wait until it is shown.
        await waitFor(() => expect(dialog).toBeVisible());
        await expect(within(dialog).getByText(`${chicago} of ${ALL} trades pass this filter:`)).toBeVisible();
        const list = within(dialog).getByRole('list', { name: 'Filters' });
        await expect(within(list).getByText('Filter chooser')).toBeVisible();
        await expect(within(list).getByText('City = "Chicago"')).toBeVisible();
        const json = within(dialog).getByRole('figure', { name: 'Store filter as JSON' });
        await expect(JSON.parse(json.querySelector('pre')?.textContent ?? '')).toEqual({
          field: 'city',
          op: '=',
          value: 'Chicago',
        });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Filters' }));
        await waitFor(() => expect(count()).toHaveTextContent(`${ALL} trades`));
        await expect(
          within(dialog).getByText(`No filters are applied: all ${ALL} trades show.`),
        ).toBeVisible();
        await expect(within(dialog).getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Grid Filters' })).toBeNull());
        // The chooser followed the store: its chip went with the filter.
        await expect(canvas.queryByText('City = Chicago')).toBeNull();
      },
    );

    await step('with Commit on change off, chips and typed text wait for Apply or Enter', async () => {
      await userEvent.click(commitSwitch());
      await expect(commitSwitch()).not.toBeChecked();
      const apply = canvas.getByRole('button', { name: 'Apply' });
      await expect(apply).toBeDisabled();
      await choose('city = chic', 'City = Chicago');
      await expect(count()).toHaveTextContent(`${ALL} trades`);
      await expect(apply).toBeEnabled();
      await userEvent.click(apply);
      await waitFor(() => expect(count()).toHaveTextContent(`${chicago} trades`));
      await expect(apply).toBeDisabled();

      await userEvent.type(field(), 'labs');
      await expect(count()).toHaveTextContent(`${chicago} trades`);
      await userEvent.keyboard('{Enter}');
      const both = countOf((t) => t.city === 'Chicago' && t.company.toLowerCase().includes('labs'));
      await waitFor(() => expect(count()).toHaveTextContent(both === '1' ? '1 trade' : `${both} trades`));

      await userEvent.click(commitSwitch());
      await expect(commitSwitch()).toBeChecked();
      await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove City = Chicago' }));
      await waitFor(() => expect(count()).toHaveTextContent(`${labs} trades`));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await waitFor(() => expect(count()).toHaveTextContent(`${ALL} trades`));
    });

    await step(
      'a column header filter is a store filter too: the count and View Grid Filters follow',
      async () => {
        const filterButton = headerCell(grid, 'company').querySelector<HTMLElement>(
          '.ag-header-cell-filter-button',
        );
        await expect(filterButton).not.toBeNull();
        await userEvent.click(filterButton as HTMLElement);
        const input = await screen.findByRole('textbox', { name: 'Filter Value' });
        await userEvent.type(input, 'labs');
        await waitFor(() => expect(count()).toHaveTextContent(`${labs} trades`));
        await userEvent.keyboard('{Escape}');
        await expect(headerCell(grid, 'company')).toHaveClass('ag-header-cell-filtered');

        // With Commit on change off, the header filter gets an Apply button and waits for it.
        await userEvent.click(commitSwitch());
        // The header is redrawn with the new filter settings: find its button again.
        await userEvent.click(
          headerCell(grid, 'company').querySelector<HTMLElement>(
            '.ag-header-cell-filter-button',
          ) as HTMLElement,
        );
        const popup = () => document.querySelector<HTMLElement>('.ag-popup .ag-filter') as HTMLElement;
        // Its first condition (a second one shows once the first has a value).
        const firstInput = () =>
          within(popup()).getAllByRole('textbox', { name: 'Filter Value' })[0] as HTMLElement;
        await waitFor(() => expect(within(popup()).getByRole('button', { name: 'Apply' })).toBeVisible());
        await userEvent.clear(firstInput());
        await userEvent.type(firstInput(), 'ventures');
        await expect(count()).toHaveTextContent(`${labs} trades`);
        await userEvent.click(within(popup()).getByRole('button', { name: 'Apply' }));
        const ventures = countOf((t) => t.company.toLowerCase().includes('ventures'));
        await waitFor(() => expect(count()).toHaveTextContent(`${ventures} trades`));
        await userEvent.click(commitSwitch());
        await expect(commitSwitch()).toBeChecked();

        await userEvent.click(canvas.getByRole('button', { name: 'View Grid Filters' }));
        const dialog = await screen.findByRole('dialog', { name: 'Grid Filters' });
        await waitFor(() => expect(dialog).toBeVisible());
        await expect(within(dialog).getByText('Column filters')).toBeVisible();
        await expect(within(dialog).getByText('Company like "ventures"')).toBeVisible();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Filters' }));
        await waitFor(() => expect(count()).toHaveTextContent(`${ALL} trades`));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(headerCell(grid, 'company')).not.toHaveClass('ag-header-cell-filtered'));
      },
    );

    await step(`export saves the filtered rows as ${EXPORT_FILENAME}`, async () => {
      await choose('city = chic', 'City = Chicago');
      await waitFor(() => expect(count()).toHaveTextContent(`${chicago} trades`));
      const download = catchDownload();
      await userEvent.click(canvas.getByRole('button', { name: 'Export to CSV' }));
      const { fileName, text } = await download;
      await expect(fileName).toBe(EXPORT_FILENAME);
      const rows = csvRows(text);
      await expect(rows).toHaveLength(Number(chicago) + 1);
      await expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(['Chicago']));
    });
  },
};
