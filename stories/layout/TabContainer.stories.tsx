import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TabContainerPanel } from './TabContainerPanel';
import { BROKEN_TAB_MESSAGE, OUTER_TABS_KEY } from './TabContainerPanelModel';

const description =
  'TabContainer with a TabContainerModel: tabs with icons, badges and disabled states, a switcher on any side ' +
  'or a custom one built from the model, tabs added, reordered and removed at run time, and an ErrorBoundary ' +
  'per tab. Each example below is a nested TabContainer; the outer one remembers the open example in local ' +
  'storage.';

const meta = {
  title: 'Layout/TabContainer',
  component: TabContainerPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof TabContainerPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const EXAMPLES = [
  'Top',
  'Bottom',
  'Left',
  'Right',
  'Custom Switcher',
  'Tab State',
  'Dynamic',
  'Error Boundary',
];
const SAMPLE_TABS = ['People', 'Places', 'Things', 'Events', 'Archive'];

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .map((t) => t.textContent);

/** Walks all eight examples and checks what each shows. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const examples = await canvas.findByRole('tablist', { name: 'Examples' });
    const example = (name: string) => within(examples).getByRole('tab', { name });
    const open = async (name: string) => {
      await userEvent.click(example(name));
      await waitFor(() => expect(example(name)).toHaveAttribute('aria-selected', 'true'));
      return within(canvas.getByRole('tabpanel', { name }));
    };
    const persisted = () => JSON.parse(window.localStorage.getItem(OUTER_TABS_KEY) ?? 'null');

    await expect(names(examples)).toEqual(EXAMPLES);

    await step('Top: the switcher sits above the content; tabs switch by click and arrow key', async () => {
      const panel = await open('Top');
      const list = panel.getByRole('tablist', { name: 'Switcher top' });
      await expect(names(list)).toEqual(SAMPLE_TABS);
      const tab = (name: string) => within(list).getByRole('tab', { name });
      await expect(tab('People')).toHaveAttribute('aria-selected', 'true');
      const people = panel.getByRole('tabpanel', { name: 'People' });
      await expect(within(people).getByText('Ada Lovelace')).toBeVisible();
      await expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        people.getBoundingClientRect().top + 1,
      );

      await userEvent.click(tab('Places'));
      await expect(await panel.findByText('Canada')).toBeVisible();
      await expect(panel.queryByText('Ada Lovelace')).toBeNull();

      await expect(tab('Archive')).toBeDisabled();
      await userEvent.click(tab('Archive'));
      await expect(tab('Places')).toHaveAttribute('aria-selected', 'true');

      tab('Places').focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Things')).toHaveAttribute('aria-selected', 'true');
      await expect(await panel.findByText('AT-20931')).toBeVisible();
    });

    await step('Bottom: the switcher sits below the content; the choice is persisted', async () => {
      const panel = await open('Bottom');
      const list = panel.getByRole('tablist', { name: 'Switcher bottom' });
      await userEvent.click(within(list).getByRole('tab', { name: 'Events' }));
      const events = await panel.findByRole('tabpanel', { name: 'Events' });
      await expect(within(events).getByText('Release review')).toBeVisible();
      await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        events.getBoundingClientRect().bottom - 1,
      );
      await expect(persisted()).toEqual({ version: 1, activeTabId: 'bottom' });
    });

    await step('Left: a vertical switcher left of the content, driven by Up and Down', async () => {
      const panel = await open('Left');
      const list = panel.getByRole('tablist', { name: 'Switcher left' });
      await expect(list).toHaveAttribute('aria-orientation', 'vertical');
      const people = panel.getByRole('tabpanel', { name: 'People' });
      await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
        people.getBoundingClientRect().left + 1,
      );
      within(list).getByRole('tab', { name: 'People' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(list).getByRole('tab', { name: 'Places' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(await panel.findByText('Montreal')).toBeVisible();
    });

    await step('Right: a vertical switcher right of the content', async () => {
      const panel = await open('Right');
      const list = panel.getByRole('tablist', { name: 'Switcher right' });
      await userEvent.click(within(list).getByRole('tab', { name: 'Things' }));
      const things = await panel.findByRole('tabpanel', { name: 'Things' });
      await expect(within(things).getByText('Docking station')).toBeVisible();
      await expect(list.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        things.getBoundingClientRect().right - 1,
      );
    });

    await step('Custom Switcher: a button group drives the container, which shows no strip', async () => {
      const panel = await open('Custom Switcher');
      await expect(panel.queryByRole('tablist')).toBeNull();
      const group = within(panel.getByRole('radiogroup', { name: 'Choose a tab' }));
      const button = (name: string) => group.getByRole('radio', { name });
      await expect(group.getAllByRole('radio').map((b) => b.textContent)).toEqual(SAMPLE_TABS);
      await expect(button('People')).toBeChecked();
      await expect(button('Archive')).toBeDisabled();
      await expect(panel.getByText('1 of 5')).toBeVisible();

      await userEvent.click(button('Events'));
      await expect(await panel.findByText('Release review')).toBeVisible();
      await expect(button('Events')).toBeChecked();
      await expect(button('People')).not.toBeChecked();
      await expect(panel.getByText('4 of 5')).toBeVisible();

      await userEvent.click(panel.getByRole('button', { name: 'Next tab' }));
      await expect(await panel.findByText('Ada Lovelace')).toBeVisible();
      await userEvent.click(panel.getByRole('button', { name: 'Previous tab' }));
      await expect(await panel.findByText('Release review')).toBeVisible();
    });

    await step('Tab State: badge, retitle, disable and exclude the Reports tab', async () => {
      const panel = await open('Tab State');
      const list = panel.getByRole('tablist', { name: 'Report tabs' });
      const badge = panel.getByRole('switch', { name: "'New' badge" });
      await expect(badge).toBeChecked();
      const reports = within(list).getByRole('tab', { name: 'Reports New' });
      await expect(within(reports).getByText('New')).toBeVisible();
      await userEvent.click(reports);
      await expect(await panel.findByText('Quarterly reports')).toBeVisible();

      await userEvent.click(badge);
      await expect(badge).not.toBeChecked();
      await waitFor(() => expect(within(list).getByRole('tab', { name: 'Reports' })).toBeVisible());
      await expect(within(list).queryByText('New')).toBeNull();

      const title = panel.getByLabelText('Title');
      await userEvent.clear(title);
      await userEvent.type(title, 'Quarterly Reports');
      const renamed = await within(list).findByRole('tab', { name: 'Quarterly Reports' });
      await expect(renamed).toHaveAttribute('aria-selected', 'true');

      await userEvent.click(panel.getByRole('switch', { name: 'Disabled' }));
      await waitFor(() => expect(renamed).toBeDisabled());
      await expect(within(list).getByRole('tab', { name: 'Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.click(renamed);
      await expect(within(list).getByRole('tab', { name: 'Settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(panel.getByText(/Report preferences/)).toBeVisible();
      await userEvent.click(panel.getByRole('switch', { name: 'Disabled' }));
      await waitFor(() => expect(renamed).toBeEnabled());

      await userEvent.click(panel.getByRole('switch', { name: 'Exclude from switcher' }));
      await waitFor(() => expect(names(list)).toEqual(['Overview', 'Settings']));
      await userEvent.click(panel.getByRole('switch', { name: 'Exclude from switcher' }));
      await waitFor(() => expect(names(list)).toEqual(['Overview', 'Quarterly Reports', 'Settings']));

      await userEvent.click(badge);
      await expect(await within(list).findByRole('tab', { name: 'Quarterly Reports New' })).toBeVisible();
    });

    await step('Dynamic: Add activates the new tab; Shuffle, Remove First and Clear', async () => {
      const panel = await open('Dynamic');
      const list = panel.getByRole('tablist', { name: 'Dynamic tabs' });
      const count = panel.getByRole('status');
      await expect(count).toHaveTextContent('3 tabs');
      await expect(names(list)).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);

      await userEvent.click(panel.getByRole('button', { name: 'Add' }));
      await waitFor(() =>
        expect(within(list).getByRole('tab', { name: 'Tab 4' })).toHaveAttribute('aria-selected', 'true'),
      );
      await expect(panel.getByText('This is tab number 4', { exact: false })).toBeVisible();
      await expect(count).toHaveTextContent('4 tabs');

      const before = names(list);
      await userEvent.click(panel.getByRole('button', { name: 'Shuffle' }));
      await waitFor(() => expect(names(list)).not.toEqual(before));
      await expect([...names(list)].sort()).toEqual([...before].sort());

      const first = names(list)[0] ?? '';
      await userEvent.click(panel.getByRole('button', { name: 'Remove First' }));
      await waitFor(() => expect(count).toHaveTextContent('3 tabs'));
      await expect(names(list)).not.toContain(first);
      await expect(names(list)).toHaveLength(3);

      await userEvent.click(panel.getByRole('button', { name: 'Clear' }));
      await expect(await panel.findByText('No tabs - click Add to create one.')).toBeVisible();
      await expect(count).toHaveTextContent('0 tabs');
      await expect(panel.queryByRole('tablist')).toBeNull();
      for (const name of ['Shuffle', 'Remove First', 'Clear']) {
        await expect(panel.getByRole('button', { name })).toBeDisabled();
      }

      await userEvent.click(panel.getByRole('button', { name: 'Add' }));
      const again = await panel.findByRole('tablist', { name: 'Dynamic tabs' });
      await expect(within(again).getByRole('tab', { name: 'Tab 5' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(count).toHaveTextContent('1 tab');
    });

    await step('Error Boundary: the broken tab shows its error; its siblings still work', async () => {
      const panel = await open('Error Boundary');
      const list = panel.getByRole('tablist', { name: 'Error tabs' });
      await expect(panel.getByText('All systems normal')).toBeVisible();

      await userEvent.click(within(list).getByRole('tab', { name: 'Broken' }));
      const broken = await panel.findByRole('tabpanel', { name: 'Broken' });
      const alert = within(broken).getByRole('alert');
      await expect(within(alert).getByText('Something went wrong:')).toBeVisible();
      await expect(within(alert).getByText(BROKEN_TAB_MESSAGE)).toBeVisible();
      await expect(within(list).getByRole('tab', { name: 'Broken' })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await userEvent.click(within(list).getByRole('tab', { name: 'Also Healthy' }));
      await expect(await panel.findByText('Still working')).toBeVisible();
      await expect(panel.queryByRole('alert')).toBeNull();
      await userEvent.click(within(list).getByRole('tab', { name: 'Healthy' }));
      await expect(await panel.findByText('All systems normal')).toBeVisible();
      await expect(persisted()).toEqual({ version: 1, activeTabId: 'errors' });
    });

    await step('the other examples keep their state and still work', async () => {
      const panel = await open('Dynamic');
      await expect(panel.getByRole('status')).toHaveTextContent('1 tab');
      const top = await open('Top');
      await expect(
        within(top.getByRole('tablist', { name: 'Switcher top' })).getByRole('tab', { name: 'Things' }),
      ).toHaveAttribute('aria-selected', 'true');
    });
  },
};
