import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinPad, PinPadModel, type PinPadProps } from '@toolbox/kit/pinpad';

/** The story's args: the pad's props, and the model's config that the Controls set. */
interface PinPadStoryArgs extends Omit<PinPadProps, 'model'> {
  /** Digits in a PIN (PinPadModel's `pinLength`). */
  pinLength: number;
  /** The line above the digits. */
  header: string;
  /** The line under it. */
  subHeader: string;
  /** Whether the pad starts disabled. */
  disabled: boolean;
  /** Called with the PIN once its last digit is entered. */
  onComplete: (pin: string) => void;
}

/** A PinPad whose model is made from the story's args, anew when they change. */
function PinPadStory({ pinLength, header, subHeader, disabled, onComplete, ...props }: PinPadStoryArgs) {
  const model = useMemo(
    () => new PinPadModel({ pinLength, header, subHeader, disabled, onComplete }),
    [pinLength, header, subHeader, disabled, onComplete],
  );
  return <PinPad {...props} model={model} />;
}

const meta = {
  title: 'Kit/Pinpad/PinPad',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: PinPad as unknown as ComponentType<PinPadStoryArgs>,
  render: (args) => <PinPadStory {...args} />,
  args: {
    pinLength: 4,
    header: 'Enter your PIN',
    subHeader: 'to unlock the trading desk',
    disabled: false,
    autoFocus: true,
    onComplete: fn(),
  },
  argTypes: {
    pinLength: { control: { type: 'number', min: 1, max: 8 } },
    header: { control: 'text' },
    subHeader: { control: 'text' },
    disabled: { control: 'boolean' },
    autoFocus: { control: 'boolean' },
    className: { control: false },
  },
} satisfies Meta<PinPadStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const entered = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/**
 * One slot per digit and on-screen keys. Digits can be clicked or typed; Backspace deletes the last, Escape
 * clears them; the last digit calls `onComplete` with the PIN.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pad = canvas.getByRole('group', { name: 'PIN pad' });
    await expect(pad).toHaveFocus();
    await expect(canvas.getByText('Enter your PIN')).toBeVisible();
    await expect(entered(canvasElement)).toHaveAccessibleName('0 of 4 digits entered');

    await step('clicks and keys enter digits; Backspace and Escape take them away', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '1' }));
      await userEvent.keyboard('27');
      await expect(entered(canvasElement)).toHaveAccessibleName('3 of 4 digits entered');
      await userEvent.click(canvas.getByRole('button', { name: 'Backspace' }));
      await expect(entered(canvasElement)).toHaveAccessibleName('2 of 4 digits entered');
      await userEvent.keyboard('{Escape}');
      await expect(entered(canvasElement)).toHaveAccessibleName('0 of 4 digits entered');
      await expect(args.onComplete).not.toHaveBeenCalled();
    });

    await step('the last digit completes the PIN', async () => {
      await userEvent.keyboard('2468');
      await expect(entered(canvasElement)).toHaveAccessibleName('4 of 4 digits entered');
      await expect(args.onComplete).toHaveBeenCalledTimes(1);
      await expect(args.onComplete).toHaveBeenCalledWith('2468');
    });
  },
};

/** A longer PIN (`pinLength`): a slot per digit. */
export const SixDigits: Story = {
  args: { pinLength: 6 },
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard('12345');
    await expect(entered(canvasElement)).toHaveAccessibleName('5 of 6 digits entered');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Disabled (while a PIN is checked, or locked): the keys and the keyboard enter nothing. */
export const Disabled: Story = {
  args: { disabled: true, header: 'Account locked', subHeader: 'Try again later.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'PIN pad' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '5' })).toBeDisabled();
    await userEvent.keyboard('5');
    await expect(entered(canvasElement)).toHaveAccessibleName('0 of 4 digits entered');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
