import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DashContainer,
  DashContainerModel,
  DashViewMenuButton,
  DashViewTitle,
  type DashContainerNode,
  type DashContainerProps,
  type DashRenderMode,
} from '@toolbox/kit/dash';
import { menuItemNames, openMenu } from '../../common/menuPlayHelpers';
import { SAMPLE_VIEW_SPECS } from './dashSampleViews';

/** The story's args: the dashboard's props, and the model's config that the Controls set. */
interface DashContainerStoryArgs extends Omit<DashContainerProps, 'model'> {
  /** DashContainerModel's `layoutLocked`: views cannot be dragged or resized. */
  layoutLocked: boolean;
  /** DashContainerModel's `contentLocked`: views cannot be added or removed. */
  contentLocked: boolean;
  /** DashContainerModel's `renameLocked`: views cannot be renamed. */
  renameLocked: boolean;
  /** DashContainerModel's `renderMode`: when views in background tabs are mounted. */
  renderMode: DashRenderMode;
  /** Whether the dashboard starts with no views, to show its `emptyText`. */
  empty: boolean;
  /** Height of the dashboard, px. */
  height: number;
}

/** A stack of the watchlist and notes beside the summary. */
const INITIAL: DashContainerNode = {
  type: 'row',
  children: [
    { type: 'stack', size: 60, views: [{ spec: 'watchlist' }, { spec: 'notes' }] },
    { type: 'stack', size: 40, views: [{ spec: 'summary' }] },
  ],
};

/** A DashContainer whose model is made from the story's args, anew when they change. */
function DashContainerStory(args: DashContainerStoryArgs) {
  const { layoutLocked, contentLocked, renameLocked, renderMode, empty, height, ...props } = args;
  const model = useMemo(
    () =>
      new DashContainerModel({
        viewSpecs: SAMPLE_VIEW_SPECS,
        initialState: empty ? null : INITIAL,
        layoutLocked,
        contentLocked,
        renameLocked,
        renderMode,
      }),
    [layoutLocked, contentLocked, renameLocked, renderMode, empty],
  );
  return <DashContainer {...props} model={model} style={{ height }} />;
}

const meta = {
  title: 'Kit/Dash/DashContainer',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: DashContainer as unknown as ComponentType<DashContainerStoryArgs>,
  parameters: { kit: { components: [DashViewTitle, DashViewMenuButton] } },
  render: (args) => <DashContainerStory {...args} />,
  args: {
    'aria-label': 'Trading desk',
    layoutLocked: false,
    contentLocked: false,
    renameLocked: false,
    renderMode: 'unmountOnHide',
    empty: false,
    height: 340,
  },
  argTypes: {
    'aria-label': { control: 'text' },
    renderMode: { control: 'inline-radio', options: ['unmountOnHide', 'always'] },
    height: { control: { type: 'range', min: 200, max: 700, step: 20 } },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<DashContainerStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Views in tab stacks, side by side: a click on a tab shows its view, the ⋮ menu renames, duplicates or
 * removes it, and the + menu adds a view. Drag a tab to split or regroup views, a gap to resize them.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });

    await step('each view has its tab; a click shows another view of the stack', async () => {
      await expect(await within(dash).findByRole('tab', { name: 'Watchlist' })).toBeInTheDocument();
      await expect(within(dash).getByRole('tab', { name: 'Summary' })).toBeInTheDocument();
      await expect(await within(dash).findByText('447.10')).toBeVisible();
      await userEvent.click(within(dash).getByRole('tab', { name: 'Notes' }));
      await expect(await within(dash).findByLabelText('Note for Notes')).toBeVisible();
    });

    await step("a view's menu renames it in place", async () => {
      const menu = await openMenu(within(dash).getByRole('button', { name: 'Notes menu' }));
      await expect(menuItemNames(menu)).toEqual(['Rename', 'Duplicate', 'Remove']);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
      const title = await within(dash).findByRole('textbox', { name: 'View title' });
      await userEvent.clear(title);
      await userEvent.type(title, 'Ideas{Enter}');
      await expect(await within(dash).findByRole('tab', { name: 'Ideas' })).toBeInTheDocument();
    });

    await step('the + menu adds a view; a unique one is offered once', async () => {
      const add = within(dash).getAllByRole('button', { name: 'Add a view' })[0] as HTMLElement;
      const menu = await openMenu(add);
      await expect(within(menu).getByRole('menuitem', { name: 'Watchlist' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Notes' }));
      await waitFor(() => expect(within(dash).getAllByRole('tab')).toHaveLength(4));
    });
  },
};

/** Keyboard: the arrow keys move along a stack's tabs and show the view; Delete removes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    const watchlist = await within(dash).findByRole('tab', { name: 'Watchlist' });
    watchlist.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dash).getByRole('tab', { name: 'Notes' })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(within(dash).queryByRole('tab', { name: 'Notes' })).toBeNull());
  },
};

/** Content locked: views can be neither added nor removed, only renamed; the summary, never renamed, has no ⋮. */
export const ContentLocked: Story = {
  args: { contentLocked: true },
  play: async ({ canvasElement }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    const watchlist = await within(dash).findByRole('tab', { name: 'Watchlist' });
    await expect(within(dash).queryByRole('button', { name: 'Summary menu' })).toBeNull();
    await expect(within(dash).queryByRole('button', { name: 'Add a view' })).toBeNull();
    const menu = await openMenu(await within(dash).findByRole('button', { name: 'Watchlist menu' }));
    await expect(menuItemNames(menu)).toEqual(['Rename']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    watchlist.focus();
    await userEvent.keyboard('{Delete}');
    await expect(within(dash).getByRole('tab', { name: 'Watchlist' })).toBeInTheDocument();
  },
};

/** No views: the dashboard says so, and offers to add one. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const dash = within(canvasElement).getByRole('group', { name: 'Trading desk' });
    await expect(await within(dash).findByText('No views - add one from the menu.')).toBeVisible();
    const menu = await openMenu(within(dash).getByRole('button', { name: 'Add View' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Summary' }));
    await expect(await within(dash).findByRole('tab', { name: 'Summary' })).toBeInTheDocument();
  },
};
