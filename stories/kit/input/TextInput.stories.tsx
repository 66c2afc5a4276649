import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { iconArgType } from '../common/iconArg';
import { rightToLeft } from '../common/rightToLeft';

const meta = {
  title: 'Kit/Input/TextInput',
  component: TextInput,
  render: controlledRender(TextInput),
  args: { value: 'Ada Lovelace', 'aria-label': 'Name', placeholder: 'Full name', width: 240, onChange: fn() },
  argTypes: {
    value: { control: 'text' },
    placeholder: { control: 'text' },
    width: { control: 'number' },
    leftIcon: iconArgType(['search', 'edit', 'gear']),
    type: { control: 'inline-radio' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof TextInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A text typed is committed (`onChange`) on Enter or when the focus leaves, not on each keystroke; Escape puts
 * back the committed text.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });

    await step('the keyboard reaches it and it shows the value', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(input).toHaveValue('Ada Lovelace');
    });

    await step('typing alone commits nothing; Enter commits', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'Grace Hopper');
      await expect(args.onChange).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith('Grace Hopper');
    });

    await step('Escape puts back the committed text', async () => {
      await userEvent.type(input, ' Jr');
      await expect(input).toHaveValue('Grace Hopper Jr');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('Grace Hopper');
      await expect(args.onChange).toHaveBeenCalledTimes(1);
    });

    await step('leaving the input commits what was typed', async () => {
      await userEvent.type(input, '!');
      await userEvent.tab();
      await expect(args.onChange).toHaveBeenLastCalledWith('Grace Hopper!');
    });
  },
};

/** With `commitOnChange`, every keystroke commits: for search boxes that filter as the user types. */
export const CommitOnChange: Story = {
  args: {
    value: '',
    commitOnChange: true,
    leftIcon: 'search',
    placeholder: 'Search…',
    'aria-label': 'Search',
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search' });
    await expect(input).toHaveAttribute('placeholder', 'Search…');
    await userEvent.type(input, 'abc');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).toHaveBeenLastCalledWith('abc');
  },
};

/** `type: 'password'` hides what is typed. */
export const Password: Story = {
  args: { value: '', type: 'password', 'aria-label': 'Password', placeholder: 'Password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByPlaceholderText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret');
    await expect(input).toHaveValue('secret');
  },
};

/** Greyed out: neither the pointer nor the keyboard can change it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Marked invalid for assistive technology, and described by its message. */
export const Invalid: Story = {
  args: { value: '', 'aria-invalid': true, 'aria-describedby': 'name-error' },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div id="name-error">A name is required.</div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('A name is required.');
  },
};

/** A text longer than the input scrolls inside it, on one line. */
export const LongText: Story = {
  args: { value: 'Ada Lovelace, Countess of Lovelace, mathematician and writer, born in London in 1815' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input.getBoundingClientRect().height).toBeLessThan(40);
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

/** Right to left: the text starts at the right, the icon too. */
export const RightToLeft: Story = {
  args: { value: 'عدا لوفليس', leftIcon: 'search' },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    const icon = canvasElement.querySelector('svg')?.getBoundingClientRect();
    await expect(icon?.left).toBeGreaterThan(input.getBoundingClientRect().left);
  },
};
