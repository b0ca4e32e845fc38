// Pure validators of the forms' fields. They return the message to show, or null when the value is fine.
import {
  JEE_ADVANCED_SCORE_RANGE,
  JEE_MAIN_SCORE_RANGE,
  MHTCET_SCORE_RANGE,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** A predictor input with more digits than this is refused before any range check. */
const PREDICTOR_MAX_DIGITS = 6;

export type PredictorInputKind = 'jeeMainScore' | 'jeeAdvancedScore' | 'mhtcetScore' | 'percentile';

/** "007" -> "7", "-005" -> "-5", "0.50" stays, "000" -> "0". */
export function stripLeadingZeros(raw: string): string {
  const match = /^(-?)0+(?=\d)/.exec(raw);
  return match ? match[1] + raw.slice(match[0].length) : raw;
}

function digitCount(raw: string): number {
  return (raw.match(/\d/g) ?? []).length;
}

/** Warning for a predictor input, or null. An empty input has no warning (submit stays disabled). */
export function predictorInputWarning(kind: PredictorInputKind, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  // The JEE Advanced digit-limit message speaks of a valid score.
  const tooManyDigits = kind === 'jeeAdvancedScore' ? M.jeeAdvancedTooManyDigits : M.tooManyDigits;
  if (digitCount(text) > PREDICTOR_MAX_DIGITS) return tooManyDigits;
  const value = Number(text);
  if (!Number.isFinite(value)) return tooManyDigits;
  switch (kind) {
    case 'jeeMainScore':
      if (value < JEE_MAIN_SCORE_RANGE.min) return M.jeeMainScoreLow;
      if (value > JEE_MAIN_SCORE_RANGE.max) return M.jeeMainScoreHigh;
      return null;
    case 'jeeAdvancedScore':
      if (value < JEE_ADVANCED_SCORE_RANGE.min) return M.jeeAdvancedScoreLow;
      if (value > JEE_ADVANCED_SCORE_RANGE.max) return M.jeeAdvancedScoreHigh;
      return null;
    case 'mhtcetScore':
      if (value < MHTCET_SCORE_RANGE.min) return M.mhtcetScoreNegative;
      if (value > MHTCET_SCORE_RANGE.max) return M.mhtcetScoreHigh;
      return null;
    case 'percentile':
      if (value < 0) return M.percentileNegative;
      if (value > 100) return M.percentileHigh;
      return null;
  }
}

/** JEE finder rank input: non-numeric becomes empty, never negative. */
export function coerceRankInput(raw: string): string {
  const digits = raw.replace(/[^\d]/g, '');
  return digits === '' ? '' : String(Number(digits));
}

/** MHT-CET percentile input, clamped to 0..100 with two decimals. */
export function clampPercentileInput(raw: string): string {
  if (raw.trim() === '') return '';
  const value = Number(raw);
  if (!Number.isFinite(value)) return '';
  const clamped = Math.min(100, Math.max(0, value));
  return String(Math.round(clamped * 100) / 100);
}

export function rankError(raw: string): string | null {
  if (raw.trim() === '') return M.rankRequired;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) return M.rankRequired;
  return null;
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export interface JeeFinderInput {
  rank: string;
  exam_type: string;
  year: string;
  seatType: string;
  quota: string;
  gender: string;
}

export function validateJeeFinder(input: JeeFinderInput): FieldErrors<keyof JeeFinderInput> {
  const errors: FieldErrors<keyof JeeFinderInput> = {};
  const rank = rankError(input.rank);
  if (rank) errors.rank = rank;
  const required: [keyof JeeFinderInput, string][] = [
    ['exam_type', 'Exam type'],
    ['year', 'Year'],
    ['seatType', 'Seat type'],
    ['quota', 'Quota'],
    ['gender', 'Gender'],
  ];
  for (const [key, label] of required) if (!input[key]) errors[key] = M.required(label);
  return errors;
}

export interface MhtcetFinderInput {
  mode: 'rank' | 'percentile';
  rank: string;
  percentile: string;
  seatType: string[];
  quota: string[];
  district: string[];
}

export function validateMhtcetFinder(input: MhtcetFinderInput): FieldErrors<'rank' | 'percentile' | 'seatType' | 'quota' | 'district'> {
  const errors: FieldErrors<'rank' | 'percentile' | 'seatType' | 'quota' | 'district'> = {};
  if (input.mode === 'rank' && input.rank.trim() === '') errors.rank = M.rankRequired;
  if (input.mode === 'percentile' && input.percentile.trim() === '') errors.percentile = M.percentileRequired;
  if (input.seatType.length === 0) errors.seatType = M.seatTypeRequired;
  if (input.quota.length === 0) errors.quota = M.quotaRequired;
  if (input.district.length === 0) errors.district = M.districtRequired;
  return errors;
}

export function validateStatewise(input: { rank: string; state: string; year: string }): FieldErrors<'rank' | 'state' | 'year'> {
  const errors: FieldErrors<'rank' | 'state' | 'year'> = {};
  const rank = rankError(input.rank);
  if (rank) errors.rank = rank;
  if (!input.state) errors.state = M.required('State');
  if (!input.year) errors.year = M.required('Year');
  return errors;
}

/** The longest address SMTP can carry (a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// Characters that mean something in a mail header's address list: with them one field could name
// several recipients ("a@x.com,b@y.org", "A <a@x.com>", groups, comments, quoted parts). Control
// characters and whitespace are out too.
const NOT_IN_ADDRESS = String.raw`\s\x00-\x1f\x7f@,;:<>()[\]\\"`;
// One local part, one "@", then dot-separated domain labels. No character class overlaps the next
// token's, so the match never backtracks more than one label: linear time on any input.
const EMAIL_PATTERN = new RegExp(String.raw`^[^${NOT_IN_ADDRESS}]+@(?:[^${NOT_IN_ADDRESS}.]+\.)+[^${NOT_IN_ADDRESS}.]+$`);

/** Exactly one plain address (name@domain.tld) of at most EMAIL_MAX_LENGTH characters, after trimming. */
export function isEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

export function validateLogin(input: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!input.email.trim()) errors.email = M.emailRequired;
  else if (!isEmail(input.email)) errors.email = M.emailInvalid;
  if (!input.password) errors.password = M.passwordRequired;
  return errors;
}

