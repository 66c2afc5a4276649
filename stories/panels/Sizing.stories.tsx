import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { SizingPanel } from './SizingPanel';

const description =
  'Resizable, collapsible panels in a split layout: the side panels start at 30% and drag between ' +
  '30 and 300 pixels, the bottom one between 100 and 350 pixels. Collapse a panel to a slim bar ' +
  'carrying its title, or pop the bottom one out into a dialog without losing its state.';

const meta = {
  title: 'Panels/Sizing',
  component: SizingPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof SizingPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sizes within limits, collapse and expand one and all, the splitter's keyboard resizing, and the modal view. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const demo = await canvas.findByRole('region', { name: 'Panels › Sizing' });
    // The test runner's canvas can be narrower than the demo: keep the demo at its own 900px width regardless.
    demo.style.maxWidth = 'none';
    const region = (name: string) => within(demo).getByRole('region', { name });
    const expandAll = canvas.getByRole('button', { name: 'Expand All' });
    const collapseAll = canvas.getByRole('button', { name: 'Collapse All' });
    const width = (el: HTMLElement) => el.getBoundingClientRect().width;
    const height = (el: HTMLElement) => el.getBoundingClientRect().height;
    const collapse = (name: string) =>
      userEvent.click(within(region(name)).getByRole('button', { name: 'Collapse' }));
    // `hidden: true`: the readout is also read while the modal view hides the rest of the page from assistive tech.
    const readout = (name: string) =>
      within(canvas.getByRole('table', { name: 'Panel sizes', hidden: true }))
        .getByRole('rowheader', { name, hidden: true })
        .closest('tr') as HTMLElement;

    await step('all expanded at their default sizes, within their limits', async () => {
      await expect(expandAll).toBeDisabled();
      await expect(collapseAll).toBeEnabled();
      for (const name of ['Left Panel', 'Right Panel']) {
        await waitFor(() => expect(width(region(name))).toBeGreaterThanOrEqual(30));
        await expect(width(region(name))).toBeLessThanOrEqual(301);
      }
      await waitFor(() => expect(Math.abs(height(region('Bottom Panel')) - 150)).toBeLessThan(3));
      await waitFor(() => expect(readout('Bottom')).toHaveTextContent('expanded150px'));
    });

    await step('a collapsed panel shows a slim bar with its title, and expands from it', async () => {
      await collapse('Left Panel');
      const bar = await canvas.findByRole('button', { name: 'Expand Left Panel' });
      await expect(bar).toHaveTextContent('Left Panel');
      await waitFor(() => expect(width(bar)).toBeLessThan(32));
      await expect(within(demo).queryByRole('region', { name: 'Left Panel' })).toBeNull();
      await expect(readout('Left')).toHaveTextContent('collapsed');
      await expect(expandAll).toBeEnabled();
      await expect(collapseAll).toBeEnabled();
      await userEvent.click(bar);
      await expect(await within(demo).findByRole('region', { name: 'Left Panel' })).toBeVisible();
      await expect(expandAll).toBeDisabled();
    });

    await step('Collapse All and Expand All are disabled once all panels are in that state', async () => {
      await userEvent.click(collapseAll);
      for (const name of ['Left Panel', 'Right Panel', 'Bottom Panel']) {
        await expect(await canvas.findByRole('button', { name: `Expand ${name}` })).toBeVisible();
      }
      await expect(collapseAll).toBeDisabled();
      await expect(expandAll).toBeEnabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Expand Bottom Panel' }));
      await expect(collapseAll).toBeEnabled();
      await expect(expandAll).toBeEnabled();
      await userEvent.click(expandAll);
      for (const name of ['Left Panel', 'Right Panel', 'Bottom Panel']) {
        await expect(await within(demo).findByRole('region', { name })).toBeVisible();
      }
      await expect(expandAll).toBeDisabled();
      await expect(collapseAll).toBeEnabled();
    });

    await step('a splitter stops at the panel’s maximum, and past its minimum collapses it', async () => {
      const [leftSplitter] = within(demo)
        .getAllByRole('separator')
        .filter((s) => s.classList.contains('tb-split__splitter'));
      leftSplitter?.focus();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(Math.round(width(region('Left Panel')))).toBe(300));
      await waitFor(() => expect(readout('Left')).toHaveTextContent('expanded300px'));
      await userEvent.keyboard('{Home}');
      await expect(await canvas.findByRole('button', { name: 'Expand Left Panel' })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Expand Left Panel' }));
      await waitFor(() => expect(Math.round(width(region('Left Panel')))).toBe(300));
    });

    await step(
      'Resize While Dragging: live resizing, or only a preview of the splitter until release',
      async () => {
        const sw = canvas.getByRole('switch', { name: 'Resize While Dragging' });
        const leftPane = () => region('Left Panel');
        const drag = async (dx: number, whileDragging: () => Promise<void>) => {
          const splitter = within(demo)
            .getAllByRole('separator')
            .find((s) => s.classList.contains('tb-split__splitter')) as HTMLElement;
          const r = splitter.getBoundingClientRect();
          const at = (offset: number, buttons: number) => ({
            clientX: r.left + r.width / 2 + offset,
            clientY: r.top + 80,
            pointerId: 1,
            pointerType: 'mouse',
            isPrimary: true,
            button: 0,
            buttons,
          });
          // A mouse drag as the browser reports it: down on the splitter, a move, and up at the new place.
          fireEvent.pointerDown(splitter, at(0, 1));
          fireEvent.pointerMove(splitter, at(dx, 1));
          await whileDragging();
          fireEvent.pointerUp(splitter, at(dx, 0));
        };

        await expect(sw).toBeChecked();
        const start = Math.round(width(leftPane()));
        await drag(-60, () => waitFor(() => expect(Math.round(width(leftPane()))).toBe(start - 60)));

        await userEvent.click(sw);
        await expect(sw).not.toBeChecked();
        await drag(40, async () => {
          await waitFor(() => expect(demo.querySelector('[data-resize-preview]')).not.toBeNull());
          await expect(Math.round(width(leftPane()))).toBe(start - 60);
        });
        await waitFor(() => expect(Math.round(width(leftPane()))).toBe(start - 20));
        await userEvent.click(sw);
        await expect(sw).toBeChecked();
      },
    );

    await step('the bottom panel opens in a 400x200 modal view and comes back with its state', async () => {
      const bottom = region('Bottom Panel');
      const stamp = within(bottom).getByText(/^Rendered /);
      await expect(stamp).toHaveTextContent(/^Rendered (just now|\d+ seconds ago)$/);
      await userEvent.click(within(bottom).getByRole('button', { name: 'Open in a modal view' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bottom Panel' });
      // Measured once its opening animation (a slight zoom) has finished.
      await waitFor(() => expect(Math.round(width(dialog))).toBe(400));
      await waitFor(() => expect(Math.round(height(dialog))).toBe(200));
      await expect(within(dialog).getByText(/^Rendered /)).toBe(stamp);
      await expect(canvas.getByText('Bottom Panel is open in a modal view.')).toBeVisible();
      await expect(readout('Bottom')).toHaveTextContent('in a modal view');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close the modal view' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(within(region('Bottom Panel')).getByText(/^Rendered /)).toBe(stamp);
      await expect(canvas.queryByText('Bottom Panel is open in a modal view.')).toBeNull();

      await userEvent.click(
        within(region('Bottom Panel')).getByRole('button', { name: 'Open in a modal view' }),
      );
      await screen.findByRole('dialog', { name: 'Bottom Panel' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(region('Bottom Panel')).toBeVisible();
    });
  },
};
