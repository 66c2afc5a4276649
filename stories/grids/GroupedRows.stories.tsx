import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GroupedRowsPanel } from './GroupedRowsPanel';
import { columnTexts, gridRows, groupRows, parseNumber } from '../common/gridPlayHelpers';
import { tradesPrefetch } from '../common/fetchTrades';

const description =
  'Trades grouped into collapsible rows, each group showing its label, trade count and total P&L. ' +
  'Group by City or Active, or not at all, expand or collapse every group at once, and filter ' +
  'within the groups as you type.';

const meta = {
  title: 'Grids/Grouped Rows',
  component: GroupedRowsPanel,
  parameters: { docs: { description: { component: description } }, app: { prefetch: tradesPrefetch } },
} satisfies Meta<typeof GroupedRowsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Grouped by city with counts; expand one, all, none; regroup by Active and None; filter within groups. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades by group' });
    await waitFor(() => expect(canvas.getByText(/^\d[\d,]* records?$/)).toHaveTextContent('1,000 records'));
    const sum = (list: { count: number }[]) => list.reduce((n, g) => n + g.count, 0);

    await step(
      'trades are grouped by city: one collapsed row per city, with counts adding up to 1,000',
      async () => {
        await expect(canvas.getByRole('button', { name: /^Group by:/ })).toHaveTextContent('Group by: City');
        // Every city's row is drawn: the grid draws those in view first, and those below a frame later.
        await waitFor(() => expect(sum(groupRows(grid))).toBe(1000));
        const cities = groupRows(grid);
        await expect(cities.length).toBeGreaterThan(10);
        await expect(cities.map((g) => g.label)).toEqual([...cities.map((g) => g.label)].sort());
        await expect(gridRows(grid)).toHaveLength(cities.length);
      },
    );

    await step('a group expands to its trades and collapses again', async () => {
      const first = groupRows(grid)[0] as { label: string; count: number };
      await userEvent.click(canvas.getByRole('button', { name: `Expand ${first.label}` }));
      // Only this group is open: every trade row shown is one of its trades, right below it.
      await waitFor(() => expect(columnTexts(grid, 'city')[1]).toBe(first.label));
      await expect(new Set(columnTexts(grid, 'city').filter(Boolean))).toEqual(new Set([first.label]));
      await expect(canvas.getByRole('button', { name: `Collapse ${first.label}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await userEvent.click(canvas.getByRole('button', { name: `Collapse ${first.label}` }));
      await waitFor(() => expect(columnTexts(grid, 'city').filter(Boolean)).toHaveLength(0));
    });

    await step('Expand All and Collapse All act on every group', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
      await waitFor(() => expect(columnTexts(grid, 'company').filter(Boolean).length).toBeGreaterThan(5));
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse All' }));
      await waitFor(() => expect(columnTexts(grid, 'company').filter(Boolean)).toHaveLength(0));
    });

    await step('group by Active gives Active and Inactive groups', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Group by:/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Active' }));
      await waitFor(() => expect(groupRows(grid).map((g) => g.label)).toEqual(['Inactive', 'Active']));
      await expect(sum(groupRows(grid))).toBe(1000);
    });

    await step('the filter field filters within the groups', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter' }), 'london');
      await waitFor(() =>
        expect(canvas.getByText(/^\d[\d,]* records?$/)).not.toHaveTextContent('1,000 records'),
      );
      const n = parseNumber(canvas.getByText(/^\d[\d,]* records?$/).textContent ?? '');
      // The group rows follow the count a frame later.
      await waitFor(() => expect(sum(groupRows(grid))).toBe(n));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    });

    await step('group by None shows the trades ungrouped', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Group by:/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'None' }));
      await waitFor(() => expect(groupRows(grid)).toHaveLength(0));
      await expect(columnTexts(grid, 'company').filter(Boolean).length).toBeGreaterThan(10);
      await expect(canvas.getByRole('button', { name: 'Expand All' })).toBeDisabled();
      await expect(canvas.getByText('1,000 records')).toBeVisible();
    });
  },
};
