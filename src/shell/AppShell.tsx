import { useEffect } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ToastHost } from '../kit/popup';
import { themeModel } from '../kit/theme';
import { TopBar } from './topbar/TopBar';

/** The signed-in app: top bar, the active tab, toasts, and the app-wide hotkeys. */
export function AppShell() {
  const navigate = useNavigate();
  const { theme } = useSnapshot(themeModel);
  useHotkeys('shift+h', () => navigate('/home'), { preventDefault: true });
  useEffect(() => {
    document.title = 'Toolbox';
  }, []);
  return (
    <div className="tb-shell">
      <TopBar />
      <main className="tb-shell-body">
        <Outlet />
      </main>
      <ToastHost theme={theme} />
    </div>
  );
}
