import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, validateLogin, type FieldErrors } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { asApiError } from '../../../lib/apiErrors';
import { forgetReturnTo } from '../../../lib/returnTo';
import { storePendingEmail } from '../../../lib/pendingEmail';
import { rememberLoginMethod, tokensFrom } from '../../../lib/session';
import { Actions, Stack } from '../../../ui/AuthLayout';
import { Notice, SpinnerCircle, TextField } from 'shared-contracts/ui';
import { postLogin } from '../api/postLogin';
import { isUnverified, loginErrorMessage } from '../model/loginError';
import { WideButton } from '../../../ui/AuthButtons';
import { LOGIN_REDIRECT_MS } from '../../../constants';

type Problem = { kind: 'error'; message: string } | { kind: 'unverified'; email: string } | null;

/** E-mail and password; on success the session starts and the page returns to `returnTo` after 0.5 s. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const shell = useShell();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const response = await postLogin(shell.api, { email, password });
      const tokens = tokensFrom(response);
      if (!tokens) throw new Error(LOGIN_MESSAGES.failed);
      rememberLoginMethod('password');
      await shell.session.login(tokens, response.user ?? null);
      setDone(true);
      forgetReturnTo();
      // The header is live as soon as the session is: a reader who goes elsewhere within the delay (the
      // account menu, a link) stays there. The browser's address changes at once, while the router may keep
      // this page mounted until the next page's code has loaded.
      const addressAtLogin = window.location.href;
      timer.current = setTimeout(() => {
        if (window.location.href === addressAtLogin) navigate(returnTo, { replace: true });
      }, LOGIN_REDIRECT_MS);
    } catch (error) {
      const message = asApiError(error) || !(error instanceof Error) ? loginErrorMessage(error) : error.message;
      if (isUnverified(message)) {
        storePendingEmail(email);
        setProblem({ kind: 'unverified', email: email.trim() });
      } else {
        setProblem({ kind: 'error', message: message || LOGIN_MESSAGES.failed });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Login">
      <Stack>
        {problem?.kind === 'error' && <Notice tone="error">{problem.message}</Notice>}
        {problem?.kind === 'unverified' && (
          // Notice's message is already a paragraph: the sentence and its link share it.
          <Notice tone="warning" testId="unverified-notice">
            {LOGIN_MESSAGES.unverifiedPage}{' '}
            <Link to="/verify-email" state={{ email: problem.email }}>
              {LOGIN_MESSAGES.verifyLink}
            </Link>
          </Notice>
        )}
        {done && <Notice tone="success">{LOGIN_MESSAGES.success}</Notice>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Actions>
          <WideButton type="submit" disabled={busy || done}>
            {busy && <SpinnerCircle $inverse $size={18} />}
            {busy ? 'Logging in...' : 'Login'}
          </WideButton>
        </Actions>
      </Stack>
    </form>
  );
}
