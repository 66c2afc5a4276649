import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { CopyButton } from '@toolbox/kit/code';

const meta = {
  title: 'Kit/Code/CopyButton',
  component: CopyButton,
  args: { text: 'npm install @toolbox/kit' },
  argTypes: {
    text: { control: 'text' },
    className: { control: false },
  },
} satisfies Meta<typeof CopyButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Puts its `text` on the clipboard and says "Copied" for a moment; the keyboard reaches it too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(write).toHaveBeenCalledWith('npm install @toolbox/kit');
    } finally {
      write.mockRestore();
    }
    await expect(await canvas.findByRole('button', { name: 'Copy' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A clipboard that refuses (no permission) leaves the button as it was: the text can be selected by hand. */
export const ClipboardRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await expect(write).toHaveBeenCalledWith('npm install @toolbox/kit');
      // The refusal is settled before the button could change: it still says Copy.
      await write.mock.results[0]?.value.catch(() => undefined);
      await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Copied' })).toBeNull();
    } finally {
      write.mockRestore();
    }
  },
};
