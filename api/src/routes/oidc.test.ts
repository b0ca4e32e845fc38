// Google sign-in against a real OpenID Connect provider on loopback (test-support/oidc-provider.mjs).
import { createHash } from 'node:crypto';
import { SOCIAL_MESSAGES } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import {
  followUntil,
  resetAccounts,
  startAccountsApp,
  startOidcProvider,
  validRegistration,
  verifiedUser,
  type AccountsTestApp,
  type OidcProviderProcess,
} from '../test/accounts';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { allowedRedirectUri, exchangeState } from './oidc';

const BRIDGE = 'http://localhost:3000/oauth-bridge';

describe('exchangeState', () => {
  it('is the posted state when the cookie holds the same, else null', () => {
    expect(exchangeState('abc', 'abc')).toBe('abc');
    expect(exchangeState('abc', undefined)).toBeNull();
    expect(exchangeState('abc', '')).toBeNull();
    expect(exchangeState('abc', 'abd')).toBeNull();
    expect(exchangeState('abc', 'abcd')).toBeNull();
    expect(exchangeState(undefined, 'abc')).toBeNull();
    expect(exchangeState(['abc'], 'abc')).toBeNull();
    expect(exchangeState('x'.repeat(257), 'x'.repeat(257))).toBeNull();
  });
});

describe('allowedRedirectUri', () => {
  const origins = ['http://localhost:3000', 'https://www.example.org'];
  it.each([
    ['http://localhost:3000/oauth-bridge', 'http://localhost:3000/oauth-bridge'],
    ['http://localhost:3000/oauth-bridge/', 'http://localhost:3000/oauth-bridge/'],
    ['https://www.example.org/oauth-bridge', 'https://www.example.org/oauth-bridge'],
    ['http://localhost:3001/oauth-bridge', null],
    ['http://localhost:3000/profile', null],
    ['http://localhost:3000/oauth-bridge?next=https://evil.example', null],
    ['http://localhost:3000/oauth-bridge#x', null],
    ['http://user@localhost:3000/oauth-bridge', null],
    ['https://evil.example/oauth-bridge', null],
    ['//evil.example/oauth-bridge', null],
    ['javascript:alert(1)', null],
    [42, null],
  ])('%p -> %p', (raw, expected) => {
    expect(allowedRedirectUri(raw, origins)).toBe(expected);
  });
});

let provider: OidcProviderProcess;
beforeAll(async () => {
  provider = await startOidcProvider([BRIDGE]);
}, 30_000);
afterAll(() => provider?.stop());

