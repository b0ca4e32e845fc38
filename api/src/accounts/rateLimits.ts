// Rate limits of every account call (and of page views), in one place: fixed windows counted in the
// database (./counters.ts), so every API instance shares them and they survive restarts. Counted per client
// address (IPv6 per /64, the block one subscriber usually holds) and, where the call names an account, per
// e-mail address.
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { AccountsConfig } from './config';
import { secondsUntil, type DbCounters } from './counters';

export type RateLimitedCall =
  | 'login'
  | 'register'
  | 'verifyConfirm'
  | 'verifyResend'
  | 'tokenRefresh'
  | 'logout'
  | 'googleStart'
  | 'googleExchange'
  | 'profileRead'
  | 'profileUpdate'
  | 'passwordReset'
  | 'passwordResetConfirm'
  | 'csrf'
  | 'pageView';

export interface Limit {
  /** Requests allowed in one window; the next one gets 429. */
  max: number;
  windowSeconds: number;
}

export interface CallLimits {
  ip: Limit;
  email?: Limit;
}

const MIN = 60;
const HOUR = 3600;

/**
 * The limits. Page views are limited here too (routes/analytics.ts). Login: 10 tries per e-mail and 20 per IP in 15 minutes, so brute force meets 429 by the
 * 11th try on one account and the 21st from one address (the issue asks for 429 within 30).
 */
export const RATE_LIMITS: Record<RateLimitedCall, CallLimits> = {
  login: { ip: { max: 20, windowSeconds: 15 * MIN }, email: { max: 10, windowSeconds: 15 * MIN } },
  register: { ip: { max: 10, windowSeconds: HOUR }, email: { max: 5, windowSeconds: HOUR } },
  verifyConfirm: { ip: { max: 30, windowSeconds: 15 * MIN }, email: { max: 10, windowSeconds: 15 * MIN } },
  verifyResend: { ip: { max: 10, windowSeconds: 15 * MIN }, email: { max: 5, windowSeconds: 15 * MIN } },
  tokenRefresh: { ip: { max: 60, windowSeconds: 15 * MIN } },
  logout: { ip: { max: 60, windowSeconds: 15 * MIN } },
  googleStart: { ip: { max: 30, windowSeconds: 15 * MIN } },
  googleExchange: { ip: { max: 30, windowSeconds: 15 * MIN } },
  profileRead: { ip: { max: 300, windowSeconds: 15 * MIN } },
  profileUpdate: { ip: { max: 60, windowSeconds: 15 * MIN } },
  passwordReset: { ip: { max: 10, windowSeconds: 15 * MIN }, email: { max: 5, windowSeconds: 15 * MIN } },
  passwordResetConfirm: { ip: { max: 30, windowSeconds: 15 * MIN }, email: { max: 10, windowSeconds: 15 * MIN } },
  csrf: { ip: { max: 300, windowSeconds: 15 * MIN } },
  // A reader sends one per route change; this leaves room for a school or office behind one address.
  pageView: { ip: { max: 600, windowSeconds: 10 * MIN } },
};

/**
 * The client address for the per-IP limits: the socket address, or with `hops` trusted proxies in front,
 * the X-Forwarded-For entry the outermost trusted proxy saw (entries further left can be forged).
 */
export function clientIp(socketIp: string, forwardedFor: string | string[] | undefined, hops: number): string {
  if (hops <= 0 || forwardedFor === undefined) return socketIp;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - hops] ?? entries[0] ?? socketIp;
}

/** The longest e-mail address there is (RFC 5321 path limit); anything longer is not counted per e-mail. */
export const MAX_EMAIL_LENGTH = 254;
// Linear: neither side may contain "@" or white space, so there is only one way to match.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** An IPv6 address with a zone is at most about 60 characters; longer text is not parsed at all. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * What a client address is counted as: an IPv4 address itself (also when written IPv4-mapped), an IPv6
 * address as its /64. Anything that does not parse (a proxy's odd X-Forwarded-For entry) is counted by
 * its hash, so the key stays short.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim();
  if (bare.length <= MAX_ADDRESS_LENGTH && ipaddr.isValid(bare)) {
    const address = ipaddr.process(bare);
    const bytes = address.toByteArray();
    if (bytes.length === 4) return address.toString();
    return `${ipaddr.fromByteArray([...bytes.slice(0, 8), 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
  }
  return `other:${createHash('sha256').update(bare).digest('hex').slice(0, 32)}`;
}

/**
 * The per-e-mail key of an address, or null when it cannot be an e-mail address (such a request fails
 * validation and is never counted per e-mail). Its length is checked before its shape; it is stored hashed.
 */
export function emailKey(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) return null;
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window that refused the request ends (0 when allowed). */
  retryAfterSeconds: number;
}

const ALLOWED: RateLimitVerdict = { allowed: true, retryAfterSeconds: 0 };
/** Refusals remembered in this process; past this many, the ended ones are dropped (or all, if none ended). */
const MAX_REMEMBERED_REFUSALS = 10_000;

export class RateLimiter {
  /**
   * Keys the database has refused, with when their window ends. A window's count only grows, so the key
   * stays refused until then and a flood from one client is answered without writing to the database.
   */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly counters: DbCounters,
    private readonly settings: Pick<AccountsConfig['rateLimits'], 'enabled' | 'windowSeconds'>,
    private readonly limits: Record<RateLimitedCall, CallLimits> = RATE_LIMITS,
  ) {}

  /**
   * Counts one request of `call` from `ip` and, when the call has a per-e-mail limit and `email` is an
   * e-mail address, for that address; says if it may go on. A request the address limit refuses is not
   * counted per e-mail, so refused requests never add rows.
   */
  async hit(call: RateLimitedCall, ip: string, email?: unknown): Promise<RateLimitVerdict> {
    if (!this.settings.enabled) return ALLOWED;
    const limits = this.limits[call];
    const byAddress = await this.count(`${call}|ip|${addressKey(ip)}`, limits.ip);
    if (!byAddress.allowed || !limits.email) return byAddress;
    const key = emailKey(email);
    return key === null ? byAddress : this.count(`${call}|email|${key}`, limits.email);
  }

  private async count(key: string, limit: Limit): Promise<RateLimitVerdict> {
    const now = this.counters.now();
    const refusedUntil = this.refusedUntil.get(key);
    if (refusedUntil !== undefined && now < refusedUntil) return { allowed: false, retryAfterSeconds: secondsUntil(refusedUntil, now) };
    this.refusedUntil.delete(key);
    const windowSeconds = this.settings.windowSeconds ?? limit.windowSeconds;
    const verdict = await this.counters.hit(key, limit.max, windowSeconds * 1000);
    if (verdict.allowed) return ALLOWED;
    this.rememberRefusal(key, verdict.windowEndsAt, now);
    return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds };
  }

  private rememberRefusal(key: string, until: number, now: number): void {
    if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) {
      for (const [known, end] of this.refusedUntil) if (end <= now) this.refusedUntil.delete(known);
      if (this.refusedUntil.size >= MAX_REMEMBERED_REFUSALS) this.refusedUntil.clear();
    }
    this.refusedUntil.set(key, until);
  }
}
