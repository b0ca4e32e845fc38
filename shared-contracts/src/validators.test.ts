import { VALIDATION_MESSAGES as M } from './messages';
import {
  EMAIL_MAX_LENGTH,
  clampPercentileInput,
  coerceRankInput,
  isEmail,
  isVerificationCode,
  matchesBlogSearch,
  passwordHints,
  phoneDigits,
  predictorInputWarning,
  stripLeadingZeros,
  validateJeeFinder,
  validateLogin,
  validateMhtcetFinder,
  validateNewPassword,
  validateSignup,
  validateStatewise,
} from './validators';

describe('predictor inputs', () => {
  it.each([
    ['jeeMainScore', '-51', M.jeeMainScoreLow],
    ['jeeMainScore', '301', M.jeeMainScoreHigh],
    ['jeeMainScore', '-50', null],
    ['jeeMainScore', '300', null],
    ['jeeMainScore', '1234567', M.tooManyDigits],
    ['jeeAdvancedScore', '-51', M.jeeAdvancedScoreLow],
    ['jeeAdvancedScore', '361', M.jeeAdvancedScoreHigh],
    ['jeeAdvancedScore', '360', null],
    ['jeeAdvancedScore', '3600000', M.jeeAdvancedTooManyDigits],
    ['mhtcetScore', '-1', M.mhtcetScoreNegative],
    ['mhtcetScore', '201', M.mhtcetScoreHigh],
    ['mhtcetScore', '200', null],
    ['percentile', '-0.01', M.percentileNegative],
    ['percentile', '100.01', M.percentileHigh],
    ['percentile', '99.99', null],
    ['percentile', '', null],
  ] as const)('%s %s -> %s', (kind, raw, expected) => {
    expect(predictorInputWarning(kind, raw)).toBe(expected);
  });

  it('counts digits, not characters, for the six-digit limit', () => {
    expect(predictorInputWarning('percentile', '99.9999')).toBe(null);
    expect(predictorInputWarning('percentile', '99.99999')).toBe(M.tooManyDigits);
  });

  it.each([
    ['007', '7'],
    ['-005', '-5'],
    ['0.50', '0.50'],
    ['000', '0'],
    ['120', '120'],
  ])('strips leading zeros: %s -> %s', (raw, expected) => {
    expect(stripLeadingZeros(raw)).toBe(expected);
  });
});

describe('finder inputs', () => {
  it('coerces a rank: non-numeric becomes empty, never negative', () => {
    expect(coerceRankInput('abc')).toBe('');
    expect(coerceRankInput('-15')).toBe('15');
    expect(coerceRankInput('0012')).toBe('12');
  });

  it('clamps a percentile to 0..100 with two decimals', () => {
    expect(clampPercentileInput('101')).toBe('100');
    expect(clampPercentileInput('-3')).toBe('0');
    expect(clampPercentileInput('93.456')).toBe('93.46');
    expect(clampPercentileInput('x')).toBe('');
  });

  it('requires every JEE finder field', () => {
    expect(validateJeeFinder({ rank: '', exam_type: '', year: '', seatType: '', quota: '', gender: '' })).toEqual({
      rank: M.rankRequired,
      exam_type: 'Exam type is required',
      year: 'Year is required',
      seatType: 'Seat type is required',
      quota: 'Quota is required',
      gender: 'Gender is required',
    });
    expect(validateJeeFinder({ rank: '15000', exam_type: 'jee_main', year: '2025', seatType: 'OPEN', quota: 'AI', gender: 'Gender-Neutral' })).toEqual({});
    expect(validateJeeFinder({ rank: '0', exam_type: 'a', year: '1', seatType: 'a', quota: 'a', gender: 'a' }).rank).toBe(M.rankRequired);
  });

  it('uses the MHT-CET messages', () => {
    expect(validateMhtcetFinder({ mode: 'rank', rank: '', percentile: '', seatType: [], quota: [], district: [] })).toEqual({
      rank: M.rankRequired,
      seatType: M.seatTypeRequired,
      quota: M.quotaRequired,
      district: M.districtRequired,
    });
    expect(validateMhtcetFinder({ mode: 'percentile', rank: '', percentile: '', seatType: ['GOPENS'], quota: ['x'], district: ['Pune'] })).toEqual({
      percentile: M.percentileRequired,
    });
  });

  it('validates the state-wise finder', () => {
    expect(validateStatewise({ rank: '', state: '', year: '' })).toEqual({ rank: M.rankRequired, state: 'State is required', year: 'Year is required' });
  });
});

