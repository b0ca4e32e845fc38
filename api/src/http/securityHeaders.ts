// Security headers on every response (the API serves JSON only, so the policy can be strict: nothing may
// be loaded, framed or sniffed from its responses).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Lenient: true when the socket is TLS or any X-Forwarded-Proto says https. Used for the Secure flag of
 * cookies, where believing a forged header only makes the client's own cookie stricter.
 */
export function cameOverHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim().toLowerCase();
  return first === 'https' || (first === undefined && request.protocol === 'https');
}

/**
 * The scheme the trusted proxies saw: X-Forwarded-Proto is a list each proxy may append to, so with
 * `trustProxyHops` proxies in front, the entry `trustProxyHops` from the right is the one the outermost
 * trusted proxy wrote (anything left of it came from the client). No trusted proxy: the header is ignored.
 */
export function forwardedProto(header: string | string[] | undefined, trustProxyHops: number): string | null {
  if (trustProxyHops < 1 || header === undefined) return null;
  const entries = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - trustProxyHops)];
}

/** Strict: true when the socket is TLS, or a proxy trusted by TRUST_PROXY_HOPS says the client used https. */
export function isHttpsRequest(request: FastifyRequest, trustProxyHops: number): boolean {
  const encrypted = (request.raw.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
  return encrypted || forwardedProto(request.headers['x-forwarded-proto'], trustProxyHops) === 'https';
}

/**
 * onRequest hook setting the headers. HSTS only over https (browsers ignore it over http anyway, but a
 * plain-http deployment should not claim it), judged strictly so a client cannot forge it.
 */
export function securityHeadersHook(trustProxyHops: number) {
  return async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.headers(SECURITY_HEADERS);
    if (isHttpsRequest(request, trustProxyHops)) reply.header('Strict-Transport-Security', HSTS_VALUE);
  };
}
