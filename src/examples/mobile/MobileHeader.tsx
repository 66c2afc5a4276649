import { CaretLeftIcon, DeviceMobileIcon } from '@phosphor-icons/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@toolbox/kit/button';
import type { ExampleSession } from '../common/exampleSession';
import { ExampleUserMenu } from '../common/ExampleUserMenu';
import { pageTitle } from './mobilePages';

/**
 * The mobile header: Back (on every page but home: to the page above, or home when the app was opened on a
 * deep link), the page's title, and the user menu (who is signed in, theme, Logout).
 */
export function MobileHeader({ session }: { session: ExampleSession }) {
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
      <ExampleUserMenu session={session} className="tb-mobile-header__menu" />
    </header>
  );
}
