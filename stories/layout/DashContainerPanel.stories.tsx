import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DASH_WIDGETS } from '../common/dashWidgets';
import { ERROR_WIDGET_MESSAGE } from '../common/dashWidgets/ErrorWidget';
import { DashContainerPanel } from './DashContainerPanel';
import { DASH_CONTAINER_KEY } from './DashContainerPanelModel';
import { expectToast, renderFresh, saved } from './dashPlay';

const description =
  'A docking dashboard: drag a tab onto another stack or to the edge of one to split it, drag the gaps ' +
  "between stacks to resize them, add views from a stack's + menu (the Grid, Chart and Error views are " +
  'unique), double-click a tab to rename it and close it with its ×. The Error Example view fails on ' +
  'purpose: its error stays inside its tab. Try the locks, then reload the page - the layout, titles and ' +
  "each view's own state (the chosen button, the grid's sort, the tree's grouping) come back.";

const meta = {
  title: 'Layout/DashContainer',
  component: DashContainerPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DashContainerPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default tabs (SPEC §3), the chart among them once the chart widget is in the registry. */
const chartTitle = DASH_WIDGETS.get('chart')?.title;
const DEFAULT_TABS = ['Grid', 'Tree Grid', 'Error Example', ...(chartTitle ? [chartTitle] : []), 'Buttons'];

const tabNames = (dash: HTMLElement) =>
  within(dash)
    .queryAllByRole('tab')
    .map((t) => t.getAttribute('aria-label'));

interface SavedState {
  layout: unknown;
}

/** Adds, renames and removes views, changes their own state, and checks what is saved and restored. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const dashboard = () => canvas.getByRole('group', { name: 'Dashboard' });
    const tab = (name: string) => within(dashboard()).getByRole('tab', { name });
    const viewCount = () => canvas.getByText(/^\d+ views?$/);
    const titleText = (name: string) =>
      within(dashboard()).getByText(name, { selector: '.tb-dash-title__text' });

    await step('Reset State shows the default layout', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Reset State' }));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(tabNames(dashboard())).toEqual(DEFAULT_TABS));
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_TABS.length} views`);
      await expect(await within(dashboard()).findByText(/^[\d,]+ trades$/)).toBeVisible();
    });

    await step('the failing view shows its error inside its tab; the others keep working', async () => {
      await userEvent.click(titleText('Error Example'));
      const error = await within(dashboard()).findByText(ERROR_WIDGET_MESSAGE);
      await expect(error.closest('[role="alert"]')).not.toBeNull();
      await userEvent.click(titleText('Grid'));
      await expect(await within(dashboard()).findByText(/^[\d,]+ trades$/)).toBeVisible();
    });

    await step("a stack's + menu adds a view; unique views already shown are disabled", async () => {
      await userEvent.click(
        within(dashboard()).getAllByRole('button', { name: 'Add a view' })[0] as HTMLElement,
      );
      await expect(await screen.findByRole('menuitem', { name: 'Grid' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(screen.getByRole('menuitem', { name: 'Panel' }));
      await waitFor(() => expect(tab('Panel')).toHaveAttribute('aria-selected', 'true'));
      await expect(within(dashboard()).getByText('Just a simple panel.')).toBeVisible();
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_TABS.length + 1} views`);
    });

    await step('double-clicking a tab renames it in place', async () => {
      await userEvent.dblClick(titleText('Panel'));
      const input = within(dashboard()).getByRole('textbox', { name: 'View title' });
      await userEvent.clear(input);
      await userEvent.type(input, 'My Panel{Enter}');
      await waitFor(() => expect(tab('My Panel')).toBeInTheDocument());
    });

    await step("each view keeps its own state: the chosen button, the tree's grouping", async () => {
      const buttons = within(dashboard()).getByRole('radiogroup', { name: 'Choose a button' });
      await userEvent.click(within(buttons).getByRole('radio', { name: 'Button 2' }));
      await expect(
        within(dashboard()).getByText('A stateful ButtonGroupInput. "Button 2" is selected.'),
      ).toBeVisible();

      await userEvent.click(titleText('Tree Grid'));
      await userEvent.click(
        await within(dashboard()).findByRole('button', { name: 'Group by: Region › Sector' }),
      );
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Sector › Symbol' }));
      await within(dashboard()).findByRole('button', { name: 'Group by: Sector › Symbol' });
      // Hidden views are unmounted: showing the tree again renders it anew from its saved state.
      await userEvent.click(titleText('Grid'));
      await userEvent.click(titleText('Tree Grid'));
      await expect(
        await within(dashboard()).findByRole('button', { name: 'Group by: Sector › Symbol' }),
      ).toBeVisible();
    });

    await step('the layout, titles and view state are saved and come back after a remount', async () => {
      await waitFor(() => {
        const json = JSON.stringify(saved<SavedState>(DASH_CONTAINER_KEY));
        expect(json).toContain('"title":"My Panel"');
        expect(json).toContain('"state":{"value":"Button 2"}');
        expect(json).toContain('"dims":["sector","symbol"]');
      });
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await expect(await canvas.findByText(/The dashboard is not rendered now/)).toBeVisible();
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await waitFor(() => expect(tab('My Panel')).toBeInTheDocument());

      const fresh = renderFresh(<DashContainerPanel />);
      try {
        const freshDash = await fresh.view.findByRole('group', { name: 'Dashboard' });
        await waitFor(() =>
          expect(within(freshDash).getByRole('tab', { name: 'My Panel' })).toBeInTheDocument(),
        );
        await expect(
          within(freshDash).getByText('A stateful ButtonGroupInput. "Button 2" is selected.'),
        ).toBeVisible();
      } finally {
        fresh.unmount();
      }
    });

    await step('a view is removed with its close button', async () => {
      await userEvent.click(within(dashboard()).getByRole('button', { name: 'Remove My Panel' }));
      await waitFor(() => expect(within(dashboard()).queryByRole('tab', { name: 'My Panel' })).toBeNull());
    });
  },
};

/** The locks, Clear and Reset State, with their toasts and what is saved. */
export const LocksClearAndReset: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name });
    const dashboard = () => canvas.getByRole('group', { name: 'Dashboard' });
    const tab = (name: string) => within(dashboard()).getByRole('tab', { name });
    const viewCount = () => canvas.getByText(/^\d+ views?$/);
    const titleText = (name: string) =>
      within(dashboard()).getByText(name, { selector: '.tb-dash-title__text' });

    await step('Reset State shows the default layout', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Reset State' }));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(tabNames(dashboard())).toEqual(DEFAULT_TABS));
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_TABS.length} views`);
      await expect(await within(dashboard()).findByText(/^[\d,]+ trades$/)).toBeVisible();
    });

    await step('the locks take away adding, removing, renaming and dragging', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));
      await waitFor(() =>
        expect(within(dashboard()).queryAllByRole('button', { name: 'Add a view' })).toHaveLength(0),
      );
      await expect(within(dashboard()).queryByRole('button', { name: 'Remove Grid' })).toBeNull();
      await expect(button('Add View')).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));
      await expect(await within(dashboard()).findByRole('button', { name: 'Remove Grid' })).toBeVisible();

      await userEvent.click(canvas.getByRole('switch', { name: 'Rename locked' }));
      await userEvent.dblClick(titleText('Grid'));
      await expect(within(dashboard()).queryByRole('textbox', { name: 'View title' })).toBeNull();
      await userEvent.click(canvas.getByRole('switch', { name: 'Rename locked' }));

      await userEvent.click(canvas.getByRole('switch', { name: 'Layout locked' }));
      await waitFor(() => expect(tab('Grid')).toHaveAttribute('draggable', 'false'));
      await userEvent.click(canvas.getByRole('switch', { name: 'Layout locked' }));
      await waitFor(() => expect(tab('Grid')).toHaveAttribute('draggable', 'true'));
    });

    await step('Clear removes every view', async () => {
      await userEvent.click(button('Clear'));
      await expectToast('All views removed.');
      await expect(await within(dashboard()).findByText('No views - add one from the menu.')).toBeVisible();
      await expect(viewCount()).toHaveTextContent('0 views');
      await waitFor(() => expect(saved<SavedState>(DASH_CONTAINER_KEY).layout).toBeNull());
    });

    await step('Reset State brings the default layout back', async () => {
      await userEvent.click(button('Reset State'));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(tabNames(dashboard())).toEqual(DEFAULT_TABS));
    });
  },
};
