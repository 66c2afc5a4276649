import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API } from '../../src/api/routes';
import { withChartDemoFrame } from './ChartDemoFrame';
import { whileRecording } from '../common/recordRequests';
import { TreeMapPanel } from './TreeMapPanel';
import { cell, clickCell, positionId, selectedCells } from './treeMapPlayHelpers';

const description =
  'The portfolio’s positions by sector and symbol as a tree map: each box is sized by its absolute market ' +
  'value and coloured by P&L / market value, green for gains and red for losses, fuller as it nears 100%. ' +
  'Hover a box for its figures, click to select it, ctrl- or cmd-click to add more; the keyboard works too ' +
  '(Tab to the map, arrows to move, Enter to select).';

const meta = {
  title: 'Charts/TreeMap',
  component: TreeMapPanel,
  decorators: [withChartDemoFrame],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof TreeMapPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const AAPL = positionId([
  ['sector', 'Technology'],
  ['symbol', 'AAPL'],
]);
const MSFT = positionId([
  ['sector', 'Technology'],
  ['symbol', 'MSFT'],
]);
const JPM = positionId([
  ['sector', 'Financials'],
  ['symbol', 'JPM'],
]);

/** Sectors holding their symbols, tooltips, click and ctrl-click selection, the keyboard, reload. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('listbox', { name: 'Positions by sector and symbol' });
    const map = canvas.getByRole('listbox', { name: 'Positions by sector and symbol' });
    const status = () => canvas.getByRole('toolbar', { name: 'Tree map status' });

    await step('sectors are boxes with headers holding their symbols, biggest first', async () => {
      await waitFor(() => expect(cell(map, AAPL)).toBeInTheDocument());
      const sectors = within(map)
        .getAllByRole('option')
        .filter((o) => (o.getAttribute('data-id') ?? '').split('>').length === 2);
      await expect(sectors.map((s) => s.getAttribute('aria-label'))).toEqual(
        expect.arrayContaining(['Technology', 'Financials', 'Health Care', 'Energy']),
      );
      await expect(within(map).getByRole('option', { name: 'Technology' })).toHaveTextContent('Technology');
    });

    await step('hovering a box shows its market value and P&L / Mkt Val', async () => {
      await userEvent.hover(cell(map, AAPL).querySelector('rect') as Element);
      const tooltip = await waitFor(() => {
        const t = canvasElement.querySelector<HTMLElement>('.tb-treemap-tooltip');
        expect(t).not.toBeNull();
        return t as HTMLElement;
      });
      await expect(tooltip).toHaveTextContent('AAPL');
      await expect(tooltip).toHaveTextContent(/Mkt Val\$[\d,]+/);
      await expect(tooltip).toHaveTextContent(/P&L \/ Mkt Val[+-]?\d+\.\d{2}%/);
    });

    await step('a click selects a box, ctrl-click adds one, a plain click starts over', async () => {
      await clickCell(map, AAPL);
      await waitFor(() => expect(selectedCells(map)).toEqual([AAPL]));
      await expect(status()).toHaveTextContent('Selected: AAPL');
      await clickCell(map, MSFT, true);
      await waitFor(() => expect(selectedCells(map).sort()).toEqual([AAPL, MSFT].sort()));
      await expect(status()).toHaveTextContent('Selected: AAPL, MSFT');
      await clickCell(map, JPM);
      await waitFor(() => expect(selectedCells(map)).toEqual([JPM]));
    });

    await step('the keyboard moves through the boxes and Enter selects', async () => {
      map.focus();
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(map).toHaveAttribute('aria-activedescendant'));
      await userEvent.keyboard('{ArrowRight}');
      const active = document.getElementById(map.getAttribute('aria-activedescendant') ?? '');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(selectedCells(map)).toEqual([active?.getAttribute('data-id')]));
    });

    await step('Reload fetches the positions again and keeps the map', () =>
      whileRecording(API.positions, async (calls) => {
        await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
        await waitFor(() => expect(calls.count()).toBe(1));
        await expect(calls.urls()[0]).toContain('dims=sector%2Csymbol');
        await waitFor(() => expect(cell(map, AAPL)).toBeInTheDocument());
      }),
    );
  },
};
