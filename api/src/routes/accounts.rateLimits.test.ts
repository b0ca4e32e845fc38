// Rate limits of the account calls, with the real limits (RATE_LIMITS) and with small windows from config.
import { ACCOUNT_MESSAGES as A } from '../accounts/messages';
import { RATE_LIMITS, type CallLimits, type RateLimitedCall } from '../accounts/rateLimits';
import { resetAccounts, startAccountsApp, verifiedUser, type AccountsTestApp } from '../test/accounts';
import { createTestDb, testDialects, type TestDb } from '../test/db';

describe.each(testDialects())('account rate limits (%s)', (dialect) => {
  let t: TestDb;
  const apps: AccountsTestApp[] = [];

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    for (const app of apps) await app.client.close();
    await t.destroy();
  });
  beforeEach(() => resetAccounts(t.db));

  async function app(env: NodeJS.ProcessEnv = {}, limits?: Record<RateLimitedCall, CallLimits>): Promise<AccountsTestApp> {
    const started = await startAccountsApp(t.db, { RATE_LIMITS_ENABLED: 'true', ...env }, { limits });
    apps.push(started);
    return started;
  }
  const login = (a: AccountsTestApp, email: string, password: string) => a.client.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });

  /** Tries until the first 429; returns how many tries it took (or Infinity). */
  async function triesUntil429(send: (i: number) => Promise<{ statusCode: number }>, max = 30): Promise<number> {
    for (let i = 1; i <= max; i++) if ((await send(i)).statusCode === 429) return i;
    return Infinity;
  }

  it('login brute force on one e-mail meets 429 within 30 tries (the 11th), with Retry-After, even with the right password', async () => {
    const a = await app();
    const tries = await triesUntil429(() => login(a, 'victim@example.com', 'Guess#000'));
    expect(tries).toBe(RATE_LIMITS.login.email!.max + 1);
    expect(tries).toBeLessThanOrEqual(30);
    const blocked = await login(a, 'victim@example.com', 'Guess#000');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ detail: A.rateLimited(Number(blocked.headers['retry-after'])) });
    // Another e-mail from the same address is not yet blocked.
    expect((await login(a, 'other@example.com', 'Guess#000')).statusCode).toBe(401);
  });

  it('login brute force from one IP across many e-mails meets 429 within 30 tries (the 21st)', async () => {
    const a = await app();
    const tries = await triesUntil429((i) => login(a, `user${i}@example.com`, 'Guess#000'));
    expect(tries).toBe(RATE_LIMITS.login.ip.max + 1);
    expect(tries).toBeLessThanOrEqual(30);
  });

  it('behind a trusted proxy (TRUST_PROXY_HOPS=1) counts per forwarded client address', async () => {
    const a = await app({ TRUST_PROXY_HOPS: '1' });
    const from = (ip: string, i: number) => a.client.inject({ method: 'POST', url: '/api/login/', payload: { email: `u${i}@example.com`, password: 'Guess#000' }, headers: { 'x-forwarded-for': `forged, ${ip}` } });
    expect(await triesUntil429((i) => from('203.0.113.7', i))).toBe(RATE_LIMITS.login.ip.max + 1);
    expect((await from('203.0.113.8', 99)).statusCode).toBe(401);
  });

  it('counts e-mails case-insensitively', async () => {
    const a = await app();
    const tries = await triesUntil429((i) => login(a, i % 2 ? 'Victim@Example.com' : 'victim@example.COM', 'Guess#000'));
    expect(tries).toBe(RATE_LIMITS.login.email!.max + 1);
  });

  it('windows end: with RATE_LIMIT_WINDOW_SECONDS=1 the block lifts after a second', async () => {
    const a = await app({ RATE_LIMIT_WINDOW_SECONDS: '1' });
    expect(await triesUntil429(() => login(a, 'v@example.com', 'Guess#000'))).toBe(11);
    a.clock.advance(1000);
    expect((await login(a, 'v@example.com', 'Guess#000')).statusCode).toBe(401);
  });

  it('limits every account call (small limits from config)', async () => {
    const one = { ip: { max: 1, windowSeconds: 60 }, email: { max: 1, windowSeconds: 60 } };
    const limits = Object.fromEntries(Object.keys(RATE_LIMITS).map((call) => [call, one])) as Record<RateLimitedCall, CallLimits>;
    const a = await app({}, limits);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/register/', { email: 'x@example.com' }],
      ['POST', '/api/login/', { email: 'x@example.com', password: 'x' }],
      ['POST', '/api/verify-email/confirm/', { email: 'x@example.com', code: '123456' }],
      ['POST', '/api/verify-email/', { email: 'x@example.com' }],
      ['POST', '/api/token/refresh/', { refresh: 'x' }],
      ['POST', '/api/logout/', { refresh: 'x' }],
      ['GET', '/api/auth/google/?redirect_uri=http://localhost:3000/oauth-bridge', undefined],
      ['POST', '/api/auth/google/exchange-code/', { code: 'x', redirect_uri: 'http://localhost:3000/oauth-bridge' }],
      ['GET', '/api/profile/', undefined],
      ['PUT', '/api/profile/', { city: 'x' }],
      ['POST', '/api/password-reset/', { email: 'x@example.com' }],
      ['POST', '/api/password-reset/confirm/', { email: 'x@example.com' }],
      ['GET', '/api/csrf/', undefined],
    ];
    for (const [method, url, payload] of calls) {
      const first = await a.client.inject({ method, url, payload });
      expect([url, first.statusCode === 429]).toEqual([url, false]);
      const second = await a.client.inject({ method, url, payload });
      expect([url, second.statusCode]).toEqual([url, 429]);
      expect(second.headers['retry-after']).toBeDefined();
    }
  });

  it('5,000 logins from one address, each with a new 60 KB e-mail: 4,980 answers of 429 and a bounded table', async () => {
    const a = await app();
    const statuses = new Map<number, number>();
    const huge = 'x'.repeat(60 * 1024);
    for (let batch = 0; batch < 5000; batch += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(a, `${batch + i}${huge}@example.com`, 'Guess#000')));
      for (const res of answers) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    // The first 20 reach validation (400: the address is too long), the rest are refused by the address limit.
    expect(Object.fromEntries(statuses)).toEqual({ 400: RATE_LIMITS.login.ip.max, 429: 5000 - RATE_LIMITS.login.ip.max });
    // One row: the address's. Once refused, the address is answered from memory until its window ends.
    const rows = await t.db.selectFrom('rate_limit_counters').select(['key', 'count']).execute();
    expect(rows.map((r) => r.key)).toEqual(['login|ip|127.0.0.1']);
    expect(Number(rows[0].count)).toBeLessThanOrEqual(RATE_LIMITS.login.ip.max + 50);
  }, 120_000);

  it('holds across API instances and restarts on one database', async () => {
    const first = await app();
    const second = await app();
    for (let i = 0; i < RATE_LIMITS.login.email!.max; i++) expect((await login(i % 2 ? first : second, 'shared@example.com', 'Guess#000')).statusCode).toBe(401);
    expect((await login(second, 'shared@example.com', 'Guess#000')).statusCode).toBe(429);
    await first.client.close();
    const restarted = await app();
    expect((await login(restarted, 'shared@example.com', 'Guess#000')).statusCode).toBe(429);
  });

  it('counts IPv6 clients per /64 (behind a trusted proxy)', async () => {
    const a = await app({ TRUST_PROXY_HOPS: '1' });
    const from = (ip: string, i: number) => a.client.inject({ method: 'POST', url: '/api/login/', payload: { email: `u${i}@example.com`, password: 'Guess#000' }, headers: { 'x-forwarded-for': ip } });
    expect(await triesUntil429((i) => from(`2001:db8:5:6::${i.toString(16)}`, i))).toBe(RATE_LIMITS.login.ip.max + 1);
    expect((await from('2001:db8:5:6:ffff::1', 99)).statusCode).toBe(429);
    expect((await from('2001:db8:5:7::1', 99)).statusCode).toBe(401);
  });

  it('RATE_LIMITS_ENABLED=false turns them off (benchmarks)', async () => {
    const a = await app({ RATE_LIMITS_ENABLED: 'false' });
    await verifiedUser(a, 'bench@example.com');
    for (let i = 0; i < 35; i++) expect((await login(a, 'bench@example.com', 'Secret#123')).statusCode).toBe(200);
  });
});
