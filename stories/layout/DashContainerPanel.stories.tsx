import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findChart } from '../common/chartPlayHelpers';
import { ERROR_WIDGET_MESSAGE } from '../common/dashWidgets/ErrorWidget';
import { expectToast } from '../common/expectToast';
import { remountDemo, withRemount } from '../common/Remountable';
import { chooseMenuItem, openMenu } from '../common/menuPlayHelpers';
import { savedState } from '../common/savedState';
import { DashContainerPanel } from './DashContainerPanel';
import { DASH_CONTAINER_KEY } from './DashContainerPanelModel';
import { CHART_TITLE, dashDemo, expectClockTicks, exportChartCsv, rangeGroup, shownRange } from './dashPlay';

const description =
  'A docking dashboard: drag a tab onto another stack or to the edge of one to split it, drag the gaps ' +
  "between stacks to resize them, add views from a stack's + menu (the Grid, Chart and Error views are " +
  'unique), double-click a tab to rename it and close it with its × (or Delete on the focused tab). The Error Example view fails on ' +
  'purpose: its error stays inside its tab. Try the locks, then reload the page - the layout, titles and ' +
  "each view's own state (the chosen button, the grid's sort, the tree's grouping) come back.";

const meta = {
  title: 'Layout/DashContainer',
  component: DashContainerPanel,
  decorators: [withRemount],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DashContainerPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default tabs (SPEC §3). */
const DEFAULT_TABS = ['Grid', 'Tree Grid', 'Error Example', CHART_TITLE, 'Buttons'];

/** The titles the tabs show (the chart view's tab also shows its clock, which is part of its name). */
const tabNames = (dash: HTMLElement) =>
  within(dash)
    .queryAllByRole('tab')
    .map((t) => t.querySelector('.tb-dash-title__text')?.textContent ?? null);

/** The tab showing a title: its name is the title, then the title detail when there is one. */
const tabOf = (dash: HTMLElement, title: string) =>
  within(dash).getByRole('tab', { name: (name) => name === title || name.startsWith(`${title} `) });

interface SavedState {
  layout: unknown;
}

/** The demo's parts (see dashPlay), its tabs and in-place titles, and a start from the default layout. */
function containerDemo(canvasElement: HTMLElement) {
  const demo = dashDemo(canvasElement);
  const { dashboard } = demo;
  return {
    ...demo,
    tab: (title: string) => tabOf(dashboard(), title),
    /** A tab's title, once shown: a tab's content shows a moment after its tab, as the views render after layout. */
    titleText: (name: string) => within(dashboard()).findByText(name, { selector: '.tb-dash-title__text' }),
    /** Reset State, then wait for the default tabs and the grid's trades. */
    startFromDefaults: async () => {
      await demo.resetState(() => tabNames(dashboard()), DEFAULT_TABS);
      await expect(await within(dashboard()).findByText(/^[\d,]+ trades$/)).toBeVisible();
    },
  };
}

/** Adds, renames and removes views; the chart view with its clock and export; a failing view kept to itself. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const { dashboard, viewCount, tab, titleText, startFromDefaults } = containerDemo(canvasElement);

    await step('Reset State shows the default layout', startFromDefaults);

    await step('the chart view shows 30 days of closes, and the time ticking in its tab', async () => {
      await findChart(dashboard());
      await expect(shownRange(dashboard())).toBe('30 days');
      await expectClockTicks(() => tab(CHART_TITLE));
    });

    await step("the chart's range is its own state; Export Data (CSV) saves the days shown", async () => {
      await userEvent.click(within(rangeGroup(dashboard())).getByRole('radio', { name: '60 days' }));
      await waitFor(() => expect(shownRange(dashboard())).toBe('60 days'));
      const csv = await exportChartCsv(
        within(dashboard()).getByRole('button', { name: `${CHART_TITLE} menu` }),
      );
      await expect(csv.fileName).toBe('daily-closes.csv');
      await expect(csv.header).toEqual(['DateTime', expect.stringMatching(/^[A-Z]+$/)]);
      await expect(csv.spanDays).toBeGreaterThan(30);
      await expect(csv.spanDays).toBeLessThan(60);
    });

    await step('the failing view shows its error inside its tab; the others keep working', async () => {
      await userEvent.click(await titleText('Error Example'));
      const error = await within(dashboard()).findByText(ERROR_WIDGET_MESSAGE);
      await expect(error.closest('[role="alert"]')).not.toBeNull();
      await userEvent.click(await titleText('Grid'));
      await expect(await within(dashboard()).findByText(/^[\d,]+ trades$/)).toBeVisible();
    });

    await step("a stack's + menu adds a view; unique views already shown are disabled", async () => {
      const menu = await openMenu(
        within(dashboard()).getAllByRole('button', { name: 'Add a view' })[0] as HTMLElement,
      );
      await expect(within(menu).getByRole('menuitem', { name: 'Grid' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Panel' }));
      await waitFor(() => expect(tab('Panel')).toHaveAttribute('aria-selected', 'true'));
      await expect(within(dashboard()).getByText('Just a simple panel.')).toBeVisible();
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_TABS.length + 1} views`);
    });

    await step('double-clicking a tab renames it in place', async () => {
      await userEvent.dblClick(await titleText('Panel'));
      const input = within(dashboard()).getByRole('textbox', { name: 'View title' });
      await userEvent.clear(input);
      await userEvent.type(input, 'My Panel{Enter}');
      await waitFor(() => expect(tab('My Panel')).toBeInTheDocument());
    });

    await step('a view is removed with Delete on its tab, or with its ×', async () => {
      tab('My Panel').focus();
      await userEvent.keyboard('{Delete}');
      await waitFor(() => expect(within(dashboard()).queryByRole('tab', { name: 'My Panel' })).toBeNull());
      await userEvent.click(within(tab('Buttons')).getByTitle('Remove Buttons (Delete)'));
      await waitFor(() => expect(within(dashboard()).queryByRole('tab', { name: 'Buttons' })).toBeNull());
      await expect(viewCount()).toHaveTextContent(`${DEFAULT_TABS.length - 1} views`);
    });
  },
};

/** Each view's own state, the titles and the layout are saved, and come back after a remount. */
export const SavedState: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, dashboard, resetState, tab, titleText } = containerDemo(canvasElement);
    const buttonsText = 'A stateful ButtonGroupInput. "Button 2" is selected.';

    await step('Reset State shows the default layout', async () => {
      await resetState(() => tabNames(dashboard()), DEFAULT_TABS);
    });

    await step("Rename in a view's menu edits its title in place", async () => {
      await userEvent.click(await titleText('Buttons'));
      await chooseMenuItem(() => within(dashboard()).getByRole('button', { name: 'Buttons menu' }), 'Rename');
      const input = await within(dashboard()).findByRole('textbox', { name: 'View title' });
      await expect(input).toHaveFocus();
      await userEvent.keyboard('My Buttons{Enter}');
      await waitFor(() => expect(tab('My Buttons')).toBeInTheDocument());
    });

    await step(
      "each view keeps its own state: the chosen button, the tree's grouping, the range",
      async () => {
        const buttons = within(dashboard()).getByRole('radiogroup', { name: 'Choose a button' });
        await userEvent.click(within(buttons).getByRole('radio', { name: 'Button 2' }));
        await expect(within(dashboard()).getByText(buttonsText)).toBeVisible();

        await userEvent.click(await titleText('Tree Grid'));
        await within(dashboard()).findByRole('button', { name: 'Group by: Region › Sector' });
        await chooseMenuItem(
          () => within(dashboard()).getByRole('button', { name: /^Group by: / }),
          'Sector › Symbol',
        );
        await within(dashboard()).findByRole('button', { name: 'Group by: Sector › Symbol' });
        // Hidden views are unmounted: showing the tree again renders it anew from its saved state.
        await userEvent.click(await titleText('Grid'));
        await userEvent.click(await titleText('Tree Grid'));
        await expect(
          await within(dashboard()).findByRole('button', { name: 'Group by: Sector › Symbol' }),
        ).toBeVisible();

        await userEvent.click(within(rangeGroup(dashboard())).getByRole('radio', { name: '60 days' }));
        await waitFor(() => expect(shownRange(dashboard())).toBe('60 days'));
      },
    );

    await step('all of it is saved, and comes back after the dashboard is rendered again', async () => {
      await waitFor(() => {
        const json = JSON.stringify(savedState<SavedState>(DASH_CONTAINER_KEY));
        expect(json).toContain('"title":"My Buttons"');
        expect(json).toContain('"state":{"value":"Button 2"}');
        expect(json).toContain('"dims":["sector","symbol"]');
        expect(json).toContain('"state":{"range":60}');
      });
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await expect(await canvas.findByText(/The dashboard is not rendered now/)).toBeVisible();
      await userEvent.click(canvas.getByRole('switch', { name: 'Render dashboard' }));
      await waitFor(() => expect(tab('My Buttons')).toBeInTheDocument());
    });

    await step('a fresh demo, as after a reload, shows what was saved', async () => {
      await remountDemo(canvasElement);
      await waitFor(() => expect(tab('My Buttons')).toBeInTheDocument());
      await userEvent.click(await titleText('My Buttons'));
      await expect(await within(dashboard()).findByText(buttonsText)).toBeVisible();
      await findChart(dashboard());
      await expect(shownRange(dashboard())).toBe('60 days');
    });
  },
};

