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
