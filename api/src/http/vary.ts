import type { FastifyReply } from 'fastify';

/** Adds `field` to the reply's Vary list unless it is there already (in any case). */
export function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  const fields = vary === undefined ? [] : String(vary).split(',').map((f) => f.trim()).filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) reply.header('vary', [...fields, field].join(', '));
}
