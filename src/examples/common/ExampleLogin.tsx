import { useState, type FormEvent, type ReactNode } from 'react';
import { FetchError, LoginRequestSchema } from '../../api';
import { Button } from '../../kit/button';
import { Label, TextInput } from '../../kit/input';
import type { ExampleSession } from './exampleSession';

/** The sign-in of an example app: its own name and icon, the server's accounts (demo / demo, admin / admin). */
export function ExampleLogin({
  session,
  title,
  icon,
}: {
  session: ExampleSession;
  title: string;
  icon: ReactNode;
}) {
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
      await session.login(parsed.data);
    } catch (err) {
      setError(err instanceof FetchError ? err.message : 'Login failed. Please try again.');
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <div className="tb-example-login">
      <form className="tb-example-login__card" onSubmit={(e) => void submit(e)} noValidate>
        <div className="tb-example-login__brand">
          <span className="tb-example-login__icon">{icon}</span>
          <div>
            <h1>{title}</h1>
            <p>A Toolbox example app. Please sign in.</p>
          </div>
        </div>
        <Label htmlFor="example-login-username">Username</Label>
        <TextInput
          id="example-login-username"
          name="username"
          autoComplete="username"
          autoFocus
          commitOnChange
          width="100%"
          value={username}
          onChange={setUsername}
        />
        <Label htmlFor="example-login-password">Password</Label>
        <TextInput
          id="example-login-password"
          type="password"
          name="password"
          autoComplete="current-password"
          commitOnChange
          width="100%"
          value={password}
          onChange={setPassword}
        />
        {error ? (
          <div className="tb-example-login__error" role="alert">
            {error}
          </div>
        ) : null}
        <Button type="submit" intent="primary" fill disabled={busy} text={busy ? 'Signing in…' : 'Login'} />
      </form>
    </div>
  );
}
