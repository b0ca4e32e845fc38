import { useState, type FormEvent } from 'react';
import { validateLogin } from 'shared-contracts';
import { Stack } from '../../../ui/AuthLayout';
import { Notice, SpinnerCircle, TextField } from 'shared-contracts/ui';
import { WideButton } from '../../../ui/AuthButtons';

/** Step 1: the e-mail to send the code to (read-only for a logged-in user, whose own address it is). */
export function RequestStep({
  email,
  fixedEmail,
  busy,
  error,
  onSubmit,
}: {
  email: string;
  fixedEmail: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
}) {
  const [value, setValue] = useState(email);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateLogin({ email: value, password: 'x' }).email ?? null;
    setFieldError(problem);
    if (!problem) onSubmit(value.trim());
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Request a reset code">
      <Stack>
        {error && <Notice tone="error">{error}</Notice>}
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          readOnly={fixedEmail}
          error={fieldError}
          hint={fixedEmail ? 'The code goes to the email of your account.' : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <WideButton type="submit" disabled={busy}>
          {busy && <SpinnerCircle $inverse $size={18} />}
          {busy ? 'Sending...' : 'Send Reset Code'}
        </WideButton>
      </Stack>
    </form>
  );
}
