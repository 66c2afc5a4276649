import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { ToolbarsPanel } from './ToolbarsPanel';

const description =
  'Toolbars hold buttons, inputs, selects, switches and labels on any side of a panel: tbar and bbar run across, ' +
  'lbar and rbar run down. ToolbarSeparator divides groups and Filler pushes items to the far end. Compact ' +
  'toolbars shrink their controls, and with enableOverflowMenu the items that do not fit move into a "more" menu ' +
  'instead of being cut off: narrow this panel from its bottom-right corner to watch the top toolbar overflow.';

const meta = {
  title: 'Panels/Toolbars',
  component: ToolbarsPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ToolbarsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Danger mode and Terminate, compact toolbars, hiding the side toolbars, the status filter and the overflow menu. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Panels › Toolbars' });
    // The test runner's canvas can be narrower than the demo: keep the demo at its own width regardless.
    panel.style.maxWidth = 'none';
    const toolbar = (name: string) => within(panel).getByRole('toolbar', { name });
    const top = () => toolbar('Top toolbar');
    const terminate = canvas.getByRole('button', { name: 'Terminate' });
    const rows = () => within(canvas.getByRole('table', { name: 'Services' })).getAllByRole('row').length - 1;

    await step('four toolbars: top and bottom across, left and right down', async () => {
      await expect(top()).toHaveAttribute('aria-orientation', 'horizontal');
      await expect(toolbar('Bottom toolbar')).toHaveAttribute('aria-orientation', 'horizontal');
      await expect(toolbar('Status filter')).toHaveAttribute('aria-orientation', 'vertical');
      await expect(toolbar('View options')).toHaveAttribute('aria-orientation', 'vertical');
    });

    await step('Terminate is enabled only in Danger mode, and toasts Game over!', async () => {
      await expect(terminate).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Danger mode' }));
      await expect(terminate).toBeEnabled();
      await expect(
        within(panel).getByText('Danger mode', { selector: '.tb-demo-toolbars__badge' }),
      ).toBeVisible();
      await userEvent.click(terminate);
      const gameOver = await expectToast('Game over!');
      await expect(gameOver.closest('[data-sonner-toast]')).toHaveClass('tb-toast--danger');
      await userEvent.click(canvas.getByRole('switch', { name: 'Danger mode' }));
      await expect(terminate).toBeDisabled();
    });

    await step('Compact shrinks every toolbar', async () => {
      const bars = () => within(panel).getAllByRole('toolbar');
      await expect(bars()).toHaveLength(4);
      await userEvent.click(canvas.getByRole('switch', { name: 'Compact' }));
      for (const bar of bars()) await expect(bar).toHaveClass('tb-toolbar--compact');
      await expect(terminate.getBoundingClientRect().height).toBeLessThan(26);
      await userEvent.click(canvas.getByRole('switch', { name: 'Compact' }));
      for (const bar of bars()) await expect(bar).not.toHaveClass('tb-toolbar--compact');
    });

    await step('Show / Hide toggles the side toolbars', async () => {
      const group = canvas.getByRole('group', { name: 'Side toolbars' });
      await expect(within(group).getByRole('button', { name: 'Show' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(within(group).getByRole('button', { name: 'Hide' }));
      await expect(within(panel).queryByRole('toolbar', { name: 'Status filter' })).toBeNull();
      await expect(within(panel).queryByRole('toolbar', { name: 'View options' })).toBeNull();
      await expect(within(group).getByRole('button', { name: 'Hide' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(within(group).getByRole('button', { name: 'Show' }));
      await expect(toolbar('Status filter')).toBeVisible();
      await expect(toolbar('View options')).toBeVisible();
    });

    await step('the left toolbar filters by status', async () => {
      await expect(rows()).toBe(8);
      await userEvent.click(
        within(toolbar('Status filter')).getByRole('button', { name: 'Degraded services' }),
      );
      await expect(rows()).toBe(2);
      await userEvent.click(within(toolbar('Status filter')).getByRole('button', { name: 'All services' }));
      await expect(rows()).toBe(8);
    });

    await step('items that do not fit the top toolbar move into its overflow menu', async () => {
      const shownButtons = () => within(top()).getAllByRole('button').length;
      panel.style.width = '1200px';
      await waitFor(() => expect(within(top()).queryByRole('button', { name: 'More items' })).toBeNull());
      const all = shownButtons();
      await expect(all).toBe(7);
      panel.style.width = '560px';
      await waitFor(() => expect(shownButtons()).toBeLessThan(all));
      const more = within(top()).getByRole('button', { name: 'More items' });
      await userEvent.click(more);
      const menu = await screen.findByRole('toolbar', { name: 'More items' });
      await userEvent.type(within(menu).getByRole('textbox', { name: 'Filter services' }), 'pay');
      await expect(rows()).toBe(1);
      await userEvent.click(within(menu).getByRole('button', { name: 'Export' }));
      await expectToast('Exported 1 service to CSV.');
    });
  },
};
