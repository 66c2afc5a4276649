import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataView, DataViewModel, type DataViewProps } from '@toolbox/kit/dataview';

interface Company {
  id: number;
  name: string;
  city: string;
}

const COMPANIES: Company[] = [
  { id: 1, name: 'Northwind Analytics', city: 'Boston' },
  { id: 2, name: 'Bluepeak Capital', city: 'New York' },
  { id: 3, name: 'Cedar & Finch', city: 'London' },
  { id: 4, name: 'Halcyon Freight', city: 'Rotterdam' },
  { id: 5, name: 'Ironbridge Energy', city: 'Houston' },
];

/** The story's args: the view's props, and the model's config that the Controls set. */
interface DataViewStoryArgs extends Omit<DataViewProps<Company>, 'model'> {
  /** Height of every item, in pixels (DataViewModel's `itemHeight`). */
  itemHeight: number;
  /** Alternate item shading (`stripeRows`). */
  stripeRows: boolean;
  /** A line between items (`itemBorders`). */
  itemBorders: boolean;
  /** Shown when there are no items (`emptyText`). */
  emptyText: string;
  /** Whether the view has no records, to show its `emptyText`. */
  empty: boolean;
  /** Called with the record of a double-clicked item (`onItemDoubleClicked`). */
  onItemDoubleClicked: (name: string) => void;
}

/** An item: the company's name over its city. */
const card = (c: Company) => (
  <div style={{ padding: '8px 12px' }}>
    <strong>{c.name}</strong>
    <div>{c.city}</div>
  </div>
);

/** A DataView whose model is made from the story's args, anew when they change. */
function DataViewStory({
  itemHeight,
  stripeRows,
  itemBorders,
  emptyText,
  empty,
  onItemDoubleClicked,
  ...props
}: DataViewStoryArgs) {
  const model = useMemo(() => {
    const m = new DataViewModel<Company>({
      store: { fields: ['name', 'city'] },
      renderer: (record) => card(record.data),
      itemHeight,
      stripeRows,
      itemBorders,
      emptyText,
      onItemDoubleClicked: (record) => onItemDoubleClicked(record.data.name),
    });
    m.loadData(empty ? [] : COMPANIES);
    return m;
  }, [itemHeight, stripeRows, itemBorders, emptyText, empty, onItemDoubleClicked]);
  return <DataView {...props} model={model} style={{ width: 360, height: 300, ...props.style }} />;
}

const meta = {
  title: 'Kit/Dataview/DataView',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: DataView as unknown as ComponentType<DataViewStoryArgs>,
  render: (args) => <DataViewStory {...args} />,
  args: {
    itemHeight: 64,
    stripeRows: false,
    itemBorders: true,
    emptyText: 'No companies found...',
    empty: false,
    onItemDoubleClicked: fn(),
    'aria-label': 'Companies',
  },
  argTypes: {
    itemHeight: { control: { type: 'number', min: 30, max: 200 } },
    stripeRows: { control: 'boolean' },
    itemBorders: { control: 'boolean' },
    emptyText: { control: 'text' },
    empty: { control: 'boolean' },
    'aria-label': { control: 'text' },
    className: { control: false },
    style: { control: 'object' },
  },
} satisfies Meta<DataViewStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A list of cards, one per record, all of `itemHeight`; a click selects one, a double click opens it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Companies' });
    const item = await within(list).findByText('Cedar & Finch');
    await expect(within(list).getByText('Rotterdam')).toBeVisible();
    const row = item.closest('[role="row"]');
    await waitFor(() => expect(Math.round(row?.getBoundingClientRect().height ?? 0)).toBe(64));
    await userEvent.click(item);
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
    await userEvent.dblClick(item);
    await waitFor(() => expect(args.onItemDoubleClicked).toHaveBeenCalledWith('Cedar & Finch'));
  },
};

/** With no records it says so (`emptyText`). */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No companies found...')).toBeVisible();
  },
};
