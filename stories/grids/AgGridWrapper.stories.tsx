import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { AgGridWrapperPanel } from './AgGridWrapperPanel';
import { GRID_STATE_KEY } from './AgGridWrapperState';
import {
  cellText,
  columnTexts,
  findCell,
  gridRows,
  headerCell,
  headerTexts,
  parseNumber,
} from '../common/gridPlayHelpers';

const description =
  "When you need AG Grid itself: the kit's thin wrapper renders AG Grid Community directly over " +
  '2,000 positions, themed to match the kit in light and dark. Every column sorts, resizes and ' +
  "filters (with a floating filter row). Its side bar is the kit's own (AG Grid's is Enterprise), " +
  'usable by any grid: a Columns panel shows, hides, reorders (drag, or the arrow buttons) and pins ' +
  'columns, a Filters panel filters each column and clears them all. Display Options show or hide ' +
  "columns, compact the rows, and save or restore the grid's own state.";

const meta = {
  title: 'Grids/ag-Grid Wrapper',
  component: AgGridWrapperPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof AgGridWrapperPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const HEADERS = ['Symbol', 'Sector', 'Model', 'Fund', 'Region', 'Trader', 'Mkt Val', 'P&L'];

/**
 * Sort, filter, hide a column, save the grid state, change it all, load it back, select a row; then the side
 * bar hides, moves and pins columns and filters them.
 */
export const Default: Story = {
  // Each run starts with nothing saved (in the /app shell a user's saved state is kept).
  beforeEach: () => localStorage.removeItem(GRID_STATE_KEY),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Positions' });
    const options = canvas.getByRole('region', { name: 'Display Options' });
    const columnBox = (name: string) =>
      within(within(options).getByRole('group', { name: 'Visible columns' })).getByRole('checkbox', { name });
    const count = () => canvas.getByRole('status', { name: 'Row count' });
    const saveButton = () => within(options).getByRole('button', { name: 'Save grid state' });
    const loadButton = () => within(options).getByRole('button', { name: 'Load grid state' });
    const symbolFilter = () => within(grid).getByRole('textbox', { name: 'Symbol Filter Input' });
    const mktVals = () => columnTexts(grid, 'mktVal').map(parseNumber);
    const expectAscending = (values: number[]) => {
      for (let i = 1; i < values.length; i++)
        expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] as number);
    };

    await step('2,000 positions load, every column shown, money formatted and P&L coloured', async () => {
      await waitFor(() => expect(count()).toHaveTextContent('2,000 positions'));
      await waitFor(() => expect(gridRows(grid).length).toBeGreaterThan(10));
      await expect(headerTexts(grid)).toEqual(HEADERS);
      const mktVal = cellText(grid, 0, 'mktVal');
      await expect(mktVal).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      const pnl = await findCell(grid, 0, 'pnl');
      await expect(pnl.querySelector('.tb-fmt-pos, .tb-fmt-neg')).not.toBeNull();
      await expect(within(options).getByText('8 of 8')).toBeVisible();
      // SPEC §2.7: the Display Options panel on the right is 250 px wide.
      await expect(Math.round(options.getBoundingClientRect().width)).toBe(250);
      await expect(loadButton()).toBeDisabled();
      await expect(within(options).getByText('Nothing saved yet.')).toBeVisible();
    });

    await step('clicking Mkt Val sorts ascending', async () => {
      await userEvent.click(within(headerCell(grid, 'mktVal')).getByText('Mkt Val'));
      await waitFor(() => expect(headerCell(grid, 'mktVal')).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() => expectAscending(mktVals()));
    });

    await step('the Symbol floating filter keeps matching rows', async () => {
      await userEvent.type(await within(grid).findByRole('textbox', { name: 'Symbol Filter Input' }), 'NVDA');
      await waitFor(() => expect(count()).toHaveTextContent(/^\d[\d,]* of 2,000 positions$/));
      await waitFor(() => expect(new Set(columnTexts(grid, 'symbol'))).toEqual(new Set(['NVDA'])));
      await expect(within(options).getByText('1 filter active')).toBeVisible();
    });

    await step('Display Options hides the Trader column', async () => {
      await userEvent.click(columnBox('Trader'));
      await waitFor(() => expect(headerTexts(grid)).not.toContain('Trader'));
      await waitFor(() => expect(columnBox('Trader')).not.toBeChecked());
      await expect(within(options).getByText('7 of 8')).toBeVisible();
    });

    let filteredCount = '';
    await step('Save grid state keeps it in local storage', async () => {
      filteredCount = count().textContent ?? '';
      await userEvent.click(saveButton());
      await expectToast('Grid state saved.');
      const saved = JSON.parse(localStorage.getItem(GRID_STATE_KEY) ?? 'null') as {
        grid: { sort?: { sortModel: { colId: string; sort: string }[] } };
      } | null;
      await expect(saved).not.toBeNull();
      await expect(saved?.grid.sort?.sortModel).toMatchObject([{ colId: 'mktVal', sort: 'asc' }]);
      await expect(loadButton()).toBeEnabled();
      await expect(within(options).getByText(/^Saved /)).toBeVisible();
    });

    await step('change everything: Trader back, filters cleared, sorted by P&L, compact rows', async () => {
      await userEvent.click(columnBox('Trader'));
      await waitFor(() => expect(headerTexts(grid)).toEqual(HEADERS));
      await userEvent.click(within(options).getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(count()).toHaveTextContent('2,000 positions'));
      await expect(symbolFilter()).toHaveValue('');
      await userEvent.click(within(headerCell(grid, 'pnl')).getByText('P&L'));
      await waitFor(() => expect(headerCell(grid, 'pnl')).toHaveAttribute('aria-sort', 'ascending'));
      await expect(headerCell(grid, 'mktVal')).toHaveAttribute('aria-sort', 'none');
      const row = gridRows(grid)[0] as HTMLElement;
      const standardHeight = row.getBoundingClientRect().height;
      await userEvent.click(within(options).getByRole('switch', { name: 'Compact rows' }));
      await waitFor(() =>
        expect((gridRows(grid)[0] as HTMLElement).getBoundingClientRect().height).toBeLessThan(
          standardHeight,
        ),
      );
    });

    await step('Load grid state restores sort, filter, hidden column and row height', async () => {
      await userEvent.click(loadButton());
      await expectToast('Grid state loaded.');
      await waitFor(() => expect(headerCell(grid, 'mktVal')).toHaveAttribute('aria-sort', 'ascending'));
      await expect(headerCell(grid, 'pnl')).toHaveAttribute('aria-sort', 'none');
      await waitFor(() => expect(headerTexts(grid)).not.toContain('Trader'));
      await waitFor(() => expect(columnBox('Trader')).not.toBeChecked());
      await waitFor(() => expect(count()).toHaveTextContent(filteredCount));
      await expect(symbolFilter()).toHaveValue('NVDA');
      // The count follows AG Grid's filter event; its rows are drawn in a later frame.
      await waitFor(() => expect(new Set(columnTexts(grid, 'symbol'))).toEqual(new Set(['NVDA'])));
      await expect(within(options).getByRole('switch', { name: 'Compact rows' })).not.toBeChecked();
      await waitFor(() => expectAscending(mktVals()));
    });

    await step('clicking a row selects it', async () => {
      const symbol = await findCell(grid, 2, 'symbol');
      await userEvent.click(symbol);
      const row = symbol.closest<HTMLElement>('[role="row"]') as HTMLElement;
      await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
      await expect(canvas.getByRole('status', { name: 'Selected position' })).toHaveTextContent(
        /^Selected: NVDA · /,
      );
      await userEvent.click(await findCell(grid, 3, 'fund'));
      await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'false'));
      await expect(grid.querySelectorAll('[role="row"][aria-selected="true"]').length).toBeGreaterThan(0);
    });

    await step('the floating filter row can be hidden', async () => {
      await userEvent.click(within(options).getByRole('switch', { name: 'Show floating filters' }));
      await waitFor(() =>
        expect(within(grid).queryByRole('textbox', { name: 'Symbol Filter Input' })).toBeNull(),
      );
      await expect(count()).toHaveTextContent(filteredCount);
    });

    const sideBar = canvas.getByRole('complementary', { name: 'Side bar' });
    const tab = (name: string) =>
      within(within(sideBar).getByRole('toolbar', { name: 'Side bar panels' })).getByRole('button', { name });

    await step("the side bar's Columns panel hides, moves and pins columns", async () => {
      await expect(tab('Columns')).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(tab('Columns'));
      const panel = await within(sideBar).findByRole('region', { name: 'Columns' });
      // Trader is hidden by the state loaded above: the side bar and Display Options agree.
      await expect(within(panel).getByRole('checkbox', { name: 'Trader' })).not.toBeChecked();
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Region' }));
      await waitFor(() =>
        expect(headerTexts(grid)).toEqual(HEADERS.filter((h) => h !== 'Trader' && h !== 'Region')),
      );
      await waitFor(() => expect(columnBox('Region')).not.toBeChecked());
      await expect(within(options).getByText('6 of 8')).toBeVisible();

      await userEvent.click(within(panel).getByRole('button', { name: 'Move Fund up' }));
      await waitFor(() =>
        expect(headerTexts(grid)).toEqual(['Symbol', 'Sector', 'Fund', 'Model', 'Mkt Val', 'P&L']),
      );
      await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Pin P&L' }), 'Pinned left');
      await waitFor(() => expect(headerTexts(grid)[0]).toBe('P&L'));
    });

    await step(
      "the side bar's Filters panel shows the grid's filters, clears them and sets new ones",
      async () => {
        await userEvent.click(tab('Filters'));
        const panel = await within(sideBar).findByRole('region', { name: 'Filters' });
        await expect(within(sideBar).queryByRole('region', { name: 'Columns' })).toBeNull();
        // The Symbol filter typed in the header row above is the same filter here.
        await expect(within(panel).getByRole('textbox', { name: 'Filter Symbol' })).toHaveValue('NVDA');
        await expect(within(panel).getByRole('status', { name: 'Active filters' })).toHaveTextContent(
          '1 filter active',
        );
        await userEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
        await waitFor(() => expect(count()).toHaveTextContent('2,000 positions'));
        await expect(within(panel).getByRole('status', { name: 'Active filters' })).toHaveTextContent(
          'No filters',
        );

        await userEvent.type(within(panel).getByRole('textbox', { name: 'Filter Sector' }), 'Fin');
        await waitFor(() => expect(count()).toHaveTextContent(/^\d[\d,]* of 2,000 positions$/));
        await waitFor(() => expect(new Set(columnTexts(grid, 'sector'))).toEqual(new Set(['Financials'])));
        await expect(within(options).getByText('1 filter active')).toBeVisible();

        await userEvent.click(tab('Filters'));
        await waitFor(() => expect(within(sideBar).queryByRole('region', { name: 'Filters' })).toBeNull());
      },
    );
  },
};
