import * as Menu from '@radix-ui/react-dropdown-menu';
import { BookOpen, List, Moon, SignOut, Sun } from '@phosphor-icons/react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { themeModel, toggleTheme } from '../../kit/theme';
import { appModel, logout } from '../appModel';

export function AppMenu() {
  const { identity, environment } = useSnapshot(appModel);
  const { theme } = useSnapshot(themeModel);
  const navigate = useNavigate();
  if (!identity) return null;
  const doLogout = async () => {
    await logout().catch(() => undefined);
    navigate('/login', { replace: true });
  };
  return (
    <Menu.Root>
      <Menu.Trigger className="tb-appbar-button tb-appbar-menu" aria-label="App menu">
        {identity.profilePicUrl ? (
          <img
            className="tb-avatar"
            src={identity.profilePicUrl}
            alt={`${identity.displayName}'s profile picture`}
          />
        ) : null}
        <List size={18} weight="bold" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="tb-menu" align="end" sideOffset={6}>
          <div className="tb-menu-welcome" data-testid="welcome-message">
            <strong>Welcome, {identity.displayName}!</strong>
            <span>Signed in as {identity.username}</span>
            {environment ? (
              <span>
                Toolbox {environment.version} (build {environment.build})
              </span>
            ) : null}
          </div>
          <Menu.Separator className="tb-menu-separator" />
          <Menu.Item className="tb-menu-item" onSelect={toggleTheme}>
            {theme === 'dark' ? <Sun size={16} /> : <Moon size={16} />}
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </Menu.Item>
          <Menu.Item
            className="tb-menu-item"
            onSelect={() => window.open('/storybook/', '_blank', 'noopener')}
          >
            <BookOpen size={16} />
            Open Storybook
          </Menu.Item>
          <Menu.Separator className="tb-menu-separator" />
          <Menu.Item className="tb-menu-item" onSelect={() => void doLogout()}>
            <SignOut size={16} />
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
