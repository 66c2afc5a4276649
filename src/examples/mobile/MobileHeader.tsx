import {
  CaretLeftIcon,
  DeviceMobileIcon,
  ListIcon,
  MoonIcon,
  SignOutIcon,
  SunIcon,
} from '@phosphor-icons/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../../kit/button';
import { MenuButton } from '../../kit/panel';
import { themeModel, toggleTheme } from '../../kit/theme';
import type { ExampleSession } from '../common/exampleSession';
import { pageTitle } from './mobilePages';

/**
 * The mobile header: Back (on every page but home: to the page above, or home when the app was opened on a
 * deep link), the page's title, and the user menu (who is signed in, theme, Logout).
 */
export function MobileHeader({ session }: { session: ExampleSession }) {
  const { identity } = useSnapshot(session);
  const { theme } = useSnapshot(themeModel);
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const title = pageTitle(pathname);
  const isHome = title === null;
  const back = () => {
    // The first entry of this app's history has the key 'default': going back would leave the app.
    if (key === 'default')
      void navigate(pathname.split('/').slice(0, -1).join('/') || '/', { replace: true });
    else void navigate(-1);
  };
  const dark = theme === 'dark';
  return (
    <header className="tb-example-header tb-mobile-header">
      {isHome ? (
        <span className="tb-mobile-header__icon" aria-hidden>
          <DeviceMobileIcon weight="duotone" />
        </span>
      ) : (
        <Button
          minimal
          className="tb-mobile-header__back"
          icon={<CaretLeftIcon weight="bold" />}
          text="Back"
          onClick={back}
        />
      )}
      <h1 className="tb-mobile-header__title">{title ?? 'Toolbox Mobile'}</h1>
      {identity ? (
        <MenuButton
          minimal
          align="end"
          className="tb-example-header__button tb-mobile-header__menu"
          title="User menu"
          icon={<ListIcon weight="bold" />}
          header={
            <div className="tb-example-header__welcome">
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
    </header>
  );
}
