import path from 'node:path';
import { loadConfig } from '../config';
import { DEFAULT_PASSWORD_HASH_QUEUE, DEFAULT_SCRYPT, loadAccountsConfig, parseDuration } from './config';

const ROOT = '/srv/app';

describe('account settings', () => {
  it('has defaults for a fresh machine: outbox mail, Google issuer, 15 min / 14 day tokens', () => {
    expect(loadAccountsConfig({}, ROOT)).toEqual({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 14 * 86400,
      smtpUrl: null,
      mailFrom: 'Engineering Admissions Guide <no-reply@localhost>',
      outboxDir: path.join(ROOT, '.data', 'outbox'),
      oidc: { issuer: 'https://accounts.google.com', clientId: null, clientSecret: null },
      scrypt: DEFAULT_SCRYPT,
      passwordHashQueue: DEFAULT_PASSWORD_HASH_QUEUE,
      rateLimits: { enabled: true, windowSeconds: null, trustProxyHops: 0 },
      csrfCookieDomain: null,
    });
    expect(loadConfig({}, ROOT).accounts.outboxDir).toBe(path.join(ROOT, '.data', 'outbox'));
  });

  it('reads every variable', () => {
    expect(
      loadAccountsConfig(
        {
          ACCESS_TOKEN_TTL: '5m',
          REFRESH_TOKEN_TTL: '7d',
          SMTP_URL: 'smtps://u:p@mail.example.org:465',
          MAIL_FROM: 'Guide <hi@example.org>',
          MAIL_OUTBOX_DIR: 'tmp/outbox',
          OIDC_ISSUER: 'http://127.0.0.1:18900',
          OIDC_CLIENT_ID: 'id',
          OIDC_CLIENT_SECRET: 'secret',
          PASSWORD_SCRYPT_N: '32768',
          PASSWORD_SCRYPT_R: '8',
          PASSWORD_SCRYPT_P: '2',
          PASSWORD_HASH_QUEUE: '8',
          RATE_LIMITS_ENABLED: 'false',
          RATE_LIMIT_WINDOW_SECONDS: '2',
          TRUST_PROXY_HOPS: '1',
          CSRF_COOKIE_DOMAIN: 'example.org',
        },
        ROOT,
      ),
    ).toEqual({
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 7 * 86400,
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      mailFrom: 'Guide <hi@example.org>',
      outboxDir: path.join(ROOT, 'tmp', 'outbox'),
      oidc: { issuer: 'http://127.0.0.1:18900', clientId: 'id', clientSecret: 'secret' },
      scrypt: { N: 32768, r: 8, p: 2 },
      passwordHashQueue: 8,
      rateLimits: { enabled: false, windowSeconds: 2, trustProxyHops: 1 },
      csrfCookieDomain: 'example.org',
    });
  });

  it.each([
    [{ ACCESS_TOKEN_TTL: 'soon' }, /ACCESS_TOKEN_TTL/],
    [{ REFRESH_TOKEN_TTL: '0' }, /REFRESH_TOKEN_TTL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL must be a URL/],
    [{ OIDC_ISSUER: 'ftp://x' }, /OIDC_ISSUER/],
    [{ PASSWORD_SCRYPT_N: '1000' }, /power of two/],
    [{ PASSWORD_SCRYPT_P: '99' }, /PASSWORD_SCRYPT_P/],
    [{ PASSWORD_HASH_QUEUE: '0' }, /PASSWORD_HASH_QUEUE/],
    [{ RATE_LIMITS_ENABLED: 'maybe' }, /RATE_LIMITS_ENABLED/],
    [{ TRUST_PROXY_HOPS: '-1' }, /TRUST_PROXY_HOPS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadAccountsConfig(env, ROOT)).toThrow(message);
  });

  it('parses durations', () => {
    expect(parseDuration('X', '90', 1)).toBe(90);
    expect(parseDuration('X', '2h', 1)).toBe(7200);
    expect(parseDuration('X', undefined, 7)).toBe(7);
  });
});
