import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findChart } from '../common/chartPlayHelpers';
import { ERROR_WIDGET_MESSAGE } from '../common/dashWidgets/ErrorWidget';
import { expectToast } from '../common/expectToast';
import { remountDemo, withRemount } from '../common/Remountable';
import { chooseMenuItem, closeMenu, openMenu } from '../common/menuPlayHelpers';
import { savedState } from '../common/savedState';
import { DashCanvasPanel } from './DashCanvasPanel';
import { DASH_CANVAS_KEY } from './DashCanvasPanelModel';
import { CHART_TITLE, dashDemo, expectClockTicks, exportChartCsv, rangeGroup, shownRange } from './dashPlay';

const description =
  'A grid dashboard for report-style layouts: views keep their height in rows while their width follows ' +
  'the canvas, which scrolls. Drag a view by its header, resize it from its bottom-right corner, add views ' +
  'from Add View or a right-click on the empty canvas, rename one by double-clicking its title (the Buttons ' +
  'views cannot be renamed). Change the columns, the row height or compaction and watch the views re-flow. ' +
  "The layout, titles and each view's own state survive a reload; Reset State brings the seven default views back.";

const meta = {
  title: 'Layout/DashCanvas',
  component: DashCanvasPanel,
  decorators: [withRemount],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DashCanvasPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seven default views (SPEC §3). */
const DEFAULT_VIEWS = [
  CHART_TITLE,
  'Buttons 1',
  'Buttons 2',
  'Buttons 3',
  'Tree Grid',
  'Panel',
  'Error Example',
];

/** The views' names, in the canvas's order. */
const regionNames = (dash: HTMLElement) =>
  within(dash)
    .queryAllByRole('region')
    .map((r) => r.getAttribute('aria-label'));

interface SavedCanvas {
  views: { spec: string; title?: string; state?: unknown; x: number; w: number }[];
}

/** Adds, renames and removes views; the chart view with its clock and export; columns; a failing view. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, dashboard, viewCount, button, resetState } = dashDemo(canvasElement);
    const viewNames = () => regionNames(dashboard());
    const view = (name: string) => within(dashboard()).getByRole('region', { name });
    const chartView = () => view(CHART_TITLE);

    await step('Reset State shows the seven default views', () => resetState(viewNames, DEFAULT_VIEWS));

    await step('the chart view shows 30 days of closes, and the time ticking in its title', async () => {
      await findChart(chartView());
      await expect(shownRange(chartView())).toBe('30 days');
      await expectClockTicks(chartView);
    });

    await step("the chart's range is its own state; Export Data (CSV) saves the days shown", async () => {
      await userEvent.click(within(rangeGroup(chartView())).getByRole('radio', { name: '7 days' }));
      await waitFor(() => expect(shownRange(chartView())).toBe('7 days'));
      const csv = await exportChartCsv(
        within(chartView()).getByRole('button', { name: `${CHART_TITLE} menu` }),
      );
      await expect(csv.fileName).toBe('daily-closes.csv');
      await expect(csv.header).toEqual(['DateTime', expect.stringMatching(/^[A-Z]+$/)]);
      await expect(csv.rows.length).toBeGreaterThan(0);
      await expect(csv.spanDays).toBeLessThan(7);
    });

    await step('the failing view shows its error inside it; the others keep working', async () => {
      const error = await within(view('Error Example')).findByText(ERROR_WIDGET_MESSAGE);
      await expect(error.closest('[role="alert"]')).not.toBeNull();
      await expect(await within(view('Tree Grid')).findByText(/^\d+ regions$/)).toBeVisible();
    });

    await step('Add View adds a view; unique views already shown are disabled', async () => {
      const menu = await openMenu(button('Add View'));
      await expect(within(menu).getByRole('menuitem', { name: 'Error Example' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Panel' }));
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

    await step('fewer columns narrow the views to fit', async () => {
      const columns = canvas.getByRole('spinbutton', { name: 'Columns' });
      await userEvent.clear(columns);
      await userEvent.type(columns, '6');
      await waitFor(() =>
        expect(savedState<SavedCanvas>(DASH_CANVAS_KEY).views.every((v) => v.x + v.w <= 6)).toBe(true),
      );
      await userEvent.clear(columns);
      await userEvent.type(columns, '12');
    });

    await step("a view's menu removes it", async () => {
      await chooseMenuItem(
        within(view('Positions')).getByRole('button', { name: 'Positions menu' }),
        'Remove',
      );
      await waitFor(() =>
        expect(within(dashboard()).queryByRole('region', { name: 'Positions' })).toBeNull(),
      );
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_VIEWS.length} views`);
    });
  },
};

/** Each view's own state, the titles and the layout are saved, and come back after a remount. */
export const SavedState: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, dashboard, resetState } = dashDemo(canvasElement);
    const viewNames = () => regionNames(dashboard());
    const view = (name: string) => within(dashboard()).getByRole('region', { name });
    const chartView = () => view(CHART_TITLE);
    const buttonsText = 'A stateful ButtonGroupInput. "Button 3" is selected.';

    await step('Reset State shows the seven default views', () => resetState(viewNames, DEFAULT_VIEWS));

    await step("Rename in a view's menu edits its title in place", async () => {
      await chooseMenuItem(
        within(view('Tree Grid')).getByRole('button', { name: 'Tree Grid menu' }),
        'Rename',
      );
      const input = await within(dashboard()).findByRole('textbox', { name: 'View title' });
      await expect(input).toHaveFocus();
      await userEvent.keyboard('Positions{Enter}');
      await waitFor(() => expect(view('Positions')).toBeInTheDocument());
    });

    await step('each view keeps its own state: the chosen button, the range', async () => {
      const buttons = within(view('Buttons 1')).getByRole('radiogroup', { name: 'Choose a button' });
      await userEvent.click(within(buttons).getByRole('radio', { name: 'Button 3' }));
      await expect(within(view('Buttons 1')).getByText(buttonsText)).toBeVisible();
      await findChart(chartView());
      await userEvent.click(within(rangeGroup(chartView())).getByRole('radio', { name: '7 days' }));
      await waitFor(() => expect(shownRange(chartView())).toBe('7 days'));
    });

    await step('all of it is saved, and comes back after the dashboard is rendered again', async () => {
      await waitFor(() => {
        const json = JSON.stringify(savedState(DASH_CANVAS_KEY));
        expect(json).toContain('"title":"Positions"');
        expect(json).toContain('"state":{"value":"Button 3"}');
        expect(json).toContain('"state":{"range":7}');
      });
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await expect(await canvas.findByText(/The dashboard is not rendered now/)).toBeVisible();
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await waitFor(() => expect(view('Positions')).toBeInTheDocument());
    });

    await step('a fresh demo, as after a reload, shows what was saved', async () => {
      await remountDemo(canvasElement);
      await expect(await within(dashboard()).findByRole('region', { name: 'Positions' })).toBeInTheDocument();
      await expect(within(view('Buttons 1')).getByText(buttonsText)).toBeVisible();
      await findChart(chartView());
      await expect(shownRange(chartView())).toBe('7 days');
    });
  },
};

/** The locks, Clear and Reset State, with their toasts and what is saved. */
export const LocksClearAndReset: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, dashboard, viewCount, button, resetState } = dashDemo(canvasElement);
    const viewNames = () => regionNames(dashboard());
    const view = (name: string) => within(dashboard()).getByRole('region', { name });

    await step('Reset State shows the seven default views', () => resetState(viewNames, DEFAULT_VIEWS));

    await step('the locks take away adding, removing, renaming, dragging and resizing', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));
      await waitFor(() => expect(button('Add View')).toBeDisabled());
      const panel = within(dashboard()).getAllByRole('region', { name: 'Panel' })[0] as HTMLElement;
      const menu = await openMenu(within(panel).getByRole('button', { name: 'Panel menu' }));
      await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
      await expect(within(menu).queryByRole('menuitem', { name: 'Remove' })).toBeNull();
      await closeMenu();
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
      await waitFor(() => expect(savedState<SavedCanvas>(DASH_CANVAS_KEY).views).toEqual([]));
    });

    await step('Reset State brings the default views back', async () => {
      await userEvent.click(button('Reset State'));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(viewNames()).toEqual(DEFAULT_VIEWS));
    });
  },
};
