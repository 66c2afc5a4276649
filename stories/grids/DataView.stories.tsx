import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataViewPanel } from './DataViewPanel';
import { EMPTY_TEXT, ITEM_HEIGHT, RELOAD_TEXT } from './DataViewPanelModel';
import { gridRows, parseNumber } from '../common/gridPlayHelpers';

const description =
  'A card list for data that reads better as tiles than as rows: 100 customers, each with a value ' +
  'coloured by sign, in a virtualised list that stays smooth at any length. Filter by name or city ' +
  'as you type, click a card to select it, double-click it for its details, or load a fresh random ' +
  'set.';

const meta = {
  title: 'Grids/DataView',
  component: DataViewPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DataViewPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const COUNT = /^(\d[\d,]*) compan(y|ies)/;
const VALUE = /^[+-]?\d{1,3}(,\d{3})?\.\d{2}$/;

interface Card {
  row: HTMLElement;
  name: string;
  city: string;
  value: string;
  valueEl: HTMLElement | null;
}

/** The cards rendered (the view is virtualised: those in view plus a buffer), in display order. */
function cards(grid: HTMLElement): Card[] {
  return gridRows(grid).map((row) => {
    const text = (cls: string) => row.querySelector(`.tb-demo-dv-card__${cls}`)?.textContent?.trim() ?? '';
    return {
      row,
      name: text('name'),
      city: text('city'),
      value: text('value'),
      valueEl: row.querySelector<HTMLElement>('.tb-fmt-number'),
    };
  });
}

const signature = (grid: HTMLElement) =>
  cards(grid)
    .map((c) => `${c.name}|${c.value}`)
    .join('\n');

/** Cards of 100 random customers, a new random set, filtering to nothing and back, selection and details. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Customers' });
    const count = () => canvas.getByText(COUNT);
    await waitFor(() => expect(count()).toHaveTextContent('100 companies'));

    await step('each card shows a company, its city and a signed value within ±1,000', async () => {
      await waitFor(() => expect(cards(grid).length).toBeGreaterThan(3));
      const shown = cards(grid);
      for (const card of shown) {
        await expect(card.name).toMatch(/^[A-Z][\w&.' -]+$/);
        await expect(card.city).toMatch(/^[A-Z][\w ]+$/);
        await expect(card.value).toMatch(VALUE);
        const value = parseNumber(card.value);
        await expect(value).toBeGreaterThanOrEqual(-1000);
        await expect(value).toBeLessThanOrEqual(1000);
        const sign = value > 0 ? 'tb-fmt-pos' : value < 0 ? 'tb-fmt-neg' : 'tb-fmt-neutral';
        await expect(card.valueEl).toHaveClass(sign);
        await expect(Math.round(card.row.getBoundingClientRect().height)).toBe(ITEM_HEIGHT);
      }
      const names = shown.map((c) => c.name);
      const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
      await expect(names).toEqual(sorted);
    });

    await step(`"${RELOAD_TEXT}" shows a new random set`, async () => {
      const before = signature(grid);
      await userEvent.click(canvas.getByRole('button', { name: RELOAD_TEXT }));
      await waitFor(() => expect(signature(grid)).not.toBe(before));
      await waitFor(() => expect(canvas.getByRole('button', { name: RELOAD_TEXT })).toBeEnabled());
      await expect(count()).toHaveTextContent('100 companies');
      for (const card of cards(grid)) await expect(card.value).toMatch(VALUE);
    });

    await step('the filter field filters the cards as you type, the count follows', async () => {
      const city = cards(grid)[0]?.city ?? '';
      const filter = canvas.getByRole('searchbox', { name: 'Filter' });
      await userEvent.type(filter, city);
      await waitFor(() => expect(count()).not.toHaveTextContent('100 companies'));
      const n = parseNumber(count().textContent ?? '');
      await expect(n).toBeGreaterThan(0);
      await expect(n).toBeLessThan(100);
      const needle = city.toLowerCase();
      await waitFor(() =>
        expect(cards(grid).every((c) => `${c.name} ${c.city}`.toLowerCase().includes(needle))).toBe(true),
      );

      await userEvent.type(filter, 'zzz');
      await expect(await canvas.findByText(EMPTY_TEXT)).toBeVisible();
      await expect(count()).toHaveTextContent('0 companies');
      await waitFor(() => expect(cards(grid)).toHaveLength(0));

      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await waitFor(() => expect(count()).toHaveTextContent('100 companies'));
      await expect(canvas.queryByText(EMPTY_TEXT)).toBeNull();
      await waitFor(() => expect(cards(grid).length).toBeGreaterThan(3));
    });

    await step('clicking a card selects and highlights it', async () => {
      const [first, second] = cards(grid);
      if (!first || !second) throw new Error('expected two cards');
      await userEvent.click(within(second.row).getByText(second.name));
      await waitFor(() => expect(second.row).toHaveAttribute('aria-selected', 'true'));
      await expect(second.row).toHaveClass('ag-row-selected');
      await expect(first.row).not.toHaveClass('ag-row-selected');
      await userEvent.click(within(first.row).getByText(first.name));
      await waitFor(() => expect(first.row).toHaveClass('ag-row-selected'));
      await expect(second.row).not.toHaveClass('ag-row-selected');
    });

    await step('double-clicking a card toasts its details', async () => {
      const card = cards(grid)[1];
      if (!card) throw new Error('expected a card');
      await userEvent.dblClick(within(card.row).getByText(card.city));
      await expect(
        await screen.findByText(`${card.name}, ${card.city}: value ${card.value}.`),
      ).toBeInTheDocument();
    });
  },
};
