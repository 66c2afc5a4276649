import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DashCanvas,
  DashCanvasModel,
  DashViewMenuButton,
  DashViewTitle,
  type DashCanvasProps,
  type DashCanvasViewConfig,
} from '@toolbox/kit/dash';
import { menuItemNames, openMenu } from '../../common/menuPlayHelpers';
import { SAMPLE_VIEW_SPECS } from './dashSampleViews';

/** The story's args: the canvas's props, and the model's config that the Controls set. */
interface DashCanvasStoryArgs extends Omit<DashCanvasProps, 'model'> {
  /** DashCanvasModel's `columns`: the grid's columns across the canvas. */
  columns: number;
  /** DashCanvasModel's `rowHeight`, px. */
  rowHeight: number;
  /** DashCanvasModel's `margin`: the gap between views, px. */
  margin: number;
  /** DashCanvasModel's `compact`: views move up into free space. */
  compact: boolean;
  /** DashCanvasModel's `layoutLocked`: views cannot be dragged or resized. */
  layoutLocked: boolean;
  /** DashCanvasModel's `contentLocked`: views cannot be added or removed. */
  contentLocked: boolean;
  /** Whether the canvas starts with no views, to show its `emptyText`. */
  empty: boolean;
  /** Height of the canvas, px. */
  height: number;
}

/** The watchlist and notes side by side, the summary under them. */
const INITIAL: DashCanvasViewConfig[] = [
  { spec: 'watchlist', x: 0, y: 0, w: 6, h: 3 },
  { spec: 'notes', x: 6, y: 0, w: 6, h: 3 },
  { spec: 'summary', x: 0, y: 3, w: 12, h: 2 },
];

/** A DashCanvas whose model is made from the story's args, anew when they change. */
function DashCanvasStory(args: DashCanvasStoryArgs) {
  const { columns, rowHeight, margin, compact, layoutLocked, contentLocked, empty, height, ...props } = args;
  const model = useMemo(
    () =>
      new DashCanvasModel({
        viewSpecs: SAMPLE_VIEW_SPECS,
        initialState: empty ? [] : INITIAL,
        columns,
        rowHeight,
        margin,
        compact,
        layoutLocked,
        contentLocked,
      }),
    [columns, rowHeight, margin, compact, layoutLocked, contentLocked, empty],
  );
  return <DashCanvas {...props} model={model} style={{ height }} />;
}

const meta = {
  title: 'Kit/Dash/DashCanvas',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: DashCanvas as unknown as ComponentType<DashCanvasStoryArgs>,
  parameters: { kit: { components: [DashViewTitle, DashViewMenuButton] } },
  render: (args) => <DashCanvasStory {...args} />,
  args: {
    'aria-label': 'Trading desk',
    columns: 12,
    rowHeight: 50,
    margin: 10,
    compact: true,
    layoutLocked: false,
    contentLocked: false,
    empty: false,
    height: 380,
  },
  argTypes: {
    'aria-label': { control: 'text' },
    columns: { control: { type: 'number', min: 1, max: 24 } },
    rowHeight: { control: { type: 'range', min: 30, max: 100, step: 5 } },
    margin: { control: { type: 'range', min: 0, max: 24, step: 2 } },
    height: { control: { type: 'range', min: 200, max: 700, step: 20 } },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<DashCanvasStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Views placed on a grid: drag one by its header, resize it from its corner; its ⋮ menu renames, duplicates or
 * removes it, and a right-click on the canvas adds a view.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    const view = (name: string) => within(dash).getByRole('region', { name });

    await step('each view shows its title and content, side by side', async () => {
      await expect(await within(dash).findByRole('region', { name: 'Watchlist' })).toHaveTextContent('AAPL');
      await expect(view('Summary')).toHaveTextContent('Market value $14,200,000');
      const watchlist = view('Watchlist').getBoundingClientRect();
      await expect(view('Notes').getBoundingClientRect().left).toBeGreaterThan(watchlist.right - 1);
    });

    await step("a view's menu duplicates it", async () => {
      const menu = await openMenu(within(view('Notes')).getByRole('button', { name: 'Notes menu' }));
      await expect(menuItemNames(menu)).toEqual(['Rename', 'Duplicate', 'Remove']);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
      await expect(await within(dash).findByRole('region', { name: 'Notes (copy)' })).toBeInTheDocument();
    });

    await step('a double-click on a title renames the view in place', async () => {
      await userEvent.dblClick(within(view('Notes (copy)')).getByText('Notes (copy)'));
      const title = await within(dash).findByRole('textbox', { name: 'View title' });
      await userEvent.clear(title);
      await userEvent.type(title, 'Ideas{Enter}');
      await expect(await within(dash).findByRole('region', { name: 'Ideas' })).toBeInTheDocument();
    });
  },
};

/** A view's own state: the note typed in a view is kept by the view's model. */
export const ViewState: Story = {
  play: async ({ canvasElement }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    const note = await within(dash).findByLabelText('Note for Notes');
    await userEvent.type(note, 'Buy AAPL on dips');
    await userEvent.tab();
    await waitFor(() =>
      expect(within(dash).getByLabelText('Note for Notes')).toHaveValue('Buy AAPL on dips'),
    );
  },
};

/** Locked: nothing can be added, removed or moved; a view that may still be renamed keeps only Rename. */
export const Locked: Story = {
  args: { layoutLocked: true, contentLocked: true },
  play: async ({ canvasElement }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    const watchlist = await within(dash).findByRole('region', { name: 'Watchlist' });
    await expect(within(dash).queryByRole('button', { name: 'Summary menu' })).toBeNull();
    const menu = await openMenu(within(watchlist).getByRole('button', { name: 'Watchlist menu' }));
    await expect(menuItemNames(menu)).toEqual(['Rename']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** No views: the canvas says so, and offers to add one. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    await expect(await within(dash).findByText('No views - add one from the menu.')).toBeVisible();
    const menu = await openMenu(within(dash).getByRole('button', { name: 'Add View' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Watchlist' }));
    await expect(await within(dash).findByRole('region', { name: 'Watchlist' })).toHaveTextContent('MSFT');
  },
};
