import { useEffect, useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Grid,
  GridCountLabel,
  GridModel,
  numberCellFormatter,
  type GridProps,
  type SelectionMode,
} from '@toolbox/kit/grid';
import type { StoreRecord } from '@toolbox/kit/data';
import { Mask } from '@toolbox/kit/panel';
import { SIZING_TOKENS, type SizingMode } from '@toolbox/kit/theme';
import { useSnapshot } from 'valtio';
import type { Trade } from '../../../src/api/samples';
import { findCell, groupRows, headerCell, rowIndexes, selectedRows } from '../../common/gridPlayHelpers';
import { SAMPLE_TRADES, sampleTrades, TRADE_FIELDS, tradeColumns } from './gridSamples';

/** Row heights of a sizing mode, or the app's own mode ('app'). */
type RowSizing = SizingMode | 'app';

/** The story's args: the grid's props, and the model's config that the Controls set. */
interface GridStoryArgs extends Omit<GridProps<Trade>, 'model'> {
  /** How many trades are loaded (up to 100,000). */
  rowCount: number;
  /** Milliseconds before the trades arrive, as from a server; meanwhile a Mask covers the grid (0: at once). */
  loadDelay: number;
  /** GridModel's `sortBy`: 'field', 'field|desc', or none. */
  sortBy: string;
  /** GridModel's `groupBy`: a field, or none. */
  groupBy: string;
  /** GridModel's `selModel`. */
  selModel: SelectionMode;
  /**
   * GridModel's `rowHeight` and `groupRowHeight`: those of a sizing mode, whatever the app's is; 'app' follows
   * the app's sizing mode (Storybook's Sizing toolbar).
   */
  rowSizing: RowSizing;
  /** GridModel's `stripeRows`. */
  stripeRows: boolean;
  /** GridModel's `emptyText`. */
  emptyText: string;
  /** GridModel's `onRowDoubleClicked`. */
  onRowDoubleClicked: (record: StoreRecord<Trade>) => void;
}

/** A Grid of sample trades, with its count label, whose model is made from the story's args, anew on change. */
function GridStory({
  rowCount,
  loadDelay,
  sortBy,
  groupBy,
  selModel,
  rowSizing,
  stripeRows,
  emptyText,
  onRowDoubleClicked,
  ...props
}: GridStoryArgs) {
  const model = useMemo(() => {
    const sizes = rowSizing === 'app' ? null : SIZING_TOKENS[rowSizing];
    const m = new GridModel<Trade>({
      store: { fields: TRADE_FIELDS },
      columns: tradeColumns(),
      sortBy: sortBy === 'none' ? null : sortBy,
      groupBy: groupBy === 'none' ? null : groupBy,
      selModel,
      stripeRows,
      emptyText,
      countUnit: 'trade',
      onRowDoubleClicked,
      ...(sizes ? { rowHeight: sizes.gridRowHeight, groupRowHeight: sizes.gridGroupRowHeight } : {}),
    });
    if (loadDelay <= 0) m.loadData(sampleTrades(rowCount));
    return m;
  }, [rowCount, loadDelay, sortBy, groupBy, selModel, rowSizing, stripeRows, emptyText, onRowDoubleClicked]);
  useEffect(() => {
    if (loadDelay <= 0) return;
    const timer = setTimeout(() => model.loadData(sampleTrades(rowCount)), loadDelay);
    return () => clearTimeout(timer);
  }, [model, loadDelay, rowCount]);
  const { lastLoaded } = useSnapshot(model.store);
  return (
    <div style={{ width: 760, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ height: 320, display: 'flex', position: 'relative' }}>
        <Grid {...props} model={model} />
        {lastLoaded == null && <Mask message="Loading trades..." />}
      </div>
      <GridCountLabel model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Grid/Grid',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: Grid as unknown as ComponentType<GridStoryArgs>,
  render: (args) => <GridStory {...args} />,
  args: {
    'aria-label': 'Trades',
    rowCount: 1000,
    loadDelay: 0,
    sortBy: 'company',
    groupBy: 'none',
    selModel: 'multiple',
    rowSizing: 'app',
    stripeRows: true,
    emptyText: 'No trades today.',
    onRowDoubleClicked: fn(),
  },
  argTypes: {
    'aria-label': { control: 'text' },
    rowCount: { control: { type: 'range', min: 0, max: 100_000, step: 1000 } },
    loadDelay: { control: { type: 'number', min: 0, step: 500 } },
    sortBy: {
      control: 'select',
      options: ['none', 'company', 'company|desc', 'trade_volume|desc', 'profit_loss', 'trade_date|desc'],
    },
    groupBy: { control: 'select', options: ['none', 'city', 'active'] },
    selModel: { control: 'inline-radio', options: ['single', 'multiple', 'checkbox', 'none'] },
    rowSizing: { control: 'inline-radio', options: ['app', 'large', 'standard', 'compact', 'tiny'] },
    emptyText: { control: 'text' },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<GridStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The count label under the grid, as the user reads it. */
const countLabel = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^[\d,]+ trades?/);

/** The grid once its rows are drawn. */
async function findGrid(canvasElement: HTMLElement): Promise<HTMLElement> {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Trades' });
  await waitFor(() => expect(rowIndexes(grid).length).toBeGreaterThan(0));
  return grid;
}

/**
 * A kit Grid over a GridModel: its Store sorts, groups and filters, AG Grid draws the rows. The Controls set the
 * model's config (rows loaded, sort, grouping, selection, row heights) and make a new model. A header click sorts,
 * a click selects (ctrl / shift for several), a double click calls `onRowDoubleClicked`.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const grid = await findGrid(canvasElement);
    await expect(countLabel(canvasElement)).toHaveTextContent(
      `${args.rowCount.toLocaleString('en-US')} trades`,
    );

    await step('a click on Trade Volume sorts by it', async () => {
      await userEvent.click(within(headerCell(grid, 'trade_volume')).getByText('Trade Volume'));
      await waitFor(() => expect(headerCell(grid, 'trade_volume')).toHaveAttribute('aria-sort', 'ascending'));
      await expect(headerCell(grid, 'company')).toHaveAttribute('aria-sort', 'none');
    });

    await step('a double click on a row hands its record to the app', async () => {
      await userEvent.dblClick(await findCell(grid, 0, 'city'));
      await waitFor(() => expect(args.onRowDoubleClicked).toHaveBeenCalledTimes(1));
      await expect(selectedRows(grid)).toHaveLength(1);
    });
  },
};

/** 100,000 trades: the Store sorts them and AG Grid draws only the rows in view, down to the last. */
export const HundredThousandRows: Story = {
  args: { rowCount: 100_000, sortBy: 'none' },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement);
    await expect(countLabel(canvasElement)).toHaveTextContent('100,000 trades');
    await expect(within(grid).getByText('Northwind Analytics')).toBeVisible();
    const viewport = grid.querySelector<HTMLElement>('.ag-body-viewport') ?? grid;
    viewport.scrollTop = viewport.scrollHeight;
    await waitFor(() => expect(rowIndexes(grid)).toContain(99_999));
    await expect(within(grid).queryByText('Northwind Analytics')).toBeNull();
  },
};

