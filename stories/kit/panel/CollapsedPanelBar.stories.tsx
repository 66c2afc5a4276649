import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CollapsedPanelBar } from '@toolbox/kit/panel';
import { iconArgType } from '../common/iconArg';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Panel/CollapsedPanelBar',
  component: CollapsedPanelBar,
  args: { side: 'left', title: 'Orders', icon: 'search', name: 'Orders', onExpand: fn() },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right', 'top', 'bottom'] },
    title: { control: 'text' },
    icon: iconArgType(['search', 'gear', 'edit']),
    name: { control: 'text' },
  },
  // Where a collapsed panel would be: a tall, narrow strip for a side panel, a wide, low one for the others.
  decorators: [
    (Story, { args }) => {
      const upright = args.side === 'left' || args.side === 'right';
      return (
        <div
          style={{
            display: 'flex',
            flexDirection: upright ? 'column' : 'row',
            padding: 16,
            ...(upright ? { height: 240 } : { width: 360 }),
          }}
        >
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof CollapsedPanelBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * What a collapsed panel leaves in the layout (a Panel with a PanelModel draws one): a slim bar with the
 * panel's icon and title, upright for a side panel. A click, Enter or Space asks to expand it.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('button', { name: 'Expand Orders' });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    const box = bar.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(box.width * 3);
    // The keyboard reaches it, and its tooltip names what it does.
    await userEvent.tab();
    await expect(bar).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Expand Orders');
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
    await userEvent.click(bar);
    await expect(args.onExpand).toHaveBeenCalledTimes(2);
  },
};

/** A panel at the top (or bottom) collapses to a low bar across the layout. */
export const Top: Story = {
  args: { side: 'top' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('button', { name: 'Expand Orders' });
    const box = bar.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(box.height * 3);
    await expect(within(bar).getByText('Orders')).toBeVisible();
  },
};

/** Without a `name`, a text title names the bar; with neither, it is labelled 'Expand'. */
export const Unnamed: Story = {
  args: { name: undefined, side: 'right' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expand Orders' })).toBeVisible();
  },
};

/** Right to left: a bar across the top starts with its caret at the right. */
export const RightToLeft: Story = {
  args: { side: 'top' },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('button', { name: 'Expand Orders' });
    const title = within(bar).getByText('Orders').getBoundingClientRect();
    const caret = (bar.querySelector('svg') as SVGElement).getBoundingClientRect();
    await expect(caret.left).toBeGreaterThanOrEqual(title.right);
  },
};
