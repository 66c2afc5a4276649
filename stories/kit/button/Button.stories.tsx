import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, type Intent } from '@toolbox/kit/button';
import { iconArgType } from '../common/iconArg';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Button/Button',
  component: Button,
  args: { text: 'Save', icon: 'save', onClick: fn() },
  argTypes: {
    text: { control: 'text' },
    icon: iconArgType(),
    rightIcon: iconArgType(),
    intent: { control: 'inline-radio' },
    type: { control: 'inline-radio' },
    title: { control: 'text' },
    ref: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

const INTENTS: readonly Intent[] = ['none', 'primary', 'success', 'warning', 'danger'];

/** A button with a text and an icon: a click, Enter and Space each call `onClick` once. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });

    await step('it is a plain button that is not pressed', async () => {
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('type', 'button');
      await expect(button).not.toHaveAttribute('aria-pressed');
    });

    await step('a click calls onClick', async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });

    await step('the keyboard reaches it and presses it with Enter and Space', async () => {
      button.blur();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    });
  },
};

/** The five intents side by side, in the style the Controls pick (filled, minimal or outlined). */
export const Intents: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {INTENTS.map((intent) => (
        <Button key={intent} {...args} intent={intent} text={intent[0]?.toUpperCase() + intent.slice(1)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([
      'None',
      'Primary',
      'Success',
      'Warning',
      'Danger',
    ]);
    // Each intent has a colour of its own.
    const colours = new Set(buttons.map((b) => getComputedStyle(b).backgroundColor));
    await expect(colours.size).toBe(INTENTS.length);
  },
};

/** Transparent until hovered, its text in the intent's colour: for toolbars and dense layouts. */
export const Minimal: Story = {
  args: { minimal: true, intent: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style.borderTopColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style.color).not.toBe(getComputedStyle(canvasElement).color);
  },
};

/** Transparent with a border in the intent's colour. */
export const Outlined: Story = {
  args: { outlined: true, intent: 'danger', text: 'Delete', icon: 'delete' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(style.borderTopColor).toBe(style.color);
  },
};

/**
 * An icon alone: its `title` is its accessible name and shows in a tooltip when the keyboard moves onto it (or
 * the pointer rests on it).
 */
export const IconOnly: Story = {
  args: { text: undefined, icon: 'refresh', title: 'Refresh', minimal: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(button).not.toHaveTextContent(/./);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The tooltip opens in a portal at the end of the page, outside the story's canvas.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** An icon on each side of the text (`icon` and `rightIcon`). */
export const WithIcons: Story = {
  args: { text: 'Download', icon: 'download', rightIcon: 'add', intent: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    const [first, , last] = [...button.children];
    await expect(first?.querySelector('svg')).not.toBeNull();
    await expect(last?.querySelector('svg')).not.toBeNull();
  },
};

/** Pressed: a toggle that is on, or the selected item of a set (`aria-pressed`). */
export const Active: Story = {
  args: { active: true, text: 'Bold', icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bold', pressed: true })).toBeVisible();
  },
};

/** Greyed out: neither a click nor the keyboard reaches it. */
export const Disabled: Story = {
  args: { disabled: true, intent: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `fill` stretches it over the width of its container, here 320 pixels. */
export const Fill: Story = {
  args: { fill: true, intent: 'success', text: 'Submit', icon: 'add' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button.getBoundingClientRect().width).toBe(320);
  },
};

/** A long text stays on one line: the button grows with it rather than wrap. */
export const LongText: Story = {
  args: { text: 'Save every change made to this portfolio since it was last saved' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Save every change/ });
    await expect(button.getBoundingClientRect().height).toBeLessThan(40);
  },
};

/** Right to left: the icon comes first in reading order, so it shows at the right of the text. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    const icon = button.querySelector('svg')?.getBoundingClientRect();
    const text = within(button).getByText('Save').getBoundingClientRect();
    await expect(icon?.left).toBeGreaterThanOrEqual(text.right);
  },
};
