import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { Alert, errorText } from '../ui';

/** E-mail and password sign-in; the server answers with the session cookie. */
export function SignIn(props: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await api('POST', '/api/v2/auth/login', { email: f.get('email'), password: f.get('password') });
      props.onSignedIn();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="signin">
      <h1>Structa</h1>
      <form id="login-form" onSubmit={submit} className="card">
        <h2>Sign in</h2>
        <label>E-mail <input name="email" type="email" autoComplete="username" required /></label>
        <label>Password <input name="password" type="password" autoComplete="current-password" required /></label>
        <button type="submit" className="primary" disabled={busy}>Sign in</button>
        <Alert text={error} />
      </form>
    </main>
  );
}
