import { useEffect, useRef } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Outlet, useNavigate } from 'react-router-dom';
import { SuspendedOverlay, useIdleDetection } from '@toolbox/kit/app';
import { BannerHost, PopupHost, ToastHost } from '@toolbox/kit/popup';
import { DemoPaletteHost } from './palette/DemoPaletteHost';
import { TopBar } from './topbar/TopBar';

/** An idle showcase sleeps after half an hour, so a forgotten tab stops polling and pushing. */
const IDLE_TIMEOUT_MS = 30 * 60_000;

/**
 * The signed-in app: top bar, app-wide banner, the active tab, the demo palette, popups, toasts, and the app-wide
 * hotkeys.
 */
export function AppShell() {
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  useHotkeys('shift+h', () => navigate('/home'), { preventDefault: true });
  useIdleDetection({ timeoutMs: IDLE_TIMEOUT_MS });
  useEffect(() => {
    document.title = 'Toolbox';
  }, []);
  return (
    <div className="tb-shell">
      <TopBar />
      <BannerHost />
      {/* Focusable from code (tabIndex -1): the demo palette moves the focus here after going to a demo. */}
      <main className="tb-shell-body" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
      <DemoPaletteHost focusTarget={() => main.current} />
      <ToastHost />
      <PopupHost />
      <SuspendedOverlay appName="Toolbox" />
    </div>
  );
}
