import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { LoginForm, type LoginCredentials } from '@toolbox/kit/login';
import { iconArgType } from '../common/iconArg';

/** A schema like an app's login request: its own messages, the username trimmed. */
const SCHEMA = z.object({
  username: z.string().trim().min(1, 'Please enter a username.'),
  password: z.string().min(1, 'Please enter a password.'),
});

/** An error whose message a user may read (as an API client's would be). */
class ReadableError extends Error {}

const meta = {
  title: 'Kit/Login/LoginForm',
  component: LoginForm,
  args: {
    title: 'Portfolio',
    subtitle: 'Please sign in.',
    icon: 'briefcase',
    schema: SCHEMA,
    // The implementation is given to fn() itself: Storybook restores each spy before a story, dropping a mock*Value.
    onLogin: fn(async (_credentials: LoginCredentials) => undefined),
    errorMessage: (e: unknown) => (e instanceof ReadableError ? e.message : undefined),
    texts: {},
  },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    icon: iconArgType(['briefcase', 'gear', 'search']),
    schema: { control: false },
    errorMessage: { control: false },
    texts: { control: 'object' },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByLabelText('Username'),
    password: canvas.getByLabelText('Password'),
  };
};

/**
 * The app's name and icon over a username and a password. Login (or Enter) checks them with the `schema`, then
 * calls `onLogin` with what it parsed; the button is busy until the page replaces the form.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { canvas, username, password } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();

    await step('an empty field shows the schema’s message and signs nobody in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
      await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a username.');
      await expect(args.onLogin).not.toHaveBeenCalled();
    });

    await step('Enter signs in with the username trimmed; the button is busy', async () => {
      await userEvent.type(username, '  demo ');
      await userEvent.type(password, 'demo{Enter}');
      await expect(args.onLogin).toHaveBeenCalledWith({ username: 'demo', password: 'demo' });
      await expect(canvas.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/** A refused sign-in shows the server's readable message, clears the password and lets the user try again. */
export const Refused: Story = {
  args: {
    onLogin: fn(async (_credentials: LoginCredentials) => {
      throw new ReadableError('Invalid username or password.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, username, password } = fields(canvasElement);
    await userEvent.type(username, 'demo');
    await userEvent.type(password, 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    await expect(password).toHaveValue('');
    await expect(username).toHaveValue('demo');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

/** An error with no message for users (the network is down) shows the form's own. */
export const NetworkDown: Story = {
  args: {
    onLogin: fn(async (_credentials: LoginCredentials) => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, username, password } = fields(canvasElement);
    await userEvent.type(username, 'demo');
    await userEvent.type(password, 'demo{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  },
};

/** An app's own words (`texts`) replace the form's. */
export const OwnWords: Story = {
  args: { texts: { username: 'User', password: 'Secret', submit: 'Sign in' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form takes the focus as it mounts, after the story has rendered.
    await waitFor(() => expect(canvas.getByLabelText('User')).toHaveFocus());
    await expect(canvas.getByLabelText('Secret')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
