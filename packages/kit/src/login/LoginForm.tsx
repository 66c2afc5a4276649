import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../button';
import { Label, TextInput, type TextInputProps } from '../input';
import './LoginForm.css';

/** What a user types to sign in. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/** The form's own words; an app may replace any of them. */
export interface LoginFormTexts {
  username: string;
  password: string;
  submit: string;
  /** The button's text while the sign-in is under way. */
  busy: string;
  /** Shown when the check fails without a message of its own. */
  incomplete: string;
  /** Shown when the sign-in fails with an error that has no message for users. */
  failed: string;
}

export const LOGIN_FORM_TEXTS: LoginFormTexts = {
  username: 'Username',
  password: 'Password',
  submit: 'Login',
  busy: 'Signing in…',
  incomplete: 'Please fill in both fields.',
  failed: 'Login failed. Please try again.',
};

export interface LoginFormProps {
  /** The app's name, the form's heading. */
  title: string;
  /** A line under the name. */
  subtitle: ReactNode;
  /** The app's logo or icon, beside its name. */
  icon: ReactNode;
  /**
   * Checks the typed values before anything is sent (the contract's request schema): the first issue's message
   * shows, and what it parses (e.g. a trimmed username) is what onLogin gets.
   */
  schema: z.ZodType<LoginCredentials>;
  /**
   * Signs in. Where the app goes next is its own business (the form is unmounted or stays busy until it is); a
   * rejection shows errorMessage's text, clears the password and enables the form again.
   */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
  /** The text for a failed sign-in, e.g. the server's readable message; undefined shows `texts.failed`. */
  errorMessage?: (error: unknown) => string | undefined;
  /** The card's look, given by the page around it. */
  className?: string;
  /** The form's own words (labels, button, messages), each replacing the default of the same name. */
  texts?: Partial<LoginFormTexts>;
}

/** A field of the card: its label over the input, typed values taken at once. */
function LoginField({ id, label, ...input }: { id: string; label: string } & TextInputProps) {
  return (
    <div className="tb-login-form__field">
      <Label htmlFor={id}>{label}</Label>
      <TextInput id={id} commitOnChange width="100%" {...input} />
    </div>
  );
}

/** A sign-in card: the app's name and icon, username, password, the check's or the server's message, Login. */
export function LoginForm({
  title,
  subtitle,
  icon,
  schema,
  onLogin,
  errorMessage,
  className,
  texts: given,
}: LoginFormProps) {
  const texts = { ...LOGIN_FORM_TEXTS, ...given };
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? texts.incomplete);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onLogin(parsed.data);
    } catch (err) {
      setError(errorMessage?.(err) ?? texts.failed);
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <form className={clsx('tb-login-form', className)} onSubmit={(e) => void submit(e)} noValidate>
      <div className="tb-login-form__brand">
        <span className="tb-login-form__icon">{icon}</span>
        <div>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
      </div>
      <LoginField
        id={`${id}-username`}
        label={texts.username}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={setUsername}
      />
      <LoginField
        id={`${id}-password`}
        label={texts.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {error ? (
        <div className="tb-login-form__error" role="alert">
          {error}
        </div>
      ) : null}
      <Button
        type="submit"
        intent="primary"
        fill
        className="tb-login-form__submit"
        disabled={busy}
        text={busy ? texts.busy : texts.submit}
      />
    </form>
  );
}
