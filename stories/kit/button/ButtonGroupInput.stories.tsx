import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonGroupInput } from '@toolbox/kit/button';
import { Icon } from '@toolbox/kit/icon';
import { controlledRender } from '../common/controlledRender';

const meta = {
  title: 'Kit/Button/ButtonGroupInput',
  component: ButtonGroupInput,
  render: controlledRender(ButtonGroupInput),
  args: { value: 'v2', options: ['v1', 'v2', 'v3'], 'aria-label': 'Version', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['v1', 'v2', 'v3'] },
    options: { control: 'object' },
    intent: { control: 'inline-radio' },
    'aria-label': { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<typeof ButtonGroupInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three joined buttons, one selected: a click or the arrow keys and Space pick another. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Version' });
    const radio = (name: string) => within(group).getByRole('radio', { name });

    await step('the value is the checked radio', async () => {
      await expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.textContent),
      ).toEqual(['v1', 'v2', 'v3']);
      await expect(radio('v2')).toBeChecked();
      await expect(radio('v1')).not.toBeChecked();
    });

    await step('a click picks another value', async () => {
      await userEvent.click(radio('v3'));
      await expect(args.onChange).toHaveBeenLastCalledWith('v3');
      await expect(radio('v3')).toBeChecked();
      await expect(radio('v2')).not.toBeChecked();
    });

    await step('clicking the selected one keeps it', async () => {
      await userEvent.click(radio('v3'));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(radio('v3')).toBeChecked();
    });

    await step('the arrow keys move between the choices and Space picks one', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(radio('v2')).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith('v2');
      await expect(radio('v2')).toBeChecked();
    });
  },
};

/** With `enableClear`, clicking the selected button leaves none selected (`onChange(null)`). */
export const EnableClear: Story = {
  args: { enableClear: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'v2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    for (const r of canvas.getAllByRole('radio')) await expect(r).not.toBeChecked();
  },
};

/** Outlined buttons: the selected one shows pressed. */
export const Outlined: Story = {
  args: { outlined: true },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('radio', { name: 'v2' });
    const other = within(canvasElement).getByRole('radio', { name: 'v1' });
    await expect(getComputedStyle(selected).backgroundColor).not.toBe(
      getComputedStyle(other).backgroundColor,
    );
  },
};

/** Minimal buttons stand apart, transparent until hovered. */
export const Minimal: Story = {
  args: { minimal: true },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('radio');
    await expect(second?.getBoundingClientRect().left).toBeGreaterThan(
      first?.getBoundingClientRect().right ?? 0,
    );
  },
};

/** Choices shown as icons alone: each one's `title` names it and shows in its tooltip. */
export const IconChoices: Story = {
  args: {
    value: 'list',
    options: [
      { value: 'list', icon: <Icon name="list" />, title: 'List' },
      { value: 'grid', icon: <Icon name="grid" />, title: 'Table' },
      { value: 'dashboard', icon: <Icon name="dashboard" />, title: 'Tiles' },
    ],
    'aria-label': 'View',
  },
  argTypes: { value: { options: ['list', 'grid', 'dashboard'] }, options: { control: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tiles' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('dashboard');
  },
};

/** A disabled option cannot be picked; the others can. */
export const DisabledOption: Story = {
  args: { options: ['v1', { value: 'v2', label: 'v2' }, { value: 'v3', disabled: true }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'v3' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'v3' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'v1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('v1');
  },
};

/** `disabled` greys out the whole group: the value cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const r of canvas.getAllByRole('radio')) await expect(r).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'v1' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'v2' })).toBeChecked();
  },
};

/** `fill` shares the width of the container, here 360 pixels, between the buttons. */
export const Fill: Story = {
  args: { fill: true },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const r of within(canvasElement).getAllByRole('radio')) {
      await expect(Math.round(r.getBoundingClientRect().width)).toBeGreaterThanOrEqual(119);
    }
  },
};

/** Long labels keep to one line each: the group grows with them. */
export const LongLabels: Story = {
  args: {
    value: 'day',
    options: [
      { value: 'day', label: 'Since the start of the trading day' },
      { value: 'week', label: 'Since Monday' },
      { value: 'all', label: 'Since the account was opened' },
    ],
    'aria-label': 'Period',
  },
  argTypes: { value: { options: ['day', 'week', 'all'] } },
  play: async ({ canvasElement }) => {
    for (const r of within(canvasElement).getAllByRole('radio')) {
      await expect(r.getBoundingClientRect().height).toBeLessThan(40);
    }
  },
};
