import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateSignup, type FieldErrors, type RegistrationPayload, type SignupInput } from 'shared-contracts';
import { REGISTRATION_MESSAGES } from '../model/messages';
import { useShell } from 'shared-contracts/react';
import { fieldErrorsOf, otherFieldErrors, serverMessage } from '../../../lib/apiErrors';
import { storePendingEmail } from '../../../lib/pendingEmail';
import { Actions, Pair, Stack } from '../../../ui/AuthLayout';
import { Notice, SelectField, SpinnerCircle, TextField } from 'shared-contracts/ui';
import { PhoneField } from '../../../ui/PhoneField';
import { postRegister } from '../api/postRegister';
import { DEFAULT_COUNTRY_CODE } from '../../profile';
import { PasswordHints } from './PasswordHints';
import { WideButton } from '../../../ui/AuthButtons';
import { SIGNUP_STATES } from '../../../constants';

type Field = keyof SignupInput;
const FIELDS: readonly Field[] = ['email', 'password', 'password_confirm', 'first_name', 'last_name', 'username', 'city', 'state', 'phone_number'];


/** Every field of the registration payload; success stores the pending e-mail and goes to /verify-email. */
export function SignupForm() {
  const shell = useShell();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    email: '',
    password: '',
    password_confirm: '',
    first_name: '',
    last_name: '',
    username: '',
    city: '',
    state: '',
  });
  // The username follows the e-mail until the visitor types one of their own (it falls back to the e-mail).
  const [usernameEdited, setUsernameEdited] = useState(false);
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'email' && !usernameEdited) next.username = value.trim();
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input: SignupInput = { ...values, phone_number: phone };
    const found = validateSignup(input);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    const payload: RegistrationPayload = {
      email,
      password: values.password,
      password_confirm: values.password_confirm,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      username: values.username.trim() || email,
      city: values.city.trim(),
      state: values.state,
      ...(phone ? { phone_number: `${countryCode}${phone}` } : {}),
    };
    setBusy(true);
    try {
      const response = await postRegister(shell.api, payload);
      const pending = response?.email || email;
      storePendingEmail(pending);
      navigate('/verify-email', { state: { email: pending, codeSent: true } });
    } catch (error) {
      const perField = fieldErrorsOf(error, FIELDS);
      setErrors(perField);
      const other = otherFieldErrors(error, FIELDS);
      const hasFieldErrors = Object.keys(perField).length > 0;
      setFormError(other ?? (hasFieldErrors ? null : serverMessage(error) ?? REGISTRATION_MESSAGES.failedPage));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Sign up">
      <Stack>
        {formError && <Notice tone="error">{formError}</Notice>}
        <Pair>
          <TextField label="First name" autoComplete="given-name" value={values.first_name} error={errors.first_name} onChange={(e) => set('first_name')(e.target.value)} />
          <TextField label="Last name" autoComplete="family-name" value={values.last_name} error={errors.last_name} onChange={(e) => set('last_name')(e.target.value)} />
        </Pair>
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => set('email')(e.target.value)} />
        <TextField
          label="Username"
          autoComplete="username"
          hint="Your email unless you choose another."
          value={values.username}
          error={errors.username}
          onChange={(e) => {
            setUsernameEdited(true);
            set('username')(e.target.value);
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password')(e.target.value)}
          after={<PasswordHints password={values.password} />}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.password_confirm}
          error={errors.password_confirm}
          onChange={(e) => set('password_confirm')(e.target.value)}
        />
        <Pair>
          <TextField label="City" autoComplete="address-level2" value={values.city} error={errors.city} onChange={(e) => set('city')(e.target.value)} />
          <SelectField label="State" options={SIGNUP_STATES} placeholder="Select your state" value={values.state} error={errors.state} onChange={(e) => set('state')(e.target.value)} />
        </Pair>
        <PhoneField code={countryCode} digits={phone} onCodeChange={setCountryCode} onDigitsChange={setPhone} error={errors.phone_number} />
        <Actions>
          <WideButton type="submit" disabled={busy}>
            {busy && <SpinnerCircle $inverse $size={18} />}
            {busy ? 'Creating account...' : 'Create Account'}
          </WideButton>
        </Actions>
      </Stack>
    </form>
  );
}
