import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TreeGridPanel } from './TreeGridPanel';
import {
  cellAt,
  cellText,
  columnTexts,
  headerCell,
  parseNumber,
  rowIndexes,
} from '../common/gridPlayHelpers';
import { positionsPrefetch } from './TreeGridPanelModel';

const description =
  'A hierarchical grid of portfolio positions, grouped by region and sector (add ' +
  '?dims=region,sector,symbol to the address to choose other levels). Expand and collapse any ' +
  'branch; every level is sorted by largest P&L and shows P&L as a share of market value.';

const meta = {
  title: 'Grids/Tree',
  component: TreeGridPanel,
  parameters: { docs: { description: { component: description } }, app: { prefetch: positionsPrefetch } },
} satisfies Meta<typeof TreeGridPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const REGIONS = ['Asia Pacific', 'Europe', 'Latin America', 'North America'];

/** Rows whose name cell has an expand toggle (parents), by display index. */
function toggleOf(grid: HTMLElement, rowIndex: number): HTMLButtonElement | null {
  return cellAt(grid, rowIndex, 'name')?.querySelector('button') ?? null;
}

/** Sets (or with null removes) the page URL's `dims` for a story, and puts the URL back afterwards. */
function withDims(dims: string | null) {
  return () => {
    const before = window.location.href;
    const url = new URL(before);
    if (dims === null) url.searchParams.delete('dims');
    else url.searchParams.set('dims', dims);
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', before);
  };
}

/** Tree rows, sort by |P&L|, the derived ratio, expand / collapse (all and one), regrouping and the filter. */
export const Default: Story = {
  beforeEach: withDims(null),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Positions' });
    await waitFor(() => expect(canvas.getByText(/^\d+ regions?$/)).toHaveTextContent('4 regions'));
    const names = () => columnTexts(grid, 'name');

    await step('regions are open on their sectors, sorted by |P&L| descending', async () => {
      await expect(canvas.getByRole('button', { name: /^Group by:/ })).toHaveTextContent(
        'Group by: Region › Sector',
      );
      await expect(headerCell(grid, 'pnl')).toHaveAttribute('aria-sort', 'descending');
      const rootsOf = () => rowIndexes(grid).filter((i) => toggleOf(grid, i));
      // The grid draws the rows in view first, and those below a frame later.
      await waitFor(() =>
        expect(
          rootsOf()
            .map((i) => cellText(grid, i, 'name'))
            .sort(),
        ).toEqual(REGIONS),
      );
      const roots = rootsOf();
      await expect(toggleOf(grid, 0)).toHaveAttribute('aria-expanded', 'true');
      const rootPnl = roots.map((i) => Math.abs(parseNumber(cellText(grid, i, 'pnl'))));
      for (let i = 1; i < rootPnl.length; i++)
        await expect(rootPnl[i]).toBeLessThanOrEqual(rootPnl[i - 1] as number);
      // Sectors sit under their region, indented.
      await expect(names()[1]).toMatch(
        /^(Technology|Financials|Health Care|Energy|Consumer|Industrials|Materials)$/,
      );
    });

    await step('P&L / Mkt Val is pnl divided by the absolute market value', async () => {
      for (const i of rowIndexes(grid)) {
        const pnl = parseNumber(cellText(grid, i, 'pnl'));
        const mktVal = parseNumber(cellText(grid, i, 'mktVal'));
        const shown = parseNumber(cellText(grid, i, 'pnlMktVal').replace('%', ''));
        await expect(Math.abs(shown - (pnl / Math.abs(mktVal)) * 100)).toBeLessThanOrEqual(0.011);
      }
      await expect(cellText(grid, 0, 'pnlMktVal')).toMatch(/^-?\d+\.\d{2}%$/);
    });

    await step(
      'Collapse All shows only regions; Expand All opens every level; a toggle closes one',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Collapse All' }));
        await waitFor(() => expect(rowIndexes(grid)).toHaveLength(4));
        await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
        await waitFor(() => expect(rowIndexes(grid).length).toBeGreaterThan(20));
        const first = cellText(grid, 0, 'name');
        await userEvent.click(canvas.getByRole('button', { name: `Collapse ${first}` }));
        await waitFor(() => expect(toggleOf(grid, 1)).not.toBeNull());
        await expect(canvas.getByRole('button', { name: `Expand ${first}` })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      },
    );

    await step('Group by regroups (and reloads) by the dims chosen, and puts them in the URL', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Group by:/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Sector › Symbol' }));
      await waitFor(() => expect(canvas.getByText(/^\d+ sectors?$/)).toHaveTextContent('7 sectors'));
      await expect(new URLSearchParams(window.location.search).get('dims')).toBe('sector,symbol');
      await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
      await waitFor(() => expect(names()).toContain('AAPL'));
    });

    await step('the filter keeps matches and the rows above them', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter' }), 'nvda');
      await waitFor(() => expect(names()).toEqual(['Technology', 'NVDA']));
      await expect(canvas.getByText('1 sector')).toBeVisible();
    });
  },
};

/** The grouping comes from the URL: ?dims=region,sector,symbol gives three levels. */
export const DimsFromUrl: Story = {
  beforeEach: withDims('region,sector,symbol'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Positions' });
    await expect(await canvas.findByRole('button', { name: /^Group by:/ })).toHaveTextContent(
      'Group by: Region › Sector › Symbol',
    );
    await waitFor(() => expect(canvas.getByText('4 regions')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    await waitFor(() => expect(columnTexts(grid, 'name')).toContain('ASML'));
  },
};
