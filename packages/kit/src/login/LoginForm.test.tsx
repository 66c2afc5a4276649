import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LoginForm, type LoginCredentials, type LoginFormProps } from './LoginForm';

// A schema like the contract's login request: its own messages, the username trimmed.
const schema = z.object({
  username: z.string().trim().min(1, 'Please enter a username.'),
  password: z.string().min(1, 'Please enter a password.'),
});

class ReadableError extends Error {}

function renderForm(props: Partial<LoginFormProps> = {}) {
  const onLogin = vi.fn<(c: LoginCredentials) => Promise<void>>(() => Promise.resolve());
  render(
    <LoginForm
      title="Portfolio"
      subtitle="Please sign in."
      icon={<svg data-testid="app-icon" />}
      schema={schema}
      onLogin={onLogin}
      errorMessage={(e) => (e instanceof ReadableError ? e.message : undefined)}
      {...props}
    />,
  );
  return { onLogin: props.onLogin ?? onLogin };
}

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const login = () => screen.getByRole('button', { name: 'Login' });

async function signIn(user: string, pass: string) {
  await userEvent.type(username(), user);
  await userEvent.type(password(), pass);
  await userEvent.click(login());
}

describe('LoginForm', () => {
  it("shows the app's name, subtitle and icon, focuses the username and labels both fields", () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in.')).toBeInTheDocument();
    expect(screen.getByTestId('app-icon')).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the schema's first message and does not sign in while a field is empty", async () => {
    const { onLogin } = renderForm();
    await userEvent.click(login());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a username.');
    await userEvent.type(username(), '   ');
    await userEvent.click(login());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a username.');
    await userEvent.clear(username());
    await userEvent.type(username(), 'demo');
    await userEvent.click(login());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a password.');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("falls back to 'Please fill in both fields.' when the check fails without an issue", async () => {
    // zod always names an issue; a schema of the app's own may not.
    const bare = { safeParse: () => ({ success: false, error: { issues: [] } }) };
    const { onLogin } = renderForm({ schema: bare as unknown as LoginFormProps['schema'] });
    await userEvent.click(login());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in both fields.');
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('signs in with what the schema parsed (the username trimmed), busy until the page replaces it', async () => {
    let finish: () => void = () => undefined;
    const onLogin = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ onLogin });
    await userEvent.type(username(), '  demo ');
    await userEvent.type(password(), 'demo{Enter}');
    expect(onLogin).toHaveBeenCalledWith({ username: 'demo', password: 'demo' });
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it("shows a failed sign-in's readable message, clears the password and enables Login again", async () => {
    const onLogin = vi.fn(() => Promise.reject(new ReadableError('Invalid username or password.')));
    renderForm({ onLogin });
    await signIn('demo', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(password()).toHaveValue('');
    expect(username()).toHaveValue('demo');
    expect(login()).toBeEnabled();
  });

  it("shows 'Login failed. Please try again.' for an error without a message for users", async () => {
    const onLogin = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    renderForm({ onLogin });
    await signIn('demo', 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('clears the message when the next attempt starts', async () => {
    const onLogin = vi
      .fn<(c: LoginCredentials) => Promise<void>>()
      .mockRejectedValueOnce(new ReadableError('Invalid username or password.'))
      .mockReturnValueOnce(new Promise(() => undefined));
    renderForm({ onLogin });
    await signIn('demo', 'wrong');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.type(password(), 'demo');
    await userEvent.click(login());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onLogin).toHaveBeenLastCalledWith({ username: 'demo', password: 'demo' });
  });

  it("takes an app's own words", async () => {
    renderForm({
      texts: { username: 'User', password: 'Secret', submit: 'Sign in', incomplete: 'Both, please.' },
    });
    expect(screen.getByLabelText('User')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a username.');
  });
});