describe('account inputs', () => {
  it('validates login', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: M.emailRequired, password: M.passwordRequired });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: M.emailInvalid });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it.each(['a@b.co', ' Asha.Patil+jee@mail.example.co.in ', 'ä@bücher.de'])('accepts one plain address: %j', (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each([
    ['a list', 'a@x.com,b@y.org,c@z.net'],
    ['a semicolon list', 'a@x.com;b@y.org'],
    ['a display name', 'Asha <a@x.com>'],
    ['angle brackets', '<a@x.com>'],
    ['a second @', 'a@b@x.com'],
    ['inner whitespace', 'a b@x.com'],
    ['a newline', 'a@x.com\nBcc: b@y.org'],
    ['a group', 'team:a@x.com;'],
    ['a comment', 'a@x.com(b@y.org)'],
    ['a quoted local part', '"a,b"@x.com'],
    ['no dot in the domain', 'a@localhost'],
    ['an empty label', 'a@x..com'],
  ])('refuses %s', (_what, address) => {
    expect(isEmail(address)).toBe(false);
  });

  it('refuses an address over 254 characters before matching it', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@b.co'.length)}@b.co`;
    expect(isEmail(longest)).toBe(true);
    expect(isEmail(`a${longest}`)).toBe(false);
  });

  it('refuses hostile input (60 KB of "@", long labels) by its length, before any pattern runs', () => {
    for (const hostile of ['@'.repeat(60_000), `a@${'b.'.repeat(30_000)}`, `${'a'.repeat(60_000)}@`]) {
      const pattern = jest.spyOn(RegExp.prototype, 'test');
      expect(isEmail(hostile)).toBe(false);
      expect(pattern).not.toHaveBeenCalled();
      pattern.mockRestore();
      expect(validateLogin({ email: hostile, password: 'x' })).toEqual({ email: M.emailInvalid });
    }
  });

  it('validates sign-up', () => {
    const ok = { email: 'a@b.co', password: 'longenough', password_confirm: 'longenough', first_name: 'A', last_name: 'B', username: 'ab', city: 'Pune', state: 'Maharashtra' };
    expect(validateSignup(ok)).toEqual({});
    expect(validateSignup({ ...ok, password: 'short', password_confirm: 'short' }).password).toBe(M.passwordTooShort);
    expect(validateSignup({ ...ok, password_confirm: '' }).password_confirm).toBe(M.confirmPassword);
    expect(validateSignup({ ...ok, password_confirm: 'different1' }).password_confirm).toBe(M.passwordsDoNotMatch);
    expect(validateSignup({ ...ok, city: ' ' }).city).toBe('City is required');
    expect(validateSignup({ ...ok, phone_number: '12345' }).phone_number).toBe(M.phoneInvalid);
    expect(validateSignup({ ...ok, phone_number: '98765-43210' })).toEqual({});
  });

  it('keeps phone digits only', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('919876543210');
  });

  it('validates a new password and a code', () => {
    expect(validateNewPassword('short', 'short')).toBe(M.passwordTooShort);
    expect(validateNewPassword('longenough', 'longenougH')).toBe(M.resetPasswordsDoNotMatch);
    expect(validateNewPassword('longenough', 'longenough')).toBe(null);
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('12345a')).toBe(false);
  });

  it('reports password hints without blocking', () => {
    expect(passwordHints('Abcdefg1!')).toEqual({ length: true, uppercase: true, number: true, special: true });
    expect(passwordHints('abc')).toEqual({ length: false, uppercase: false, number: false, special: false });
  });
});

it('searches blog posts case-insensitively over title, excerpt and tags', () => {
  const post = { title: 'Mumbai colleges', excerpt: 'CAP rounds explained', tags: ['VJTI'] };
  expect(matchesBlogSearch(post, 'MUMBAI')).toBe(true);
  expect(matchesBlogSearch(post, 'cap')).toBe(true);
  expect(matchesBlogSearch(post, 'vjti')).toBe(true);
  expect(matchesBlogSearch(post, 'pune')).toBe(false);
});