/** The locks, Clear and Reset State, with their toasts and what is saved. */
export const LocksClearAndReset: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, dashboard, viewCount, button, tab, titleText, startFromDefaults } =
      containerDemo(canvasElement);

    await step('Reset State shows the default layout', startFromDefaults);

    await step('the locks take away adding, removing, renaming and dragging', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));
      await waitFor(() =>
        expect(within(dashboard()).queryAllByRole('button', { name: 'Add a view' })).toHaveLength(0),
      );
      await expect(within(tab('Grid')).queryByTitle('Remove Grid (Delete)')).toBeNull();
      tab('Grid').focus();
      await userEvent.keyboard('{Delete}');
      await expect(tab('Grid')).toBeInTheDocument();
      await expect(button('Add View')).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Content locked' }));
      await expect(await within(tab('Grid')).findByTitle('Remove Grid (Delete)')).toBeVisible();

      await userEvent.click(canvas.getByRole('switch', { name: 'Rename locked' }));
      await userEvent.dblClick(await titleText('Grid'));
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
      await waitFor(() => expect(savedState<SavedState>(DASH_CONTAINER_KEY).layout).toBeNull());
    });

    await step('Reset State brings the default layout back', async () => {
      await userEvent.click(button('Reset State'));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(tabNames(dashboard())).toEqual(DEFAULT_TABS));
    });
  },
};
