// @fastify/cors with `credentials: true` sends Access-Control-Allow-Credentials on every response, also to
// origins it does not allow (those get no Access-Control-Allow-Origin). Harmless, but misleading: this
// onSend hook drops the credentials header wherever no origin was allowed.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function dropCredentialsWithoutOrigin(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.hasHeader('access-control-allow-credentials') && !reply.hasHeader('access-control-allow-origin')) {
    reply.removeHeader('access-control-allow-credentials');
  }
  return payload;
}

export const ORIGIN_NOT_ALLOWED_DETAIL = 'This origin may not call the API.';

/**
 * onRequest hook answering a CORS preflight from an origin outside CORS_ORIGINS with a plain 403 (left to
 * @fastify/cors it gets a 204 that lists the allowed methods and headers, only without
 * Access-Control-Allow-Origin: refused by the browser all the same, but a clear "no" is better).
 */
export function refuseUnlistedPreflight(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async function refusePreflight(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const origin = request.headers.origin;
    if (request.method !== 'OPTIONS' || origin === undefined || request.headers['access-control-request-method'] === undefined) return;
    if (allowed.has(origin)) return;
    await reply.code(403).header('Vary', 'Origin').send({ detail: ORIGIN_NOT_ALLOWED_DETAIL });
  };
}
