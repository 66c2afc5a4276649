import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DASH_WIDGETS } from '../common/dashWidgets';
import { ERROR_WIDGET_MESSAGE } from '../common/dashWidgets/ErrorWidget';
import { DashCanvasPanel } from './DashCanvasPanel';
import { DASH_CANVAS_KEY } from './DashCanvasPanelModel';
import { expectToast, renderFresh, saved } from './dashPlay';

const description =
  'A grid dashboard for report-style layouts: views keep their height in rows while their width follows ' +
  'the canvas, which scrolls. Drag a view by its header, resize it from its bottom-right corner, add views ' +
  'from Add View or a right-click on the empty canvas, rename one by double-clicking its title (the Buttons ' +
  'views cannot be renamed). Change the columns, the row height or compaction and watch the views re-flow. ' +
  "The layout, titles and each view's own state survive a reload; Reset State brings the seven default views back.";

const meta = {
  title: 'Layout/DashCanvas',
  component: DashCanvasPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DashCanvasPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seven default views (SPEC §3), the chart among them once the chart widget is in the registry. */
const chartTitle = DASH_WIDGETS.get('chart')?.title;
const DEFAULT_VIEWS = [
  ...(chartTitle ? [chartTitle] : []),
  'Buttons 1',
  'Buttons 2',
  'Buttons 3',
  'Tree Grid',
  'Panel',
  'Error Example',
];

interface SavedCanvas {
  views: { spec: string; title?: string; state?: unknown; x: number; w: number }[];
}

/** Adds, renames and removes views, changes their own state, and checks what is saved and restored. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name });
    const dashboard = () => canvas.getByRole('group', { name: 'Dashboard' });
    const viewNames = () =>
      within(dashboard())
        .queryAllByRole('region')
        .map((r) => r.getAttribute('aria-label'));
    const view = (name: string) => within(dashboard()).getByRole('region', { name });
    const viewCount = () => canvas.getByText(/^\d+ views?$/);

    await step('Reset State shows the seven default views', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Reset State' }));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(viewNames()).toEqual(DEFAULT_VIEWS));
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_VIEWS.length} views`);
    });

    await step('the failing view shows its error inside it; the others keep working', async () => {
      const error = await within(view('Error Example')).findByText(ERROR_WIDGET_MESSAGE);
      await expect(error.closest('[role="alert"]')).not.toBeNull();
      await expect(await within(view('Tree Grid')).findByText(/^\d+ regions$/)).toBeVisible();
    });

    await step('Add View adds a view; unique views already shown are disabled', async () => {
      await userEvent.click(button('Add View'));
      await expect(await screen.findByRole('menuitem', { name: 'Error Example' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(screen.getByRole('menuitem', { name: 'Panel' }));
      await waitFor(() => expect(viewNames().filter((n) => n === 'Panel')).toHaveLength(2));
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_VIEWS.length + 1} views`);
    });

    await step(
      'double-clicking a title renames the view in place; Buttons views cannot be renamed',
      async () => {
        await userEvent.dblClick(within(view('Tree Grid')).getByText('Tree Grid'));
        const input = within(dashboard()).getByRole('textbox', { name: 'View title' });
        await userEvent.clear(input);
        await userEvent.type(input, 'Positions{Enter}');
        await waitFor(() => expect(view('Positions')).toBeInTheDocument());

        await userEvent.dblClick(within(view('Buttons 1')).getByText('Buttons 1'));
        await expect(within(dashboard()).queryByRole('textbox', { name: 'View title' })).toBeNull();
      },
    );

    await step('each view keeps its own state', async () => {
      const buttons = within(view('Buttons 1')).getByRole('radiogroup', { name: 'Choose a button' });
      await userEvent.click(within(buttons).getByRole('radio', { name: 'Button 3' }));
      await expect(
        within(view('Buttons 1')).getByText('A stateful ButtonGroupInput. "Button 3" is selected.'),
      ).toBeVisible();
    });

    await step('fewer columns narrow the views to fit', async () => {
      const columns = canvas.getByRole('spinbutton', { name: 'Columns' });
      await userEvent.clear(columns);
      await userEvent.type(columns, '6');
      await waitFor(() =>
        expect(saved<SavedCanvas>(DASH_CANVAS_KEY).views.every((v) => v.x + v.w <= 6)).toBe(true),
      );
      await userEvent.clear(columns);
      await userEvent.type(columns, '12');
    });

    await step('the layout, titles and view state are saved and come back after a remount', async () => {
      await waitFor(() => {
        const json = JSON.stringify(saved(DASH_CANVAS_KEY));
        expect(json).toContain('"title":"Positions"');
        expect(json).toContain('"state":{"value":"Button 3"}');
      });
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await expect(await canvas.findByText(/The dashboard is not rendered now/)).toBeVisible();
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await waitFor(() => expect(view('Positions')).toBeInTheDocument());

      const fresh = renderFresh(<DashCanvasPanel />);
      try {
        const freshDash = await fresh.view.findByRole('group', { name: 'Dashboard' });
        await expect(await within(freshDash).findByRole('region', { name: 'Positions' })).toBeInTheDocument();
        const buttons1 = within(freshDash).getByRole('region', { name: 'Buttons 1' });
        await expect(
          within(buttons1).getByText('A stateful ButtonGroupInput. "Button 3" is selected.'),
        ).toBeVisible();
      } finally {
        fresh.unmount();
      }
    });

    await step("a view's menu removes it", async () => {
      await userEvent.click(within(view('Positions')).getByRole('button', { name: 'Positions menu' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
      await waitFor(() =>
        expect(within(dashboard()).queryByRole('region', { name: 'Positions' })).toBeNull(),
      );
    });
  },
};

/** The locks, Clear and Reset State, with their toasts and what is saved. */
export const LocksClearAndReset: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name });
    const dashboard = () => canvas.getByRole('group', { name: 'Dashboard' });
    const viewNames = () =>
      within(dashboard())
        .queryAllByRole('region')
        .map((r) => r.getAttribute('aria-label'));
    const view = (name: string) => within(dashboard()).getByRole('region', { name });
    const viewCount = () => canvas.getByText(/^\d+ views?$/);

    await step('Reset State shows the seven default views', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Reset State' }));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(viewNames()).toEqual(DEFAULT_VIEWS));
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_VIEWS.length} views`);
    });

    await step('the locks take away adding, removing, renaming, dragging and resizing', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));
      await waitFor(() => expect(button('Add View')).toBeDisabled());
      const panel = within(dashboard()).getAllByRole('region', { name: 'Panel' })[0] as HTMLElement;
      await userEvent.click(within(panel).getByRole('button', { name: 'Panel menu' }));
      await expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
      await expect(screen.queryByRole('menuitem', { name: 'Remove' })).toBeNull();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));

      await userEvent.click(canvas.getByRole('switch', { name: 'Rename locked' }));
      await userEvent.dblClick(within(view('Error Example')).getByText('Error Example'));
      await expect(within(dashboard()).queryByRole('textbox', { name: 'View title' })).toBeNull();
      await userEvent.click(canvas.getByRole('switch', { name: 'Rename locked' }));

      const handles = () => [...dashboard().querySelectorAll('.react-resizable-handle')];
      await expect(handles().length).toBeGreaterThan(0);
      await userEvent.click(canvas.getByRole('switch', { name: 'Layout locked' }));
      await waitFor(() => expect(handles().filter((h) => h.checkVisibility())).toHaveLength(0));
      await userEvent.click(canvas.getByRole('switch', { name: 'Layout locked' }));
    });

    await step('Clear removes every view', async () => {
      await userEvent.click(button('Clear'));
      await expectToast('All views removed.');
      await expect(await within(dashboard()).findByText('No views - add one from the menu.')).toBeVisible();
      await expect(viewCount()).toHaveTextContent('0 views');
      await waitFor(() => expect(saved<SavedCanvas>(DASH_CANVAS_KEY).views).toEqual([]));
    });

    await step('Reset State brings the default views back', async () => {
      await userEvent.click(button('Reset State'));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(viewNames()).toEqual(DEFAULT_VIEWS));
    });
  },
};
