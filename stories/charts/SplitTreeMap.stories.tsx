import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { groupPositions, RAW_POSITIONS } from '../../mocks/data/positions';
import { API } from '../../src/api/routes';
import type { Position } from '../../src/api/positions';
import { withChartDemoFrame } from './ChartDemoFrame';
import { clickRow, selectedRows } from '../common/gridPlayHelpers';
import { whileRecording } from '../common/recordRequests';
import { remountDemo } from '../common/Remountable';
import { pickOption, selectedText } from '../common/selectPlayHelpers';
import { SplitTreeMapPanel } from './SplitTreeMapPanel';
import { fmtUsdMillions, SPLIT_TREE_MAP_DIMS_KEY } from './SplitTreeMapPanelModel';
import {
  cell,
  chooseFavorite,
  clickCell,
  groupingText,
  positionId,
  selectedCells,
} from './treeMapPlayHelpers';

const description =
  'The positions split in two tree maps: those making money on one side, those losing it on the other, each ' +
  'titled with its total P&L in millions and sized by its share of the market value. Selection is shared ' +
  'with the grid and between the maps. Try Orientation to stack the maps, and the grouping chooser (kept ' +
  'for your next visit) to regroup them; Max Heat, Color Mode, Theme and Algorithm act on both maps.';

const meta = {
  title: 'Charts/Split TreeMap',
  component: SplitTreeMapPanel,
  decorators: [withChartDemoFrame],
  parameters: {
    docs: { description: { component: description } },
  },
} satisfies Meta<typeof SplitTreeMapPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Profit: $1.23m' and 'Loss: $4.56m' of the leaves of a grouping, as the maps title themselves. */
function expectedTitles(dims: Parameters<typeof groupPositions>[1]): [string, string] {
  const leaves = (nodes: readonly Position[]): Position[] =>
    nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
  const all = leaves(groupPositions(RAW_POSITIONS, dims));
  const sum = (list: Position[]) => list.reduce((s, p) => s + p.pnl, 0);
  return [
    `Profit: ${fmtUsdMillions(sum(all.filter((p) => p.pnl >= 0)))}`,
    `Loss: ${fmtUsdMillions(Math.abs(sum(all.filter((p) => p.pnl < 0))))}`,
  ];
}

/** Titles, profit and loss maps, orientation, selection with the grid, grouping kept across a remount. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: 'Positions' });
    const [profitTitle, lossTitle] = expectedTitles(['sector', 'symbol']);
    const profit = () => canvas.getByRole('listbox', { name: profitTitle });
    const loss = () => canvas.getByRole('listbox', { name: lossTitle });

    await step('profits and losses are two maps titled with their totals in millions', async () => {
      localStorage.removeItem(SPLIT_TREE_MAP_DIMS_KEY);
      await remountDemo(canvasElement);
      await expect(await canvas.findByText(profitTitle)).toBeVisible();
      await expect(canvas.getByText(lossTitle)).toBeVisible();
      await expect(profitTitle).toMatch(/^Profit: \$\d+\.\d{2}m$/);
      await expect(lossTitle).toMatch(/^Loss: \$\d+\.\d{2}m$/);
      await expect(groupingText(canvasElement)).toBe('Sector › Symbol');
    });

    await step('each position is in the map of its P&L sign', async () => {
      const positions = groupPositions(RAW_POSITIONS, ['sector', 'symbol']).flatMap((s) => s.children);
      const winner = positions.find((p) => p.pnl > 0);
      const loser = positions.find((p) => p.pnl < 0);
      if (!winner || !loser) throw new Error('sample data has no winner or loser');
      await waitFor(() => expect(cell(profit(), winner.id)).toBeInTheDocument());
      await expect(cell(loss(), loser.id)).toBeInTheDocument();
      await expect(loss().querySelector(`[data-id="${CSS.escape(winner.id)}"]`)).toBeNull();

      await clickCell(loss(), loser.id);
      await waitFor(() => expect(selectedRows(grid())).toEqual([loser.id]));
      await clickCell(profit(), winner.id, true);
      await waitFor(() => expect(selectedRows(grid())).toEqual([loser.id, winner.id].sort()));
      await clickRow(grid(), winner.id);
      await waitFor(() => expect(selectedCells(profit())).toEqual([winner.id]));
      await expect(selectedCells(loss())).toEqual([]);
    });

    await step('Orientation vertical stacks the maps', async () => {
      const orientation = canvas.getByRole('combobox', { name: 'Orientation' });
      await expect(selectedText(orientation)).toBe('horizontal');
      await pickOption(orientation, 'vertical');
      await waitFor(() => {
        const a = profit().getBoundingClientRect();
        const b = loss().getBoundingClientRect();
        expect(b.top).toBeGreaterThanOrEqual(a.bottom);
        expect(Math.abs(a.left - b.left)).toBeLessThan(2);
      });
      await pickOption(orientation, 'horizontal');
      await waitFor(() =>
        expect(loss().getBoundingClientRect().left).toBeGreaterThan(
          profit().getBoundingClientRect().right - 1,
        ),
      );
    });

    await step('a grouping change reloads, retitles, and is kept after a remount', async () => {
      await whileRecording(API.positions, async (calls) => {
        await chooseFavorite(canvasElement, 'Symbol');
        await waitFor(() => expect(calls.count()).toBe(1));
      });
      const [p, l] = expectedTitles(['symbol']);
      await expect(await canvas.findByText(p)).toBeVisible();
      await expect(canvas.getByText(l)).toBeVisible();
      await remountDemo(canvasElement);
      await waitFor(() => expect(groupingText(canvasElement)).toBe('Symbol'));
      await expect(await canvas.findByText(p)).toBeVisible();
      const aapl = positionId([['symbol', 'AAPL']]);
      // The maps draw new records in a render after the one that retitles them (TreeMap defers its layout).
      await waitFor(() =>
        expect(canvasElement.querySelector(`[data-id="${CSS.escape(aapl)}"]`)).not.toBeNull(),
      );
      await chooseFavorite(canvasElement, 'Sector › Symbol');
      await expect(await canvas.findByText(profitTitle)).toBeVisible();
    });
  },
};
