import { useState, type FormEvent } from 'react';
import { PHONE_DIGITS, PROFILE_MESSAGES, VALIDATION_MESSAGES, type FieldErrors, type ProfileUpdatePayload, type User } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { fieldErrorsOf, otherFieldErrors } from '../../../lib/apiErrors';
import { Actions, Pair, Stack } from '../../../ui/AuthLayout';
import { Button, Notice, SelectField, SpinnerCircle, TextField } from 'shared-contracts/ui';
import { PhoneField } from '../../../ui/PhoneField';
import { putProfile } from '../api/putProfile';
import { joinPhone, splitPhone } from '../model/phone';
import { SIGNUP_STATES } from '../../../constants';

type Field = keyof ProfileUpdatePayload;
const FIELDS: readonly Field[] = ['first_name', 'last_name', 'username', 'city', 'state', 'phone_number'];
type TextFieldName = Exclude<Field, 'phone_number'>;
const REQUIRED: [TextFieldName, string][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['city', 'City'],
  ['state', 'State'],
];

export function validateProfile(values: Omit<ProfileUpdatePayload, 'phone_number'>, phone: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, label] of REQUIRED) if (!String(values[field] ?? '').trim()) errors[field] = VALIDATION_MESSAGES.required(label);
  if (phone && phone.length !== PHONE_DIGITS) errors.phone_number = VALIDATION_MESSAGES.phoneInvalid;
  return errors;
}

/** Edit mode: every field of the profile update payload; the e-mail is shown read-only. */
export function ProfileForm({ user, onSaved, onCancel }: { user: User; onSaved: (user: User) => void; onCancel: () => void }) {
  const shell = useShell();
  const initialPhone = splitPhone(user.phone_number);
  const [values, setValues] = useState({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    username: user.username ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
  });
  const [code, setCode] = useState(initialPhone.code);
  const [digits, setDigits] = useState(initialPhone.digits);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const states: readonly string[] = values.state && !SIGNUP_STATES.includes(values.state as (typeof SIGNUP_STATES)[number]) ? [values.state, ...SIGNUP_STATES] : SIGNUP_STATES;

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateProfile(values, digits);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const payload: ProfileUpdatePayload = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      // Left empty, the username falls back to the e-mail.
      username: values.username.trim() || user.email,
      city: values.city.trim(),
      state: values.state,
      phone_number: joinPhone(code, digits),
    };
    setBusy(true);
    try {
      const updated = await putProfile(shell.api, payload);
      onSaved(updated && typeof updated === 'object' && updated.email ? updated : { ...user, ...payload, phone_number: payload.phone_number || null });
    } catch (error) {
      const perField = fieldErrorsOf(error, FIELDS);
      setErrors(perField);
      const other = otherFieldErrors(error, FIELDS);
      setFormError(other ?? (Object.keys(perField).length ? null : PROFILE_MESSAGES.updateFailed));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Edit profile">
      <Stack>
        {formError && <Notice tone="error">{formError}</Notice>}
        <Pair>
          <TextField label="First name" autoComplete="given-name" value={values.first_name} error={errors.first_name} onChange={(e) => set('first_name')(e.target.value)} />
          <TextField label="Last name" autoComplete="family-name" value={values.last_name} error={errors.last_name} onChange={(e) => set('last_name')(e.target.value)} />
        </Pair>
        <TextField label="Email" type="email" value={user.email} readOnly hint="Your email cannot be changed." />
        <TextField label="Username" autoComplete="username" value={values.username} error={errors.username} hint="Left empty, your email is used." onChange={(e) => set('username')(e.target.value)} />
        <Pair>
          <TextField label="City" autoComplete="address-level2" value={values.city} error={errors.city} onChange={(e) => set('city')(e.target.value)} />
          <SelectField label="State" options={states} placeholder="Select your state" value={values.state} error={errors.state} onChange={(e) => set('state')(e.target.value)} />
        </Pair>
        <PhoneField code={code} digits={digits} onCodeChange={setCode} onDigitsChange={setDigits} error={errors.phone_number} />
        <Actions>
          <Button $size="lg" type="submit" disabled={busy}>
            {busy && <SpinnerCircle $inverse $size={18} />}
            {busy ? 'Saving...' : 'Save'}
          </Button>
          <Button $size="lg" $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
