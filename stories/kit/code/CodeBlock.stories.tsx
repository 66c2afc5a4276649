import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CodeBlock } from '@toolbox/kit/code';
import { BUTTON_SAMPLE, CSS_SAMPLE } from './codeSamples';

const meta = {
  title: 'Kit/Code/CodeBlock',
  component: CodeBlock,
  args: { code: BUTTON_SAMPLE, lang: 'tsx', title: 'SaveButton.tsx', copyable: true },
  argTypes: {
    code: { control: 'text' },
    lang: { control: 'inline-radio' },
    title: { control: 'text' },
    copyable: { control: 'boolean' },
    className: { control: false },
    'aria-label': { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Read-only code under its title, named by it. The plain text shows at once and the colours follow; Copy puts
 * the code on the clipboard and says "Copied" for a moment.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('figure', { name: 'SaveButton.tsx' });

    await step('it shows the code, then highlights it', async () => {
      await expect(block).toHaveTextContent(
        'return <Button text="Save" intent="primary" onClick={onSave} />;',
      );
      await waitFor(() => expect(block.querySelector('[data-highlighted="true"]')).not.toBeNull(), {
        timeout: 10_000,
      });
      await expect(block).toHaveTextContent("import { Button } from '@toolbox/kit/button';");
    });

    await step('Copy copies the code', async () => {
      const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
        await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
        await expect(write).toHaveBeenCalledWith(BUTTON_SAMPLE);
      } finally {
        write.mockRestore();
      }
      // "Copied" lasts a moment, then the button is Copy again (and no timer is left behind).
      await expect(await canvas.findByRole('button', { name: 'Copy' }, { timeout: 5000 })).toBeVisible();
    });
  },
};

/** Another language (`lang`), without a title or a Copy button: named by its `aria-label`. */
export const CssWithoutCaption: Story = {
  args: { code: CSS_SAMPLE, lang: 'css', title: undefined, copyable: false, 'aria-label': 'Panel styles' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('figure', { name: 'Panel styles' });
    await expect(block).toHaveTextContent('min-height: 0;');
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(block.querySelector('[data-highlighted="true"]')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};
