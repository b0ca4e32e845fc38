import { VALIDATION_MESSAGES as M } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from './messages';
import { FieldErrorsError, normalisePhone, parseEmail, parseLogin, parseProfileUpdate, parseRegistration, parseResetConfirm } from './validation';

function fieldErrors(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (error) {
    if (error instanceof FieldErrorsError) return error.fields;
    throw error;
  }
  throw new Error('no field errors');
}

describe('account payload validation', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(987) 654 3210', '9876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+1 555 123 4567', '+15551234567'],
    ['+33 6 12 34 56 78 9', '+336123456789'],
    ['', null],
    ['  ', null],
    ['12345', undefined],
    ['+91 12345', undefined],
    ['+7 9876543210', undefined],
    ['+9198765432101', undefined],
  ])('phone %p -> %p', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it('trims names but not passwords, and refuses over-long values', () => {
    const ok = parseRegistration({ email: ' a@b.co ', password: ' Secret#1 ', password_confirm: ' Secret#1 ', first_name: ' A ', last_name: 'B', city: 'C', state: 'D' });
    expect(ok).toMatchObject({ email: 'a@b.co', password: ' Secret#1 ', first_name: 'A', username: 'a@b.co', phone_number: null });
    expect(fieldErrors(() => parseRegistration({ email: `${'a'.repeat(250)}@b.co`, password: 'x'.repeat(1025) }))).toMatchObject({
      email: [A.tooLong('Email', 254)],
      password: [A.tooLong('Password', 1024)],
    });
  });

  it('an e-mail is one address: lists, display names and second "@" are refused', () => {
    for (const email of ['a@x.com,b@y.org,c@z.net', 'Asha <a@x.com>', 'a@b@x.com', 'a@x.com\r\nBcc: b@y.org']) {
      expect(fieldErrors(() => parseEmail({ email }))).toEqual({ email: [M.emailInvalid] });
      expect(fieldErrors(() => parseLogin({ email, password: 'x' }))).toEqual({ email: [M.emailInvalid] });
    }
  });

  it('a 60 KB e-mail is refused as too long (its length is checked before its shape), whatever it holds', () => {
    for (const email of ['@'.repeat(60_000), `a@${'b.'.repeat(30_000)}`]) {
      expect(fieldErrors(() => parseLogin({ email, password: 'x' }))).toEqual({ email: [A.tooLong('Email', 254)] });
      expect(fieldErrors(() => parseEmail({ email }))).toEqual({ email: [A.tooLong('Email', 254)] });
    }
  });

  it('reset confirm: per-field messages of the reset form', () => {
    expect(fieldErrors(() => parseResetConfirm({}))).toEqual({ email: [M.emailRequired], code: [M.verificationCodeInvalid], new_password: [M.passwordTooShort] });
  });

  it('profile update: only the fields sent; e-mail read-only; username falls back to the e-mail', () => {
    expect(parseProfileUpdate({ city: ' Pune ' }, 'a@b.co')).toEqual({ city: 'Pune' });
    expect(parseProfileUpdate({ username: '', email: 'A@B.CO' }, 'a@b.co')).toEqual({ username: 'a@b.co' });
    expect(fieldErrors(() => parseProfileUpdate({ email: 'x@b.co', state: '' }, 'a@b.co'))).toEqual({ state: ['State is required'], email: [A.emailReadOnly] });
  });
});
