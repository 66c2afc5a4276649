import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { groupPositions, RAW_POSITIONS } from '../../mocks/data/positions';
import { handlers } from '../../mocks/handlers';
import { apiUrl } from '../../mocks/handlers/url';
import { API } from '../../src/api/routes';
import type { Position } from '../../src/api/positions';
import { withChartDemoFrame } from './ChartDemoFrame';
import { whileRecording } from '../common/recordRequests';
import { remountDemo } from '../common/Remountable';
import { savedState } from '../common/savedState';
import { pickOption, selectedText } from '../common/selectPlayHelpers';
import { clickRow, selectedRows, shownRows } from '../common/gridPlayHelpers';
import { GridTreeMapPanel } from './GridTreeMapPanel';
import { GRID_TREE_MAP_DIMS_KEY } from './GridTreeMapPanelModel';
import {
  cell,
  AAPL_ID as AAPL,
  cellBox,
  chooseFavorite,
  clickCell,
  favoriteLabels,
  groupingText,
  MSFT_ID as MSFT,
  positionId,
  removeLevel,
  selectedCells,
} from './treeMapPlayHelpers';

const description =
  'A tree grid of positions and a tree map of the same store, side by side: select in either and the other ' +
  'follows (ctrl- or cmd-click for several). The grouping chooser regroups and reloads the positions: edit ' +
  'the levels, or pick one of the starred favourites; your grouping and favourites are kept for your next ' +
  'visit. Max Heat, Color Mode, Theme and Algorithm restyle the map without reloading.';

const meta = {
  title: 'Charts/Grid TreeMap',
  component: GridTreeMapPanel,
  decorators: [withChartDemoFrame],
  parameters: {
    docs: { description: { component: description } },
  },
} satisfies Meta<typeof GridTreeMapPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The count above the grid: its top rows, named by the first level of the grouping. */
const topRowCount = (dims: Parameters<typeof groupPositions>[1], unit: string) =>
  `${groupPositions(RAW_POSITIONS, dims).length} ${unit}`;

