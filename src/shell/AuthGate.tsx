import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api, FetchError } from '../api';
import { appModel, startSession } from './appModel';

/** Shows its children only with a session; otherwise sends the user to the login page and back afterwards. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { identity } = useSnapshot(appModel);
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (identity) return;
    let cancelled = false;
    api.identity().then(
      (id) => {
        if (!cancelled) startSession(id);
      },
      (e: unknown) => {
        if (cancelled) return;
        if (e instanceof FetchError && e.status === 401) {
          navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
        } else {
          setError(e instanceof Error ? e.message : String(e));
        }
      },
    );
    return () => {
      cancelled = true;
    };
    // Only on first mount and after logout: the location is read once to come back to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity]);

  if (error) {
    return (
      <div className="tb-shell-message" role="alert">
        <h2>Toolbox could not start</h2>
        <p>{error}</p>
        <button type="button" className="tb-shell-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (!identity) return <div className="tb-shell-splash">Loading Toolbox…</div>;
  return <>{children}</>;
}
