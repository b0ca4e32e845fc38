// Everything the account calls share, built once per app: clock, rate limiter, codes, sessions, mail,
// CSRF and the OpenID Connect client.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from './messages';
import type { AppConfig } from '../config';
import type { Db } from '../db/createDb';
import { ApiError } from '../http/errors';
import { systemClock, type Clock } from './clock';
import { codeKey, EmailCodes } from './codes';
import { DbCounters } from './counters';
import { HashQueueFull, PasswordHashQueue } from './hashQueue';
import { createCsrf, type Csrf } from './csrf';
import { createMailer, MailQueue, type MailLog, type Mailer } from './mailer';
import { OidcSignIn } from './oidc';
import { clientIp, RATE_LIMITS, RateLimiter, type CallLimits, type RateLimitedCall } from './rateLimits';
import { Sessions } from './sessions';

/** What tests (or another host) may swap in. */
export interface AccountsOptions {
  clock?: Clock;
  /** Where mail goes instead of SMTP_URL / the outbox. */
  mailer?: Mailer;
  /** Other rate limits than RATE_LIMITS. */
  limits?: Record<RateLimitedCall, CallLimits>;
}

export interface AccountServices {
  db: Db;
  config: AppConfig;
  clock: Clock;
  limiter: RateLimiter;
  codes: EmailCodes;
  sessions: Sessions;
  mail: MailQueue;
  csrf: Csrf;
  oidc: OidcSignIn;
  /** The cap on password hashes in flight (PASSWORD_HASH_QUEUE). */
  hashes: PasswordHashQueue;
}

export function createAccountServices(db: Db, config: AppConfig, log: MailLog, options: AccountsOptions = {}): AccountServices {
  const clock = options.clock ?? systemClock;
  const accounts = config.accounts;
  const counters = new DbCounters(db, () => clock.now());
  return {
    db,
    config,
    clock,
    limiter: new RateLimiter(counters, accounts.rateLimits, options.limits ?? RATE_LIMITS),
    codes: new EmailCodes(db, codeKey(config.jwtSecret), clock, counters),
    sessions: new Sessions(db, { secret: config.jwtSecret, accessTtlSeconds: accounts.accessTokenTtlSeconds, refreshTtlSeconds: accounts.refreshTokenTtlSeconds }, clock),
    mail: new MailQueue(options.mailer ?? createMailer(accounts, log), log),
    csrf: createCsrf(config.jwtSecret, accounts.csrfCookieDomain),
    oidc: new OidcSignIn(accounts.oidc),
    hashes: new PasswordHashQueue(accounts.passwordHashQueue),
  };
}

/** Counts the request against `call`'s limits (shared by every instance); over a limit: 429 with Retry-After. */
export async function applyRateLimit(
  services: AccountServices,
  call: RateLimitedCall,
  request: FastifyRequest,
  reply: FastifyReply,
  email?: unknown,
): Promise<void> {
  const ip = clientIp(request.ip, request.headers['x-forwarded-for'], services.config.accounts.rateLimits.trustProxyHops);
  const verdict = await services.limiter.hit(call, ip, email);
  if (verdict.allowed) return;
  reply.header('Retry-After', String(verdict.retryAfterSeconds));
  throw new ApiError(429, ACCOUNT_MESSAGES.rateLimited(verdict.retryAfterSeconds));
}

/** Runs a request's password hashing within the worker's cap; when the line is full: 503 with Retry-After. */
export async function withHashSlot<T>(services: AccountServices, reply: FastifyReply, hash: () => Promise<T>): Promise<T> {
  try {
    return await services.hashes.run(hash);
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    reply.header('Retry-After', String(error.retryAfterSeconds));
    throw new ApiError(503, ACCOUNT_MESSAGES.hashQueueFull(error.retryAfterSeconds));
  }
}

/** The `email` of a JSON body, if any, for the per-e-mail limits (counted only when it is an e-mail address). */
export function bodyEmail(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>).email : undefined;
}
