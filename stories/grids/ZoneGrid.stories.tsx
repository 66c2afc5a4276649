import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ZoneGridPanel } from './ZoneGridPanel';
import { PERSIST_KEY } from './ZoneGridPanelModel';
import { zoneRows, type ZoneTexts } from './ZoneGridPlayHelpers';
import { groupRows, parseNumber } from '../common/gridPlayHelpers';
import { tradesPrefetch } from '../common/fetchTrades';

const description =
  'A compact grid for narrow screens: each trade is a two-line row with the company and P&L on top, ' +
  'the city, volume and date below. Group by City or Win/Lose, and open Customize Fields to choose ' +
  'what each zone shows, with a live preview; your choices are remembered.';

const meta = {
  title: 'Grids/Zone Grid',
  component: ZoneGridPanel,
  parameters: { docs: { description: { component: description } }, app: { prefetch: tradesPrefetch } },
  beforeEach: () => {
    // Start from the configured zones, sort and grouping; put the visitor's own choices back afterwards.
    const saved = window.localStorage.getItem(PERSIST_KEY);
    window.localStorage.removeItem(PERSIST_KEY);
    return () => {
      if (saved === null) window.localStorage.removeItem(PERSIST_KEY);
      else window.localStorage.setItem(PERSIST_KEY, saved);
    };
  },
} satisfies Meta<typeof ZoneGridPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const DATE = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/;
const PNL = /^(\+[\d,]+|-[\d,]+|0)$/;

/** The city a row's bottom-left zone starts with ('London • Volume: 1.2m' → 'London'). */
const cityOf = (row: ZoneTexts) => row.bl.split(' • ')[0] ?? '';

