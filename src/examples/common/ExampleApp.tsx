import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { PopupHost, ToastHost } from '@toolbox/kit/popup';
import { themeModel } from '@toolbox/kit/theme';
import { ExampleHeader } from './ExampleHeader';
import { ExampleLogin } from './ExampleLogin';
import { ExampleSession } from './exampleSession';
import './exampleApp.css';

export interface ExampleAppProps {
  title: string;
  icon: ReactNode;
  /** Tools of the app for the header, before Refresh. */
  headerExtra?: ReactNode;
  /** The app's body for a signed-in user; mounted after sign-in and unmounted on logout. */
  children: (session: ExampleSession) => ReactNode;
  /** A session of the caller's (tests); by default the app makes its own. */
  session?: ExampleSession;
}

/**
 * The frame every example app shares: the session check, its own sign-in when there is no session (and again
 * after Logout), the header (name, Refresh, user menu with theme and Logout), and the toast and popup hosts.
 */
export function ExampleApp({ title, icon, headerExtra, children, session: given }: ExampleAppProps) {
  const [session] = useState(() => given ?? new ExampleSession());
  const { identity, checked, error } = useSnapshot(session);
  const { theme } = useSnapshot(themeModel);

  useEffect(() => {
    void session.check();
    return () => session.destroy();
  }, [session]);

  useEffect(() => {
    document.title = `${title} · Toolbox`;
  }, [title]);

  let body: ReactNode;
  if (error) {
    body = (
      <div className="tb-example-message" role="alert">
        <h2>{title} could not start</h2>
        <p>{error}</p>
        <Button intent="primary" text="Retry" onClick={() => void session.check()} />
      </div>
    );
  } else if (!checked && !identity) {
    body = <div className="tb-example-message">Loading {title}…</div>;
  } else if (!identity) {
    body = <ExampleLogin session={session} title={title} icon={icon} />;
  } else {
    body = (
      <>
        <ExampleHeader session={session} title={title} icon={icon} extra={headerExtra} />
        <main className="tb-example-body">{children(session)}</main>
      </>
    );
  }
  return (
    <div className="tb-example-app">
      {body}
      <ToastHost theme={theme} />
      <PopupHost />
    </div>
  );
}
