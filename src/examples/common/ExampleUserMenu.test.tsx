import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocketClient } from '@toolbox/kit/net';
import { setTheme, themeModel } from '@toolbox/kit/theme';
import { ExampleSession } from './exampleSession';
import { ExampleUserMenu } from './ExampleUserMenu';

// A socket that never connects: the menu only reads who is signed in.
const socket = { start: vi.fn(), stop: vi.fn() } as unknown as WebSocketClient;

function signedIn(): ExampleSession {
  const session = new ExampleSession(socket);
  session.identity = { username: 'demo', displayName: 'Demo User', roles: ['user'], profilePicUrl: null };
  return session;
}

describe('ExampleUserMenu', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => setTheme('light'));
  });

  it('shows nothing without a signed-in user', () => {
    render(<ExampleUserMenu session={new ExampleSession(socket)} />);
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  });

  it('shows who is signed in, switches the theme and logs out', async () => {
    const session = signedIn();
    const logout = vi.spyOn(ExampleSession.prototype, 'logout').mockResolvedValue();
    render(<ExampleUserMenu session={session} className="extra" />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'User menu' });
    expect(button).toHaveClass('tb-example-header__button', 'extra');

    await user.click(button);
    let menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('example-welcome')).toHaveTextContent('Demo UserSigned in as demo');
    await user.click(within(menu).getByRole('menuitem', { name: 'Dark theme' }));
    expect(themeModel.theme).toBe('dark');

    await user.click(button);
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((e) => e.textContent),
    ).toEqual(['Light theme', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
