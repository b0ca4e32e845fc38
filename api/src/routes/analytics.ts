// POST /api/analytics/page-views/: first-party page views, sent by the host on every route change.
import type { FastifyInstance } from 'fastify';
import type { PageViewPayload } from 'shared-contracts';
import { badRequest } from '../http/errors';
import { findNul, nulDetail } from '../http/nulCharacters';
import type { RouteDeps } from './deps';

export const MAX_PATH_LENGTH = 2048;
export const MAX_TEXT_LENGTH = 512;
const MAX_USER_AGENT_LENGTH = 512;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function optionalText(body: Record<string, unknown>, name: 'title' | 'referrer'): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  if (value.length > MAX_TEXT_LENGTH) throw badRequest(`${name} must be at most ${MAX_TEXT_LENGTH} characters.`);
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

export function analyticsRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/analytics/page-views/', async (request, reply) => {
    const sentAsText = /^text\/plain\b/i.test(request.headers['content-type'] ?? '');
    const view = parsePageView(request.body, sentAsText);
    const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null;
    await db
      .insertInto('page_views')
      .values({ ...view, user_agent: userAgent, created_at: new Date().toISOString() })
      .execute();
    return reply.code(204).send();
  });
}
