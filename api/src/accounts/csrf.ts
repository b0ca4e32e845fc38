// CSRF double-submit for the password-reset calls: the API sets a `csrftoken` cookie
// (GET /api/csrf/, and any API response to a client without one), readable by the pages (not HttpOnly),
// SameSite=Lax, Secure over https; the calls must echo it in X-CSRFToken. The token is signed
// (random.HMAC), so a cookie planted by a sibling sub-domain is refused too.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from 'shared-contracts';
import { cameOverHttps } from '../http/securityHeaders';
import { parseCookies, serializeCookie } from './cookies';

export const CSRF_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();

function csrfKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('csrf-token-key/v1').digest();
}

function sign(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

export interface Csrf {
  /** A new signed token. */
  newToken(): string;
  /** True when `token` is one of ours. */
  isValid(token: string | undefined): token is string;
  /** The request's csrftoken cookie when it is one of ours, else null. */
  cookieToken(request: FastifyRequest): string | null;
  /** Sets the cookie on the reply. */
  setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  /** True when the X-CSRFToken header equals a valid csrftoken cookie. */
  check(request: FastifyRequest): boolean;
  /**
   * onSend hook: gives API clients without a valid cookie one (not on publicly cacheable responses, which a
   * shared cache could hand to others, nor when the reply sets it already).
   */
  hook(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

export function createCsrf(secret: string, cookieDomain: string | null, apiPrefix = '/api'): Csrf {
  const key = csrfKey(secret);
  const csrf: Csrf = {
    newToken() {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(key, nonce)}`;
    },
    isValid(token): token is string {
      if (typeof token !== 'string' || token.length > 200) return false;
      const [nonce, mac, extra] = token.split('.');
      if (!nonce || !mac || extra !== undefined) return false;
      const expected = Buffer.from(sign(key, nonce));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    cookieToken(request) {
      const token = parseCookies(request.headers.cookie).get(CSRF_COOKIE_NAME);
      return csrf.isValid(token) ? token : null;
    },
    setCookie(request, reply, token) {
      const cookie = serializeCookie(CSRF_COOKIE_NAME, token, {
        path: '/',
        domain: cookieDomain,
        maxAgeSeconds: CSRF_COOKIE_MAX_AGE_S,
        secure: cameOverHttps(request),
        sameSite: 'Lax',
      });
      const existing = reply.getHeader('set-cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      // reply.header appends Set-Cookie values, so replace the whole list (dropping an earlier csrftoken).
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', [...list.filter((c) => !c.startsWith(`${CSRF_COOKIE_NAME}=`)), cookie]);
    },
    check(request) {
      const cookie = csrf.cookieToken(request);
      const header = request.headers[CSRF_HEADER];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!cookie || typeof sent !== 'string') return false;
      const a = Buffer.from(cookie);
      const b = Buffer.from(sent.trim());
      return a.length === b.length && timingSafeEqual(a, b);
    },
    async hook(request, reply, payload) {
      if (request.method === 'OPTIONS' || !request.url.startsWith(apiPrefix)) return payload;
      if (/\bpublic\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      if (csrf.cookieToken(request) !== null) return payload;
      const existing = reply.getHeader('set-cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      if (!list.some((c) => c.startsWith(`${CSRF_COOKIE_NAME}=`))) csrf.setCookie(request, reply, csrf.newToken());
      return payload;
    },
  };
  return csrf;
}
