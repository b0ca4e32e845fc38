import ipaddr from 'ipaddr.js';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { DbCounters, PRUNE_EVERY_MS } from './counters';
import { addressKey, clientIp, emailKey, RATE_LIMITS, RateLimiter, type CallLimits, type RateLimitedCall } from './rateLimits';

const on = { enabled: true, windowSeconds: null };

describe('clientIp', () => {
  it('uses the socket address unless proxies are trusted, then the entry the outermost trusted proxy saw', () => {
    expect(clientIp('10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9');
    expect(clientIp('10.0.0.9', undefined, 1)).toBe('10.0.0.9');
    expect(clientIp('10.0.0.9', 'forged, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(clientIp('10.0.0.9', 'forged, 1.2.3.4, 10.0.0.2', 2)).toBe('1.2.3.4');
    expect(clientIp('10.0.0.9', ['1.2.3.4', '10.0.0.2'], 5)).toBe('1.2.3.4');
  });
});

describe('addressKey', () => {
  it('counts IPv4 by address (also written IPv4-mapped) and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('hashes what is not an address, so a key stays short', () => {
    const key = addressKey('x'.repeat(60_000));
    expect(key).toMatch(/^other:[0-9a-f]{32}$/);
    expect(addressKey('unknown')).not.toBe(key);
    // Long text is hashed without being parsed (parsing 16 KB of "1:" takes about 10 ms).
    const parse = jest.spyOn(ipaddr, 'isValid');
    expect(addressKey('1:'.repeat(8000))).toMatch(/^other:/);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});

describe('emailKey', () => {
  it('is the same for one address however it is cased or padded, and never the address itself', () => {
    expect(emailKey(' A@X.io ')).toBe(emailKey('a@x.io'));
    expect(emailKey('a@x.io')).toMatch(/^[0-9a-f]{32}$/);
    expect(emailKey('b@x.io')).not.toBe(emailKey('a@x.io'));
  });

  it('is null for anything that cannot be an address: over 254 characters, no or two @, spaces, not text', () => {
    const local = 'a'.repeat(64);
    expect(emailKey(`${local}@${'d'.repeat(254 - 65)}`)).not.toBeNull();
    expect(emailKey(`${local}@${'d'.repeat(255 - 65)}`)).toBeNull();
    for (const bad of ['', 'nope', 'a@b@c', 'a b@c', '@x.io', 'a@', 42, null, undefined, ['a@x.io']]) expect(emailKey(bad)).toBeNull();
  });

  it('refuses a 60 KB string by its length, before any pattern runs on it', () => {
    const pattern = jest.spyOn(RegExp.prototype, 'test');
    expect(emailKey('@'.repeat(60_000))).toBeNull();
    expect(emailKey(`${'a'.repeat(60_000)}@x.io`)).toBeNull();
    expect(pattern).not.toHaveBeenCalled();
    pattern.mockRestore();
  });
});

describe.each(testDialects())('RateLimiter on the database (%s)', (dialect) => {
  let t: TestDb;
  let now = 0;
  const clock = () => now;

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());
  beforeEach(async () => {
    now = Date.parse('2025-06-01T10:00:00.000Z');
    await t.db.deleteFrom('rate_limit_counters').execute();
  });

  const limiter = (settings: { enabled: boolean; windowSeconds: number | null } = on, limits: Record<RateLimitedCall, CallLimits> = RATE_LIMITS) =>
    new RateLimiter(new DbCounters(t.db, clock), settings, limits);
  const rows = () => t.db.selectFrom('rate_limit_counters').selectAll().orderBy('key').execute();

  it('allows max requests per window per IP, then says how long to wait', async () => {
    const start = now;
    const l = limiter();
    for (let i = 0; i < 20; i++) expect((await l.hit('login', '10.0.0.1')).allowed).toBe(true);
    expect(await l.hit('login', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect((await l.hit('login', '10.0.0.2')).allowed).toBe(true);
    now = start + 899_500;
    expect(await l.hit('login', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = start + 900_000;
    expect((await l.hit('login', '10.0.0.1')).allowed).toBe(true);
  });

  it('counts per e-mail across IPs, case-insensitively', async () => {
    const l = limiter();
    for (let i = 0; i < 10; i++) expect((await l.hit('login', `10.0.0.${i}`, i % 2 ? 'A@x.io' : 'a@X.IO ')).allowed).toBe(true);
    expect((await l.hit('login', '10.0.1.1', 'a@x.io')).allowed).toBe(false);
    expect((await l.hit('login', '10.0.1.1', 'b@x.io')).allowed).toBe(true);
  });

  it('counts IPv6 clients per /64', async () => {
    const l = limiter();
    for (let i = 0; i < 20; i++) expect((await l.hit('login', `2001:db8:7:7::${(i + 1).toString(16)}`)).allowed).toBe(true);
    expect((await l.hit('login', '2001:db8:7:7:ffff:ffff:ffff:ffff')).allowed).toBe(false);
    expect((await l.hit('login', '2001:db8:7:8::1')).allowed).toBe(true);
  });

  it('keeps calls apart and honours the window override and the off switch', async () => {
    const limits = { ...RATE_LIMITS, csrf: { ip: { max: 1, windowSeconds: 3600 } } } as Record<RateLimitedCall, CallLimits>;
    const start = now;
    const l = limiter({ enabled: true, windowSeconds: 2 }, limits);
    expect((await l.hit('csrf', 'ip')).allowed).toBe(true);
    expect(await l.hit('csrf', 'ip')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect((await l.hit('logout', 'ip')).allowed).toBe(true);
    now = start + 2000;
    expect((await l.hit('csrf', 'ip')).allowed).toBe(true);
    await t.db.deleteFrom('rate_limit_counters').execute();
    const off = limiter({ enabled: false, windowSeconds: null }, limits);
    for (let i = 0; i < 5; i++) expect((await off.hit('csrf', 'ip')).allowed).toBe(true);
    expect(await rows()).toEqual([]);
  });

  it('holds across instances and restarts: every limiter on the database shares the count', async () => {
    const first = limiter();
    const second = limiter();
    for (let i = 0; i < 10; i++) expect((await (i % 2 ? first : second).hit('login', '10.0.0.1', 'v@x.io')).allowed).toBe(true);
    expect((await limiter().hit('login', '10.0.0.9', 'v@x.io')).allowed).toBe(false);
  });

  it('counts concurrent hits exactly (no lost updates): max of them are allowed', async () => {
    const limiters = [limiter(), limiter(), limiter()];
    const verdicts = await Promise.all(Array.from({ length: 45 }, (_, i) => limiters[i % 3].hit('login', '10.9.9.9')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
    expect((await rows()).map((r) => Number(r.count))).toEqual([45]);
  });

  it('stores no e-mail key for a request the IP limit refused, nor for what is not an e-mail address', async () => {
    const l = limiter();
    for (let i = 0; i < 25; i++) await l.hit('login', '10.0.0.1', `user${i}@x.io`);
    await l.hit('login', '10.0.0.2', 'x'.repeat(60_000));
    await l.hit('login', '10.0.0.2', { email: 'a@x.io' });
    const keys = (await rows()).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('login|email|'))).toHaveLength(20);
    expect(keys.filter((k) => k.startsWith('login|ip|'))).toEqual(['login|ip|10.0.0.1', 'login|ip|10.0.0.2']);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThan(80);
  });

  it('deletes ended windows, so the table holds only live ones', async () => {
    const start = now;
    const counters = new DbCounters(t.db, clock);
    const l = new RateLimiter(counters, { enabled: true, windowSeconds: 1 });
    for (let i = 0; i < 50; i++) await l.hit('csrf', `10.1.0.${i}`);
    expect(await rows()).toHaveLength(50);
    now = start + PRUNE_EVERY_MS;
    await l.hit('csrf', 'late');
    expect((await rows()).map((r) => r.key)).toEqual([`csrf|ip|${addressKey('late')}`]);
  });

  it('has a limit for every account call and for page views, and login meets 429 within 30 tries', () => {
    expect(Object.keys(RATE_LIMITS).sort()).toEqual(
      ['csrf', 'googleExchange', 'googleStart', 'login', 'logout', 'pageView', 'passwordReset', 'passwordResetConfirm', 'profileRead', 'profileUpdate', 'register', 'tokenRefresh', 'verifyConfirm', 'verifyResend'].sort(),
    );
    expect(RATE_LIMITS.login.ip.max).toBeLessThan(30);
    expect(RATE_LIMITS.login.email!.max).toBeLessThan(30);
  });
});

describe.each(testDialects())('DbCounters.refund (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it('takes one hit back, never below zero, and not from an ended window', async () => {
    let now = Date.parse('2025-06-01T10:00:00.000Z');
    const counters = new DbCounters(t.db, () => now);
    await counters.hit('k', 5, 60_000);
    await counters.hit('k', 5, 60_000);
    await counters.refund('k');
    expect((await counters.hit('k', 5, 60_000)).count).toBe(2);
    await counters.refund('k');
    await counters.refund('k');
    await counters.refund('k');
    expect((await counters.hit('k', 5, 60_000)).count).toBe(1);
    now += 60_000;
    await counters.refund('k');
    expect((await counters.hit('k', 5, 60_000)).count).toBe(1);
  });
});
