import { ListIcon, MoonIcon, SignOutIcon, SunIcon } from '@phosphor-icons/react';
import { clsx } from 'clsx';
import { useSnapshot } from 'valtio';
import { MenuButton } from '@toolbox/kit/panel';
import { themeModel, toggleTheme } from '@toolbox/kit/theme';
import type { ExampleSession } from './exampleSession';

/** The user menu of an app's header: who is signed in, the theme, Logout. Nothing without a signed-in user. */
export function ExampleUserMenu({ session, className }: { session: ExampleSession; className?: string }) {
  const { identity } = useSnapshot(session);
  const { theme } = useSnapshot(themeModel);
  if (!identity) return null;
  const dark = theme === 'dark';
  return (
    <MenuButton
      minimal
      align="end"
      className={clsx('tb-example-header__button', className)}
      title="User menu"
      icon={<ListIcon weight="bold" />}
      header={
        <div className="tb-example-header__welcome" data-testid="example-welcome">
          <strong>{identity.displayName}</strong>
          <span>Signed in as {identity.username}</span>
        </div>
      }
      items={[
        {
          text: dark ? 'Light theme' : 'Dark theme',
          icon: dark ? <SunIcon /> : <MoonIcon />,
          onClick: toggleTheme,
        },
        '-',
        { text: 'Logout', icon: <SignOutIcon />, onClick: () => void session.logout() },
      ]}
    />
  );
}
