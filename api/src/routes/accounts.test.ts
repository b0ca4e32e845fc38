import { LOGIN_MESSAGES, SESSION_MESSAGES, VALIDATION_MESSAGES as M } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import { RESEND_SERIES_MS } from '../accounts/codes';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { INVALID_TOKEN_DETAIL } from '../auth/viewer';
import {
  CODE_PATTERN,
  eventually,
  latestCode,
  resetAccounts,
  startAccountsApp,
  validRegistration,
  verifiedUser,
  type AccountsTestApp,
} from '../test/accounts';
import { createTestDb, testDialects, type TestDb } from '../test/db';

const MINUTE = 60_000;

describe.each(testDialects())('account calls (%s)', (dialect) => {
  let t: TestDb;
  let a: AccountsTestApp;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    a = await startAccountsApp(t.db);
  });
  afterAll(async () => {
    await a.client.close();
    await t.destroy();
  });
  beforeEach(async () => {
    await resetAccounts(t.db);
    a.mailer.clear();
    a.clock.set(Date.now());
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => a.client.inject({ method: 'POST', url, payload, headers });
  const register = (email: string, extra: Record<string, unknown> = {}) => post('/api/register/', validRegistration(email, extra));
  const login = (email: string, password = 'Secret#123') => post('/api/login/', { email, password });
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const mailsTo = (email: string) => a.mailer.messages.filter((m) => m.to === email);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  describe('POST /api/register/', () => {
    it('creates an unverified account, answers 201 with the user, and mails a six-digit code (text and HTML)', async () => {
      const res = await register('asha@example.com');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        message: A.registered,
        email: 'asha@example.com',
        user: {
          first_name: 'Asha',
          last_name: 'Patil',
          username: 'asha',
          email: 'asha@example.com',
          city: 'Pune',
          state: 'Maharashtra',
          phone_number: '+919876543210',
          is_email_verified: false,
          auth_provider: 'password',
        },
      });
      const code = await latestCode(a.mailer, 'asha@example.com');
      expect(code).toMatch(/^\d{6}$/);
      const [mail] = mailsTo('asha@example.com');
      expect(mail.subject).toMatch(/verification code/i);
      expect(mail.html).toContain(code);
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);

      const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(row.password_hash).not.toContain('Secret#123');
      expect(await verifyPassword('Secret#123', row.password_hash as string)).toBe(true);
      const stored = await t.db.selectFrom('email_codes').selectAll().executeTakeFirstOrThrow();
      expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.code_hash).not.toContain(code);
    });

    it('falls back to the e-mail for the username', async () => {
      expect((await register('nouser@example.com', { username: '' })).json().user.username).toBe('nouser@example.com');
      const { username: _omit, ...withoutUsername } = validRegistration('absent@example.com');
      expect((await post('/api/register/', withoutUsername)).json().user.username).toBe('absent@example.com');
    });

    it('refuses an e-mail already registered in another case (400, per field)', async () => {
      expect((await register('Asha@Example.com')).statusCode).toBe(201);
      const again = await register('asha@EXAMPLE.COM');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ email: [A.emailTaken] });
      expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    });

    it('validates with the sign-up rules and messages: per-field arrays', async () => {
      const weak = await register('weak@example.com', { password: 'short', password_confirm: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ password: [M.passwordTooShort] });

      const empty = await post('/api/register/', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        email: [M.emailRequired],
        password: [M.passwordRequired],
        password_confirm: [M.confirmPassword],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        city: ['City is required'],
        state: ['State is required'],
      });

      const bad = await register('not-an-email', { password_confirm: 'Secret#124', phone_number: '12345' });
      expect(bad.json()).toEqual({ email: [M.emailInvalid], password_confirm: [M.passwordsDoNotMatch], phone_number: [M.phoneInvalid] });

      const types = await register('types@example.com', { first_name: ['x'], city: 'c'.repeat(101) });
      expect(types.json()).toEqual({ first_name: [A.notText('First name')], city: [A.tooLong('City', 100)] });
      expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    });

    it('accepts the phone as 10 digits or with an offered country code, and stores it normalised', async () => {
      expect((await register('p1@example.com', { phone_number: '98765 43210' })).json().user.phone_number).toBe('9876543210');
      expect((await register('p2@example.com', { phone_number: '+44 7911 123456' })).json().user.phone_number).toBe('+447911123456');
      expect((await register('p3@example.com', { phone_number: '' })).json().user.phone_number).toBeNull();
      expect((await register('p4@example.com', { phone_number: '+99 9876543210' })).json()).toEqual({ phone_number: [M.phoneInvalid] });
    });
  });

  describe('POST /api/login/', () => {
    it('refuses an unverified e-mail with 403 and the spec’s unverified message', async () => {
      await register('new@example.com');
      const res = await login('new@example.com');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: LOGIN_MESSAGES.unverified });
      expect(res.json().detail).toContain('Email not verified');
    });

    it('answers wrong password and unknown e-mail alike (401), without saying which part was wrong', async () => {
      await verifiedUser(a, 'known@example.com');
      const wrong = await login('known@example.com', 'Wrong#123');
      const unknown = await login('nobody@example.com');
      const unverifiedWrong = await (async () => {
        await register('pending@example.com');
        return login('pending@example.com', 'Wrong#123');
      })();
      for (const res of [wrong, unknown, unverifiedWrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: LOGIN_MESSAGES.invalidCredentials });
      }
    });

    it('validates the login form (per field)', async () => {
      const res = await post('/api/login/', { email: '', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
      expect((await post('/api/login/', { email: 'x', password: 'y' })).json()).toEqual({ email: [M.emailInvalid] });
    });

    it('logs a verified user in (e-mail in any case): access, refresh and user', async () => {
      await verifiedUser(a, 'asha@example.com');
      const res = await login('ASHA@example.COM');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
      expect(body.user).toMatchObject({ email: 'asha@example.com', is_email_verified: true });
      const profile = await a.client.inject({ url: '/api/profile/', headers: bearer(body.access) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().email).toBe('asha@example.com');
    });

    it('with the default cost: a user hashed at the former default (N=2^14) logs in, and the stored hash now has N=2^17', async () => {
      await verifiedUser(a, 'former@example.com');
      await t.db.updateTable('users').set({ password_hash: await hashPassword('Secret#123', { N: 2 ** 14, r: 8, p: 1 }) }).execute();
      const defaults = await startAccountsApp(t.db, { PASSWORD_SCRYPT_N: '' });
      try {
        const res = await defaults.client.inject({ method: 'POST', url: '/api/login/', payload: { email: 'former@example.com', password: 'Secret#123' } });
        expect(res.statusCode).toBe(200);
      } finally {
        await defaults.client.close();
      }
      const row = await t.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('Secret#123', row.password_hash as string)).toBe(true);
      // Two hashes at the real cost (the rehash and this check): about a second each on a busy machine.
    }, 30_000);

    it('rehashes a password stored with other scrypt parameters at login', async () => {
      await verifiedUser(a, 'old@example.com');
      await t.db.updateTable('users').set({ password_hash: await hashPassword('Secret#123', { N: 512, r: 8, p: 1 }) }).execute();
      expect((await login('old@example.com')).statusCode).toBe(200);
      const row = await t.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    });
  });

  describe('POST /api/verify-email/confirm/', () => {
    it('verifies with the right code and logs the user in', async () => {
      await register('v@example.com');
      const code = await latestCode(a.mailer, 'v@example.com');
      const res = await post('/api/verify-email/confirm/', { email: 'V@example.com', code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: A.verified, access: expect.any(String), refresh: expect.any(String), user: { is_email_verified: true } });
      expect((await login('v@example.com')).statusCode).toBe(200);
    });

    it('refuses a reused code', async () => {
      await register('v@example.com');
      const code = await latestCode(a.mailer, 'v@example.com');
      expect((await post('/api/verify-email/confirm/', { email: 'v@example.com', code })).statusCode).toBe(200);
      const again = await post('/api/verify-email/confirm/', { email: 'v@example.com', code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: A.codeInvalid });
    });

    it('kills a code after 5 wrong tries: the right code is then refused, a new one works', async () => {
      await register('v@example.com');
      const code = await latestCode(a.mailer, 'v@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await post('/api/verify-email/confirm/', { email: 'v@example.com', code: wrong })).json().detail);
      expect(answers).toEqual([A.codeInvalid, A.codeInvalid, A.codeInvalid, A.codeInvalid, A.codeDead]);
      const right = await post('/api/verify-email/confirm/', { email: 'v@example.com', code });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({ detail: A.codeDead });

      a.clock.advance(61_000);
      expect((await post('/api/verify-email/', { email: 'v@example.com' })).statusCode).toBe(200);
      const fresh = await eventuallyNewCode('v@example.com', code);
      expect((await post('/api/verify-email/confirm/', { email: 'v@example.com', code: fresh })).statusCode).toBe(200);
    });

    it('refuses an expired code (15 minutes)', async () => {
      await register('v@example.com');
      const code = await latestCode(a.mailer, 'v@example.com');
      a.clock.advance(15 * MINUTE);
      const res = await post('/api/verify-email/confirm/', { email: 'v@example.com', code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: A.codeInvalid });
    });

    it('accepts a code just before it expires', async () => {
      await register('v@example.com');
      const code = await latestCode(a.mailer, 'v@example.com');
      a.clock.advance(15 * MINUTE - 1000);
      expect((await post('/api/verify-email/confirm/', { email: 'v@example.com', code })).statusCode).toBe(200);
    });

    it('answers a verified account exactly like an unknown e-mail (no account enumeration)', async () => {
      await verifiedUser(a, 'done@example.com');
      const verified = await post('/api/verify-email/confirm/', { email: 'done@example.com', code: '123456' });
      const unknown = await post('/api/verify-email/confirm/', { email: 'nobody@example.com', code: '123456' });
      expect([verified.statusCode, verified.json()]).toEqual([400, { detail: A.codeInvalid }]);
      expect([unknown.statusCode, unknown.json()]).toEqual([verified.statusCode, verified.json()]);
    });

    it('validates the code format and answers unknown e-mails like wrong codes', async () => {
      const res = await post('/api/verify-email/confirm/', { email: 'v@example.com', code: '12ab' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: [M.verificationCodeInvalid] });
      const unknown = await post('/api/verify-email/confirm/', { email: 'nobody@example.com', code: '123456' });
      expect(unknown.json()).toEqual({ detail: A.codeInvalid });
    });
  });

  async function eventuallyNewCode(email: string, old: string): Promise<string> {
    return eventually(() => {
      const mine = mailsTo(email);
      const code = CODE_PATTERN.exec(mine[mine.length - 1]?.text ?? '')?.[1];
      return code && code !== old ? code : null;
    });
  }

  describe('POST /api/verify-email/ (resend)', () => {
    it('enforces the 60 s cooldown with 429 and Retry-After', async () => {
      await register('r@example.com');
      a.clock.advance(20_000);
      const res = await post('/api/verify-email/', { email: 'r@example.com' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('40');
      expect(res.json()).toEqual({ detail: A.resendCooldown(40) });
    });

    it('replaces the code on resend (the old one stops working) and allows 3 resends, then 429 until the hour is over', async () => {
      await register('r@example.com');
      const first = await latestCode(a.mailer, 'r@example.com');
      let previous = first;
      for (let i = 1; i <= 3; i++) {
        a.clock.advance(61_000);
        const res = await post('/api/verify-email/', { email: 'r@example.com' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: A.codeSent });
        previous = await eventuallyNewCode('r@example.com', previous);
      }
      expect(mailsTo('r@example.com')).toHaveLength(4);
      a.clock.advance(61_000);
      const fourth = await post('/api/verify-email/', { email: 'r@example.com' });
      expect(fourth.statusCode).toBe(429);
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RESEND_SERIES_MS / 1000);
      expect(fourth.json().detail).toMatch(/used all 3 resends/);

      const old = await post('/api/verify-email/confirm/', { email: 'r@example.com', code: first === previous ? '999999' : first });
      expect(old.json()).toEqual({ detail: A.codeInvalid });

      a.clock.advance(retryAfter * 1000);
      expect((await post('/api/verify-email/', { email: 'r@example.com' })).statusCode).toBe(200);
    });

    it('answers an unknown e-mail and an already verified one like a known one, without mail (no account enumeration)', async () => {
      const res = await post('/api/verify-email/', { email: 'ghost@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: A.codeSent });
      await verifiedUser(a, 'done@example.com');
      a.clock.advance(61_000);
      a.mailer.clear();
      const verified = await post('/api/verify-email/', { email: 'done@example.com' });
      expect([verified.statusCode, verified.json()]).toEqual([200, { message: A.codeSent }]);
      await settle();
      expect(a.mailer.messages).toEqual([]);
      expect((await post('/api/verify-email/', { email: 'bad' })).json()).toEqual({ email: [M.emailInvalid] });
    });
  });

  describe('POST /api/token/refresh/ and /api/logout/', () => {
    it('rotates: a new access and a new refresh; the new refresh works', async () => {
      const first = await verifiedUser(a, 's@example.com');
      const res = await post('/api/token/refresh/', { refresh: first.refresh });
      expect(res.statusCode).toBe(200);
      const next = res.json();
      expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
      expect(next.refresh).not.toBe(first.refresh);
      expect((await a.client.inject({ url: '/api/profile/', headers: bearer(next.access) })).statusCode).toBe(200);
      expect((await post('/api/token/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
    });

    it('refuses a reused refresh token and revokes its whole session, not the others', async () => {
      await verifiedUser(a, 's@example.com');
      const session = (await login('s@example.com')).json();
      const other = (await login('s@example.com')).json();
      const rotated = (await post('/api/token/refresh/', { refresh: session.refresh })).json();

      const reuse = await post('/api/token/refresh/', { refresh: session.refresh });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ detail: A.refreshReused });
      const afterReuse = await post('/api/token/refresh/', { refresh: rotated.refresh });
      expect(afterReuse.statusCode).toBe(401);
      expect(afterReuse.json()).toEqual({ detail: A.refreshInvalid });

      expect((await post('/api/token/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
    });

    it('refuses garbage, access tokens, a missing field and expired refresh tokens', async () => {
      const tokens = await verifiedUser(a, 's@example.com');
      expect((await post('/api/token/refresh/', { refresh: 'nope' })).json()).toEqual({ detail: A.refreshInvalid });
      expect((await post('/api/token/refresh/', { refresh: tokens.access })).statusCode).toBe(401);
      const missing = await post('/api/token/refresh/', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ detail: A.refreshRequired });
      a.clock.advance(14 * 24 * 60 * MINUTE + 1000);
      expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
    });

    it('logout revokes the refresh token (that session only), and is idempotent', async () => {
      await verifiedUser(a, 'o@example.com');
      const session = (await login('o@example.com')).json();
      const other = (await login('o@example.com')).json();
      const res = await post('/api/logout/', { refresh: session.refresh });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: A.loggedOut });
      expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
      expect((await post('/api/logout/', { refresh: session.refresh })).statusCode).toBe(200);
      expect((await post('/api/logout/', { refresh: 'garbage' })).statusCode).toBe(200);
      expect((await post('/api/token/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
    });
  });

  describe('GET and PUT /api/profile/', () => {
    it('needs a valid bearer token', async () => {
      const none = await a.client.inject({ url: '/api/profile/' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ detail: SESSION_MESSAGES.missingToken });
      expect((await a.client.inject({ url: '/api/profile/', headers: bearer('x.y.z') })).json()).toEqual({ detail: INVALID_TOKEN_DETAIL });
      const { access } = await verifiedUser(a, 'gone@example.com');
      await t.db.deleteFrom('users').execute();
      expect((await a.client.inject({ url: '/api/profile/', headers: bearer(access) })).json()).toEqual({ detail: A.userGone });
    });

    it('returns the user and updates the profile fields; the e-mail is read-only', async () => {
      const { access } = await verifiedUser(a, 'prof@example.com');
      const get = await a.client.inject({ url: '/api/profile/', headers: bearer(access) });
      expect(get.json()).toMatchObject({ email: 'prof@example.com', first_name: 'Asha', is_email_verified: true });
      expect(get.headers['cache-control']).toBe('no-store');

      const put = (payload: unknown) => a.client.inject({ method: 'PUT', url: '/api/profile/', headers: bearer(access), payload });
      const updated = await put({ first_name: 'Asha R', last_name: 'Patil', username: 'ashar', city: 'Mumbai', state: 'Maharashtra', phone_number: '9123456789', email: 'PROF@example.com' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ first_name: 'Asha R', username: 'ashar', city: 'Mumbai', phone_number: '9123456789', email: 'prof@example.com' });

      const changeEmail = await put({ email: 'other@example.com', city: 'Nashik' });
      expect(changeEmail.statusCode).toBe(400);
      expect(changeEmail.json()).toEqual({ email: [A.emailReadOnly] });
      const invalid = await put({ first_name: ' ', phone_number: '123' });
      expect(invalid.json()).toEqual({ first_name: ['First name is required'], phone_number: [M.phoneInvalid] });

      const fallback = await put({ username: '', phone_number: '' });
      expect(fallback.json()).toMatchObject({ username: 'prof@example.com', phone_number: null, city: 'Mumbai' });
      const after = (await a.client.inject({ url: '/api/profile/', headers: bearer(access) })).json();
      expect(after).toMatchObject({ email: 'prof@example.com', city: 'Mumbai', username: 'prof@example.com' });
      const notObject = await a.client.inject({ method: 'PUT', url: '/api/profile/', headers: { ...bearer(access), 'content-type': 'application/json' }, payload: '[1]' });
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json()).toEqual({ detail: 'Send a JSON object.' });
    });
  });

  describe('CSRF cookie and password reset', () => {
    const cookieOf = (res: { headers: Record<string, unknown> }) => {
      const raw = res.headers['set-cookie'];
      const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
      return list.find((c) => c.startsWith('csrftoken='));
    };
    async function csrf(): Promise<{ token: string; headers: Record<string, string> }> {
      const res = await a.client.inject({ url: '/api/csrf/' });
      const token = res.json().csrfToken as string;
      return { token, headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token } };
    }

    it('GET /api/csrf/ sets a readable SameSite=Lax cookie (Secure behind https) and returns its value', async () => {
      const res = await a.client.inject({ url: '/api/csrf/' });
      expect(res.statusCode).toBe(200);
      const cookie = cookieOf(res) as string;
      expect(cookie).toBe(`csrftoken=${res.json().csrfToken}; Path=/; Max-Age=31536000; SameSite=Lax`);
      expect(cookie).not.toMatch(/HttpOnly/i);
      const https = await a.client.inject({ url: '/api/csrf/', headers: { 'x-forwarded-proto': 'https' } });
      expect(cookieOf(https)).toMatch(/; Secure; SameSite=Lax$/);
      // A client that has a valid cookie keeps it.
      const again = await a.client.inject({ url: '/api/csrf/', headers: { cookie: `csrftoken=${res.json().csrfToken}` } });
      expect(again.json().csrfToken).toBe(res.json().csrfToken);
    });

    it('sets the cookie on any API response to a client that lacks it (errors too), not to one that has it', async () => {
      expect(cookieOf(await a.client.inject({ url: '/api/health/' }))).toBeDefined();
      expect(cookieOf(await a.client.inject({ url: '/api/nope/' }))).toBeDefined();
      const { token } = await csrf();
      expect(cookieOf(await a.client.inject({ url: '/api/health/', headers: { cookie: `csrftoken=${token}` } }))).toBeUndefined();
      expect(cookieOf(await a.client.inject({ url: '/api/health/', headers: { cookie: 'csrftoken=forged' } }))).toBeDefined();
      // Never on a publicly cacheable answer (a shared cache could hand one token to everyone).
      const cacheable = await a.client.inject({ url: '/api/cutoffs/options/mhtcet/rounds/' });
      expect(cacheable.headers['cache-control']).toMatch(/public/);
      expect(cookieOf(cacheable)).toBeUndefined();
    });

    it('refuses the reset calls without a matching X-CSRFToken (403)', async () => {
      const { token, headers } = await csrf();
      const other = (await csrf()).token;
      const cases: Record<string, string>[] = [
        {},
        { cookie: `csrftoken=${token}` },
        { 'x-csrftoken': token },
        { cookie: `csrftoken=${token}`, 'x-csrftoken': other },
        { cookie: 'csrftoken=abc.def', 'x-csrftoken': 'abc.def' },
      ];
      for (const h of cases) {
        for (const url of ['/api/password-reset/', '/api/password-reset/confirm/']) {
          const res = await post(url, { email: 'x@example.com', code: '123456', new_password: 'Newpass#1', new_password_confirm: 'Newpass#1' }, h);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ detail: A.csrfFailed });
        }
      }
      expect((await post('/api/password-reset/', { email: 'x@example.com' }, headers)).statusCode).toBe(200);
    });

    it('answers the same whether or not the e-mail has an account; only the account gets mail', async () => {
      await verifiedUser(a, 'has@example.com');
      a.mailer.clear();
      const { headers } = await csrf();
      const known = await post('/api/password-reset/', { email: 'HAS@example.com' }, headers);
      const unknown = await post('/api/password-reset/', { email: 'ghost@example.com' }, headers);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: A.resetSent });
      expect(unknown.body).toBe(known.body);
      await latestCode(a.mailer, 'has@example.com');
      expect(a.mailer.messages.map((m) => m.to)).toEqual(['has@example.com']);
      expect(a.mailer.messages[0].subject).toMatch(/password reset code/i);
      expect((await post('/api/password-reset/', { email: 'nope' }, headers)).json()).toEqual({ email: [M.emailInvalid] });
    });

    it('resets the password with the code: old password and old sessions stop working, the code is single-use', async () => {
      const old = await verifiedUser(a, 'reset@example.com');
      const { headers } = await csrf();
      await post('/api/password-reset/', { email: 'reset@example.com' }, headers);
      const code = await latestCode(a.mailer, 'reset@example.com');
      const body = { email: 'reset@example.com', code, new_password: 'Brand#new1', new_password_confirm: 'Brand#new1' };

      expect((await post('/api/password-reset/confirm/', { ...body, new_password_confirm: 'Brand#new2' }, headers)).json()).toEqual({ new_password_confirm: [M.resetPasswordsDoNotMatch] });
      expect((await post('/api/password-reset/confirm/', { ...body, new_password: 'short', new_password_confirm: 'short' }, headers)).json()).toEqual({ new_password: [M.passwordTooShort] });
      expect((await post('/api/password-reset/confirm/', { ...body, code: 'abc' }, headers)).json()).toEqual({ code: [M.verificationCodeInvalid] });

      const done = await post('/api/password-reset/confirm/', body, headers);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: A.resetDone });
      expect((await login('reset@example.com')).statusCode).toBe(401);
      expect((await login('reset@example.com', 'Brand#new1')).statusCode).toBe(200);
      expect((await post('/api/token/refresh/', { refresh: old.refresh })).statusCode).toBe(401);

      const reuse = await post('/api/password-reset/confirm/', { ...body, new_password: 'Other#pass1', new_password_confirm: 'Other#pass1' }, headers);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({ detail: A.resetCodeInvalid });
    });

    it('reset codes die after 5 wrong tries, expire, and re-requests follow the resend rules silently', async () => {
      await verifiedUser(a, 'rc@example.com');
      a.mailer.clear();
      const { headers } = await csrf();
      await post('/api/password-reset/', { email: 'rc@example.com' }, headers);
      const code = await latestCode(a.mailer, 'rc@example.com');
      // Within the cooldown: the same answer, but no second mail.
      const quick = await post('/api/password-reset/', { email: 'rc@example.com' }, headers);
      expect(quick.json()).toEqual({ message: A.resetSent });
      await settle();
      expect(mailsTo('rc@example.com')).toHaveLength(1);

      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (c: string) => post('/api/password-reset/confirm/', { email: 'rc@example.com', code: c, new_password: 'Brand#new1', new_password_confirm: 'Brand#new1' }, headers);
      for (let i = 0; i < 5; i++) await attempt(wrong);
      expect((await attempt(code)).json()).toEqual({ detail: A.codeDead });

      a.clock.advance(61_000);
      await post('/api/password-reset/', { email: 'rc@example.com' }, headers);
      const second = await eventuallyNewCode('rc@example.com', code);
      a.clock.advance(15 * MINUTE);
      expect((await attempt(second)).json()).toEqual({ detail: A.resetCodeInvalid });
      expect((await post('/api/password-reset/confirm/', { email: 'ghost@example.com', code: '123456', new_password: 'Brand#new1', new_password_confirm: 'Brand#new1' }, headers)).json()).toEqual({ detail: A.resetCodeInvalid });
    });
  });

  describe('CORS with credentials', () => {
    it('lets the configured origins send cookies (preflight and response)', async () => {
      const preflight = await a.client.inject({
        method: 'OPTIONS',
        url: '/api/password-reset/',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrftoken' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-CSRFToken/i);
      const res = await a.client.inject({ url: '/api/csrf/', headers: { origin: 'http://localhost:3000' } });
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      const stranger = await a.client.inject({ url: '/api/csrf/', headers: { origin: 'https://evil.example' } });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('bad input never gives a 500', () => {
    const urls = ['/api/register/', '/api/login/', '/api/verify-email/confirm/', '/api/verify-email/', '/api/token/refresh/', '/api/logout/', '/api/auth/google/exchange-code/'];
    const payloads: unknown[] = ['null', '[]', '"text"', '42', '{"email":{}}', '{"email":["a@b.co"],"password":{}}', '{"email":"a@b.co","code":123456}', '{"refresh":{"a":1}}', '{bad json'];
    it.each(urls)('%s', async (url) => {
      for (const payload of payloads) {
        const res = await post(url, payload, { 'content-type': 'application/json' });
        expect(res.statusCode).toBeLessThan(500);
        if (payload !== '{"email":"a@b.co","code":123456}') expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(typeof res.json()).toBe('object');
      }
    });
  });
});
