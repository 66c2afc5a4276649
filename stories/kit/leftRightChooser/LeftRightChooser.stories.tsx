import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ChooserItemCell,
  LeftRightChooser,
  LeftRightChooserFilter,
  LeftRightChooserModel,
  type LeftRightChooserItem,
  type LeftRightChooserProps,
} from '@toolbox/kit/leftRightChooser';
import { rightToLeft } from '../common/rightToLeft';

/** The columns of a trade blotter, to choose which it shows: Symbol always does. */
const COLUMNS: LeftRightChooserItem[] = [
  { value: 'symbol', text: 'Symbol', group: 'Trade', side: 'right', locked: true },
  { value: 'side', text: 'Side', group: 'Trade', side: 'right' },
  { value: 'quantity', text: 'Quantity', group: 'Trade', description: 'Shares or contracts traded.' },
  { value: 'price', text: 'Price', group: 'Trade' },
  { value: 'trader', text: 'Trader', group: 'People', description: 'Who booked the trade.' },
  { value: 'desk', text: 'Desk', group: 'People' },
  { value: 'venue', text: 'Venue' },
  { value: 'book', text: 'Book' },
];

/** The story's args: the chooser's props, the model's config that the Controls set, and the filter's. */
interface ChooserStoryArgs extends Omit<LeftRightChooserProps<string>, 'model'> {
  /** Header of the left list (the model's `leftTitle`). */
  leftTitle: string;
  /** Header of the right list (the model's `rightTitle`). */
  rightTitle: string;
  /** Group the left list by the items' group (the model's `leftGroupingEnabled`). */
  leftGroupingEnabled: boolean;
  /** Group the right list (the model's `rightGroupingEnabled`). */
  rightGroupingEnabled: boolean;
  /** Sort the left list by text (the model's `leftSorted`). */
  leftSorted: boolean;
  /** Group name of items without one (the model's `ungroupedName`). */
  ungroupedName: string;
  /** Shown when the left list is empty (the model's `leftEmptyText`). */
  leftEmptyText: string;
  /** Called after items change sides, with the values on the right (the model's `onChange`). */
  onChange: (rightValues: string[]) => void;
  /** Whether a LeftRightChooserFilter sits above the lists. */
  showFilter: boolean;
  /** The filter matches anywhere in an item's text (LeftRightChooserFilter's `anyMatch`). */
  anyMatch: boolean;
}

/** A chooser whose model is made from the story's args, anew when they change. */
function ChooserStory({
  leftTitle,
  rightTitle,
  leftGroupingEnabled,
  rightGroupingEnabled,
  leftSorted,
  ungroupedName,
  leftEmptyText,
  onChange,
  showFilter,
  anyMatch,
  ...props
}: ChooserStoryArgs) {
  const model = useMemo(
    () =>
      new LeftRightChooserModel({
        data: COLUMNS,
        leftTitle,
        rightTitle,
        leftGroupingEnabled,
        rightGroupingEnabled,
        leftSorted,
        ungroupedName,
        leftEmptyText,
        onChange,
      }),
    [
      leftTitle,
      rightTitle,
      leftGroupingEnabled,
      rightGroupingEnabled,
      leftSorted,
      ungroupedName,
      leftEmptyText,
      onChange,
    ],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16, width: 560, height: 400 }}>
      {showFilter && <LeftRightChooserFilter model={model} anyMatch={anyMatch} />}
      <LeftRightChooser {...props} model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/LeftRightChooser/LeftRightChooser',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: LeftRightChooser as unknown as ComponentType<ChooserStoryArgs>,
  parameters: { kit: { components: [LeftRightChooserFilter, ChooserItemCell] } },
  render: (args) => <ChooserStory {...args} />,
  args: {
    leftTitle: 'Available',
    rightTitle: 'Shown',
    leftGroupingEnabled: true,
    rightGroupingEnabled: false,
    leftSorted: false,
    ungroupedName: 'Other',
    leftEmptyText: 'No more columns',
    onChange: fn(),
    showFilter: true,
    anyMatch: false,
  },
  argTypes: {
    leftTitle: { control: 'text' },
    rightTitle: { control: 'text' },
    ungroupedName: { control: 'text' },
    leftEmptyText: { control: 'text' },
    flex: { control: 'text' },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<ChooserStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const lists = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const left = await canvas.findByRole('grid', { name: 'Available' });
  const right = await canvas.findByRole('grid', { name: 'Shown' });
  return { canvas, left, right };
};
const item = (grid: HTMLElement, text: string) => within(grid).findByText(text, { exact: true });
const gone = (grid: HTMLElement, text: string) =>
  waitFor(() => expect(within(grid).queryByText(text, { exact: true })).toBeNull());