describe.each(testDialects())('Google sign-in with a loopback OpenID Connect provider (%s)', (dialect) => {
  let t: TestDb;
  let a: AccountsTestApp;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    a = await startAccountsApp(t.db, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret });
  });
  afterAll(async () => {
    await a.client.close();
    await t.destroy();
  });
  beforeEach(async () => {
    await resetAccounts(t.db);
    a.clock.set(Date.now());
  });

  const start = (query = `redirect_uri=${encodeURIComponent(BRIDGE)}`) => a.client.inject({ url: `/api/auth/google/?${query}` });
  const exchange = (payload: unknown, headers: Record<string, string> = {}) =>
    a.client.inject({ method: 'POST', url: '/api/auth/google/exchange-code/', payload, headers });

  /** The whole browser round trip: our redirect, the provider's login, back at the bridge with code and state. */
  async function signIn(loginHint?: string): Promise<{ code: string; state: string; cookie: string }> {
    const res = await start(`redirect_uri=${encodeURIComponent(BRIDGE)}${loginHint ? `&login_hint=${encodeURIComponent(loginHint)}` : ''}`);
    expect(res.statusCode).toBe(302);
    const back = await followUntil(String(res.headers.location), BRIDGE);
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = (setCookies.find((c) => c.startsWith('oidc_state=')) ?? '').split(';')[0];
    return { code: back.searchParams.get('code') as string, state: back.searchParams.get('state') as string, cookie };
  }

  it('redirects to the provider with state, nonce and PKCE (S256), remembering them server-side', async () => {
    const res = await start();
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({ response_type: 'code', client_id: provider.clientId, redirect_uri: BRIDGE, scope: 'openid email profile', code_challenge_method: 'S256' });
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    const row = await t.db.selectFrom('oidc_states').selectAll().where('state', '=', params.state).executeTakeFirstOrThrow();
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(params.code_challenge);
    expect(row).toMatchObject({ nonce: params.nonce, redirect_uri: BRIDGE });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
    expect(String(res.headers['set-cookie'])).toMatch(/oidc_state=[\w-]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax/);
  });

  it('refuses a redirect_uri that is not an allowed /oauth-bridge (400, nothing stored)', async () => {
    for (const query of ['', 'redirect_uri=https://evil.example/oauth-bridge', `redirect_uri=${encodeURIComponent('http://localhost:3000/profile')}`, 'redirect_uri=nope']) {
      const res = await start(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: A.socialBadRedirect });
    }
    expect(await t.db.selectFrom('oidc_states').selectAll().execute()).toEqual([]);
  });

  it('first sign-in creates a verified Google user and returns tokens and user; the second one signs the same user in', async () => {
    const first = await signIn();
    expect(first.code).toBeTruthy();
    const res = await exchange({ code: first.code, redirect_uri: BRIDGE, state: first.state }, { cookie: first.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
    expect(body.user).toEqual({
      first_name: 'Oidc',
      last_name: 'User',
      username: 'oidc.user@example.com',
      email: 'oidc.user@example.com',
      city: '',
      state: '',
      phone_number: null,
      is_email_verified: true,
      auth_provider: 'google',
    });
    const profile = await a.client.inject({ url: '/api/profile/', headers: { authorization: `Bearer ${body.access}` } });
    expect(profile.json().email).toBe('oidc.user@example.com');
    expect((await a.client.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: body.refresh } })).statusCode).toBe(200);
    const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.oidc_subject).toMatch(new RegExp(`^${provider.issuer} user-[0-9a-f]+$`));
    // No password: a password login is refused like any wrong password.
    expect((await a.client.inject({ method: 'POST', url: '/api/login/', payload: { email: 'oidc.user@example.com', password: 'anything1' } })).statusCode).toBe(401);

    const second = await signIn();
    const again = await exchange({ code: second.code, redirect_uri: BRIDGE, state: second.state }, { cookie: second.cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.email).toBe('oidc.user@example.com');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('links a verified password account with the same e-mail (it keeps its password)', async () => {
    await verifiedUser(a, 'Linked@Example.com');
    const flow = await signIn('linked@example.com');
    const res = await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'Linked@Example.com', first_name: 'Asha', auth_provider: 'password', is_email_verified: true });
    const rows = await t.db.selectFrom('users').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].oidc_subject).toContain(provider.issuer);
    expect((await a.client.inject({ method: 'POST', url: '/api/login/', payload: { email: 'linked@example.com', password: 'Secret#123' } })).statusCode).toBe(200);
  });

  it('takes over an unverified password account with that e-mail: its password (maybe set by someone else) is dropped', async () => {
    await a.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration('squat@example.com') });
    const flow = await signIn('squat@example.com');
    const res = await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie });
    expect(res.json().user).toMatchObject({ email: 'squat@example.com', auth_provider: 'google', is_email_verified: true });
    const row = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect((await a.client.inject({ method: 'POST', url: '/api/login/', payload: { email: 'squat@example.com', password: 'Secret#123' } })).statusCode).toBe(401);
  });

  it('refuses a provider account whose e-mail is not verified', async () => {
    const flow = await signIn('someone+unverified@example.com');
    const res = await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: A.socialEmailUnverified, error: A.socialEmailUnverified });
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad, reused or expired state, and a redirect_uri other than the one started with', async () => {
    const flow = await signIn();
    const forged = await exchange({ code: flow.code, redirect_uri: BRIDGE, state: 'forged-state' }, { cookie: 'oidc_state=forged-state' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: A.socialBadState, error: A.socialBadState });
    expect((await exchange({ code: flow.code, redirect_uri: BRIDGE })).json().detail).toBe(A.socialBadState);

    expect((await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie })).statusCode).toBe(200);
    expect((await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie })).json().detail).toBe(A.socialBadState);

    const late = await signIn();
    a.clock.advance(10 * 60_000);
    expect((await exchange({ code: late.code, redirect_uri: BRIDGE, state: late.state }, { cookie: late.cookie })).json().detail).toBe(A.socialBadState);

    const other = await signIn();
    const mismatch = await exchange({ code: other.code, redirect_uri: 'http://127.0.0.1:3000/oauth-bridge', state: other.state }, { cookie: other.cookie });
    expect(mismatch.json().detail).toBe(A.socialBadRedirect);
  });

  it('signs in when the state cookie equals the state posted, and clears the cookie', async () => {
    const flow = await signIn();
    const res = await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/oidc_state=; Path=\/api\/auth\/google; Max-Age=0/);
  });

  it("login CSRF: the attacker's code and state posted from a browser without the state cookie are refused", async () => {
    const attackers = await signIn();
    const res = await exchange({ code: attackers.code, redirect_uri: BRIDGE, state: attackers.state });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: A.socialBadState, error: A.socialBadState });
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
    // The sign-in stays open for the browser that started it.
    expect((await exchange({ code: attackers.code, redirect_uri: BRIDGE, state: attackers.state }, { cookie: attackers.cookie })).statusCode).toBe(200);
  });

  it("login CSRF: a state cookie of another sign-in (the victim's own) does not match the attacker's state", async () => {
    const attackers = await signIn();
    const victims = await signIn();
    const res = await exchange({ code: attackers.code, redirect_uri: BRIDGE, state: attackers.state }, { cookie: victims.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: A.socialBadState, error: A.socialBadState });
    expect(String(res.headers['set-cookie'])).toMatch(/oidc_state=; Path=\/api\/auth\/google; Max-Age=0/);
    expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses the cookie alone: the state must be posted too', async () => {
    const flow = await signIn();
    const res = await exchange({ code: flow.code, redirect_uri: BRIDGE }, { cookie: flow.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(A.socialBadState);
  });

  it('checks the iss that the bridge passes on (RFC 9207 mix-up defence)', async () => {
    const flow = await signIn();
    const wrong = await exchange({ code: flow.code, redirect_uri: BRIDGE, state: flow.state, iss: 'https://evil.example' }, { cookie: flow.cookie });
    expect(wrong.json()).toEqual({ detail: SOCIAL_MESSAGES.exchangeFailed, error: SOCIAL_MESSAGES.exchangeFailed });
    const right = await signIn();
    expect((await exchange({ code: right.code, redirect_uri: BRIDGE, state: right.state, iss: provider.issuer }, { cookie: right.cookie })).statusCode).toBe(200);
  });

  it('answers a code the provider refuses with 400 and the exchange-failure message', async () => {
    const flow = await signIn();
    const res = await exchange({ code: `${flow.code}x`, redirect_uri: BRIDGE, state: flow.state }, { cookie: flow.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: SOCIAL_MESSAGES.exchangeFailed, error: SOCIAL_MESSAGES.exchangeFailed });
    const missing = await exchange({ redirect_uri: BRIDGE });
    expect(missing.json()).toEqual({ detail: A.socialCodeRequired, error: SOCIAL_MESSAGES.noCode });
  });

  it('without a client id, or with the provider down, sends the browser back to the bridge with an error', async () => {
    const off = await startAccountsApp(t.db, { OIDC_CLIENT_ID: '' });
    const down = await startAccountsApp(t.db, { OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
    try {
      const res = await off.client.inject({ url: `/api/auth/google/?redirect_uri=${encodeURIComponent(BRIDGE)}` });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(BRIDGE);
      expect(location.searchParams.get('error_description')).toBe(A.socialNotConfigured);
      const exchanged = await off.client.inject({ method: 'POST', url: '/api/auth/google/exchange-code/', payload: { code: 'x', redirect_uri: BRIDGE, state: 'y' } });
      expect(exchanged.statusCode).toBe(503);

      const unreachable = await down.client.inject({ url: `/api/auth/google/?redirect_uri=${encodeURIComponent(BRIDGE)}` });
      expect(unreachable.statusCode).toBe(302);
      expect(new URL(String(unreachable.headers.location)).searchParams.get('error')).toBe('temporarily_unavailable');
    } finally {
      await off.client.close();
      await down.client.close();
    }
  });
});
