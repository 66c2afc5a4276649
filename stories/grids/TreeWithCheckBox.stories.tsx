import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TreeWithCheckBoxPanel } from './TreeWithCheckBoxPanel';
import { cellAt, cellText, findCell, rowIndexes } from '../common/gridPlayHelpers';
import { positionsPrefetch } from './TreeGridPanelModel';

const description =
  'The positions tree with cascading check boxes (TreeCheckModel): checking a node checks every leaf below ' +
  'it, a node with some leaves checked shows as mixed, and the bottom bar counts the checked leaves.';

const meta = {
  title: 'Grids/Tree with CheckBox',
  component: TreeWithCheckBoxPanel,
  parameters: { docs: { description: { component: description } }, app: { prefetch: positionsPrefetch } },
  beforeEach: () => {
    // The demo groups by the URL's dims: start from the default grouping whatever the page URL carries.
    const before = window.location.href;
    const url = new URL(before);
    url.searchParams.delete('dims');
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', before);
  },
} satisfies Meta<typeof TreeWithCheckBoxPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const COUNT = /^\d[\d,]* of \d[\d,]* checked$/;

/** Checking a leaf makes its parent mixed; checking a parent checks all its leaves; Clear unchecks all. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Positions' });
    const count = () => canvas.getByText(COUNT);
    await waitFor(() => expect(count()).toHaveTextContent(/^0 of [1-9]\d* checked$/));
    const leaves = Number(/of (\d+)/.exec(count().textContent ?? '')?.[1]);
    await expect(leaves).toBeGreaterThan(20);
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    const box = (i: number) => within(cellAt(grid, i, 'name') as HTMLElement).getByRole('checkbox');

    await findCell(grid, 1, 'name');
    const region = cellText(grid, 0, 'name');
    const sector = cellText(grid, 1, 'name');
    // Sectors of the first region: the rows after it until the next row with a toggle.
    const sectorRows = rowIndexes(grid).filter(
      (i) =>
        i > 0 &&
        i <
          (rowIndexes(grid).find((j) => j > 0 && cellAt(grid, j, 'name')?.querySelector('button')) ??
            Infinity),
    );

    await step('checking a leaf makes its parent mixed', async () => {
      await expect(box(1)).toHaveAccessibleName(`Check ${sector} in ${region}`);
      await userEvent.click(box(1));
      await waitFor(() => expect(count()).toHaveTextContent(`1 of ${leaves} checked`));
      await expect(box(1)).toBeChecked();
      await expect(box(0)).toHaveAttribute('aria-checked', 'mixed');
      await expect(box(0)).toHaveProperty('indeterminate', true);
      await expect(canvas.getByRole('button', { name: 'Clear' })).toBeEnabled();
    });

    await step('checking the parent checks all its leaves', async () => {
      await expect(box(0)).toHaveAccessibleName(`Check ${region}`);
      await userEvent.click(box(0));
      await waitFor(() => expect(count()).toHaveTextContent(`${sectorRows.length} of ${leaves} checked`));
      await expect(box(0)).toBeChecked();
      for (const i of sectorRows) await expect(box(i)).toBeChecked();
    });

    await step('unchecking the parent unchecks them; Clear unchecks everything', async () => {
      await userEvent.click(box(0));
      await waitFor(() => expect(count()).toHaveTextContent(`0 of ${leaves} checked`));
      for (const i of sectorRows) await expect(box(i)).not.toBeChecked();
      await userEvent.click(box(2));
      await userEvent.click(box(1));
      await waitFor(() => expect(count()).toHaveTextContent(`2 of ${leaves} checked`));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(count()).toHaveTextContent(`0 of ${leaves} checked`));
      await expect(box(1)).not.toBeChecked();
    });
  },
};
