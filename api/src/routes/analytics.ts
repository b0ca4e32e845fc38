// POST /api/analytics/page-views/: first-party page views, sent by the host on every route change. Each
// client address may send RATE_LIMITS.pageView of them (refused before the body is read), bodies are
// small, and what is stored is a daily count per path (domain/pageViewCounts.ts), never a row per view.
import type { FastifyInstance } from 'fastify';
import { type PageViewPayload } from 'shared-contracts';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { DbCounters } from '../accounts/counters';
import { clientIp, RateLimiter } from '../accounts/rateLimits';
import { PageViewCounts } from '../domain/pageViewCounts';
import { ApiError, badRequest } from '../http/errors';
import { findNul, nulDetail } from '../http/nulCharacters';
import type { RouteDeps } from './deps';

export const MAX_PATH_LENGTH = 2048;
export const MAX_TEXT_LENGTH = 512;
/** The longest valid payload is about 3 KB of JSON; the margin is for escaped characters. */
export const PAGE_VIEW_BODY_LIMIT = 8 * 1024;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function optionalText(body: Record<string, unknown>, name: 'title' | 'referrer'): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  if (value.length > MAX_TEXT_LENGTH) throw badRequest(`${name} must be at most ${MAX_TEXT_LENGTH} characters.`);
  if (CONTROL_CHARS.test(value)) throw badRequest(`${name} must not contain control characters.`);
  return value;
}

/** A PageViewPayload after validation (empty optional fields become null). */
export interface PageView extends Required<Pick<PageViewPayload, 'path'>> {
  title: string | null;
  referrer: string | null;
}

/** The validated payload; sendBeacon posts JSON as text/plain, so a JSON string body is accepted too. */
export function parsePageView(body: unknown, sentAsText = false): PageView {
  let value = body;
  if (sentAsText && typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('Send a JSON object with a path.');
  // A text/plain body is parsed here, after the app-wide NUL check (http/nulCharacters.ts): check it again.
  const nul = findNul(value);
  if (nul !== null) throw badRequest(nulDetail('body', nul));
  const payload = value as Record<string, unknown>;
  const { path } = payload;
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('path must be a string starting with "/".');
  if (path.length > MAX_PATH_LENGTH) throw badRequest(`path must be at most ${MAX_PATH_LENGTH} characters.`);
  if (CONTROL_CHARS.test(path)) throw badRequest('path must not contain control characters.');
  return { path, title: optionalText(payload, 'title'), referrer: optionalText(payload, 'referrer') };
}

export function analyticsRoutes(app: FastifyInstance, { db, config }: RouteDeps, now: () => number = Date.now): void {
  const { rateLimits } = config.accounts;
  const limiter = new RateLimiter(new DbCounters(db, now), rateLimits);
  const counts = new PageViewCounts(db, now);
  app.post('/analytics/page-views/', {
    bodyLimit: PAGE_VIEW_BODY_LIMIT,
    onRequest: async (request, reply) => {
      const verdict = await limiter.hit('pageView', clientIp(request.ip, request.headers['x-forwarded-for'], rateLimits.trustProxyHops));
      if (verdict.allowed) return;
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new ApiError(429, ACCOUNT_MESSAGES.rateLimited(verdict.retryAfterSeconds));
    },
  }, async (request, reply) => {
    const sentAsText = /^text\/plain\b/i.test(request.headers['content-type'] ?? '');
    const view = parsePageView(request.body, sentAsText);
    await counts.count(view.path);
    return reply.code(204).send();
  });
}
