import { useMemo, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DockContainer, DockContainerModel, type DockContainerProps } from '@toolbox/kit/dash';
import { Icon } from '@toolbox/kit/icon';
import { TextInput } from '@toolbox/kit/input';

/** The story's args: the dock's props, and the model's config that the Controls set. */
interface DockStoryArgs extends Omit<DockContainerProps, 'model'> {
  /** DockContainerModel's `align`: which end of the bottom edge views dock from. */
  align: 'left' | 'right';
  /** The second view's `allowDialog`: whether it can pop out into a dialog. */
  allowDialog: boolean;
  /** The second view's `allowClose`. */
  allowClose: boolean;
  /** Whether the views start collapsed to their title bars. */
  collapsed: boolean;
}

/** A reply being written: its text is the view's own state, kept while the view collapses or pops out. */
function Reply() {
  const [text, setText] = useState('');
  return (
    <div style={{ padding: 12 }}>
      <TextInput aria-label="Reply" value={text} onChange={setText} width="100%" />
    </div>
  );
}

/** A DockContainer whose model is made from the story's args, anew when they change, in a panel it docks to. */
function DockStory({ align, allowDialog, allowClose, collapsed, ...props }: DockStoryArgs) {
  const model = useMemo(
    () =>
      new DockContainerModel({
        align,
        views: [
          {
            id: 'order',
            title: 'Order AAPL',
            icon: <Icon name="list" />,
            content: <p style={{ margin: 12 }}>Buy 200 AAPL at 212.40 limit.</p>,
            width: 260,
            height: 120,
            collapsed,
          },
          {
            id: 'reply',
            title: 'Reply to desk',
            icon: <Icon name="edit" />,
            content: () => <Reply />,
            width: 300,
            height: 120,
            collapsed,
            allowDialog,
            allowClose,
          },
        ],
      }),
    [align, allowDialog, allowClose, collapsed],
  );
  return (
    <div
      style={{
        position: 'relative',
        width: 680,
        maxWidth: '100%',
        height: 300,
        border: '1px solid var(--tb-border)',
      }}
    >
      <p style={{ margin: 12 }}>The desk's blotter, under the docked views.</p>
      <DockContainer {...props} model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Dash/DockContainer',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: DockContainer as unknown as ComponentType<DockStoryArgs>,
  render: (args) => <DockStory {...args} />,
  args: { align: 'right', allowDialog: true, allowClose: true, collapsed: false },
  argTypes: {
    align: { control: 'inline-radio', options: ['left', 'right'] },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<DockStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const dockedView = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name: 'Docked views' })).getByRole('region', { name });

/**
 * Views docked along the bottom of their panel, as a mail client's compose windows: a click on a title bar
 * collapses or expands a view, a view pops out into a dialog and back keeping what was typed, and closes.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const order = () => dockedView(canvasElement, 'Order AAPL');
    const reply = () => dockedView(canvasElement, 'Reply to desk');

    await step('a view collapses to its title bar and expands again', async () => {
      await expect(within(order()).getByText('Buy 200 AAPL at 212.40 limit.')).toBeVisible();
      await userEvent.click(within(order()).getByRole('button', { name: 'Collapse Order AAPL' }));
      await waitFor(() =>
        expect(within(order()).queryByText('Buy 200 AAPL at 212.40 limit.')).not.toBeVisible(),
      );
      await userEvent.click(within(order()).getByRole('button', { name: 'Expand Order AAPL' }));
      await waitFor(() => expect(within(order()).getByText('Buy 200 AAPL at 212.40 limit.')).toBeVisible());
    });

    await step('a view pops out into a dialog and back, keeping what was typed', async () => {
      await userEvent.type(within(reply()).getByRole('textbox', { name: 'Reply' }), 'Filled');
      await userEvent.click(within(reply()).getByRole('button', { name: 'Open Reply to desk in a dialog' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reply to desk' });
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Reply' })).toBeVisible());
      await expect(within(dialog).getByRole('textbox', { name: 'Reply' })).toHaveValue('Filled');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(within(reply()).getByRole('textbox', { name: 'Reply' })).toHaveValue('Filled');
    });

    await step('closing a view takes it out of the dock', async () => {
      await userEvent.click(within(order()).getByRole('button', { name: 'Close Order AAPL' }));
      await waitFor(() =>
        expect(
          within(within(canvasElement).getByRole('region', { name: 'Docked views' })).queryByRole('region', {
            name: 'Order AAPL',
          }),
        ).toBeNull(),
      );
    });
  },
};

/** Collapsed at first: only the title bars show, docked from the left. */
export const CollapsedLeft: Story = {
  args: { collapsed: true, align: 'left' },
  play: async ({ canvasElement }) => {
    const order = dockedView(canvasElement, 'Order AAPL');
    await expect(within(order).queryByText('Buy 200 AAPL at 212.40 limit.')).not.toBeVisible();
    const reply = dockedView(canvasElement, 'Reply to desk');
    await expect(order.getBoundingClientRect().left).toBeLessThan(reply.getBoundingClientRect().left);
  },
};

/** A view that can neither pop out nor be closed has neither button. */
export const Pinned: Story = {
  args: { allowDialog: false, allowClose: false },
  play: async ({ canvasElement }) => {
    const reply = dockedView(canvasElement, 'Reply to desk');
    await expect(within(reply).queryByRole('button', { name: 'Open Reply to desk in a dialog' })).toBeNull();
    await expect(within(reply).queryByRole('button', { name: 'Close Reply to desk' })).toBeNull();
    await expect(within(reply).getByRole('button', { name: 'Collapse Reply to desk' })).toBeVisible();
  },
};
