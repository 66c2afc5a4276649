import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { appModel, checkSession, startSession } from './appModel';

/** Shows its children only with a session; otherwise sends the user to the login page and back afterwards. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { identity } = useSnapshot(appModel);
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  // Whether the app behind the gate may render: at once when the session is known as the gate mounts, else once
  // it has come. The app's first render is then a transition, which React splits into short tasks; rendered on
  // the session store's update it would be one synchronous task of the whole page (a cold load's longest).
  const [entered, setEntered] = useState(identity != null);
  useEffect(() => {
    if (identity && !entered) startTransition(() => setEntered(true));
  }, [identity, entered]);

  useEffect(() => {
    if (identity) return;
    let cancelled = false;
    // The public session check: a visit without a session is a plain answer, not a 401 in the console.
    checkSession().then(
      ({ identity: id }) => {
        if (cancelled) return;
        if (id) startSession(id);
        else navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
      },
      (e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
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
  if (!identity || !entered) return <div className="tb-shell-splash">Loading Toolbox…</div>;
  return <>{children}</>;
}
