// Reading the account calls' bodies with the pages' own rules (shared-contracts validators and messages).
// Form problems become per-field arrays ({ "email": ["Email is invalid"] }); a body that is not a JSON
// object is a plain 400 detail.
import { EMAIL_MAX_LENGTH, PHONE_COUNTRY_CODES, PHONE_DIGITS, VALIDATION_MESSAGES as M, isVerificationCode, phoneDigits, validateLogin, validateNewPassword, validateSignup, type FieldErrors, type SignupInput } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from './messages';
import { badRequest } from '../http/errors';
import { PASSWORD_MAX_LENGTH } from './passwords';

export type FieldErrorArrays = Record<string, string[]>;

/** A form error: answered as 400 with the per-field arrays. */
export class FieldErrorsError extends Error {
  constructor(readonly fields: FieldErrorArrays) {
    super('Invalid form fields.');
    this.name = 'FieldErrorsError';
  }
}

export const BODY_NOT_OBJECT = 'Send a JSON object.';

export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(BODY_NOT_OBJECT);
  return body as Record<string, unknown>;
}

const MAX = { email: EMAIL_MAX_LENGTH, name: 150, username: 254, place: 100, phone: 32, code: 32 } as const;

const LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  password_confirm: 'Password confirmation',
  first_name: 'First name',
  last_name: 'Last name',
  username: 'Username',
  city: 'City',
  state: 'State',
  phone_number: 'Phone number',
  code: 'Code',
  new_password: 'New password',
  new_password_confirm: 'New password confirmation',
};

class Reader {
  readonly errors: FieldErrorArrays = {};
  constructor(private readonly body: Record<string, unknown>) {}

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  present(field: string): boolean {
    return this.body[field] !== undefined;
  }

  /** The field as text ('' when absent or null); numbers are accepted as text; other types are errors. */
  text(field: string, max: number, { trim = true } = {}): string {
    const raw = this.body[field];
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      this.add(field, A.notText(LABELS[field] ?? field));
      return '';
    }
    const value = trim ? String(raw).trim() : String(raw);
    if (value.length > max) this.add(field, A.tooLong(LABELS[field] ?? field, max));
    return value;
  }

  merge(errors: FieldErrors): void {
    for (const [field, message] of Object.entries(errors)) if (message && !this.has(field)) this.add(field, message);
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw new FieldErrorsError(this.errors);
  }
}

/**
 * The phone number as stored: "+<code><10 digits>" when it starts with one of the offered country codes,
 * else the 10 digits; null when empty; undefined when invalid.
 */
export function normalisePhone(raw: string): string | null | undefined {
  if (raw.trim() === '') return null;
  const compact = raw.replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) {
    const code = [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length).find((c) => compact.startsWith(c) && /^\d+$/.test(compact.slice(c.length)) && compact.length - c.length === PHONE_DIGITS);
    return code ? compact : undefined;
  }
  const digits = phoneDigits(raw);
  return digits.length === PHONE_DIGITS ? digits : undefined;
}

function readPhone(reader: Reader): string | null {
  const raw = reader.text('phone_number', MAX.phone);
  const phone = normalisePhone(raw);
  if (phone === undefined) {
    if (!reader.has('phone_number')) reader.add('phone_number', M.phoneInvalid);
    return null;
  }
  return phone;
}

export interface Registration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  username: string;
  city: string;
  state: string;
  phone_number: string | null;
}

export function parseRegistration(body: unknown): Registration {
  const reader = new Reader(objectBody(body));
  const email = reader.text('email', MAX.email);
  const password = reader.text('password', PASSWORD_MAX_LENGTH, { trim: false });
  const passwordConfirm = reader.text('password_confirm', PASSWORD_MAX_LENGTH, { trim: false });
  const names = {
    first_name: reader.text('first_name', MAX.name),
    last_name: reader.text('last_name', MAX.name),
    // The username falls back to the e-mail.
    username: reader.text('username', MAX.username) || email,
    city: reader.text('city', MAX.place),
    state: reader.text('state', MAX.place),
  };
  const phone = readPhone(reader);
  // (With no e-mail either, only the e-mail is reported: the username is never required on its own.)
  const input: SignupInput = { email, password, password_confirm: passwordConfirm, ...names, username: names.username || '-' };
  reader.merge(validateSignup(input));
  reader.done();
  return { email, password, ...names, phone_number: phone };
}

