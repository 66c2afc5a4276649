import { DeviceMobileIcon } from '@phosphor-icons/react';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '@toolbox/kit/button';
import { PopupHost, ToastHost } from '@toolbox/kit/popup';
import { themeModel } from '@toolbox/kit/theme';
import { ExampleLogin } from '../common/ExampleLogin';
import { ExampleSession } from '../common/exampleSession';
import '../common/exampleApp.css';
import { MobileHeader } from './MobileHeader';
import { FormPage } from './pages/FormPage';
import { GridPage } from './pages/GridPage';
import { HomePage } from './pages/HomePage';
import { IconsPage } from './pages/IconsPage';
import { PanelsPage } from './pages/PanelsPage';
import { PopupsPage } from './pages/PopupsPage';
import { TabsPage } from './pages/TabsPage';
import { TradeDetailPage } from './pages/TradeDetailPage';
import { TreeGridPage } from './pages/TreeGridPage';
import './mobile.css';

/** Where the app is served; its pages are paths below it. */
export const MOBILE_BASE = '/mobile';

export interface MobileAppProps {
  /** A session of the caller's (tests); by default the app makes its own. */
  session?: ExampleSession;
  /** Route in memory from this path (stories, tests) instead of the browser's address below /mobile. */
  initialPath?: string;
}

/**
 * The mobile app, a whole app at /mobile built for phones (390×844 and up, touch first): the session check and
 * sign-in as in the other apps, a header with back navigation and the user menu, the home list and its pages.
 */
export function MobileApp({ session: given, initialPath }: MobileAppProps) {
  const [session] = useState(() => given ?? new ExampleSession());
  const { identity, checked, error } = useSnapshot(session);
  const { theme } = useSnapshot(themeModel);

  useEffect(() => {
    void session.check();
    return () => session.destroy();
  }, [session]);

  let body: ReactNode;
  if (error) {
    body = (
      <div className="tb-example-message" role="alert">
        <h2>Mobile could not start</h2>
        <p>{error}</p>
        <Button intent="primary" text="Retry" onClick={() => void session.check()} />
      </div>
    );
  } else if (!checked && !identity) {
    body = <div className="tb-example-message">Loading Mobile…</div>;
  } else if (!identity) {
    body = <ExampleLogin session={session} title="Mobile" icon={<DeviceMobileIcon weight="duotone" />} />;
  } else {
    const pages = (
      <>
        <MobileHeader session={session} />
        <main className="tb-mobile-body">
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/grid" element={<GridPage />} />
            <Route path="/grid/:tradeId" element={<TradeDetailPage />} />
            <Route path="/treeGrid" element={<TreeGridPage />} />
            <Route path="/form" element={<FormPage />} />
            <Route path="/tabs" element={<TabsPage />} />
            <Route path="/panels" element={<PanelsPage />} />
            <Route path="/popups" element={<PopupsPage />} />
            <Route path="/icons" element={<IconsPage />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </main>
      </>
    );
    body =
      initialPath === undefined ? (
        <BrowserRouter basename={MOBILE_BASE}>{pages}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[initialPath]}>{pages}</MemoryRouter>
      );
  }
  return (
    <div className="tb-example-app tb-mobile-app">
      {body}
      <ToastHost theme={theme} />
      <PopupHost />
    </div>
  );
}
