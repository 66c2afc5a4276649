import { useLocation, useNavigate } from 'react-router-dom';
import { api, FetchError, LoginRequestSchema } from '../../api';
import { LoginForm } from '@toolbox/kit/login';
import { startSession } from '../appModel';
import { Logo } from '../topbar/Logo';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from === '/login' ? '/home' : state.from;
  }
  return '/home';
}

/** Sign-in with the kit's login form; afterwards back to the page that asked for it. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="tb-login">
      <LoginForm
        className="tb-login-card"
        title="Toolbox"
        subtitle="UI kit showcase for internal business apps"
        icon={<Logo size={36} />}
        schema={LoginRequestSchema}
        errorMessage={(err) => (err instanceof FetchError ? err.message : undefined)}
        onLogin={async (credentials) => {
          const { identity } = await api.login(credentials);
          startSession(identity);
          void navigate(returnPath(location.state), { replace: true });
        }}
      />
    </div>
  );
}
