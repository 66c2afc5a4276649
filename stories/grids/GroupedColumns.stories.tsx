import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GroupedColumnsPanel } from './GroupedColumnsPanel';
import { STATE_KEY } from './GroupedColumnsPanelModel';
import { cellText, columnTexts, headerCell, headerTexts } from '../common/gridPlayHelpers';

const description =
  'Column groups keep related columns together under shared headers (Instrument, Book, Valuation) ' +
  'over 2,000 priced positions. Reorder, resize, hide or sort columns, then press Rebuild Grid to ' +
  'see your layout restored as after a page reload; Reset brings back the defaults.';

const meta = {
  title: 'Grids/Grouped Columns',
  component: GroupedColumnsPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof GroupedColumnsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const LEAF_HEADERS = [
  'Symbol',
  'Sector',
  'Region',
  'Fund',
  'Model',
  'Trader',
  'Mkt Value',
  'P&L',
  'P&L / Mkt Val',
];

/** Group header texts, left to right. */
function groupHeaders(grid: HTMLElement): string[] {
  return [...grid.querySelectorAll<HTMLElement>('.ag-header-group-cell[col-id]')]
    .sort((a, b) => Number(a.getAttribute('aria-colindex')) - Number(b.getAttribute('aria-colindex')))
    .map((h) => h.querySelector('.ag-header-group-text')?.textContent?.trim() ?? '')
    .filter(Boolean);
}

interface SavedState {
  columns: { colId: string; hidden: boolean }[];
  sortBy: { field: string; dir: string }[];
}

function savedState(): SavedState | null {
  const text = localStorage.getItem(STATE_KEY);
  return text ? (JSON.parse(text) as SavedState) : null;
}

/** Column groups, hide and sort, the state saved and restored by a rebuild, and Reset. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: 'Positions' });
    await canvas.findByRole('grid', { name: 'Positions' });
    const count = () => canvas.getByText(/^[\d,]+ positions?$/);

    await step('starts from the defaults (saved state of earlier runs cleared)', async () => {
      localStorage.removeItem(STATE_KEY);
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(count()).toHaveTextContent('2,000 positions'));
      await expect(savedState()).toBeNull();
    });

    await step('columns sit under the Instrument, Book and Valuation groups, sorted by |P&L|', async () => {
      await waitFor(() => expect(groupHeaders(grid())).toEqual(['Instrument', 'Book', 'Valuation']));
      await expect(headerTexts(grid())).toEqual(LEAF_HEADERS);
      await expect(headerCell(grid(), 'pnl')).toHaveAttribute('aria-sort', 'descending');
    });

    await step('hiding Trader with the column chooser and sorting by Symbol are saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose columns' }));
      const traderBox = () =>
        within(screen.getByRole('group', { name: 'Columns' })).getByRole('checkbox', { name: 'Trader' });
      await waitFor(() => expect(traderBox()).toBeVisible());
      await userEvent.click(traderBox());
      await waitFor(() => expect(headerTexts(grid())).not.toContain('Trader'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull());

      await userEvent.click(within(headerCell(grid(), 'symbol')).getByText('Symbol'));
      await waitFor(() => expect(headerCell(grid(), 'symbol')).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() =>
        expect(savedState()?.sortBy).toEqual([{ field: 'symbol', dir: 'asc', abs: false }]),
      );
      await expect(savedState()?.columns.find((c) => c.colId === 'trader')?.hidden).toBe(true);
    });

    await step('a rebuilt grid (new model, as after a reload) comes back as it was left', async () => {
      const before = grid();
      await userEvent.click(canvas.getByRole('button', { name: 'Rebuild Grid' }));
      await waitFor(() => expect(grid()).not.toBe(before));
      await waitFor(() => expect(headerTexts(grid())).toEqual(LEAF_HEADERS.filter((h) => h !== 'Trader')));
      await expect(groupHeaders(grid())).toEqual(['Instrument', 'Book', 'Valuation']);
      await expect(headerCell(grid(), 'symbol')).toHaveAttribute('aria-sort', 'ascending');
      await waitFor(() => expect(cellText(grid(), 0, 'symbol')).toBe('AAPL'));
      const symbols = columnTexts(grid(), 'symbol');
      await expect(symbols).toEqual([...symbols].sort());
      await expect(count()).toHaveTextContent('2,000 positions');
    });

    await step('Reset brings the default columns and sort back and forgets the saved state', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(headerTexts(grid())).toEqual(LEAF_HEADERS));
      await waitFor(() => expect(headerCell(grid(), 'pnl')).toHaveAttribute('aria-sort', 'descending'));
      await expect(headerCell(grid(), 'symbol')).not.toHaveAttribute('aria-sort', 'ascending');
      await expect(savedState()).toBeNull();

      const before = grid();
      await userEvent.click(canvas.getByRole('button', { name: 'Rebuild Grid' }));
      await waitFor(() => expect(grid()).not.toBe(before));
      await waitFor(() => expect(headerTexts(grid())).toEqual(LEAF_HEADERS));
      await expect(headerCell(grid(), 'pnl')).toHaveAttribute('aria-sort', 'descending');
    });
  },
};
