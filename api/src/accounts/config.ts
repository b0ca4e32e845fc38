// Account settings read from the environment (part of AppConfig as `accounts`). Pure, like loadConfig:
// a bad value throws with a message naming the variable.
import path from 'node:path';

export interface ScryptParams {
  /** CPU/memory cost (a power of two); memory used is 128 * N * r bytes. */
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt cost for password storage (Password Storage Cheat Sheet): 128 MiB per hash. Hashes made
 * with other parameters still verify and are upgraded at the next login.
 */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

export interface OidcConfig {
  issuer: string;
  clientId: string | null;
  clientSecret: string | null;
}

export interface AccountsConfig {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** smtp(s)://user:pass@host:port; null: every message is written to `outboxDir` as an .eml file. */
  smtpUrl: string | null;
  mailFrom: string;
  outboxDir: string;
  oidc: OidcConfig;
  scrypt: ScryptParams;
  /**
   * The most password hashes (login, sign-up, password reset) one API worker runs or queues at once; past it
   * those calls answer 503 with Retry-After (accounts/hashQueue.ts).
   */
  passwordHashQueue: number;
  rateLimits: {
    enabled: boolean;
    /** When set, every rate-limit window is this many seconds (tests, e2e); else each limit's own window. */
    windowSeconds: number | null;
    /**
     * Reverse proxies in front of the API that append to X-Forwarded-For (TRUST_PROXY_HOPS). 0: the socket
     * address is the client. 1: the last X-Forwarded-For entry is (the proxy saw the client), and so on.
     */
    trustProxyHops: number;
  };
  /** Domain attribute of the csrftoken cookie when the pages and the API are on sibling hosts. */
  csrfCookieDomain: string | null;
}

export const DEFAULT_OIDC_ISSUER = 'https://accounts.google.com';
export const DEFAULT_MAIL_FROM = 'Engineering Admissions Guide <no-reply@localhost>';
export const DEFAULT_ACCESS_TTL_S = 15 * 60;
export const DEFAULT_REFRESH_TTL_S = 14 * 24 * 60 * 60;
/**
 * At the default cost one hash takes 0.3-1 s of a core and an API worker has about one core (API_WORKERS
 * defaults to the number of cores), so a line of 8 clears in roughly 3-8 s: it keeps Node's 4 hashing
 * threads busy through a burst, and no waiting client is kept long enough to give up.
 */
export const DEFAULT_PASSWORD_HASH_QUEUE = 8;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "900", "900s", "15m", "12h", "14d" -> seconds. */
export function parseDuration(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const match = /^(\d+)\s*([smhd]?)$/i.exec(raw);
  const seconds = match ? Number(match[1]) * UNITS[(match[2] || 's').toLowerCase()] : NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 1) {
    throw new Error(`${name} must be a duration such as 900, 15m, 12h or 14d (got "${raw}").`);
  }
  return seconds;
}

function parseInteger(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

function parseFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false (got "${raw}").`);
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL (got "${raw}").`);
  }
  if (!protocols.includes(url.protocol)) throw new Error(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}").`);
  return raw;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function loadAccountsConfig(env: NodeJS.ProcessEnv, repoRoot: string): AccountsConfig {
  const N = parseInteger('PASSWORD_SCRYPT_N', text(env, 'PASSWORD_SCRYPT_N'), DEFAULT_SCRYPT.N, 2, 2 ** 20);
  if ((N & (N - 1)) !== 0) throw new Error(`PASSWORD_SCRYPT_N must be a power of two (got "${N}").`);
  return {
    accessTokenTtlSeconds: parseDuration('ACCESS_TOKEN_TTL', text(env, 'ACCESS_TOKEN_TTL'), DEFAULT_ACCESS_TTL_S),
    refreshTokenTtlSeconds: parseDuration('REFRESH_TOKEN_TTL', text(env, 'REFRESH_TOKEN_TTL'), DEFAULT_REFRESH_TTL_S),
    smtpUrl: parseUrl('SMTP_URL', text(env, 'SMTP_URL'), ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    outboxDir: path.resolve(repoRoot, text(env, 'MAIL_OUTBOX_DIR') ?? path.join('.data', 'outbox')),
    oidc: {
      issuer: parseUrl('OIDC_ISSUER', text(env, 'OIDC_ISSUER'), ['https:', 'http:']) ?? DEFAULT_OIDC_ISSUER,
      clientId: text(env, 'OIDC_CLIENT_ID') ?? null,
      clientSecret: text(env, 'OIDC_CLIENT_SECRET') ?? null,
    },
    scrypt: {
      N,
      r: parseInteger('PASSWORD_SCRYPT_R', text(env, 'PASSWORD_SCRYPT_R'), DEFAULT_SCRYPT.r, 1, 32),
      p: parseInteger('PASSWORD_SCRYPT_P', text(env, 'PASSWORD_SCRYPT_P'), DEFAULT_SCRYPT.p, 1, 16),
    },
    passwordHashQueue: parseInteger('PASSWORD_HASH_QUEUE', text(env, 'PASSWORD_HASH_QUEUE'), DEFAULT_PASSWORD_HASH_QUEUE, 1, 10_000),
    rateLimits: {
      enabled: parseFlag('RATE_LIMITS_ENABLED', text(env, 'RATE_LIMITS_ENABLED'), true),
      windowSeconds: text(env, 'RATE_LIMIT_WINDOW_SECONDS') === undefined ? null : parseDuration('RATE_LIMIT_WINDOW_SECONDS', text(env, 'RATE_LIMIT_WINDOW_SECONDS'), 1),
      trustProxyHops: parseInteger('TRUST_PROXY_HOPS', text(env, 'TRUST_PROXY_HOPS'), 0, 0, 10),
    },
    csrfCookieDomain: text(env, 'CSRF_COOKIE_DOMAIN') ?? null,
  };
}