/** The phone input keeps digits only. */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

export interface SignupInput {
  email: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
  username: string;
  city: string;
  state: string;
  phone_number?: string;
}

export function validateSignup(input: SignupInput): FieldErrors<keyof SignupInput> {
  const errors: FieldErrors<keyof SignupInput> = {};
  if (!input.email.trim()) errors.email = M.emailRequired;
  else if (!isEmail(input.email)) errors.email = M.emailInvalid;
  if (!input.password) errors.password = M.passwordRequired;
  else if (input.password.length < PASSWORD_MIN_LENGTH) errors.password = M.passwordTooShort;
  if (!input.password_confirm) errors.password_confirm = M.confirmPassword;
  else if (input.password_confirm !== input.password) errors.password_confirm = M.passwordsDoNotMatch;
  const required: [keyof SignupInput, string][] = [
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['username', 'Username'],
    ['city', 'City'],
    ['state', 'State'],
  ];
  for (const [key, label] of required) if (!String(input[key] ?? '').trim()) errors[key] = M.required(label);
  if (input.phone_number && phoneDigits(input.phone_number).length !== PHONE_DIGITS) errors.phone_number = M.phoneInvalid;
  return errors;
}

export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password !== confirm) return M.resetPasswordsDoNotMatch;
  return null;
}

export function isVerificationCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/** Password hint checklist (informational only). */
export function passwordHints(password: string) {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    number: /\d/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** Blog search: case-insensitive over title, excerpt and tags. */
export function matchesBlogSearch(post: { title: string; excerpt: string; tags: string[] }, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle));
}
