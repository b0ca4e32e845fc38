import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SOCIAL_MESSAGES, theme } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { postExchangeCode, bridgeUrl, codeState, exchangeOnce, isExchangeRunning } from '../features/oauth';
import { asApiError } from '../lib/apiErrors';
import { takeStoredReturnTo } from '../lib/returnTo';
import { rememberLoginMethod, tokensFrom } from '../lib/session';
import { AuthLayout, Stack } from '../ui/AuthLayout';
import { Notice, SpinnerCircle } from 'shared-contracts/ui';
import { WideButton } from '../ui/AuthButtons';

class BridgeFailure extends Error {}

/** What went wrong with an exchange: the response's `error` field, else the spec's texts. */
function failureMessage(error: unknown): string {
  if (error instanceof BridgeFailure) return error.message;
  const apiError = asApiError(error);
  if (apiError) {
    const field = apiError.body?.error;
    if (typeof field === 'string' && field) return field;
    return apiError.detail ?? SOCIAL_MESSAGES.exchangeFailed;
  }
  return SOCIAL_MESSAGES.failed;
}

type View = { kind: 'processing' } | { kind: 'failed'; message: string };

/**
 * /oauth-bridge: the provider sends the browser back here with ?code (and state). The code is exchanged
 * once, the session starts, and the visitor returns to where sign-in began (auth_return_to).
 */
export default function OAuthBridgePage() {
  const shell = useShell();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useState(() => new URLSearchParams(search));
  const code = params.get('code') ?? '';
  const providerError = params.get('error');
  const [alreadyIn] = useState(shell.session.isAuthenticated);
  const [view, setView] = useState<View>(() => {
    if (providerError) return { kind: 'failed', message: params.get('error_description') || providerError };
    if (!code) return { kind: 'failed', message: SOCIAL_MESSAGES.noCode };
    return { kind: 'processing' };
  });

  useEffect(() => {
    if (providerError || !code) return;
    let active = true;
    const finish = () => {
      if (active) navigate(takeStoredReturnTo(), { replace: true });
    };
    const fail = (error: unknown) => {
      if (active) setView({ kind: 'failed', message: failureMessage(error) });
    };
    const state = codeState(code);
    if (state === 'success' && !isExchangeRunning(code)) {
      finish();
      return;
    }
    // Started on an earlier visit of this page that never finished (or failed): codes are single-use.
    if ((state === 'processing' || state === 'failed') && !isExchangeRunning(code)) {
      fail(new BridgeFailure(SOCIAL_MESSAGES.failed));
      return;
    }
    exchangeOnce(code, async () => {
      const response = await postExchangeCode(shell.api, {
        code,
        redirect_uri: bridgeUrl(),
        ...(params.get('state') ? { state: params.get('state') as string } : {}),
        ...(params.get('iss') ? { iss: params.get('iss') as string } : {}),
      });
      const tokens = tokensFrom(response);
      if (!tokens) throw new BridgeFailure(SOCIAL_MESSAGES.invalidTokenFormat);
      rememberLoginMethod('google');
      await shell.session.login(tokens, response.user ?? null);
    }).then(finish, fail);
    return () => {
      active = false;
    };
    // The code is read once; the shell's session changing under us (the login itself) must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, providerError]);

  if (!code && !providerError && alreadyIn) return <Navigate to="/" replace />;

  return (
    <AuthLayout title={view.kind === 'processing' ? 'Signing you in' : SOCIAL_MESSAGES.failedHeading}>
      <Head>
        <title>Sign in</title>
        <meta name="robots" content="noindex" />
      </Head>
      {view.kind === 'processing' ? (
        <Processing role="status">
          <SpinnerCircle $size={28} />
          <span>{SOCIAL_MESSAGES.processing}</span>
        </Processing>
      ) : (
        <Stack>
          <Notice tone="error">{view.message}</Notice>
          <WideButton onClick={() => navigate('/auth', { replace: true })}>
            {SOCIAL_MESSAGES.returnToLogin}
          </WideButton>
        </Stack>
      )}
    </AuthLayout>
  );
}

const Processing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 1.5rem 0;
  color: ${theme.colors.muted};
`;