/** No trades: the grid says so (the model's `emptyText`). */
export const Empty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No trades today.')).toBeVisible();
    await expect(canvas.getByText('0 trades')).toBeVisible();
  },
};

/**
 * While the trades load the grid has no rows and says nothing: the app covers it with a kit Mask until the
 * store has loaded (`Store.lastLoaded`).
 */
export const Loading: Story = {
  args: { rowCount: SAMPLE_TRADES.length, loadDelay: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The mask fades in.
    await waitFor(() => expect(canvas.getByText('Loading trades...')).toBeVisible());
    await expect(canvas.queryByText('No trades today.')).toBeNull();
    await waitFor(() => expect(canvas.getByText('Northwind Analytics')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByText('Loading trades...')).toBeNull();
  },
};

/** Grouped by city (`groupBy`): a group row per city with its count; a click on one folds it. */
export const Grouped: Story = {
  args: { rowCount: SAMPLE_TRADES.length, groupBy: 'city' },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement);
    await waitFor(() =>
      expect(groupRows(grid)).toEqual([
        { label: 'Boston', count: 2 },
        { label: 'Houston', count: 1 },
        { label: 'London', count: 1 },
        { label: 'New York', count: 1 },
        { label: 'Rotterdam', count: 1 },
      ]),
    );
    await expect(within(grid).queryByText('Juniper Health')).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: 'Expand Boston' }));
    // The rows opened fade in.
    await waitFor(() => expect(within(grid).getByText('Juniper Health')).toBeVisible());
    await expect(within(grid).getByText('Northwind Analytics')).toBeVisible();
  },
};

/** Check boxes select rows (`selModel: 'checkbox'`); the count label adds how many are selected. */
export const CheckboxSelection: Story = {
  args: { rowCount: SAMPLE_TRADES.length, selModel: 'checkbox' },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement);
    // The header's box selects all; the rows' follow, in the sort order (by company).
    const [, first, second] = within(grid).getAllByRole('checkbox');
    for (const box of [first, second]) await userEvent.click(box as HTMLElement);
    await waitFor(() => expect(countLabel(canvasElement)).toHaveTextContent('6 trades, 2 selected'));
  },
};

interface Desk {
  id: string;
  name: string;
  trade_volume: number;
  children?: Desk[];
}

/** Desks and their traders: a tree store (`childrenField`). */
const DESKS: Desk[] = [
  {
    id: 'energy',
    name: 'Energy desk',
    trade_volume: 10_715_000,
    children: [
      { id: 'ironbridge', name: 'Ironbridge Energy', trade_volume: 7_640_000 },
      { id: 'halcyon', name: 'Halcyon Freight', trade_volume: 3_075_000 },
    ],
  },
  {
    id: 'health',
    name: 'Health desk',
    trade_volume: 560_000,
    children: [{ id: 'juniper', name: 'Juniper Health', trade_volume: 560_000 }],
  },
];

function TreeGridStory(props: Omit<GridProps<Desk>, 'model'>) {
  const model = useMemo(() => {
    const m = new GridModel<Desk>({
      store: { childrenField: 'children' },
      columns: [
        { field: 'name', header: 'Desk', flex: 1, isTreeColumn: true },
        {
          field: 'trade_volume',
          header: 'Trade Volume',
          width: 140,
          align: 'right',
          formatter: numberCellFormatter(),
        },
      ],
      countUnit: 'desk',
    });
    m.loadData(DESKS);
    return m;
  }, []);
  return (
    <div style={{ width: 520, height: 240, display: 'flex' }}>
      <Grid {...props} model={model} />
    </div>
  );
}

/** A tree (a store with `childrenField`): the tree column's toggles open a desk to its traders. */
export const Tree: Story = {
  parameters: { controls: { include: ['aria-label'] } },
  render: ({ 'aria-label': ariaLabel }) => <TreeGridStory aria-label={ariaLabel} />,
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement);
    await expect(within(grid).queryByText('Ironbridge Energy')).toBeNull();
    await userEvent.click(await within(grid).findByRole('button', { name: 'Expand Energy desk' }));
    // The rows opened fade in.
    await waitFor(() => expect(within(grid).getByText('Ironbridge Energy')).toBeVisible());
    await expect(within(grid).getByText('7,640,000')).toBeVisible();
  },
};