export function parseLogin(body: unknown): { email: string; password: string } {
  const reader = new Reader(objectBody(body));
  const email = reader.text('email', MAX.email);
  const password = reader.text('password', PASSWORD_MAX_LENGTH, { trim: false });
  reader.merge(validateLogin({ email, password }));
  reader.done();
  return { email, password };
}

function emailError(email: string): string | null {
  const errors = validateLogin({ email, password: 'x' });
  return errors.email ?? null;
}

export function parseEmail(body: unknown): string {
  const reader = new Reader(objectBody(body));
  const email = reader.text('email', MAX.email);
  const problem = emailError(email);
  if (problem && !reader.has('email')) reader.add('email', problem);
  reader.done();
  return email;
}

export function parseEmailAndCode(body: unknown): { email: string; code: string } {
  const reader = new Reader(objectBody(body));
  const email = reader.text('email', MAX.email);
  const problem = emailError(email);
  if (problem && !reader.has('email')) reader.add('email', problem);
  const code = reader.text('code', MAX.code);
  if (!reader.has('code') && !isVerificationCode(code)) reader.add('code', M.verificationCodeInvalid);
  reader.done();
  return { email, code };
}

export function parseResetConfirm(body: unknown): { email: string; code: string; password: string } {
  const reader = new Reader(objectBody(body));
  const email = reader.text('email', MAX.email);
  const problem = emailError(email);
  if (problem && !reader.has('email')) reader.add('email', problem);
  const code = reader.text('code', MAX.code);
  if (!reader.has('code') && !isVerificationCode(code)) reader.add('code', M.verificationCodeInvalid);
  const password = reader.text('new_password', PASSWORD_MAX_LENGTH, { trim: false });
  const confirm = reader.text('new_password_confirm', PASSWORD_MAX_LENGTH, { trim: false });
  if (!reader.has('new_password') && !reader.has('new_password_confirm')) {
    const message = validateNewPassword(password, confirm);
    if (message === M.passwordTooShort) reader.add('new_password', message);
    else if (message) reader.add('new_password_confirm', message);
  }
  reader.done();
  return { email, code, password };
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  username?: string;
  city?: string;
  state?: string;
  phone_number?: string | null;
}

const PROFILE_TEXT_FIELDS: [keyof ProfileChanges & string, number][] = [
  ['first_name', MAX.name],
  ['last_name', MAX.name],
  ['username', MAX.username],
  ['city', MAX.place],
  ['state', MAX.place],
];

/**
 * The profile update payload: only the fields sent change (a full payload is the usual case). Required
 * fields sent empty are errors, except the username, which falls back to the e-mail. The e-mail is
 * read-only: sending a different one is an error.
 */
export function parseProfileUpdate(body: unknown, currentEmail: string): ProfileChanges {
  const payload = objectBody(body);
  const reader = new Reader(payload);
  const changes: ProfileChanges = {};
  for (const [field, max] of PROFILE_TEXT_FIELDS) {
    if (!reader.present(field)) continue;
    let value = reader.text(field, max);
    if (field === 'username' && value === '') value = currentEmail;
    if (value === '' && !reader.has(field)) reader.add(field, M.required(LABELS[field]));
    changes[field] = value;
  }
  if (reader.present('phone_number')) changes.phone_number = readPhone(reader);
  if (reader.present('email')) {
    const email = payload.email;
    if (typeof email !== 'string' || email.trim().toLowerCase() !== currentEmail.toLowerCase()) reader.add('email', A.emailReadOnly);
  }
  reader.done();
  return changes;
}
