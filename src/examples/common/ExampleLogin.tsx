import type { ReactNode } from 'react';
import { FetchError, LoginRequestSchema } from '../../api';
import { LoginForm } from '@toolbox/kit/login';
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
  return (
    <div className="tb-example-login">
      <LoginForm
        className="tb-example-login__card"
        title={title}
        subtitle="A Toolbox example app. Please sign in."
        icon={icon}
        schema={LoginRequestSchema}
        errorMessage={(err) => (err instanceof FetchError ? err.message : undefined)}
        onLogin={(credentials) => session.login(credentials)}
      />
    </div>
  );
}
