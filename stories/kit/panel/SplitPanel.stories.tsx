import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Panel, PanelModel, SplitPanel, type SplitPanelProps } from '@toolbox/kit/panel';
import { rightToLeft } from '../common/rightToLeft';

/**
 * An orders screen: a side panel with a PanelModel (sized, collapsible) beside the main panel, which takes the
 * rest. Stacked (`vertical`), the side panel sits below instead.
 */
function OrdersLayout(args: SplitPanelProps) {
  const vertical = args.orientation === 'vertical';
  const [model] = useState(
    () =>
      new PanelModel({ side: vertical ? 'bottom' : 'left', defaultSize: 200, minSize: 120, maxSize: 400 }),
  );
  const side = (
    <Panel key="filters" title="Filters" model={model}>
      <p style={{ margin: 12 }}>Desk: London</p>
    </Panel>
  );
  const main = (
    <Panel key="orders" title="Orders">
      <p style={{ margin: 12 }}>3 orders placed today.</p>
    </Panel>
  );
  return (
    <div style={{ display: 'flex', height: 320, width: 640 }}>
      <SplitPanel {...args}>{vertical ? [main, side] : [side, main]}</SplitPanel>
    </div>
  );
}

const meta = {
  title: 'Kit/Panel/SplitPanel',
  component: SplitPanel,
  args: { orientation: 'horizontal' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    resizeWhileDragging: { control: 'boolean' },
    flex: { control: 'text' },
    children: { control: false },
    className: { control: false },
    style: { control: false },
  },
  render: (args) => <OrdersLayout key={args.orientation} {...args} />,
} satisfies Meta<typeof SplitPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const splitterOf = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('separator')
    .find((s) => s.classList.contains('tb-split__splitter')) as HTMLElement;

/**
 * Panels side by side with a splitter between them, which the pointer drags and the arrow keys move. The panel
 * with a PanelModel starts at its default size, stays within its minimum and maximum, and collapses to a bar.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // A panel with a model moves its content into the layout's slot once that is mounted.
    await canvas.findByRole('region', { name: 'Filters' });
    const filters = () => canvas.getByRole('region', { name: 'Filters' });

    await step('the side panel starts at its default size, the main one takes the rest', async () => {
      await waitFor(() => expect(Math.round(filters().getBoundingClientRect().width)).toBe(200));
      await expect(canvas.getByRole('region', { name: 'Orders' })).toBeVisible();
    });

    await step('the arrow keys move the splitter', async () => {
      splitterOf(canvasElement).focus();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(filters().getBoundingClientRect().width).toBeGreaterThan(200));
      const wider = filters().getBoundingClientRect().width;
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(filters().getBoundingClientRect().width).toBeLessThan(wider));
    });

    await step('Collapse leaves a bar; the bar expands the panel again', async () => {
      await userEvent.click(within(filters()).getByRole('button', { name: 'Collapse' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Expand Filters' }));
      await waitFor(() => expect(canvas.getByText('Desk: London')).toBeVisible());
    });
  },
};

/** `orientation: 'vertical'` stacks the panels, with the splitter across. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = canvas.getByRole('region', { name: 'Orders' }).getBoundingClientRect();
    const filters = await canvas.findByRole('region', { name: 'Filters' });
    await waitFor(() => expect(Math.round(filters.getBoundingClientRect().height)).toBe(200));
    await expect(filters.getBoundingClientRect().top).toBeGreaterThanOrEqual(orders.bottom);
    await expect(splitterOf(canvasElement)).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

/** Right to left: the first panel (the side one) sits at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = (await canvas.findByRole('region', { name: 'Filters' })).getBoundingClientRect();
    const orders = canvas.getByRole('region', { name: 'Orders' }).getBoundingClientRect();
    await expect(filters.left).toBeGreaterThanOrEqual(orders.right);
  },
};
