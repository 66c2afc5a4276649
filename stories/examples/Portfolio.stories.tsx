import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { portfolioAppSocketHandlers } from '../../mocks/handlers/portfolioApp';
import { GROUPING_KEY } from '../../src/examples/portfolio/PortfolioModel';
import { PortfolioApp } from '../../src/examples/portfolio/PortfolioApp';
import { remountDemo, withRemount } from '../common/Remountable';
import { withExampleAppFrame } from './exampleAppFrame';
import {
  cellText,
  chooseFavorite,
  groupingText,
  loginToApp,
  logoutFromApp,
  treeMapCell,
} from './examplePlay';
import { cellAt, gridRows, selectedRows, shownRows } from '../common/gridPlayHelpers';

const description =
  'A whole app built on the kit, served at /portfolio: about 500 instruments and 20,000 orders. Positions ' +
  'sit in a tree grid and a tree map sharing one selection; regroup them with the grouping chooser or a ' +
  'favourite. Prices move every few seconds over the websocket: changed cells flash green or red and the ' +
  'map recolours, without losing your selection. The detail shows the orders of the selected position and ' +
  'the price history of its symbol. Panel sizes, grouping and columns are kept for your next visit.';

const meta = {
  title: 'Examples/Portfolio',
  component: PortfolioApp,
  decorators: [withExampleAppFrame, withRemount],
  // Each run starts from the default grouping (as a first visit), without a remount while the app loads.
  beforeEach: () => {
    localStorage.removeItem(GROUPING_KEY);
  },
  parameters: {
    docs: { description: { component: description } },
    msw: { handlers: [...portfolioAppSocketHandlers, ...handlers] },
  },
} satisfies Meta<typeof PortfolioApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Positions, live re-pricing, the detail of a selection, regrouping kept across a reload, sign out and in. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: 'Positions' });
    const orders = () => canvas.getByRole('grid', { name: 'Orders' });
    const map = () => canvas.getByRole('listbox', { name: 'Positions tree map' });

    await step('opens on the positions by region, sector and symbol, the first selected', async () => {
      // The mocks make the 20,000 orders on this first call: a busy machine needs more than the usual wait.
      await waitFor(() => expect(shownRows(grid()).length).toBeGreaterThan(4), { timeout: 20_000 });
      await expect(groupingText(canvasElement)).toBe('Region › Sector › Symbol');
      await waitFor(() => expect(selectedRows(grid())).toHaveLength(1));
      const [selected] = selectedRows(grid());
      await expect(selected).toMatch(/^root>region:/);
      await waitFor(() => expect(shownRows(orders()).length).toBeGreaterThan(0), { timeout: 15_000 });
      await expect(canvas.getByRole('region', { name: 'Detail' })).toHaveTextContent(/Detail: /);
    });

    await step('the newest orders are from the last trading day, as the prices move today', async () => {
      // The orders are newest first; the time shows as 'yyyy-MM-dd h:mm:ss a' in the local zone.
      const newest = (cellAt(orders(), 0, 'time')?.textContent ?? '').match(/^(\d{4})-(\d\d)-(\d\d)/);
      await expect(newest).not.toBeNull();
      const [, y, m, d] = (newest ?? []).map(Number);
      const daysAgo = (Date.now() - new Date(y ?? 0, (m ?? 1) - 1, d).getTime()) / 86_400_000;
      // Yesterday, or the Friday before a weekend.
      await expect(daysAgo).toBeGreaterThan(0);
      await expect(daysAgo).toBeLessThan(6);
    });

    await step('a live re-pricing arrives: cells flash up or down, the selection stays', async () => {
      const [selected] = selectedRows(grid());
      await waitFor(
        () => expect(canvas.getByRole('status', { name: 'Live prices' })).toHaveTextContent(/Re-priced live/),
        {
          timeout: 8000,
        },
      );
      await waitFor(() =>
        expect(grid().querySelectorAll('.tb-grid-cell--up, .tb-grid-cell--down').length).toBeGreaterThan(0),
      );
      await expect(selectedRows(grid())).toEqual([selected]);
    });

    await step('with the pointer over the positions, re-pricings leave every row in its place', async () => {
      const updates = () =>
        Number(
          canvas.getByRole('status', { name: 'Live prices' }).textContent?.match(/\((\d+) updates?\)/)?.[1] ??
            0,
        );
      const shownOrder = () => gridRows(grid()).map((r) => r.getAttribute('row-id'));
      const positions = grid().closest<HTMLElement>('.tb-grid');
      if (!positions) throw new Error('no positions grid');
      await userEvent.hover(positions);
      const before = shownOrder();
      const seen = updates();
      await waitFor(() => expect(updates()).toBeGreaterThanOrEqual(seen + 2), { timeout: 10_000 });
      await expect(shownOrder()).toEqual(before);
      await userEvent.unhover(positions);
    });

    await step('a symbol picked in the tree map shows its orders and price history', async () => {
      // The map draws its cells a render after the grid's rows (a deferred render): wait for a symbol's cell.
      const id = await waitFor(() => {
        const leaf = map().querySelector('[role="option"][data-id*=">symbol:"]');
        expect(leaf).not.toBeNull();
        return leaf?.getAttribute('data-id') ?? '';
      });
      const symbol = id.split('>symbol:')[1] ?? '';
      await expect(symbol).not.toBe('');
      const box = treeMapCell(map(), id)?.querySelector('rect');
      if (!box) throw new Error('no symbol cell');
      await userEvent.click(box);
      await waitFor(() => expect(selectedRows(grid())).toEqual([id]));
      await waitFor(() =>
        expect(canvas.getByRole('region', { name: 'Price history' })).toHaveTextContent(
          `Price history: ${symbol}`,
        ),
      );
      await waitFor(() => {
        const symbols = shownRows(orders()).map((r) => cellText(orders(), r, 'symbol'));
        expect(symbols.length).toBeGreaterThan(0);
        expect(new Set(symbols)).toEqual(new Set([symbol]));
      });
      await waitFor(() =>
        expect(
          canvasElement.querySelector('.tb-chart[data-rendered="true"] .tb-chart__series'),
        ).not.toBeNull(),
      );
    });

    await step('a favourite grouping regroups; the grouping is kept after a reload', async () => {
      await chooseFavorite(canvasElement, 'Fund › Trader › Symbol');
      await waitFor(() => expect(shownRows(grid())[0]).toMatch(/^root>fund:/));
      await expect(groupingText(canvasElement)).toBe('Fund › Trader › Symbol');
      await remountDemo(canvasElement);
      await waitFor(() => expect(groupingText(canvasElement)).toBe('Fund › Trader › Symbol'));
      await waitFor(() => expect(shownRows(grid())[0]).toMatch(/^root>fund:/));
      localStorage.removeItem(GROUPING_KEY);
    });

    await step('Logout shows the sign-in; signing in opens the app again', async () => {
      await logoutFromApp(canvasElement);
      await loginToApp(canvasElement);
      await waitFor(() => expect(shownRows(grid()).length).toBeGreaterThan(0));
    });
  },
};
