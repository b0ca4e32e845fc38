import { clientIp, RATE_LIMITS, RateLimiter, type CallLimits, type RateLimitedCall } from './rateLimits';

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

describe('RateLimiter', () => {
  it('allows max requests per window per IP, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(on, RATE_LIMITS, () => now);
    for (let i = 0; i < 20; i++) expect(limiter.hit('login', '10.0.0.1').allowed).toBe(true);
    expect(limiter.hit('login', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect(limiter.hit('login', '10.0.0.2').allowed).toBe(true);
    now = 899_500;
    expect(limiter.hit('login', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 900_000;
    expect(limiter.hit('login', '10.0.0.1').allowed).toBe(true);
  });

  it('counts per e-mail across IPs, case-insensitively', () => {
    const limiter = new RateLimiter(on, RATE_LIMITS, () => 0);
    for (let i = 0; i < 10; i++) expect(limiter.hit('login', `10.0.0.${i}`, i % 2 ? 'A@x.io' : 'a@X.IO ').allowed).toBe(true);
    expect(limiter.hit('login', '10.0.1.1', 'a@x.io').allowed).toBe(false);
    expect(limiter.hit('login', '10.0.1.1', 'b@x.io').allowed).toBe(true);
  });

  it('keeps calls apart and honours the window override and the off switch', () => {
    const limits = { ...RATE_LIMITS, csrf: { ip: { max: 1, windowSeconds: 3600 } } } as Record<RateLimitedCall, CallLimits>;
    let now = 0;
    const limiter = new RateLimiter({ enabled: true, windowSeconds: 2 }, limits, () => now);
    expect(limiter.hit('csrf', 'ip').allowed).toBe(true);
    expect(limiter.hit('csrf', 'ip')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.hit('logout', 'ip').allowed).toBe(true);
    now = 2000;
    expect(limiter.hit('csrf', 'ip').allowed).toBe(true);
    const off = new RateLimiter({ enabled: false, windowSeconds: null }, limits);
    for (let i = 0; i < 5; i++) expect(off.hit('csrf', 'ip').allowed).toBe(true);
  });

  it('forgets ended windows, so memory stays bounded', () => {
    let now = 0;
    const limiter = new RateLimiter({ enabled: true, windowSeconds: 1 }, RATE_LIMITS, () => now);
    for (let i = 0; i < 999; i++) limiter.hit('csrf', `ip-${i}`);
    expect(limiter.size).toBe(999);
    now = 5000;
    limiter.hit('csrf', 'late');
    // The 1000th call swept the 999 ended windows; only the new one is left.
    expect(limiter.size).toBe(1);
  });

  it('has a limit for every account call, and login meets 429 within 30 tries', () => {
    expect(Object.keys(RATE_LIMITS).sort()).toEqual(
      ['csrf', 'googleExchange', 'googleStart', 'login', 'logout', 'passwordReset', 'passwordResetConfirm', 'profileRead', 'profileUpdate', 'register', 'tokenRefresh', 'verifyConfirm', 'verifyResend'].sort(),
    );
    expect(RATE_LIMITS.login.ip.max).toBeLessThan(30);
    expect(RATE_LIMITS.login.email!.max).toBeLessThan(30);
  });
});
