import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { Placeholder } from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';
import { iconArgType } from '../common/iconArg';

const newOrder = fn().mockName('New order');

const CONTENTS = {
  Text: <p>Select an order to see its details.</p>,
  'Text and a button': (
    <>
      <p>No orders yet today.</p>
      <Button text="New order" intent="primary" onClick={newOrder} />
    </>
  ),
  '(none)': undefined,
};

const meta = {
  title: 'Kit/Panel/Placeholder',
  component: Placeholder,
  args: { icon: 'search', children: 'Text' },
  argTypes: {
    icon: iconArgType(['search', 'add', 'edit', 'gear']),
    children: choiceArgType(CONTENTS),
    className: { control: false },
    style: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 300, border: '1px dashed var(--tb-border)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Placeholder>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An empty state: a large, muted icon and a message, centred in the space it fills. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Select an order to see its details.');
    await expect(text).toBeVisible();
    const box = (text.parentElement as HTMLElement).getBoundingClientRect();
    const r = text.getBoundingClientRect();
    // Centred both ways, with the icon above the message.
    await expect(Math.abs(r.left + r.width / 2 - (box.left + box.width / 2))).toBeLessThan(2);
    await expect(r.top).toBeGreaterThan(box.top + box.height / 2 - r.height);
  },
};

/** A message with a button, for what the user can do about it. */
export const WithAction: Story = {
  args: { children: 'Text and a button', icon: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet today.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(newOrder).toHaveBeenCalledTimes(1);
  },
};

/** Text alone, without an icon. */
export const NoIcon: Story = {
  args: { icon: '(none)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Select an order to see its details.')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
