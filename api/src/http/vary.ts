import type { FastifyReply } from 'fastify';

/** Adds `field` to the reply's Vary list unless it is there already (in any case). */
export function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  // Most replies have no Vary yet or a short one without the field: no need to split it into fields.
  if (vary === undefined) {
    reply.header('vary', field);
    return;
  }
  const text = String(vary);
  if (!text.toLowerCase().includes(field.toLowerCase())) {
    reply.header('vary', text.trim() === '' ? field : `${text}, ${field}`);
    return;
  }
  const fields = text.split(',').map((f) => f.trim()).filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) reply.header('vary', [...fields, field].join(', '));
}
