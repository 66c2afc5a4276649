import { ArrowClockwiseIcon, ListIcon, MoonIcon, SignOutIcon, SunIcon } from '@phosphor-icons/react';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { refreshAll } from '../../kit/app';
import { Button } from '../../kit/button';
import { MenuButton } from '../../kit/panel';
import { themeModel, toggleTheme } from '../../kit/theme';
import type { ExampleSession } from './exampleSession';

/** An example app's header: its icon and name, what else it wants there, Refresh and the user menu. */
export function ExampleHeader({
  session,
  title,
  icon,
  extra,
}: {
  session: ExampleSession;
  title: string;
  icon: ReactNode;
  /** Tools of the app, shown before Refresh. */
  extra?: ReactNode;
}) {
  const { identity } = useSnapshot(session);
  const { theme } = useSnapshot(themeModel);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshAll();
    } finally {
      setRefreshing(false);
    }
  };
  const dark = theme === 'dark';
  return (
    <header className="tb-example-header">
      <span className="tb-example-header__title">
        {icon}
        <span>{title}</span>
      </span>
      <span className="tb-example-header__tools">
        {extra}
        <Button
          minimal
          className={clsx('tb-example-header__button', refreshing && 'is-busy')}
          icon={<ArrowClockwiseIcon weight="bold" />}
          title="Refresh"
          aria-label="Refresh"
          onClick={() => void refresh()}
        />
        {identity ? (
          <MenuButton
            minimal
            align="end"
            className="tb-example-header__button"
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
        ) : null}
      </span>
    </header>
  );
}
