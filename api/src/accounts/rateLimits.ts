// Rate limits of every account call, in one place: fixed windows counted in this process, per client IP and
// (where the call names an account) per e-mail. With more than one API instance each counts on its own, so
// the effective limit is the limit times the instance count.
import type { AccountsConfig } from './config';

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
  | 'csrf';

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
 * The limits. Login: 10 tries per e-mail and 20 per IP in 15 minutes, so brute force meets 429 by the
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

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window that refused the request ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface Window {
  startedAt: number;
  count: number;
}

const SWEEP_EVERY = 1000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(
    private readonly settings: Pick<AccountsConfig['rateLimits'], 'enabled' | 'windowSeconds'>,
    private readonly limits: Record<RateLimitedCall, CallLimits> = RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `call` from `ip` (and for `email`, when the call names one) and says if it may go on. */
  hit(call: RateLimitedCall, ip: string, email?: string | null): RateLimitVerdict {
    if (!this.settings.enabled) return { allowed: true, retryAfterSeconds: 0 };
    const limits = this.limits[call];
    const checks: [string, Limit][] = [[`${call}|ip|${ip}`, limits.ip]];
    if (limits.email && email) checks.push([`${call}|email|${email.trim().toLowerCase()}`, limits.email]);
    const now = this.now();
    this.sweep(now);
    let retryAfterMs = 0;
    for (const [key, limit] of checks) {
      const windowMs = (this.settings.windowSeconds ?? limit.windowSeconds) * 1000;
      let window = this.windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit.max) retryAfterMs = Math.max(retryAfterMs, window.startedAt + windowMs - now);
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
  }

  /** Forgets windows that have ended (every SWEEP_EVERY calls), so memory stays bounded by the active clients. */
  private sweep(now: number): void {
    this.calls += 1;
    if (this.calls % SWEEP_EVERY !== 0) return;
    const longest = this.settings.windowSeconds ?? Math.max(...Object.values(this.limits).flatMap((l) => [l.ip.windowSeconds, l.email?.windowSeconds ?? 0]));
    for (const [key, window] of this.windows) if (now - window.startedAt >= longest * 1000) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}
