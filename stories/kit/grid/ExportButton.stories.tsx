import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExportButton, StoreFilterField, type ExportButtonProps } from '@toolbox/kit/grid';
import type { Trade } from '../../../src/api/samples';
import { catchDownload, csvRows } from '../../common/downloads';
import { rowIndexes } from '../../common/gridPlayHelpers';
import { tradeGridModel } from './gridSamples';
import { TradeGridPanel } from './TradeGridPanel';

/** The story's args: the button's props but its grid, which the story makes. */
type ExportStoryArgs = Omit<ExportButtonProps<Trade>, 'model'>;

/** The trades grid with a filter field and the export button in its toolbar. */
function ExportStory(props: ExportStoryArgs) {
  const model = useMemo(() => tradeGridModel({ exportFilename: 'trades.csv' }), []);
  return (
    <TradeGridPanel
      model={model}
      tools={
        <>
          <StoreFilterField store={model} />
          <ExportButton {...props} model={model} />
        </>
      }
    />
  );
}

const meta = {
  title: 'Kit/Grid/ExportButton',
  component: ExportButton as unknown as ComponentType<ExportStoryArgs>,
  render: (args) => <ExportStory {...args} />,
  args: { text: 'Export', filename: 'trades-june.csv', minimal: true },
  argTypes: {
    text: { control: 'text' },
    filename: { control: 'text' },
    minimal: { control: 'boolean' },
  },
} satisfies Meta<ExportStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The grid once its rows are drawn. */
async function findGrid(canvasElement: HTMLElement): Promise<HTMLElement> {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Trades' });
  await waitFor(() => expect(rowIndexes(grid).length).toBeGreaterThan(0));
  return grid;
}

/**
 * Downloads the grid's rows as CSV: the rows the filter leaves, in the grid's order, its visible columns with
 * their headers, numbers as formatted. Here the filter leaves the Boston trades.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGrid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter' }), 'Boston');
    await waitFor(() => expect(canvas.getByText('2 trades')).toBeVisible());
    const download = catchDownload();
    await userEvent.click(canvas.getByRole('button', { name: /Export/ }));
    const file = await download;
    await expect(file.fileName).toBe('trades-june.csv');
    const rows = csvRows(file.text);
    await expect(rows[0]).toEqual(['Company', 'City', 'Trade Volume', 'P&L', 'Date', 'Active']);
    await expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Juniper Health', 'Boston', '560,000'],
      ['Northwind Analytics', 'Boston', '4,250,000'],
    ]);
  },
};

/** Icon only, without `filename`: named by its title, it saves under the grid's `exportFilename`. */
export const IconOnly: Story = {
  args: { text: undefined, filename: undefined },
  play: async ({ canvasElement }) => {
    await findGrid(canvasElement);
    const download = catchDownload();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export to CSV' }));
    const file = await download;
    await expect(file.fileName).toBe('trades.csv');
    await expect(csvRows(file.text)).toHaveLength(7);
  },
};
