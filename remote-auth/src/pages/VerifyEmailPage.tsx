import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isVerificationCode, VALIDATION_MESSAGES, VERIFICATION_MESSAGES, theme } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { postVerifyEmail, ResendCode } from '../features/verify';
import { fieldErrorsOf, serverMessage } from '../lib/apiErrors';
import { clearPendingEmail, readPendingEmail } from '../lib/pendingEmail';
import { rememberLoginMethod, tokensFrom } from '../lib/session';
import { AuthLayout, Muted, Stack } from '../ui/AuthLayout';
import { CodeInput } from '../ui/CodeInput';
import { Notice, SpinnerCircle } from 'shared-contracts/ui';
import { TextLink, WideButton } from '../ui/AuthButtons';
import { VERIFY_REDIRECT_MS } from '../constants';

function stateField(state: unknown, field: 'email' | 'codeSent'): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[field] : undefined;
}

/** /verify-email: the six-digit code, resend, and on success a logged-in session and home after 1.5 s. */
export default function VerifyEmailPage() {
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [email] = useState(() => {
    const fromState = stateField(location.state, 'email');
    return (typeof fromState === 'string' && fromState) || readPendingEmail() || '';
  });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!email) return <Navigate to="/auth?tab=signup" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || verified) return;
    setFormError(null);
    if (!isVerificationCode(code)) {
      setCodeError(VALIDATION_MESSAGES.verificationCodeInvalid);
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      const response = await postVerifyEmail(shell.api, email, code);
      const tokens = tokensFrom(response);
      if (tokens) {
        rememberLoginMethod('password');
        await shell.session.login(tokens, response.user ?? null);
      }
      clearPendingEmail();
      setVerified(true);
      timer.current = setTimeout(() => navigate('/', { replace: true }), VERIFY_REDIRECT_MS);
    } catch (error) {
      const fields = fieldErrorsOf(error, ['code', 'email'] as const);
      if (fields.code) setCodeError(fields.code);
      else setFormError(fields.email ?? serverMessage(error) ?? VERIFICATION_MESSAGES.failedPage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Verify your email"
      lead={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it below to activate your account.
        </>
      }
    >
      <Head>
        <title>Verify your email</title>
        <meta name="robots" content="noindex" />
      </Head>
      {verified ? (
        <Notice tone="success" testId="verified-notice">
          {VERIFICATION_MESSAGES.verifiedRedirecting}
        </Notice>
      ) : (
        <Stack $gap="1.25rem">
          <form noValidate onSubmit={submit} aria-label="Verify email">
            <Stack $gap="1.25rem">
              {formError && <Notice tone="error">{formError}</Notice>}
              <CodeInput value={code} onChange={setCode} error={codeError} disabled={busy} autoFocus />
              <WideButton type="submit" disabled={busy}>
                {busy && <SpinnerCircle $inverse $size={18} />}
                {busy ? 'Verifying...' : 'Verify Email'}
              </WideButton>
            </Stack>
          </form>
          <ResendCode email={email} justSent={stateField(location.state, 'codeSent') === true} />
          <Footer>
            <TextLink to="/auth?tab=signup">Use a different email</TextLink>
            <TextLink to="/auth">Back to login</TextLink>
          </Footer>
        </Stack>
      )}
    </AuthLayout>
  );
}

const Footer = styled(Muted).attrs({ as: 'div' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.border};
`;
