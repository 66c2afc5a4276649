import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { Mask } from '@toolbox/kit/panel';

const save = fn().mockName('Save');

const meta = {
  title: 'Kit/Panel/Mask',
  component: Mask,
  args: { message: 'Loading orders…', spinner: true, inline: true },
  argTypes: { message: { control: 'text' }, className: { control: false } },
  decorators: [
    (Story) => (
      <div
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
} satisfies Meta<typeof Mask>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A translucent layer over its positioned parent (in a Panel, the body) while something loads: it says so to
 * assistive technology, and what is under it cannot be clicked.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading orders…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    // What a click on the button would reach is the mask, not the button.
    const button = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const hit = document.elementFromPoint(button.left + button.width / 2, button.top + button.height / 2);
    await expect(status.contains(hit)).toBe(true);
  },
};

/** A spinner alone. */
export const SpinnerOnly: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A message without a spinner: for a state rather than a wait. */
export const MessageOnly: Story = {
  args: { message: 'Pick an account to see its orders.', spinner: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Pick an account to see its orders.');
    await expect(status.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};
