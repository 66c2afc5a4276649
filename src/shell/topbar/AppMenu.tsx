import { BookOpenIcon, ListIcon, MoonIcon, SignOutIcon, SunIcon } from '@phosphor-icons/react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Environment, Identity } from '../../api';
import { MenuButton } from '@toolbox/kit/panel';
import { themeModel, toggleTheme } from '@toolbox/kit/theme';
import { appModel, logout } from '../appModel';

/** The spec's multi-line welcome message: who is signed in, and which build of Toolbox they are using. */
function WelcomeMessage({
  identity,
  environment,
}: {
  identity: Pick<Identity, 'displayName' | 'username'>;
  environment: Pick<Environment, 'version' | 'build'> | null;
}) {
  return (
    <div className="tb-appmenu-welcome" data-testid="welcome-message">
      <strong>Welcome, {identity.displayName}!</strong>
      <span>Signed in as {identity.username}</span>
      {environment ? (
        <span>
          Toolbox {environment.version} (build {environment.build})
        </span>
      ) : null}
    </div>
  );
}

/** The app menu at the right of the top bar: the welcome message, theme, Storybook and Logout. */
export function AppMenu() {
  const { identity, environment } = useSnapshot(appModel);
  const { theme } = useSnapshot(themeModel);
  const navigate = useNavigate();
  if (!identity) return null;
  const doLogout = async () => {
    await logout().catch(() => undefined);
    navigate('/login', { replace: true });
  };
  const dark = theme === 'dark';
  return (
    <MenuButton
      className="tb-appbar-button"
      minimal
      align="end"
      title="App menu"
      icon={
        <>
          {identity.profilePicUrl ? (
            <img
              className="tb-avatar"
              src={identity.profilePicUrl}
              alt={`${identity.displayName}'s profile picture`}
            />
          ) : null}
          <ListIcon weight="bold" />
        </>
      }
      header={<WelcomeMessage identity={identity} environment={environment} />}
      items={[
        {
          text: dark ? 'Light theme' : 'Dark theme',
          icon: dark ? <SunIcon /> : <MoonIcon />,
          onClick: toggleTheme,
        },
        {
          text: 'Open Storybook',
          icon: <BookOpenIcon />,
          onClick: () => window.open('/storybook/', '_blank', 'noopener'),
        },
        '-',
        { text: 'Logout', icon: <SignOutIcon />, onClick: () => void doLogout() },
      ]}
    />
  );
}
