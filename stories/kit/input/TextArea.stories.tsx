import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { rightToLeft } from '../common/rightToLeft';

const NOTE = 'Call back after the quarterly figures are out.';

const meta = {
  title: 'Kit/Input/TextArea',
  component: TextArea,
  render: controlledRender(TextArea),
  args: { value: NOTE, 'aria-label': 'Notes', placeholder: 'Notes', width: 320, height: 100, onChange: fn() },
  argTypes: {
    value: { control: 'text' },
    placeholder: { control: 'text' },
    width: { control: 'number' },
    height: { control: 'number' },
    'aria-label': { control: 'text' },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Several lines of text: Enter adds a line, and the text is committed when the focus leaves. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });

    await step('it shows the text', async () => {
      await expect(area).toHaveValue(NOTE);
    });

    await step('Enter adds a line and commits nothing', async () => {
      await userEvent.click(area);
      await userEvent.keyboard('{Enter}Ask for Ada.');
      await expect(area).toHaveValue(`${NOTE}\nAsk for Ada.`);
      await expect(args.onChange).not.toHaveBeenCalled();
    });

    await step('leaving it commits the text', async () => {
      await userEvent.tab();
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(`${NOTE}\nAsk for Ada.`);
    });
  },
};

/** Empty: the placeholder shows. */
export const Empty: Story = {
  args: { value: null, placeholder: 'What was agreed?' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(area).toHaveValue('');
    await expect(area).toHaveAttribute('placeholder', 'What was agreed?');
  },
};

/** A text taller than the area scrolls inside it. */
export const LongText: Story = {
  args: { value: Array.from({ length: 12 }, (_, i) => `Line ${i + 1}: ${NOTE}`).join('\n') },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
  },
};

/** Greyed out: the keyboard passes it by. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(area).toBeDisabled();
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
  },
};

/** Right to left: the text starts at the right. */
export const RightToLeft: Story = {
  args: { value: 'اتصل بعد صدور الأرقام الفصلية.' },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(getComputedStyle(area).direction).toBe('rtl');
  },
};
