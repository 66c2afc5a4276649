import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorMessage } from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';
import { iconArgType } from '../common/iconArg';
import { rightToLeft } from '../common/rightToLeft';

/** What went wrong, in each shape the component reads a message from. */
const ERRORS = {
  Error: new Error('The orders could not be read: the server did not answer.'),
  Text: 'The pricing feed is down.',
  '{ message }': { message: 'Session expired. Sign in again.' },
  '(none)': undefined,
};

const meta = {
  title: 'Kit/Panel/ErrorMessage',
  component: ErrorMessage,
  args: {
    error: 'Error',
    title: 'Something went wrong:',
    actionFn: fn(),
    actionText: 'Retry',
  },
  argTypes: {
    error: choiceArgType(ERRORS),
    title: { control: 'text' },
    actionText: { control: 'text' },
    actionIcon: iconArgType(['refresh', 'delete', 'edit']),
    icon: iconArgType(['gear', 'search']),
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorMessage>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A card centred where the failed content would be: an icon, a title, the error's message and an action that
 * calls `actionFn` (e.g. to retry). It is announced as an alert.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong:');
    await expect(alert).toHaveTextContent('The orders could not be read: the server did not answer.');
    await userEvent.tab();
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actionFn).toHaveBeenCalledTimes(1);
  },
};

/** Without `actionFn` there is no button: the message only informs. */
export const NoAction: Story = {
  args: { actionFn: undefined, error: 'Text' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The pricing feed is down.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** Its own title, action text and icon; the message read from an object's `message`. */
export const Custom: Story = {
  args: { title: 'Signed out', error: '{ message }', actionText: 'Sign in', actionIcon: 'edit' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Signed out');
    await expect(alert).toHaveTextContent('Session expired. Sign in again.');
    await expect(within(alert).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** No error (null or undefined): nothing renders. */
export const NoError: Story = {
  args: { error: '(none)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Right to left: the card's text is centred as before, the button's icon sits at its right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    const icon = retry.querySelector('svg') as SVGElement;
    const text = within(retry).getByText('Retry');
    await expect(icon.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      text.getBoundingClientRect().right,
    );
  },
};
