import { useState } from 'react';
import styled from 'styled-components';
import { RESEND_COOLDOWN_S, RESEND_LIMIT, VERIFICATION_MESSAGES, theme } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { serverMessage } from '../../../lib/apiErrors';
import { postResendCode } from '../api/postResendCode';
import { useCountdown } from '../hooks/useCountdown';
import { Button, Notice } from 'shared-contracts/ui';

/** Resend with a 60 s cooldown and 3 attempts, one used per resend. */
export function ResendCode({ email, justSent }: { email: string; justSent: boolean }) {
  const shell = useShell();
  const { secondsLeft, start } = useCountdown(justSent ? RESEND_COOLDOWN_S : 0);
  const [attemptsLeft, setAttemptsLeft] = useState<number>(RESEND_LIMIT);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resend = async () => {
    setBusy(true);
    setResult(null);
    try {
      const response = await postResendCode(shell.api, email);
      setAttemptsLeft((n) => Math.max(0, n - 1));
      start(RESEND_COOLDOWN_S);
      setResult({ tone: 'success', text: response?.message || 'A new code has been sent.' });
    } catch (error) {
      setResult({ tone: 'error', text: serverMessage(error) ?? VERIFICATION_MESSAGES.resendFailedPage });
    } finally {
      setBusy(false);
    }
  };

  const exhausted = attemptsLeft <= 0;
  const label = secondsLeft > 0 && !exhausted ? VERIFICATION_MESSAGES.resendIn(secondsLeft) : 'Resend code';
  return (
    <Wrap>
      <Row>
        <span>Didn&apos;t get the code?</span>
        <Button $size="lg" $variant="ghost" onClick={resend} disabled={busy || exhausted || secondsLeft > 0} aria-describedby="resend-attempts">
          {label}
        </Button>
      </Row>
      <Attempts id="resend-attempts">{exhausted ? VERIFICATION_MESSAGES.noResendsLeft : VERIFICATION_MESSAGES.resendsLeft(attemptsLeft)}</Attempts>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  text-align: center;
  > [role] {
    justify-self: stretch;
    text-align: left;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.25rem 0.5rem;
  color: ${theme.colors.muted};
`;

const Attempts = styled.span`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
