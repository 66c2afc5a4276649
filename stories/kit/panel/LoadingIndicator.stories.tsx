import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { LoadingIndicator } from '@toolbox/kit/panel';

const save = fn().mockName('Save');

const meta = {
  title: 'Kit/Panel/LoadingIndicator',
  component: LoadingIndicator,
  args: { message: 'Refreshing…', spinner: true, corner: 'br' },
  argTypes: {
    message: { control: 'text' },
    corner: { control: 'inline-radio', options: ['tl', 'tr', 'bl', 'br'] },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div
        data-testid="area"
        style={{
          position: 'relative',
          width: 360,
          height: 160,
          padding: 12,
          border: '1px solid var(--tb-border)',
        }}
      >
        <Button text="Save" onClick={save} />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingIndicator>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A small pill in a corner saying something loads, without blocking the content as a Mask does. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Refreshing…');
    const box = within(canvasElement).getByTestId('area').getBoundingClientRect();
    const pill = status.getBoundingClientRect();
    await expect(box.right - pill.right).toBeLessThan(24);
    await expect(box.bottom - pill.bottom).toBeLessThan(24);
    save.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(save).toHaveBeenCalledTimes(1);
  },
};

/** In the top left corner. */
export const TopLeft: Story = {
  args: { corner: 'tl' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('area').getBoundingClientRect();
    const pill = within(canvasElement).getByRole('status').getBoundingClientRect();
    await expect(pill.left - box.left).toBeLessThan(24);
    await expect(pill.top - box.top).toBeLessThan(24);
  },
};

/** Neither message nor spinner: it says 'Loading...'. */
export const Bare: Story = {
  args: { message: undefined, spinner: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};
