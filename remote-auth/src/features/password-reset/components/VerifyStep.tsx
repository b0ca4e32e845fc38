import { useState, type FormEvent } from 'react';
import { isVerificationCode, VALIDATION_MESSAGES, validateNewPassword } from 'shared-contracts';
import { Actions, Stack } from '../../../ui/AuthLayout';
import { CodeInput } from '../../../ui/CodeInput';
import { Button, Notice, SpinnerCircle, TextField } from 'shared-contracts/ui';

export type VerifyField = 'code' | 'new_password' | 'new_password_confirm';

/** Step 2: the six-digit code and the new password twice; Back returns to step 1. */
export function VerifyStep({
  busy,
  info,
  error,
  serverFieldErrors,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  info: string | null;
  error: string | null;
  serverFieldErrors: Partial<Record<VerifyField, string>>;
  onSubmit: (values: { code: string; password: string; confirm: string }) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<VerifyField, string>>>({});
  const shown = { ...errors, ...serverFieldErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<VerifyField, string>> = {};
    if (!isVerificationCode(code)) found.code = VALIDATION_MESSAGES.verificationCodeInvalid;
    const passwordProblem = validateNewPassword(password, confirm);
    if (passwordProblem === VALIDATION_MESSAGES.passwordTooShort) found.new_password = passwordProblem;
    else if (passwordProblem) found.new_password_confirm = passwordProblem;
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ code, password, confirm });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Reset password">
      <Stack $gap="1.25rem">
        {info && <Notice tone="info">{info}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        <CodeInput label="Reset code" value={code} onChange={setCode} error={shown.code} disabled={busy} autoFocus />
        <TextField label="New password" type="password" autoComplete="new-password" value={password} error={shown.new_password} onChange={(e) => setPassword(e.target.value)} />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={shown.new_password_confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Actions>
          <Button $size="lg" $variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button $size="lg" type="submit" disabled={busy} style={{ flex: 1 }}>
            {busy && <SpinnerCircle $inverse $size={18} />}
            {busy ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
