import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, FetchError, LoginRequestSchema } from '../../api';
import { Button } from '../../kit/button';
import { Label, TextInput } from '../../kit/input';
import { startSession } from '../appModel';
import { Logo } from '../topbar/Logo';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from === '/login' ? '/home' : state.from;
  }
  return '/home';
}

/** Sign-in with the kit's inputs and button; afterwards back to the page that asked for it. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = LoginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please fill in both fields.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { identity } = await api.login(parsed.data);
      startSession(identity);
      navigate(returnPath(location.state), { replace: true });
    } catch (err) {
      setError(err instanceof FetchError ? err.message : 'Login failed. Please try again.');
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tb-login">
      <form className="tb-login-card" onSubmit={(e) => void submit(e)} noValidate>
        <div className="tb-login-brand">
          <Logo size={36} />
          <div>
            <h1>Toolbox</h1>
            <p>UI kit showcase for internal business apps</p>
          </div>
        </div>
        <div className="tb-login-field">
          <Label htmlFor="login-username">Username</Label>
          <TextInput
            id="login-username"
            name="username"
            autoComplete="username"
            autoFocus
            commitOnChange
            width="100%"
            value={username}
            onChange={setUsername}
          />
        </div>
        <div className="tb-login-field">
          <Label htmlFor="login-password">Password</Label>
          <TextInput
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            commitOnChange
            width="100%"
            value={password}
            onChange={setPassword}
          />
        </div>
        {error ? (
          <div className="tb-login-error" role="alert">
            {error}
          </div>
        ) : null}
        <Button
          type="submit"
          intent="primary"
          fill
          className="tb-login-submit"
          disabled={busy}
          text={busy ? 'Signing in…' : 'Login'}
        />
      </form>
    </div>
  );
}
