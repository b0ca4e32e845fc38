import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PASSWORD_RESET_MESSAGES } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { postLogin } from '../features/login';
import { postPasswordReset, postPasswordResetConfirm, withCsrf, RequestStep, isJsonObject, NonJsonResponse, resetErrorMessage, VerifyStep, type VerifyField } from '../features/password-reset';
import { fieldErrorsOf } from '../lib/apiErrors';
import { tokensFrom } from '../lib/session';
import { AuthLayout, Muted, Stack, StatusLine } from '../ui/AuthLayout';
import { Notice, SpinnerCircle } from 'shared-contracts/ui';
import { TextLink } from '../ui/AuthButtons';
import { RESET_REDIRECT_MS } from '../constants';

type Step = 'request' | 'verify' | 'success';

/**
 * /forgot-password (anonymous) and /reset-password (logged in): request, verify, success. Logged in, the
 * code goes to the user's own e-mail at once and success goes home; anonymous success goes to /auth after 3 s.
 */
export default function PasswordResetPage({ loggedInRoute }: { loggedInRoute: boolean }) {
  const shell = useShell();
  const navigate = useNavigate();
  const userEmail = shell.session.user?.email ?? '';
  // Logged-in mode is fixed when the page opens: a logout on the way does not turn it into the other flow.
  const [loggedIn] = useState(() => loggedInRoute && shell.session.isAuthenticated);
  const waitingForUser = loggedIn && !userEmail;
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<VerifyField, string>>>({});
  const [successText, setSuccessText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const autoSent = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const requestCode = useCallback(
    async (address: string) => {
      setBusy(true);
      setError(null);
      setEmail(address);
      try {
        const response = await withCsrf(shell.api, (token) => postPasswordReset(shell.api, address, token));
        if (!isJsonObject(response)) throw new NonJsonResponse();
        setInfo(typeof response.message === 'string' ? response.message : null);
        setFieldErrors({});
        setStep('verify');
      } catch (failure) {
        setError(resetErrorMessage(failure, PASSWORD_RESET_MESSAGES.sendFailed));
        setStep('request');
      } finally {
        setBusy(false);
      }
    },
    [shell.api],
  );

  // Logged in: the code goes to the user's own e-mail without asking (once, even if effects run twice).
  useEffect(() => {
    if (!loggedIn || !userEmail || autoSent.current) return;
    autoSent.current = true;
    void requestCode(userEmail);
  }, [loggedIn, userEmail, requestCode]);

  const confirm = async ({ code, password, confirm: repeat }: { code: string; password: string; confirm: string }) => {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const payload = { email, code, new_password: password, new_password_confirm: repeat };
      const response = await withCsrf(shell.api, (token) => postPasswordResetConfirm(shell.api, payload, token));
      if (!isJsonObject(response)) throw new NonJsonResponse();
      if (loggedIn) {
        // The reset ended every session of the account: sign this one in again with the new password.
        try {
          const login = await postLogin(shell.api, { email, password });
          const tokens = tokensFrom(login);
          if (!tokens) throw new Error('no tokens');
          await shell.session.login(tokens, login.user ?? null);
        } catch {
          shell.session.logout();
        }
        setSuccessText(PASSWORD_RESET_MESSAGES.changed);
        timer.current = setTimeout(() => navigate('/', { replace: true }), RESET_REDIRECT_MS);
      } else {
        setSuccessText(`${typeof response.message === 'string' ? response.message : ''} ${PASSWORD_RESET_MESSAGES.redirectingToLogin}`.trim());
        timer.current = setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
      }
      setStep('success');
    } catch (failure) {
      const fields = fieldErrorsOf(failure, ['code', 'new_password', 'new_password_confirm', 'email'] as const);
      const { email: emailError, ...perField } = fields;
      setFieldErrors(perField);
      if (emailError) setError(emailError);
      else if (Object.keys(perField).length === 0) setError(resetErrorMessage(failure, PASSWORD_RESET_MESSAGES.resetFailed));
    } finally {
      setBusy(false);
    }
  };

  const title = step === 'success' ? 'Password reset' : loggedIn ? 'Reset your password' : 'Forgot your password?';
  const lead =
    step === 'request'
      ? loggedIn
        ? 'We will email you a 6-digit code to confirm it is you.'
        : 'Enter the email of your account and we will send you a 6-digit code.'
      : step === 'verify'
        ? (
            <>
              Enter the code sent to <strong>{email}</strong> and choose a new password.
            </>
          )
        : undefined;

  return (
    <AuthLayout title={title} lead={lead}>
      <Head>
        <title>{loggedIn ? 'Reset Password' : 'Forgot Password'}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack $gap="1.25rem">
        <Steps step={step} />
        {waitingForUser || (loggedIn && step === 'request' && busy && !error) ? (
          <StatusLine>
            <SpinnerCircle $size={18} /> Sending a code to your email...
          </StatusLine>
        ) : step === 'request' ? (
          <RequestStep key={email} email={loggedIn ? userEmail : email} fixedEmail={loggedIn} busy={busy} error={error} onSubmit={requestCode} />
        ) : step === 'verify' ? (
          <VerifyStep
            busy={busy}
            info={info}
            error={error}
            serverFieldErrors={fieldErrors}
            onSubmit={confirm}
            onBack={() => {
              setError(null);
              setInfo(null);
              setStep('request');
            }}
          />
        ) : (
          <Notice tone="success" testId="reset-success">
            {successText}
          </Notice>
        )}
        {!loggedIn && step !== 'success' && (
          <Muted>
            Remembered it? <TextLink to="/auth">Back to login</TextLink>
          </Muted>
        )}
      </Stack>
    </AuthLayout>
  );
}

const STEPS: { id: Step; label: string }[] = [
  { id: 'request', label: 'Request' },
  { id: 'verify', label: 'Verify' },
  { id: 'success', label: 'Done' },
];

function Steps({ step }: { step: Step }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <StepList aria-label="Steps">
      {STEPS.map((s, index) => (
        <StepItem key={s.id} aria-current={index === current ? 'step' : undefined} $reached={index <= current}>
          {index + 1}. {s.label}
        </StepItem>
      ))}
    </StepList>
  );
}

const StepList = styled.ol`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
`;

const StepItem = styled.li<{ $reached: boolean }>`
  flex: 1;
  padding: 0.35rem 0.5rem;
  border-radius: 6px;
  text-align: center;
  font-weight: 500;
  background: ${({ $reached, theme }) => ($reached ? theme.colors.primaryLight : theme.colors.background)};
  color: ${({ $reached, theme }) => ($reached ? theme.colors.primaryDark : theme.colors.muted)};
  &[aria-current='step'] {
    font-weight: 700;
  }
`;
