// Security headers on every response (the API serves JSON only, so the policy can be strict).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** True when the client reached us over https (directly, or through a proxy that says so). */
export function cameOverHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim().toLowerCase();
  return first === 'https' || (first === undefined && request.protocol === 'https');
}

export async function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.headers(SECURITY_HEADERS);
  if (cameOverHttps(request)) reply.header('Strict-Transport-Security', HSTS_VALUE);
}
