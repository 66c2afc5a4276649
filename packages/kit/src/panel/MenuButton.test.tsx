import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visibleMenuItems, type MenuItem } from './MenuItem';
import { MenuButton } from './MenuButton';

describe('MenuButton', () => {
  it('opens a menu whose items call back, with disabled items and sub-menus', async () => {
    const onOpen = vi.fn();
    const onEmail = vi.fn();
    const onArchive = vi.fn();
    const items: MenuItem[] = [
      { text: 'Open', icon: <svg data-testid="open-icon" />, onClick: onOpen },
      { text: 'Archive', disabled: true, onClick: onArchive },
      { text: 'Secret', hidden: true },
      '-',
      { text: 'Share', items: [{ text: 'Email', onClick: onEmail }, { text: 'Slack' }] },
    ];
    render(<MenuButton text="Actions" items={items} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((e) => e.textContent)).toEqual(['Open', 'Archive', 'Share']);
    expect(within(menu).queryByText('Secret')).toBeNull();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByTestId('open-icon')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('data-disabled');
    await user.click(within(menu).getByRole('menuitem', { name: 'Archive' }));
    expect(onArchive).not.toHaveBeenCalled();

    const share = within(menu).getByRole('menuitem', { name: 'Share' });
    expect(share).toHaveAttribute('aria-haspopup', 'menu');
    share.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Email' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onEmail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows a header above the items that the keyboard passes over', async () => {
    const onLogout = vi.fn();
    render(
      <MenuButton
        aria-label="App menu"
        icon={<svg />}
        header={
          <div data-testid="welcome">
            <strong>Welcome, Ada!</strong>
            <div>Signed in as ada</div>
          </div>
        }
        items={[{ text: 'Logout', onClick: onLogout }]}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'App menu' }));
    const menu = await screen.findByRole('menu');
    const welcome = within(menu).getByTestId('welcome');
    expect(welcome).toHaveTextContent('Welcome, Ada!Signed in as ada');
    // The header comes first, set apart from the items by a separator.
    const separator = within(menu).getByRole('separator');
    expect(welcome.compareDocumentPosition(separator) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Arrow keys move between items only: the header is never focused.
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is disabled with the disabled flag', () => {
    render(<MenuButton text="Actions" items={[{ text: 'Open' }]} disabled />);
    expect(screen.getByRole('button', { name: 'Actions' })).toBeDisabled();
  });
});

describe('visibleMenuItems', () => {
  it('drops hidden items and separators that would start, end or double up', () => {
    const a = { text: 'A' };
    const b = { text: 'B' };
    expect(visibleMenuItems(['-', a, '-', { text: 'x', hidden: true }, '-', b, '-'])).toEqual([a, '-', b]);
    expect(visibleMenuItems([{ text: 'x', hidden: true }, '-'])).toEqual([]);
  });
});