/** Selection in sync both ways, grouping reloads, favourites and choices kept across a remount, map options. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = () => canvas.getByRole('grid', { name: 'Positions' });
    const map = () => canvas.getByRole('listbox', { name: 'Positions tree map' });

    await step('starts from the default grouping Sector › Symbol (saved choices cleared)', async () => {
      await whileRecording(API.positions, async (calls) => {
        localStorage.removeItem(GRID_TREE_MAP_DIMS_KEY);
        await remountDemo(canvasElement);
        await waitFor(() => expect(cell(map(), AAPL)).toBeInTheDocument());
        await expect(groupingText(canvasElement)).toBe('Sector › Symbol');
        await expect(calls.urls().at(-1)).toContain('dims=sector%2Csymbol');
      });
      await expect(canvas.getByText(topRowCount(['sector', 'symbol'], 'sectors'))).toBeVisible();
    });

    await step('the grid is sorted by P&L descending by absolute value', async () => {
      const header = grid().querySelector('.ag-header-cell[col-id="pnl"]');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(grid().getBoundingClientRect().width).toBeCloseTo(478, -1);
    });

    await step('selecting in the tree map selects in the grid, several with ctrl-click', async () => {
      await clickCell(map(), AAPL);
      await waitFor(() => expect(selectedRows(grid())).toEqual([AAPL]));
      await clickCell(map(), MSFT, true);
      await waitFor(() => expect(selectedRows(grid())).toEqual([AAPL, MSFT].sort()));
      await expect(selectedCells(map()).sort()).toEqual([AAPL, MSFT].sort());
    });

    await step('selecting in the grid selects in the tree map', async () => {
      // A symbol row and a sector row on screen (the grid draws only the rows in view).
      const rows = shownRows(grid());
      const symbolRow = rows.find((id) => id.includes('>symbol:') && id !== AAPL && id !== MSFT);
      const sectorRow = rows.find((id) => !id.includes('>symbol:'));
      if (!symbolRow || !sectorRow) throw new Error('no symbol or sector row on screen');
      await clickRow(grid(), symbolRow);
      await waitFor(() => expect(selectedCells(map())).toEqual([symbolRow]));
      await clickRow(grid(), sectorRow);
      await waitFor(() => expect(selectedCells(map())).toEqual([sectorRow]));
    });

    await step('a favourite grouping reloads the positions', async () => {
      await whileRecording(API.positions, async (calls) => {
        await chooseFavorite(canvasElement, 'Region › Sector › Symbol');
        await waitFor(() => expect(calls.count()).toBe(1));
        await expect(calls.urls()[0]).toContain('dims=region%2Csector%2Csymbol');
      });
      await waitFor(() => expect(cell(map(), positionId([['region', 'Europe']]))).toBeInTheDocument());
      await expect(groupingText(canvasElement)).toBe('Region › Sector › Symbol');
      await expect(canvas.getByText(topRowCount(['region', 'sector', 'symbol'], 'regions'))).toBeVisible();
    });

    await step('editing the levels regroups and reloads; the new grouping can be starred', async () => {
      await whileRecording(API.positions, async (calls) => {
        await removeLevel(canvasElement, 'Symbol');
        await waitFor(() => expect(groupingText(canvasElement)).toBe('Region › Sector'));
        await waitFor(() => expect(calls.count()).toBe(1));
      });
      await chooseFavorite(canvasElement, 'Add current to favorites');
      await expect(await favoriteLabels(canvasElement)).toEqual([
        'Sector › Symbol',
        'Region › Sector › Symbol',
        'Region › Symbol',
        'Sector',
        'Symbol',
        'Region › Sector',
      ]);
    });

    await step('the grouping and favourites are kept after a remount (as after a reload)', async () => {
      await whileRecording(API.positions, async (calls) => {
        await remountDemo(canvasElement);
        await waitFor(() => expect(groupingText(canvasElement)).toBe('Region › Sector'));
        await waitFor(() => expect(calls.urls().at(-1)).toContain('dims=region%2Csector'));
      });
      await expect((await favoriteLabels(canvasElement)).at(-1)).toBe('Region › Sector');
      await expect(savedState<{ value: string[] }>(GRID_TREE_MAP_DIMS_KEY).value).toEqual([
        'region',
        'sector',
      ]);
      await chooseFavorite(canvasElement, 'Sector › Symbol');
      await waitFor(() => expect(cell(map(), AAPL)).toBeInTheDocument());
    });
  },
};

/** Max Heat, Color Mode, Theme and Algorithm restyle the map without reloading. */
export const MapOptions: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const map = () => canvas.getByRole('listbox', { name: 'Positions tree map' });
    const select = (name: string) => canvas.getByRole('combobox', { name });
    localStorage.removeItem(GRID_TREE_MAP_DIMS_KEY);
    await remountDemo(canvasElement);
    await waitFor(() => expect(cell(map(), AAPL)).toBeInTheDocument());

    await step('Max Heat, Color Mode, Theme and Algorithm restyle the map, without reloading', () =>
      whileRecording(API.positions, async (calls) => {
        await expect(selectedText(select('Max Heat'))).toBe('1');
        await expect(selectedText(select('Color Mode'))).toBe('linear');
        await expect(selectedText(select('Theme'))).toBe('default');
        await expect(selectedText(select('Algorithm'))).toBe('squarified');

        await pickOption(select('Algorithm'), 'stripes');
        // Stripes: every sector a full-height column.
        await waitFor(() => {
          const svgHeight = Number(map().getAttribute('height'));
          const sectors = [...map().querySelectorAll<HTMLElement>('[role="option"]')].filter(
            (o) => (o.getAttribute('data-id') ?? '').split('>').length === 2,
          );
          expect(sectors.length).toBeGreaterThan(3);
          for (const s of sectors) expect(cellBox(s).height).toBeGreaterThan(svgHeight - 4);
        });

        await pickOption(select('Color Mode'), 'none');
        await waitFor(() => {
          const fills = new Set(
            [...map().querySelectorAll('[role="option"]')]
              .filter((o) => (o.getAttribute('data-id') ?? '').split('>').length === 3)
              .map((o) => o.querySelector('rect')?.getAttribute('fill')),
          );
          expect(fills.size).toBe(1);
        });
        await pickOption(select('Color Mode'), 'linear');

        await pickOption(select('Theme'), 'dark');
        await waitFor(() => expect(map().closest('.tb-treemap')).toHaveClass('tb-treemap--dark'));
        await pickOption(select('Max Heat'), 'None');
        await waitFor(() => expect(selectedText(select('Max Heat'))).toBe('None'));
        await pickOption(select('Theme'), 'default');
        await pickOption(select('Algorithm'), 'squarified');
        await pickOption(select('Max Heat'), '1');
        await expect(calls.count()).toBe(0);
      }),
    );
  },
};

/** No positions: the grid says 'No records found...' and the map 'No data'. */
export const NoPositions: Story = {
  parameters: {
    msw: {
      handlers: [http.get(apiUrl(API.positions), () => HttpResponse.json<Position[]>([])), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No records found...')).toBeVisible();
    await expect(await canvas.findByText('No data')).toBeVisible();
  },
};
