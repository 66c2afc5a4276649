import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TruncatedText } from '@toolbox/kit/popup';
import { rightToLeft } from '../common/rightToLeft';

const ISSUE = 'Grid: keep the selection when a reload re-sorts the rows of a grouped grid';
/** ISSUE cut to 55 characters at its last word break, as the kit documents. */
const CUT = 'Grid: keep the selection when a reload re-sorts the…';

const popoverClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const meta = {
  title: 'Kit/Popup/TruncatedText',
  component: TruncatedText,
  args: { text: ISSUE, maxLength: 55, title: 'Issue' },
  argTypes: {
    text: { control: 'text' },
    maxLength: { control: { type: 'number', min: 1, step: 5 } },
    title: { control: 'text' },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ margin: 16, width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TruncatedText>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Text longer than `maxLength` ends in an ellipsis; Enter or a click shows the whole in a popover under the
 * `title`, as does the pointer resting on it. Escape closes it.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const cut = within(canvasElement).getByRole('button', { name: CUT });

    await step('the keyboard reaches the cut text; Enter opens the whole', async () => {
      await userEvent.tab();
      await expect(cut).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const popover = await screen.findByRole('dialog');
      await expect(popover).toHaveTextContent(`Issue${ISSUE}`);
      // Opened from where the user is, it leaves the focus there.
      await expect(cut).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await popoverClosed();
    });

    await step('the pointer resting on it opens it; moving away closes it', async () => {
      await userEvent.hover(cut);
      await expect(await screen.findByRole('dialog')).toHaveTextContent(ISSUE);
      await userEvent.unhover(cut);
      await popoverClosed();
    });
  },
};

/** Text that fits is plain text: nothing to open. */
export const Fits: Story = {
  args: { text: 'Grid: keep the selection' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Grid: keep the selection')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Without a `title`, the popover holds the text alone. */
export const NoTitle: Story = {
  args: { title: undefined, maxLength: 30 },
  play: async ({ canvasElement }) => {
    const cut = within(canvasElement).getByRole('button', { name: 'Grid: keep the selection…' });
    await userEvent.click(cut);
    const popover = await screen.findByRole('dialog');
    await expect(popover).toHaveTextContent(new RegExp(`^${ISSUE}$`));
    await userEvent.keyboard('{Escape}');
    await popoverClosed();
  },
};

/** Right to left: the cut text starts at the right, the ellipsis at its left end. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const cut = within(canvasElement).getByRole('button', { name: CUT });
    const line = (cut.parentElement as HTMLElement).getBoundingClientRect();
    await expect(line.right - cut.getBoundingClientRect().right).toBeLessThan(2);
    await expect(cut.getBoundingClientRect().left - line.left).toBeGreaterThan(50);
  },
};