/** Zones, sort, grouping by Win/Lose and none, the filter, and the zone mapper's limits, Save, Cancel and Reset. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trades' });
    const count = () => canvas.getByText(/^\d[\d,]* trades?$/);
    const groupBy = canvas.getByRole('combobox', { name: 'Group by' });
    const chooseGroupBy = async (label: string) => {
      await userEvent.click(groupBy);
      await userEvent.click(await screen.findByRole('option', { name: label }));
    };
    const openMapper = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Customize Fields' }));
      const dialog = await screen.findByRole('dialog', { name: 'Customize Fields' });
      await waitFor(() => expect(dialog).toBeVisible());
      return dialog;
    };

    await step('the trades load after a short wait behind a mask', async () => {
      await waitFor(() => expect(canvasElement.querySelector('.tb-mask')).toBeNull());
      await waitFor(() => expect(count()).toHaveTextContent('1,000 trades'));
      await waitFor(() => expect(zoneRows(grid).length).toBeGreaterThan(8));
    });

    await step('each row shows company, P&L, city and volume, and date in its zones', async () => {
      const rows = zoneRows(grid);
      for (const row of rows) {
        await expect(row.tl).not.toBe('');
        await expect(row.tl).not.toBe(cityOf(row));
        await expect(row.tr).toMatch(PNL);
        await expect(row.bl).toMatch(/^[A-Z][\w .'-]+ • Volume: [\d.,]+[mb]?$/);
        await expect(row.br).toMatch(DATE);
      }
      const first = rows[0] as ZoneTexts;
      await expect(first.trClass).toMatch(
        parseNumber(first.tr) > 0 ? /tb-grid-cell--pos/ : /tb-grid-cell--neg/,
      );
      // Sorted by P&L, largest absolute value first.
      const sizes = rows.map((r) => Math.abs(parseNumber(r.tr)));
      for (let i = 1; i < sizes.length; i++)
        await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] as number);
    });

    await step('group by Win/Lose gives Winner, Loser and Flat group rows', async () => {
      await chooseGroupBy('Win/Lose');
      await waitFor(() => expect(groupRows(grid)[0]?.label).toBe('Winner'));
      // Winners are open on their trades, all with a positive P&L.
      await waitFor(() => {
        const winners = zoneRows(grid);
        expect(winners.length).toBeGreaterThan(5);
        for (const row of winners) expect(parseNumber(row.tr)).toBeGreaterThan(0);
      });
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse Winner' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Collapse Loser' }));
      await waitFor(() => expect(groupRows(grid).map((g) => g.label)).toEqual(['Winner', 'Loser', 'Flat']));
      const total = groupRows(grid).reduce((n, g) => n + g.count, 0);
      await expect(total).toBe(1000);
      await expect(count()).toHaveTextContent('1,000 trades');
    });

    await step('group by None removes the group rows', async () => {
      await chooseGroupBy('None');
      await waitFor(() => expect(groupRows(grid)).toHaveLength(0));
      await waitFor(() => expect(zoneRows(grid).length).toBeGreaterThan(8));
    });

    await step('the filter field narrows the trades and the count follows', async () => {
      const filter = canvas.getByRole('searchbox', { name: 'Filter' });
      await userEvent.type(filter, 'loser');
      await waitFor(() => expect(count()).not.toHaveTextContent('1,000 trades'));
      await waitFor(() => {
        for (const row of zoneRows(grid)) expect(parseNumber(row.tr)).toBeLessThan(0);
      });
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await waitFor(() => expect(count()).toHaveTextContent('1,000 trades'));
    });

    await step('the zone mapper enforces each zone’s limits', async () => {
      const dialog = await openMapper();
      const d = within(dialog);
      const tab = (zone: string) => d.getByRole('tab', { name: new RegExp(`^${zone}`) });
      await expect(tab('Top Left')).toHaveAttribute('aria-selected', 'true');
      const tlFields = d.getByRole('radiogroup', { name: 'Top Left fields' });
      await expect(
        within(tlFields)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Company', 'City']);
      await expect(within(tlFields).getByRole('radio', { name: 'Company' })).toBeChecked();
      await expect(d.getByText('Exactly 1 field: Company or City only.')).toBeVisible();

      await userEvent.click(tab('Top Right'));
      const tr = d.getByRole('group', { name: 'Top Right fields' });
      const box = (name: string) => within(tr).getByRole('checkbox', { name });
      await expect(d.getByText('Up to 1 field.')).toBeVisible();
      await expect(box('P&L')).toBeChecked();
      await expect(box('Win/Lose')).toBeDisabled();
      await expect(box('Company')).toBeDisabled();
      await expect(d.getByText('Limit reached: clear the field to pick another.')).toBeVisible();
      await userEvent.click(box('P&L'));
      await expect(box('Win/Lose')).toBeEnabled();
      await expect(d.queryByText('Limit reached: clear the field to pick another.')).toBeNull();
      await userEvent.click(box('Win/Lose'));
      await expect(box('P&L')).toBeDisabled();
      await expect(box('City')).toBeDisabled();
      await expect(tab('Top Right')).toHaveTextContent(/Winner|Loser|Flat/);

      await userEvent.click(tab('Bottom Left'));
      const bl = d.getByRole('group', { name: 'Bottom Left fields' });
      await expect(d.getByText('Up to 4 fields.')).toBeVisible();
      await userEvent.click(within(bl).getByRole('checkbox', { name: 'Date' }));
      await userEvent.click(within(bl).getByRole('checkbox', { name: 'Active' }));
      await expect(within(bl).getByRole('checkbox', { name: 'Company' })).toBeDisabled();
      await expect(d.getByText('Limit reached: clear one to pick another.')).toBeVisible();

      await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(zoneRows(grid)[0]?.tr).toMatch(PNL);
      await expect(zoneRows(grid)[0]?.bl).not.toMatch(/Active/);
    });

    await step('top-left set to City and top-right to Win/Lose, then saved', async () => {
      const dialog = await openMapper();
      const d = within(dialog);
      await userEvent.click(d.getByRole('radio', { name: 'City' }));
      const preview = d.getByRole('tab', { name: /^Top Left/ });
      await waitFor(() => expect(preview.querySelector('[data-field="city"]')).not.toBeNull());
      await userEvent.click(d.getByRole('tab', { name: /^Top Right/ }));
      await userEvent.click(d.getByRole('checkbox', { name: 'P&L' }));
      await userEvent.click(d.getByRole('checkbox', { name: 'Win/Lose' }));
      await userEvent.click(d.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await waitFor(() => expect(zoneRows(grid)[0]?.tl).toBe(cityOf(zoneRows(grid)[0] as ZoneTexts)));
      for (const row of zoneRows(grid)) {
        await expect(row.tl).toBe(cityOf(row));
        await expect(row.tr).toMatch(/^(Winner|Loser|Flat)$/);
      }
    });

    await step('the sort is chosen in the mapper: city, ascending', async () => {
      const dialog = await openMapper();
      const d = within(dialog);
      await userEvent.click(d.getByRole('button', { name: /^Sort by/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'City' }));
      await expect(d.getByRole('button', { name: /^Sort by/ })).toHaveTextContent('City');
      await userEvent.click(d.getByRole('radio', { name: 'Ascending' }));
      await userEvent.click(d.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => {
        const cities = zoneRows(grid).map((r) => r.tl);
        expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b)));
      });
    });

    await step('Reset and Save bring back the default zones and sort', async () => {
      const dialog = await openMapper();
      const d = within(dialog);
      await userEvent.click(d.getByRole('button', { name: 'Reset' }));
      await expect(d.getByRole('radio', { name: 'Company' })).toBeChecked();
      await expect(d.getByRole('button', { name: /^Sort by/ })).toHaveTextContent('P&L');
      await expect(d.getByRole('button', { name: 'Reset' })).toBeDisabled();
      await userEvent.click(d.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The zones change first and the rows are sorted again after: wait for both, as the user sees them.
      await waitFor(() => {
        const rows = zoneRows(grid);
        expect(rows[0]?.tr).toMatch(PNL);
        for (const row of rows) expect(row.tl).not.toBe(cityOf(row));
        const sizes = rows.map((r) => Math.abs(parseNumber(r.tr)));
        for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] as number);
      });
    });
  },
};
