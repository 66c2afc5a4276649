import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { Icon } from '@toolbox/kit/icon';
import { Label, TextInput } from '@toolbox/kit/input';
import { Filler, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';
import { rightToLeft } from '../common/rightToLeft';

const ITEMS = {
  'Buttons, search, filler': [
    <Button key="add" text="Add" icon={<Icon name="add" />} />,
    <Button key="edit" text="Edit" icon={<Icon name="edit" />} minimal />,
    <ToolbarSeparator key="sep" />,
    <Label key="label" htmlFor="kit-toolbar-search">
      Search
    </Label>,
    <TextInput key="search" id="kit-toolbar-search" value="" onChange={() => {}} width={140} />,
    <Filler key="filler" />,
    <Button key="refresh" icon={<Icon name="refresh" />} title="Refresh" minimal />,
  ],
  'Many buttons': ['Open', 'Save', 'Copy', 'Move', 'Rename', 'Share', 'Archive', 'Delete'].map((t) => (
    <Button key={t} text={t} />
  )),
  'Icon buttons': [
    <Button key="add" icon={<Icon name="add" />} title="Add" minimal />,
    <Button key="edit" icon={<Icon name="edit" />} title="Edit" minimal />,
    <Button key="delete" icon={<Icon name="delete" />} title="Delete" minimal />,
  ],
};

const meta = {
  title: 'Kit/Panel/Toolbar',
  component: Toolbar,
  parameters: { kit: { components: [ToolbarSeparator, Filler] } },
  args: {
    children: 'Buttons, search, filler',
    'aria-label': 'Orders',
    style: { width: 560 },
    onOverflowChange: fn(),
  },
  argTypes: {
    children: choiceArgType(ITEMS),
    'aria-label': { control: 'text' },
    overflowLabel: { control: 'text' },
    className: { control: false },
    style: { control: 'object' },
  },
} satisfies Meta<typeof Toolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A bar of buttons, inputs and labels: `ToolbarSeparator` between groups, `Filler` to push what follows to the
 * far end. Tab moves through its items.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Orders' });
    const inBar = within(bar);

    await step('a named, horizontal toolbar with a separator between its groups', async () => {
      await expect(bar).toHaveAttribute('aria-orientation', 'horizontal');
      await expect(inBar.getByRole('separator')).toBeInTheDocument();
    });

    await step('the filler pushes Refresh to the right end', async () => {
      const refresh = inBar.getByRole('button', { name: 'Refresh' }).getBoundingClientRect();
      const search = inBar.getByRole('textbox', { name: 'Search' }).getBoundingClientRect();
      await expect(refresh.left - search.right).toBeGreaterThan(50);
      await expect(bar.getBoundingClientRect().right - refresh.right).toBeLessThan(16);
    });

    await step('Tab goes through its items in order', async () => {
      await userEvent.tab();
      await expect(inBar.getByRole('button', { name: 'Add' })).toHaveFocus();
      await userEvent.tab();
      await expect(inBar.getByRole('button', { name: 'Edit' })).toHaveFocus();
      await userEvent.tab();
      await expect(inBar.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    });
  },
};

/** A smaller bar, for panels inside panels. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Orders' });
    await expect(bar.getBoundingClientRect().height).toBeLessThan(36);
  },
};

/** Top to bottom, for the side of a panel. */
export const Vertical: Story = {
  args: { vertical: true, children: 'Icon buttons', style: {} },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Orders' });
    await expect(bar).toHaveAttribute('aria-orientation', 'vertical');
    const add = within(bar).getByRole('button', { name: 'Add' });
    const edit = within(bar).getByRole('button', { name: 'Edit' });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThanOrEqual(add.getBoundingClientRect().bottom);
  },
};

/** Items that do not fit move into a "more" menu at the end of the bar. */
export const OverflowMenu: Story = {
  args: { children: 'Many buttons', enableOverflowMenu: true, style: { width: 360 } },
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Orders' });
    // The bar measures its items once laid out (hiding them while it does), then moves those that do not fit.
    await waitFor(() => {
      expect(within(bar).getByRole('button', { name: 'More items' })).toBeVisible();
      expect(within(bar).getByRole('button', { name: 'Open' })).toBeVisible();
      expect(within(bar).queryByRole('button', { name: 'Delete' })).toBeNull();
    });
    await expect(args.onOverflowChange).toHaveBeenCalled();
    await userEvent.click(within(bar).getByRole('button', { name: 'More items' }));
    const more = await screen.findByRole('toolbar', { name: 'More items' });
    // The menu fades in from an opacity of 0.
    await waitFor(() => expect(within(more).getByRole('button', { name: 'Delete' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Items that do not fit flow onto a second line with `wrap`. */
export const Wrap: Story = {
  args: { children: 'Many buttons', wrap: true, style: { width: 360 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Open' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Delete' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

/** Right to left: the items start at the right, and the filler pushes Refresh to the left end. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Orders' });
    const add = within(bar).getByRole('button', { name: 'Add' }).getBoundingClientRect();
    const refresh = within(bar).getByRole('button', { name: 'Refresh' }).getBoundingClientRect();
    await expect(add.left).toBeGreaterThan(refresh.right);
  },
};