/**
 * Two lists with buttons between them: select items and move them across, or double-click one. The left list
 * is grouped; a locked item (Symbol) never moves; `onChange` gets the values now on the right.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { canvas, left, right } = await lists(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name });

    await step(
      'the lists start from the data: grouped on the left, the locked item on the right',
      async () => {
        await item(left, 'Quantity');
        for (const group of ['Trade', 'People', 'Other'])
          await expect(within(left).getByText(group)).toBeVisible();
        await expect(within(left).getByText('Shares or contracts traded.')).toBeVisible();
        await expect(await item(right, 'Side')).toBeVisible();
        const symbol = (await item(right, 'Symbol')).closest('.tb-lr-chooser__item') as HTMLElement;
        await expect(within(symbol).getByRole('img', { name: 'Locked' })).toBeVisible();
        await expect(button('Move selected right')).toBeDisabled();
      },
    );

    await step('a selected item moves right with the button', async () => {
      await userEvent.click(await item(left, 'Price'));
      await waitFor(() => expect(button('Move selected right')).toBeEnabled());
      await userEvent.click(button('Move selected right'));
      await item(right, 'Price');
      await gone(left, 'Price');
      await expect(args.onChange).toHaveBeenLastCalledWith(['symbol', 'side', 'price']);
    });

    await step('a double-click moves one back', async () => {
      await userEvent.dblClick(await item(right, 'Side'));
      await item(left, 'Side');
      await expect(args.onChange).toHaveBeenLastCalledWith(['symbol', 'price']);
    });
  },
};

/** Move all: every item shown crosses, except the locked ones; the emptied list says so. */
export const MoveAll: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, left, right } = await lists(canvasElement);
    await item(left, 'Book');
    await userEvent.click(canvas.getByRole('button', { name: 'Move all right' }));
    await expect(
      await within(left.closest('.tb-grid') as HTMLElement).findByText('No more columns'),
    ).toBeVisible();
    await item(right, 'Book');
    await userEvent.click(canvas.getByRole('button', { name: 'Move all left' }));
    await item(left, 'Book');
    await expect(args.onChange).toHaveBeenLastCalledWith(['symbol']);
  },
};

/** LeftRightChooserFilter: typing filters both lists by the items' text, from its start. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, left, right } = await lists(canvasElement);
    await item(left, 'Trader');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter items' }), 'tr');
    await gone(left, 'Quantity');
    await expect(await item(left, 'Trader')).toBeVisible();
    await gone(right, 'Side');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await item(left, 'Quantity');
  },
};

/** Without grouping and sorted by text: one flat list, A to Z. */
export const FlatAndSorted: Story = {
  args: { leftGroupingEnabled: false, leftSorted: true, showFilter: false },
  play: async ({ canvasElement }) => {
    const { left } = await lists(canvasElement);
    await item(left, 'Venue');
    await expect(within(left).queryByText('People', { exact: true })).toBeNull();
    const rows = [...left.querySelectorAll<HTMLElement>('[role="row"][aria-rowindex]')]
      .filter((r) => r.querySelector('.tb-lr-chooser__item-text'))
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map((r) => r.querySelector('.tb-lr-chooser__item-text')?.textContent);
    await expect(rows).toEqual(['Book', 'Desk', 'Price', 'Quantity', 'Trader', 'Venue']);
  },
};

/** Right to left: the left list (Available) sits at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const { left, right } = await lists(canvasElement);
    await expect(left.getBoundingClientRect().left).toBeGreaterThan(right.getBoundingClientRect().right);
  },
};
